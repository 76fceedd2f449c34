/**
 * The lines of an order's sale receipt from its last calculation (issue 27 §3): every line of the cart
 * (services, tests, products, materials) the client pays at the desk — what deposits and the insurer
 * cover is not sold here. A line's price is its unit price before discounts and its quantity the units
 * paid with money (in thousandths); the line's discount is what brings it to the calculated amount to
 * pay, so the receipt's total is exactly the order's `toPay`.
 */
import type { PricedLine } from '../pricing/priced-cart.schema'
import type { FiscalReceiptLine } from './fiscal-receipt.schema'

const codeOf = (l: PricedLine) => l.code ?? `${l.kind}-${l.id}`

/** The receipt lines of the calculation's lines, in the cart's order; lines paying nothing are left out. */
export function receiptLines(lines: readonly PricedLine[]): FiscalReceiptLine[] {
  return lines.flatMap((l) => {
    if (l.toPay <= 0) return []
    const units = Math.max(l.quantityToPay, 1)
    const gross = l.basePrice * units
    // A line whose price before discounts is below its amount to pay (not expected) is sold as one piece
    // at that amount, so the total still agrees.
    if (gross < l.toPay)
      return [{ code: codeOf(l), name: l.name, price: l.toPay, quantity: 1000, discount: 0 }]
    return [
      {
        code: codeOf(l),
        name: l.name,
        price: l.basePrice,
        quantity: units * 1000,
        discount: gross - l.toPay,
      },
    ]
  })
}

/** What the lines take: Σ price × quantity / 1000 − discount. */
export const receiptTotal = (lines: readonly FiscalReceiptLine[]): number =>
  lines.reduce((s, l) => s + Math.round((l.price * l.quantity) / 1000) - l.discount, 0)
