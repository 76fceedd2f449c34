/**
 * Order totals, as plain sums of the priced lines, so "totals equal the sum of lines" holds by
 * construction; nothing is rounded here.
 */
import type { PricedLine, PricingTotals } from './priced-cart.schema'

/** Sums the lines into the order totals. */
export function sumTotals(
  lines: readonly PricedLine[],
  manualDiscountPercent: number | null,
  franchisePercent: number | null,
): PricingTotals {
  const totals: PricingTotals = {
    sum: 0,
    discount: 0,
    total: 0,
    depositAmount: 0,
    insurerAmount: 0,
    cashDepositAmount: 0,
    toPay: 0,
    manualDiscountPercent,
    franchisePercent,
  }
  for (const line of lines) {
    totals.sum += line.basePrice * line.quantity
    totals.discount += line.discount
    totals.total += line.total
    totals.depositAmount += line.depositAmount
    totals.insurerAmount += line.insurerAmount
    totals.cashDepositAmount += line.cashDepositAmount
    totals.toPay += line.toPay
  }
  return totals
}
