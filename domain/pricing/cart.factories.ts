/**
 * `buildCart` builds a consistent pricing input from short item specs, for tests and the benchmark
 * only: each service or test gets its cart line, its price list position and its reference row, so a
 * test states only what it is about.
 */
import {
  buildLine,
  buildOrder,
  buildPriceList,
  buildPriceListPosition,
  buildTestRef,
  servicePriceListId,
  testPriceListId,
} from './pricing.factories'
import type { CartLine, PricingInput, PricingOrder } from './pricing.schema'
import type { PriceListRef, PricingRefs, TestRef } from './pricing-refs.schema'

type Priced = {
  name?: string
  price?: number
  finalPrice?: number
  manualPrice?: boolean
  published?: boolean
  citoLeadTime?: number | null
}
export type ServiceSpec = Partial<CartLine> & Priced & { maxDiscount?: number }
export type TestSpec = Partial<CartLine> & Priced & Partial<Omit<TestRef, 'id' | 'name'>>
export type GoodsSpec = Partial<CartLine> & { name?: string; price?: number; maxDiscount?: number }

export interface CartSpec {
  order?: Partial<PricingOrder>
  services?: ServiceSpec[]
  tests?: TestSpec[]
  products?: GoodsSpec[]
  materials?: GoodsSpec[]
  /** Merged into the default services / tests price list. */
  serviceList?: Partial<PriceListRef>
  testList?: Partial<PriceListRef>
  /** Replace generated reference sets. */
  refs?: Partial<PricingRefs>
  timeZone?: string
}

/** Drops undefined keys so they do not override a default. */
function defined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>
}

const lineOf = (spec: Partial<CartLine>, id: number): CartLine => {
  const { quantity, quantityToPay, quantityFromDeposit, debitedFromDepositAt, paidFromDeposit } = spec
  return buildLine({
    ...defined({ quantity, quantityToPay, quantityFromDeposit, debitedFromDepositAt, paidFromDeposit }),
    id,
  })
}

const testRefOf = (spec: TestSpec & { id: number }, name: string): TestRef => {
  const { containerId, departmentId, volumeMl, isPackage, packageTestIds, published } = spec
  return buildTestRef({
    ...defined({ containerId, departmentId, volumeMl, isPackage, packageTestIds, published }),
    id: spec.id,
    name,
  })
}

function position(spec: Priced, id: number, listId: number, item: 'serviceId' | 'mcTestId', name: string) {
  const price = spec.price ?? 85_000
  return buildPriceListPosition({
    id: listId * 10_000 + id,
    priceListId: listId,
    serviceId: item === 'serviceId' ? id : null,
    mcTestId: item === 'mcTestId' ? id : null,
    code: `${item === 'serviceId' ? 'S' : 'T'}-${id}`,
    name,
    price,
    finalPrice: spec.finalPrice ?? price,
    manualPrice: spec.manualPrice ?? false,
    citoLeadTime: spec.citoLeadTime ?? null,
  })
}

/** A whole pricing input from item specs; ids default to 101…, 201…, 301…, 401… by kind. */
export function buildCart(spec: CartSpec = {}): PricingInput {
  const services = (spec.services ?? []).map((s, i) => ({ ...s, id: s.id ?? 101 + i }))
  const tests = (spec.tests ?? []).map((t, i) => ({ ...t, id: t.id ?? 201 + i }))
  const products = (spec.products ?? []).map((p, i) => ({ ...p, id: p.id ?? 301 + i }))
  const materials = (spec.materials ?? []).map((m, i) => ({ ...m, id: m.id ?? 401 + i }))
  const nameOf = (s: { name?: string }, fallback: string, id: number) => s.name ?? `${fallback} ${id}`
  const refs: PricingRefs = {
    priceLists: [
      buildPriceList(spec.serviceList),
      buildPriceList({ id: testPriceListId, name: 'Аналізи Київ 2026', type: 'tests', ...spec.testList }),
    ],
    positions: [
      ...services.map((s) => position(s, s.id, servicePriceListId, 'serviceId', nameOf(s, 'Послуга', s.id))),
      ...tests.map((t) => position(t, t.id, testPriceListId, 'mcTestId', nameOf(t, 'Аналіз', t.id))),
    ],
    services: services.map((s) => ({
      id: s.id,
      name: nameOf(s, 'Послуга', s.id),
      maxDiscount: s.maxDiscount ?? 100,
      published: s.published ?? true,
    })),
    tests: tests.map((t) => testRefOf(t, nameOf(t, 'Аналіз', t.id))),
    products: products.map((p) => ({
      id: p.id,
      name: nameOf(p, 'Товар', p.id),
      sellingPrice: p.price ?? 12_000,
      maxDiscount: p.maxDiscount ?? 0,
    })),
    materials: materials.map((m) => ({
      id: m.id,
      name: nameOf(m, 'Матеріал', m.id),
      price: m.price ?? 3_500,
      maxDiscount: m.maxDiscount ?? 0,
    })),
    materialPrices: [],
    containers: [
      { id: 1, name: 'Червона кришка', volumeMl: 5 },
      { id: 2, name: 'Фіолетова кришка', volumeMl: 3 },
    ],
    discounts: [{ id: 1, name: 'Картка постійного клієнта', percent: 5, active: true }],
    promoCode: null,
    contractors: [],
    bloodPoints: [],
    paymentTypes: [
      { id: 1, name: 'Готівка' },
      { id: 2, name: 'Картка' },
    ],
    ...spec.refs,
  }
  return {
    order: buildOrder(spec.order),
    cart: {
      services: services.map((s) => lineOf(s, s.id)),
      tests: tests.map((t) => lineOf(t, t.id)),
      products: products.map((p) => lineOf(p, p.id)),
      materials: materials.map((m) => lineOf(m, m.id)),
    },
    refs,
    timeZone: spec.timeZone ?? 'Europe/Kyiv',
  }
}
