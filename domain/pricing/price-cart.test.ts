import { describe, expect, it } from 'vitest'
import { priceCart } from './price-cart'
import { pricedCartSchema } from './priced-cart.schema'
import { buildCart, type CartSpec } from './cart.factories'
import { buildPromoCode } from './pricing.factories'

const now = new Date('2026-03-10T10:00:00Z')
const promo = { promoCode: buildPromoCode() }

/** Carts a cashier would recognise, with the totals she would check on the receipt. */
const cases: [string, CartSpec, { sum: number; discount: number; total: number; toPay: number }][] = [
  [
    'консультація 850 грн без знижок',
    { services: [{ price: 85_000 }] },
    { sum: 85_000, discount: 0, total: 85_000, toPay: 85_000 },
  ],
  [
    'консультація і 2 × аналіз 123,45 з карткою 5%',
    { services: [{ price: 85_000 }], tests: [{ price: 12_345, quantity: 2 }], order: { discountId: 1 } },
    // 850,00 − 42,50 = 807,50; 123,45 − 6,17 (6,1725) = 117,28 × 2 = 234,56.
    { sum: 109_690, discount: 5_484, total: 104_206, toPay: 104_206 },
  ],
  [
    'промокод SPRING на чек із товаром, на який знижки немає',
    {
      services: [{ price: 85_000 }],
      products: [{ price: 12_000 }],
      order: { promoCode: 'SPRING' },
      refs: promo,
    },
    { sum: 97_000, discount: 8_500, total: 88_500, toPay: 88_500 },
  ],
  [
    'ручна знижка 15% з причиною, а прайс дозволяє лише 10%',
    {
      services: [{ price: 100_000 }],
      serviceList: { maxDiscountPercent: 10 },
      order: { manualDiscount: 15, manualDiscountComment: 'Постійний клієнт' },
    },
    { sum: 100_000, discount: 10_000, total: 90_000, toPay: 90_000 },
  ],
  [
    'страхова з франшизою 20% і забороною знижок',
    {
      services: [{ price: 85_000 }],
      order: { insuranceCompanyId: 7, franchise: 20, promoCode: 'SPRING' },
      refs: { ...promo, contractors: [{ id: 7, name: 'Страхова Альфа', maxDiscountPercent: 0 }] },
    },
    { sum: 85_000, discount: 0, total: 85_000, toPay: 17_000 },
  ],
  [
    'одна з трьох процедур оплачена з депозиту',
    { services: [{ price: 50_000, quantity: 3, quantityFromDeposit: 1 }] },
    { sum: 150_000, discount: 0, total: 150_000, toPay: 100_000 },
  ],
  [
    'нульова ціна для працівника, матеріал платний',
    {
      services: [{ price: 85_000 }],
      materials: [{ price: 3_500 }],
      order: { zeroPrice: true, zeroPriceComment: 'Працівник' },
    },
    { sum: 88_500, discount: 85_000, total: 3_500, toPay: 3_500 },
  ],
  [
    '200 грн з грошового депозиту',
    { services: [{ price: 85_000 }], order: { writeOffSumOfCashDeposit: 20_000 } },
    { sum: 85_000, discount: 0, total: 85_000, toPay: 65_000 },
  ],
]

describe('priceCart', () => {
  it.each(cases)('%s', (_name, spec, totals) => {
    expect(priceCart(buildCart(spec), now).totals).toMatchObject(totals)
  })

  it('answers a whole cart the PWA can parse with the shared schema', () => {
    const result = priceCart(
      buildCart({
        services: [{ price: 85_000, maxDiscount: 15, quantity: 2, quantityFromDeposit: 1 }],
        tests: [
          { price: 12_345, containerId: 1 },
          { price: 999, containerId: 2 },
        ],
        products: [{ price: 12_000 }],
        materials: [{ price: 3_500 }],
        order: { promoCode: 'SPRING', insuranceCompanyId: 7, franchise: 30, writeOffSumOfCashDeposit: 1_000 },
        refs: { ...promo, contractors: [{ id: 7, name: 'Страхова Альфа', maxDiscountPercent: 50 }] },
      }),
      now,
    )
    expect(pricedCartSchema.parse(result)).toEqual(result)
    expect(result).toMatchObject({
      calculatedAt: '2026-03-10T10:00:00.000Z',
      appliedDiscount: { kind: 'promo_code', percent: 10 },
      canConfirm: true,
      problems: [],
    })
    expect(result.lines.map((l) => [l.kind, l.index, l.unitPrice])).toEqual([
      ['service', 0, 76_500],
      ['test', 0, 11_110], // 12 345 − 1 234,5 → 1 235 (half away from zero) = 11 110
      ['test', 1, 899], // 999 − 99,9 → 100 = 899
      ['product', 0, 12_000],
      ['material', 0, 3_500],
    ])
    expect(result.calculatedContainers).toHaveLength(2)
  })

  it('prices an empty cart at zero', () => {
    expect(priceCart(buildCart(), now)).toMatchObject({
      lines: [],
      totals: { sum: 0, total: 0, toPay: 0 },
      calculatedContainers: [],
      canConfirm: true,
    })
  })

  it('does not change its input', () => {
    const input = buildCart({ services: [{ price: 85_000 }], order: { writeOffSumOfCashDeposit: 5_000 } })
    const before = JSON.stringify(input)
    priceCart(input, now)
    expect(JSON.stringify(input)).toBe(before)
  })
})
