/**
 * Seeded random pricing inputs for the property tests and the benchmark (nothing in the app imports
 * this). A seed always gives the same cart, so a failing case is reproduced by its seed alone.
 */
import { buildCart, type GoodsSpec, type ServiceSpec, type TestSpec } from './cart.factories'
import { buildPromoCode } from './pricing.factories'
import type { PricingInput } from './pricing.schema'

/** mulberry32: a tiny, fast, well-spread 32-bit PRNG returning [0, 1). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

interface RandomCartOptions {
  /** Total lines; random (0–20) when not given. */
  lines?: number
}

/** A random but valid pricing input: prices, caps, discounts, deposits, franchise, zero price. */
export function randomCart(seed: number, options: RandomCartOptions = {}): PricingInput {
  const random = seededRandom(seed)
  const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1))
  const pick = <T>(items: readonly T[]): T => items[int(0, items.length - 1)] as T
  const chance = (p: number) => random() < p
  const percent = () => pick([0, 5, 10, 12.5, 15, 33.33, 50, 99.99, 100, int(0, 10_000) / 100])
  const lineCount = options.lines ?? int(0, 20)
  const deposit = () => {
    const quantity = int(0, 5)
    const fromDeposit = chance(0.3) ? int(0, quantity + 1) : 0
    return {
      quantity,
      quantityFromDeposit: fromDeposit,
      quantityToPay: chance(0.5) ? int(0, quantity + 2) : null,
      debitedFromDepositAt: fromDeposit > 0 && chance(0.5) ? '2026-03-01T09:00:00Z' : null,
      paidFromDeposit: chance(0.2),
    }
  }
  const price = () => pick([0, 1, 5, 99, 85_000, 123_457, int(0, 10_000_000)])
  const services: ServiceSpec[] = []
  const tests: TestSpec[] = []
  const products: GoodsSpec[] = []
  const materials: GoodsSpec[] = []
  for (let i = 0; i < lineCount; i++) {
    const kind = int(0, 9)
    const base = price()
    if (kind < 4) {
      const finalPrice = chance(0.2) ? int(0, base + 5000) : base - Math.floor(base * (int(0, 30) / 100))
      services.push({
        ...deposit(),
        price: base,
        finalPrice,
        maxDiscount: percent(),
        published: chance(0.95),
      })
    } else if (kind < 8) {
      const containerId = pick([1, 2, null])
      const volumeMl = pick([null, 0.5, 1, 2.5, 6])
      tests.push({
        ...deposit(),
        quantity: int(1, 2),
        price: base,
        containerId,
        departmentId: pick([1, 2]),
        volumeMl,
      })
    } else if (kind < 9) products.push({ ...deposit(), price: base, maxDiscount: percent() })
    else materials.push({ ...deposit(), price: base, maxDiscount: percent() })
  }
  const insured = chance(0.3)
  return buildCart({
    services,
    tests,
    products,
    materials,
    serviceList: { maxDiscountPercent: percent(), discount: int(0, 30) },
    testList: { maxDiscountPercent: percent() },
    order: {
      insuranceCompanyId: insured ? 7 : null,
      franchise: chance(0.4) ? percent() : null,
      discountId: chance(0.4) ? 1 : null,
      promoCode: chance(0.5) ? 'SPRING' : null,
      manualDiscount: chance(0.4) ? percent() : null,
      manualDiscountComment: chance(0.5) ? 'Скарга пацієнта' : null,
      zeroPrice: chance(0.05),
      zeroPriceComment: 'Працівник клініки',
      zeroPriceMaterial: chance(0.1),
      writeOffSumOfCashDeposit: chance(0.3) ? int(0, 500_000) : 0,
    },
    refs: {
      promoCode: chance(0.8) ? buildPromoCode({ percent: percent() }) : null,
      contractors: [{ id: 7, name: 'Страхова Альфа', maxDiscountPercent: chance(0.5) ? percent() : null }],
    },
  })
}
