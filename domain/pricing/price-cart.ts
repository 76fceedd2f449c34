/**
 * The pricing engine: one pure function the server runs on every recalculation and the PWA's worker
 * runs for instant previews, so both show the same kopiyka. Deterministic: `now` is passed in (only
 * its date in the clinic's time zone matters) and nothing is read from anywhere else.
 *
 * Per line, per unit, in this order (README.md has the reasons):
 *   1. base price — the price list position's price (services, tests), the selling price (products),
 *      the material's price (materials);
 *   2. price list — the position's final price (the list's discount, or a hand-typed price);
 *   3. order discount — ONE of discount card, promo code, manual discount: the largest; never stacked;
 *   4. caps — the order discount is limited to the smallest of the line's max discount, the price list's
 *      maximum discount percent and the contractor's max discount percent (relative to step 2's price);
 *   5. zero price — zeroPrice (services, tests, products) or zeroPriceMaterial (materials) → 0;
 *   then line total = unit price × quantity, split into deposit units, the insurer's part (franchise)
 *   and the patient's part, from which the cash-deposit write-off is taken in cart order.
 * Rounding: each percent is applied once, to a unit price in kopiykas, rounded half away from zero;
 * the franchise share is rounded the same way on the line's money amount; everything else is integer
 * addition and multiplication, so totals equal the sum of the lines exactly.
 */
import { calculateContainers } from './containers'
import { buildContext, type PricingContext } from './context'
import { allocateCashDeposit } from './deposits'
import { explainLine } from './explanation'
import { priceLine, type LineResult } from './line-pricing'
import { formatMoney, toBasisPoints } from './money'
import { resolveOrderDiscounts } from './order-discounts'
import type { PricedCart } from './priced-cart.schema'
import { priceListProblems } from './price-lists'
import { cartListOf, lineKinds, type PricingInput } from './pricing.schema'
import { allowsConfirmation, problem, type PricingProblem } from './problems'
import type { RefsIndex } from './refs-index'
import { sumTotals } from './totals'

function orderProblems(ctx: PricingContext): PricingProblem[] {
  const { order } = ctx
  const problems: PricingProblem[] = []
  if (order.zeroPrice && !order.zeroPriceComment?.trim())
    problems.push(problem('zero_price_comment_required', { field: 'zero_price_comment' }))
  if (order.zeroPriceMaterial && !order.zeroPriceMaterialComment?.trim())
    problems.push(problem('zero_price_material_comment_required', { field: 'zero_price_material_comment' }))
  if (order.franchise !== null && order.insuranceCompanyId === null)
    problems.push(problem('franchise_without_insurance', { field: 'franchise' }))
  return problems
}

function usedPriceListProblems(ctx: PricingContext, input: PricingInput): PricingProblem[] {
  const problems: PricingProblem[] = []
  const check = (listId: number | null, field: string, used: boolean) => {
    const list = listId === null ? undefined : ctx.priceLists.get(listId)
    if (used && list) problems.push(...priceListProblems(ctx, list, field))
  }
  check(ctx.order.servicePriceListId, 'service_price_list_id', input.cart.services.length > 0)
  check(ctx.order.mcTestPriceListId, 'mc_test_price_list_id', input.cart.tests.length > 0)
  return problems
}

function takeCashDeposit(results: readonly LineResult[], writeOff: number): PricingProblem[] {
  const parts = allocateCashDeposit(
    results.map((r) => r.line.toPay),
    writeOff,
  )
  let taken = 0
  results.forEach((r, i) => {
    const part = parts[i] ?? 0
    r.line.cashDepositAmount = part
    r.line.toPay -= part
    taken += part
  })
  if (taken >= writeOff) return []
  const detail = `списано ${formatMoney(taken)} з ${formatMoney(writeOff)}`
  return [problem('cash_deposit_write_off_exceeds', { field: 'write_off_sum_of_cash_deposit', detail })]
}

/**
 * Prices a parsed cart (`pricingInputSchema`) as of `now`: lines, totals, containers and problems.
 * `index` (`indexRefs(input.refs)`, built once by a caller that prices many carts over the same refs)
 * only saves work: the answer is the same with or without it.
 */
export function priceCart(input: PricingInput, now: Date, index?: RefsIndex): PricedCart {
  const ctx = buildContext(input, now, index)
  const { order } = input
  const discounts = resolveOrderDiscounts(ctx)
  const franchisePercent =
    order.franchise !== null && order.insuranceCompanyId !== null ? order.franchise : null
  const franchiseBp = franchisePercent === null ? null : toBasisPoints(franchisePercent)
  const results: LineResult[] = []
  for (const kind of lineKinds)
    input.cart[cartListOf[kind]].forEach((line, index) => {
      results.push(priceLine(ctx, discounts, franchiseBp, kind, index, line))
    })
  const cashDepositProblems = takeCashDeposit(results, order.writeOffSumOfCashDeposit ?? 0)
  for (const r of results)
    r.line.explanation = explainLine(r.line, r.source.label, discounts.skipped, franchisePercent)
  const containers = calculateContainers(ctx, input.cart.tests)
  const problems = [
    ...discounts.problems,
    ...orderProblems(ctx),
    ...usedPriceListProblems(ctx, input),
    ...results.flatMap((r) => r.problems),
    ...cashDepositProblems,
    ...containers.problems,
  ]
  const lines = results.map((r) => r.line)
  return {
    calculatedAt: now.toISOString(),
    lines,
    totals: sumTotals(lines, order.manualDiscount, franchisePercent),
    appliedDiscount: discounts.applied,
    skippedDiscounts: discounts.skipped,
    calculatedContainers: containers.tubes,
    problems,
    canConfirm: allowsConfirmation(problems),
  }
}
