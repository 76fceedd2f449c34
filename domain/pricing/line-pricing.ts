/**
 * Prices one cart line, per unit, in this order: base price → price list's final price → the order
 * discount limited by the line's caps → zero price. Each percent is applied once to the unit price in
 * kopiykas and rounded half away from zero there; the line total is then unit price × quantity, so a
 * receipt's "quantity × price = sum" always holds and totals are plain sums of integers.
 */
import { bindingCap, lineCaps } from './caps'
import type { PricingContext } from './context'
import { isDepositPaid, needsPayment, splitLinePayment } from './deposits'
import { fromBasisPoints, fullPercentBp, percentOf, toBasisPoints } from './money'
import type { OrderDiscounts } from './order-discounts'
import type { PricedLine, PriceStep } from './priced-cart.schema'
import type { CartLine, LineKind } from './pricing.schema'
import { problem, type PricingProblem } from './problems'
import { resolvePriceSource, type PriceSource } from './price-source'

/** Label of the price-list step when the list's price was typed by hand. */
export const manualPriceLabel = 'ручна ціна прайсу'

export interface LineResult {
  line: PricedLine
  source: PriceSource
  problems: PricingProblem[]
}

function priceListStep(source: PriceSource, quantity: number): PriceStep | null {
  const unitAmount = source.basePrice - source.listPrice
  if (unitAmount <= 0) return null
  const manual = source.position?.manualPrice ?? false
  // Name the list's percent only when it is what the stored final price really is; else the amount.
  const listPercent = source.priceList?.discount ?? 0
  const matches = listPercent > 0 && percentOf(source.basePrice, toBasisPoints(listPercent)) === unitAmount
  const percent = !manual && matches ? listPercent : null
  return {
    kind: 'price_list',
    label: manual ? manualPriceLabel : 'знижка прайсу',
    percent,
    appliedPercent: percent,
    unitAmount,
    amount: unitAmount * quantity,
    cappedBy: null,
  }
}

/** Prices one line; `franchiseBp` is the patient's share when an insurer pays the rest. */
export function priceLine(
  ctx: PricingContext,
  discounts: OrderDiscounts,
  franchiseBp: number | null,
  kind: LineKind,
  index: number,
  line: CartLine,
): LineResult {
  const source = resolvePriceSource(ctx, kind, index, line)
  const problems = [...source.problems]
  const { quantity } = line
  const steps: PriceStep[] = []
  const listStep = priceListStep(source, quantity)
  if (listStep) steps.push(listStep)
  const caps = source.priced ? lineCaps(ctx, kind, source.lineMaxDiscount, source.priceList) : []
  const cap = bindingCap(caps)
  const capBp = cap ? toBasisPoints(cap.percent) : fullPercentBp
  const zeroPrice = source.priced && (kind === 'material' ? ctx.order.zeroPriceMaterial : ctx.order.zeroPrice)
  let unitPrice = source.listPrice
  const { applied } = discounts
  if (applied && source.priced && !zeroPrice) {
    const requestedBp = toBasisPoints(applied.percent)
    const appliedBp = Math.min(requestedBp, capBp)
    const unitAmount = percentOf(unitPrice, appliedBp)
    steps.push({
      kind: applied.kind,
      label: applied.label,
      percent: applied.percent,
      appliedPercent: fromBasisPoints(appliedBp),
      unitAmount,
      amount: unitAmount * quantity,
      cappedBy: appliedBp < requestedBp ? cap : null,
    })
    unitPrice -= unitAmount
  }
  if (zeroPrice) {
    const label = kind === 'material' ? 'нульова ціна матеріалів' : 'нульова ціна'
    steps.push({
      kind: 'zero_price',
      label,
      percent: null,
      appliedPercent: null,
      unitAmount: unitPrice,
      amount: unitPrice * quantity,
      cappedBy: null,
    })
    unitPrice = 0
  }
  if (line.quantityFromDeposit > quantity)
    problems.push(problem('deposit_quantity_exceeds', { line: { kind, index }, detail: `«${source.name}»` }))
  const payment = splitLinePayment(unitPrice, quantity, line.quantityFromDeposit, franchiseBp)
  const priced: PricedLine = {
    kind,
    index,
    id: line.id,
    name: source.name,
    code: source.code,
    priceListId: source.priceList?.id ?? null,
    positionId: source.position?.id ?? null,
    quantity,
    basePrice: source.basePrice,
    listPrice: source.listPrice,
    unitPrice,
    total: unitPrice * quantity,
    discount: (source.basePrice - unitPrice) * quantity,
    steps,
    caps,
    maxDiscountPercent: fromBasisPoints(capBp),
    priced: source.priced,
    zeroPrice,
    quantityToPay: payment.quantityToPay,
    quantityFromDeposit: payment.quantityFromDeposit,
    debitedFromDepositAt: line.debitedFromDepositAt,
    depositPaid: isDepositPaid(line),
    needsPayment: needsPayment(line),
    depositAmount: payment.depositAmount,
    insurerAmount: payment.insurerAmount,
    cashDepositAmount: 0,
    toPay: payment.clientAmount,
    leadTime: source.leadTime,
    explanation: '',
  }
  return { line: priced, source, problems }
}
