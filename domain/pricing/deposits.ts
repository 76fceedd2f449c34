/**
 * Who pays for a line. Units covered by the client's deposit (quantityFromDeposit, at most the line's
 * quantity) are paid from it; the other units (quantityToPay) are paid with money, split by the
 * insurance franchise into the patient's share and the insurer's; the order's cash-deposit write-off
 * is then taken from the patients' shares line by line. Every split is exact: the parts sum to the total.
 */
import { percentOf, type Kop } from './money'
import type { CartLine } from './pricing.schema'

/**
 * Spec 000 §5, word for word: deposit-paid if it has debitedFromDepositAt, quantityFromDeposit > 0,
 * and either the flag is set or quantityToPay minus quantityFromDeposit exceeds quantity.
 */
export function isDepositPaid(line: CartLine): boolean {
  const quantityToPay = line.quantityToPay ?? line.quantity
  return (
    Boolean(line.debitedFromDepositAt) &&
    line.quantityFromDeposit > 0 &&
    (line.paidFromDeposit || quantityToPay - line.quantityFromDeposit > line.quantity)
  )
}

/** Spec 000 §5, word for word: needs payment if quantityToPay exceeds quantity minus quantityFromDeposit. */
export function needsPayment(line: CartLine): boolean {
  const quantityToPay = line.quantityToPay ?? line.quantity
  return quantityToPay > line.quantity - line.quantityFromDeposit
}

export interface LinePayment {
  quantityFromDeposit: number
  quantityToPay: number
  depositAmount: Kop
  insurerAmount: Kop
  /** The patient's money share, before the cash-deposit write-off. */
  clientAmount: Kop
}

/**
 * Splits a line's total. `franchiseBp` is the patient's share in basis points when an insurer pays the
 * rest, null when the patient pays everything; the patient's share is rounded, the insurer gets the rest.
 */
export function splitLinePayment(
  unitPrice: Kop,
  quantity: number,
  quantityFromDeposit: number,
  franchiseBp: number | null,
): LinePayment {
  const fromDeposit = Math.min(quantityFromDeposit, quantity)
  const quantityToPay = quantity - fromDeposit
  const payable = unitPrice * quantityToPay
  const clientAmount = franchiseBp === null ? payable : percentOf(payable, franchiseBp)
  return {
    quantityFromDeposit: fromDeposit,
    quantityToPay,
    depositAmount: unitPrice * fromDeposit,
    insurerAmount: payable - clientAmount,
    clientAmount,
  }
}

/** Takes `writeOff` kopiykas from the patient's shares in cart order; returns each line's part. */
export function allocateCashDeposit(clientAmounts: readonly Kop[], writeOff: Kop): Kop[] {
  let left = writeOff
  return clientAmounts.map((amount) => {
    const taken = Math.min(amount, left)
    left -= taken
    return taken
  })
}
