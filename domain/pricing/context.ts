/**
 * The per-call lookup tables of the engine, built once from the input so pricing a line is a few map
 * reads. Holds nothing between calls: the same input and `now` always build the same context.
 */
import { localDate } from './calendar'
import type { PricingInput, PricingOrder } from './pricing.schema'
import type { PricingRefs } from './pricing-refs.schema'
import { indexFits, indexRefs, type Ref, type RefsIndex } from './refs-index'

export interface PricingContext extends Omit<RefsIndex, 'source'> {
  order: PricingOrder
  refs: PricingRefs
  /** Today in the clinic's time zone, 'YYYY-MM-DD'. */
  today: string
  /** The contractor whose max discount caps the order: its insurance company, else the blood point's. */
  contractor: Ref<'contractors'> | null
}

/** Resolves the contractor of the order: insurance company first, then the blood point's contractor. */
export function contractorIdOf(order: PricingOrder, refs: PricingRefs): number | null {
  if (order.insuranceCompanyId !== null) return order.insuranceCompanyId
  const point = refs.bloodPoints.find((p) => p.id === order.bloodPointId)
  return point?.contractorId ?? null
}

/**
 * Builds the lookup tables for one pricing call; `index` (indexRefs of the same refs) skips the
 * indexing and is ignored when it was built from other arrays.
 */
export function buildContext(input: PricingInput, now: Date, index?: RefsIndex): PricingContext {
  const { order, refs } = input
  const contractorId = contractorIdOf(order, refs)
  return {
    ...(index && indexFits(index, refs) ? index : indexRefs(refs)),
    order,
    refs,
    today: localDate(now, input.timeZone),
    contractor: refs.contractors.find((c) => c.id === contractorId) ?? null,
  }
}
