import { describe, expect, it } from 'vitest'
import { priceCart } from './price-cart'
import { buildCart, type CartSpec } from './cart.factories'
import { buildPromoCode } from './pricing.factories'

const now = new Date('2026-03-10T10:00:00Z')

/** Promo code SPRING at `percent` on the spec's cart. */
function withPromo(percent: number, spec: CartSpec) {
  const input = buildCart({
    ...spec,
    order: { promoCode: 'SPRING', ...spec.order },
    refs: {
      promoCode: buildPromoCode({ percent }),
      contractors: [{ id: 7, name: 'Страхова Альфа', maxDiscountPercent: 8 }],
      ...spec.refs,
    },
  })
  return priceCart(input, now)
}

describe('discount caps', () => {
  it("limits the discount to the service's max discount: 20% → 15%, 850,00 → 722,50 грн", () => {
    const line = withPromo(20, { services: [{ price: 85_000, maxDiscount: 15 }] }).lines[0]
    expect(line?.unitPrice).toBe(72_250)
    expect(line?.steps.at(-1)).toMatchObject({
      kind: 'promo_code',
      percent: 20,
      appliedPercent: 15,
      unitAmount: 12_750,
      cappedBy: { kind: 'line', percent: 15, label: 'максимальна знижка послуги' },
    })
    expect(line?.maxDiscountPercent).toBe(15)
  })

  it("limits it to the price list's maximum discount percent when that is smaller", () => {
    const result = withPromo(20, {
      services: [{ price: 100_000, maxDiscount: 15 }],
      serviceList: { maxDiscountPercent: 12 },
    })
    expect(result.lines[0]?.unitPrice).toBe(88_000)
    expect(result.lines[0]?.steps.at(-1)?.cappedBy?.kind).toBe('price_list')
  })

  it("limits it to the contractor's max discount for an insurance order", () => {
    const result = withPromo(20, { services: [{ price: 100_000 }], order: { insuranceCompanyId: 7 } })
    expect(result.lines[0]?.unitPrice).toBe(92_000)
    expect(result.lines[0]?.steps.at(-1)?.cappedBy).toEqual({
      kind: 'contractor',
      percent: 8,
      label: 'максимальна знижка контрагента «Страхова Альфа»',
    })
  })

  it('takes the smallest of all caps; on a tie the line cap is named', () => {
    const smallest = withPromo(50, {
      services: [{ price: 100_000, maxDiscount: 30 }],
      serviceList: { maxDiscountPercent: 25 },
      order: { insuranceCompanyId: 7 },
    })
    expect(smallest.lines[0]?.unitPrice).toBe(92_000)
    expect(smallest.lines[0]?.caps.map((c) => c.percent)).toEqual([30, 25, 8])
    const tie = withPromo(50, {
      services: [{ price: 100_000, maxDiscount: 10 }],
      serviceList: { maxDiscountPercent: 10 },
    })
    expect(tie.lines[0]?.steps.at(-1)?.cappedBy?.kind).toBe('line')
  })

  it('leaves a discount under every cap untouched', () => {
    const line = withPromo(10, { services: [{ price: 100_000, maxDiscount: 15 }] }).lines[0]
    expect(line?.unitPrice).toBe(90_000)
    expect(line?.steps.at(-1)?.cappedBy).toBeNull()
  })

  it('gives no discount on a product whose max discount is 0% (the nomenclature default)', () => {
    const line = withPromo(10, { products: [{ price: 12_000 }] }).lines[0]
    expect(line?.unitPrice).toBe(12_000)
    expect(line?.steps).toMatchObject([{ kind: 'promo_code', appliedPercent: 0, unitAmount: 0 }])
  })

  it("measures caps against the list's final price: its own 10% is not the cart's discount", () => {
    // 1 000,00 − 10% (list) = 900,00; promo 20% capped at the list's 15% → 765,00 (23,5% off the base).
    const line = withPromo(20, {
      services: [{ price: 100_000, finalPrice: 90_000 }],
      serviceList: { discount: 10, maxDiscountPercent: 15 },
    }).lines[0]
    expect(line?.unitPrice).toBe(76_500)
    expect(line?.discount).toBe(23_500)
  })

  it('caps tests by their price list only (tests carry no max discount)', () => {
    const result = withPromo(20, { tests: [{ price: 50_000 }], testList: { maxDiscountPercent: 5 } })
    expect(result.lines[0]?.unitPrice).toBe(47_500)
    expect(result.lines[0]?.caps.map((c) => c.kind)).toEqual(['price_list'])
  })
})
