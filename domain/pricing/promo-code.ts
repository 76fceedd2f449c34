/**
 * Whether the order's promo code gives its discount (spec 000 §5, spec 001 §3 "Promo code"). A code the
 * registrar typed that is unknown, switched off, outside its dates or used up is rejected with the spec's
 * one message; `detail` says which, so the cashier can tell the client why.
 */
import { formatDate, validityOn } from './calendar'
import type { PricingContext } from './context'
import type { AppliedDiscount } from './priced-cart.schema'
import type { PromoCodeRef } from './pricing-refs.schema'
import { problem, type PricingProblem } from './problems'

export interface PromoCodeResult {
  discount: AppliedDiscount | null
  problems: PricingProblem[]
}

const field = 'promo_code'

/** Codes are typed in upper case (spec 000 §5 input handling); spaces around are a slip of the hand. */
export function normalizePromoCode(code: string): string {
  return code.trim().toUpperCase()
}

function whyInactive(promo: PromoCodeRef, today: string): string | null {
  if (!promo.active) return 'промокод вимкнено'
  const validity = validityOn(today, promo)
  if (validity === 'not_yet_valid' && promo.dateFrom) return `діє з ${formatDate(promo.dateFrom)}`
  if (validity === 'expired' && promo.dateTo) return `термін дії закінчився ${formatDate(promo.dateTo)}`
  if (!promo.multipleUse && promo.usedCount > 0) return 'одноразовий промокод уже використано'
  if (promo.multipleUse && promo.count !== null && promo.usedCount >= promo.count)
    return `вичерпано ліміт використань (${promo.count})`
  return null
}

function whyNotApplicable(promo: PromoCodeRef, ctx: PricingContext): string | null {
  const { order, refs } = ctx
  if (promo.insuranceCompanyId !== null && promo.insuranceCompanyId !== order.insuranceCompanyId) {
    const name = refs.contractors.find((c) => c.id === promo.insuranceCompanyId)?.name
    return `лише для страхової компанії «${name ?? promo.insuranceCompanyId}»`
  }
  if (promo.contractorId !== null && promo.contractorId !== ctx.contractor?.id) {
    const name = refs.contractors.find((c) => c.id === promo.contractorId)?.name
    return `лише для контрагента «${name ?? promo.contractorId}»`
  }
  if (
    promo.paymentTypeId !== null &&
    order.paymentTypeId !== null &&
    promo.paymentTypeId !== order.paymentTypeId
  )
    return `лише для способу оплати «${paymentTypeName(promo, ctx)}»`
  return null
}

function paymentTypeName(promo: PromoCodeRef, ctx: PricingContext): string {
  return ctx.refs.paymentTypes.find((t) => t.id === promo.paymentTypeId)?.name ?? String(promo.paymentTypeId)
}

/** The promo code's discount for this order, or the problems that keep it from applying. */
export function resolvePromoCode(ctx: PricingContext): PromoCodeResult {
  const typed = ctx.order.promoCode === null ? '' : normalizePromoCode(ctx.order.promoCode)
  const promo = ctx.refs.promoCode
  const none = (p: PricingProblem[]): PromoCodeResult => ({ discount: null, problems: p })
  if (promo?.isDefault && normalizePromoCode(promo.code) === '')
    return none([problem('default_promo_code_without_code', { field })])
  if (typed !== '' && (!promo || normalizePromoCode(promo.code) !== typed))
    return none([problem('promo_code_inactive', { field, detail: `промокод ${typed} не знайдено` })])
  // A looked-up code the order does not name applies only when it is the default one.
  if (!promo || (typed === '' && !promo.isDefault)) return none([])
  const inactive = whyInactive(promo, ctx.today)
  if (inactive) return none([problem('promo_code_inactive', { field, detail: inactive })])
  const notApplicable = whyNotApplicable(promo, ctx)
  if (notApplicable) return none([problem('promo_code_not_applicable', { field, detail: notApplicable })])
  const problems: PricingProblem[] = []
  if (promo.paymentTypeId !== null && ctx.order.paymentTypeId === null) {
    // The payment type is usually chosen at the till, after the cart is priced: apply now, recheck then.
    const detail = `лише для способу оплати «${paymentTypeName(promo, ctx)}»`
    problems.push(problem('promo_code_payment_type_pending', { field, detail }))
  }
  const code = normalizePromoCode(promo.code)
  return {
    discount: { kind: 'promo_code', id: promo.id, label: `промокод ${code}`, percent: promo.percent },
    problems,
  }
}
