/**
 * The order-level discounts: discount card (discountId), promo code and manual discount. They do not
 * stack: the order gets the largest one (ties: card, then promo code, then manual), and line caps
 * then limit it. Why: a promo on top of a loyalty card, or a manual discount on top of both, is how a
 * cart ends up below cost; a cashier who wants more types the total percent as the manual discount.
 */
import type { PricingContext } from './context'
import { toBasisPoints } from './money'
import type { AppliedDiscount } from './priced-cart.schema'
import { problem, type PricingProblem } from './problems'
import { resolvePromoCode } from './promo-code'

export interface OrderDiscounts {
  applied: AppliedDiscount | null
  /** Valid discounts the order also has but does not get, for the explanation. */
  skipped: AppliedDiscount[]
  problems: PricingProblem[]
}

function discountCard(ctx: PricingContext, problems: PricingProblem[]): AppliedDiscount | null {
  const { discountId } = ctx.order
  if (discountId === null) return null
  const discount = ctx.refs.discounts.find((d) => d.id === discountId)
  if (!discount?.active) {
    const detail = discount ? `знижку «${discount.name}» вимкнено` : null
    problems.push(problem('discount_inactive', { field: 'discount_id', detail }))
    return null
  }
  return { kind: 'discount', id: discount.id, label: `знижка «${discount.name}»`, percent: discount.percent }
}

function manualDiscount(ctx: PricingContext, problems: PricingProblem[]): AppliedDiscount | null {
  const { manualDiscount: percent, manualDiscountComment } = ctx.order
  if (percent === null || toBasisPoints(percent) === 0) return null
  if (!manualDiscountComment?.trim())
    problems.push(problem('manual_discount_comment_required', { field: 'manual_discount_comment' }))
  return { kind: 'manual', id: null, label: 'ручна знижка', percent }
}

/** Picks the one order discount the lines get, and reports the ones that are invalid. */
export function resolveOrderDiscounts(ctx: PricingContext): OrderDiscounts {
  const problems: PricingProblem[] = []
  const card = discountCard(ctx, problems)
  const promo = resolvePromoCode(ctx)
  problems.push(...promo.problems)
  const manual = manualDiscount(ctx, problems)
  const candidates = [card, promo.discount, manual].filter(
    (d): d is AppliedDiscount => d !== null && toBasisPoints(d.percent) > 0,
  )
  let applied: AppliedDiscount | null = null
  for (const candidate of candidates)
    if (!applied || toBasisPoints(candidate.percent) > toBasisPoints(applied.percent)) applied = candidate
  return { applied, skipped: candidates.filter((c) => c !== applied), problems }
}
