/**
 * Checks of a price list the cart uses, made once per list: it must be valid today (or perpetual, or
 * auto-extended) and meant for this order's city and owners. Prices still come from it, so the cashier
 * sees them, but the cart cannot be confirmed until the right list is chosen.
 */
import { formatDate, validityOn } from './calendar'
import type { PricingContext } from './context'
import type { PriceListRef } from './pricing-refs.schema'
import { problem, type PricingProblem } from './problems'

function isForOrder(ctx: PricingContext, list: PriceListRef): boolean {
  const { order } = ctx
  if (list.cityId !== null && order.cityId !== null && list.cityId !== order.cityId) return false
  if (list.owners.length === 0) return true
  return list.owners.some((owner) => {
    if (owner.filialId !== null && owner.filialId !== order.filialId) return false
    if (owner.type === 'filial') return owner.ownerId === order.filialId
    if (owner.type === 'blood_point') return owner.ownerId === order.bloodPointId
    return owner.ownerId === order.insuranceCompanyId
  })
}

/** Problems of one price list for this order; `field` is the order field that chose it. */
export function priceListProblems(ctx: PricingContext, list: PriceListRef, field: string): PricingProblem[] {
  const problems: PricingProblem[] = []
  const validity = validityOn(ctx.today, {
    dateFrom: list.dateFrom,
    dateTo: list.dateTo,
    perpetual: list.perpetual || list.autoExtension,
  })
  if (validity === 'not_yet_valid' && list.dateFrom)
    problems.push(
      problem('price_list_not_valid', { field, detail: `«${list.name}» діє з ${formatDate(list.dateFrom)}` }),
    )
  if (validity === 'expired' && list.dateTo)
    problems.push(
      problem('price_list_not_valid', { field, detail: `«${list.name}» діяв до ${formatDate(list.dateTo)}` }),
    )
  if (!isForOrder(ctx, list))
    problems.push(problem('price_list_not_for_order', { field, detail: `«${list.name}»` }))
  return problems
}
