/**
 * Lookup tables over the reference data, built once per set of refs. The server prices one cart per
 * set and lets `buildContext` index it; the PWA's worker keeps a whole price list (thousands of
 * positions) and prices it on every keystroke, so it indexes once and passes the index in. An index is
 * used only for the very arrays it was built from, so passing one can never change a result.
 */
import type {
  MaterialPriceRef,
  PriceListPositionRef,
  PriceListRef,
  PricingRefs,
  TestRef,
} from './pricing-refs.schema'

/** One element of a reference list. */
export type Ref<K extends keyof PricingRefs> = PricingRefs[K] extends readonly (infer T)[] ? T : never
type Positions = Map<number, Map<number, PriceListPositionRef>>

const indexedKeys = [
  'priceLists',
  'positions',
  'services',
  'tests',
  'products',
  'materials',
  'materialPrices',
  'containers',
] as const
type IndexedKey = (typeof indexedKeys)[number]

export interface RefsIndex {
  /** The arrays the tables were built from (identity decides whether the index fits some refs). */
  source: Pick<PricingRefs, IndexedKey>
  priceLists: Map<number, PriceListRef>
  /** price list id → service id → position. */
  servicePositions: Positions
  /** price list id → test id → position. */
  testPositions: Positions
  services: Map<number, Ref<'services'>>
  tests: Map<number, TestRef>
  products: Map<number, Ref<'products'>>
  materials: Map<number, Ref<'materials'>>
  /** price list id → material id → the list's price of it. */
  materialPrices: Map<number, Map<number, MaterialPriceRef>>
  containers: Map<number, Ref<'containers'>>
}

function byId<T extends { id: number }>(items: readonly T[]): Map<number, T> {
  const map = new Map<number, T>()
  for (const item of items) if (!map.has(item.id)) map.set(item.id, item)
  return map
}

function addPosition(index: Positions, itemId: number, position: PriceListPositionRef): void {
  let list = index.get(position.priceListId)
  if (!list) index.set(position.priceListId, (list = new Map<number, PriceListPositionRef>()))
  // The database keeps (list, item) unique; on a duplicate input the first one wins, deterministically.
  if (!list.has(itemId)) list.set(itemId, position)
}

/** Builds the lookup tables of parsed `refs` (the promo code, discounts and contractors stay as lists). */
export function indexRefs(refs: PricingRefs): RefsIndex {
  const servicePositions: Positions = new Map()
  const testPositions: Positions = new Map()
  for (const position of refs.positions) {
    if (position.serviceId !== null) addPosition(servicePositions, position.serviceId, position)
    if (position.mcTestId !== null) addPosition(testPositions, position.mcTestId, position)
  }
  const materialPrices = new Map<number, Map<number, MaterialPriceRef>>()
  for (const row of refs.materialPrices) {
    let list = materialPrices.get(row.priceListId)
    if (!list) materialPrices.set(row.priceListId, (list = new Map<number, MaterialPriceRef>()))
    if (!list.has(row.materialId)) list.set(row.materialId, row)
  }
  const source = Object.fromEntries(indexedKeys.map((k) => [k, refs[k]])) as RefsIndex['source']
  return {
    source,
    priceLists: byId(refs.priceLists),
    servicePositions,
    testPositions,
    services: byId(refs.services),
    tests: byId(refs.tests),
    products: byId(refs.products),
    materials: byId(refs.materials),
    materialPrices,
    containers: byId(refs.containers),
  }
}

/** True when `index` was built from exactly these arrays of `refs`. */
export function indexFits(index: RefsIndex, refs: PricingRefs): boolean {
  return indexedKeys.every((k) => index.source[k] === refs[k])
}
