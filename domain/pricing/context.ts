/**
 * The per-call lookup tables of the engine, built once from the input so pricing a line is a few map
 * reads. Holds nothing between calls: the same input and `now` always build the same context.
 */
import { localDate } from './calendar'
import type { PricingInput, PricingOrder } from './pricing.schema'
import type { PriceListPositionRef, PriceListRef, PricingRefs, TestRef } from './pricing-refs.schema'

type Ref<K extends keyof PricingRefs> = PricingRefs[K] extends readonly (infer T)[] ? T : never

export interface PricingContext {
  order: PricingOrder
  refs: PricingRefs
  /** Today in the clinic's time zone, 'YYYY-MM-DD'. */
  today: string
  priceLists: Map<number, PriceListRef>
  /** price list id → service id → position. */
  servicePositions: Map<number, Map<number, PriceListPositionRef>>
  /** price list id → test id → position. */
  testPositions: Map<number, Map<number, PriceListPositionRef>>
  services: Map<number, Ref<'services'>>
  tests: Map<number, TestRef>
  products: Map<number, Ref<'products'>>
  materials: Map<number, Ref<'materials'>>
  containers: Map<number, Ref<'containers'>>
  /** The contractor whose max discount caps the order: its insurance company, else the blood point's. */
  contractor: Ref<'contractors'> | null
}

function byId<T extends { id: number }>(items: readonly T[]): Map<number, T> {
  const map = new Map<number, T>()
  for (const item of items) if (!map.has(item.id)) map.set(item.id, item)
  return map
}

function addPosition(
  index: Map<number, Map<number, PriceListPositionRef>>,
  itemId: number,
  position: PriceListPositionRef,
): void {
  let list = index.get(position.priceListId)
  if (!list) index.set(position.priceListId, (list = new Map<number, PriceListPositionRef>()))
  // The database keeps (list, item) unique; on a duplicate input the first one wins, deterministically.
  if (!list.has(itemId)) list.set(itemId, position)
}

/** Resolves the contractor of the order: insurance company first, then the blood point's contractor. */
export function contractorIdOf(order: PricingOrder, refs: PricingRefs): number | null {
  if (order.insuranceCompanyId !== null) return order.insuranceCompanyId
  const point = refs.bloodPoints.find((p) => p.id === order.bloodPointId)
  return point?.contractorId ?? null
}

/** Builds the lookup tables for one pricing call. */
export function buildContext(input: PricingInput, now: Date): PricingContext {
  const { order, refs } = input
  const servicePositions = new Map<number, Map<number, PriceListPositionRef>>()
  const testPositions = new Map<number, Map<number, PriceListPositionRef>>()
  for (const position of refs.positions) {
    if (position.serviceId !== null) addPosition(servicePositions, position.serviceId, position)
    if (position.mcTestId !== null) addPosition(testPositions, position.mcTestId, position)
  }
  const contractorId = contractorIdOf(order, refs)
  return {
    order,
    refs,
    today: localDate(now, input.timeZone),
    priceLists: byId(refs.priceLists),
    servicePositions,
    testPositions,
    services: byId(refs.services),
    tests: byId(refs.tests),
    products: byId(refs.products),
    materials: byId(refs.materials),
    containers: byId(refs.containers),
    contractor: refs.contractors.find((c) => c.id === contractorId) ?? null,
  }
}
