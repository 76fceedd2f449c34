import { describe, expect, it } from 'vitest'
import { priceCart } from './price-cart'
import { buildCart, type CartSpec } from './cart.factories'
import { buildPromoCode } from './pricing.factories'

const now = new Date('2026-03-10T10:00:00Z')
const price = (spec: CartSpec) => priceCart(buildCart(spec), now)

describe('line pricing', () => {
  it("takes the position's final price after the list's own discount: 1 000,00 − 10% = 900,00 грн", () => {
    const line = price({ services: [{ price: 100_000, finalPrice: 90_000 }], serviceList: { discount: 10 } })
      .lines[0]
    expect(line).toMatchObject({ basePrice: 100_000, listPrice: 90_000, unitPrice: 90_000, discount: 10_000 })
    expect(line?.steps).toEqual([
      {
        kind: 'price_list',
        label: 'знижка прайсу',
        percent: 10,
        appliedPercent: 10,
        unitAmount: 10_000,
        amount: 10_000,
        cappedBy: null,
      },
    ])
  })

  it("states the amount, not the list's percent, when the stored final price does not follow it", () => {
    const line = price({ services: [{ price: 100_000, finalPrice: 85_000 }], serviceList: { discount: 10 } })
      .lines[0]
    expect(line?.steps[0]).toMatchObject({ label: 'знижка прайсу', percent: null, unitAmount: 15_000 })
    expect(line?.explanation).toBe(
      'Прайс «Київ 2026»: 1\u00a0000,00\u00a0грн; знижка прайсу −150,00\u00a0грн: 850,00\u00a0грн; ціна 850,00\u00a0грн',
    )
  })

  it('keeps a hand-typed price of the list and says so', () => {
    const line = price({ services: [{ price: 100_000, finalPrice: 77_700, manualPrice: true }] }).lines[0]
    expect(line?.unitPrice).toBe(77_700)
    expect(line?.steps[0]).toMatchObject({ label: 'ручна ціна прайсу', percent: null, unitAmount: 22_300 })
  })

  it('treats a hand-typed price above the list price as the base price, not a negative discount', () => {
    const line = price({ services: [{ price: 90_000, finalPrice: 95_000, manualPrice: true }] }).lines[0]
    expect(line).toMatchObject({ basePrice: 95_000, unitPrice: 95_000, discount: 0, steps: [] })
  })

  it('prices a product by its selling price and a material by its price', () => {
    const result = price({ products: [{ price: 12_000, quantity: 3 }], materials: [{ price: 3_500 }] })
    expect(result.lines.map((l) => [l.kind, l.unitPrice, l.total])).toEqual([
      ['product', 12_000, 36_000],
      ['material', 3_500, 3_500],
    ])
  })

  describe("a material priced by the order's tests list (multimaterials)", () => {
    const listed = (order: CartSpec['order'] = {}) =>
      price({
        order,
        materials: [
          { id: 401, name: 'Венозна кров', price: 0 },
          { id: 402, price: 0 },
        ],
        refs: { materialPrices: [{ priceListId: 2, materialId: 401, price: 5_000 }] },
      })

    it("costs the list's price and names the list; a material the list does not price keeps its own", () => {
      const [listedLine, other] = listed().lines
      expect(listedLine).toMatchObject({ kind: 'material', unitPrice: 5_000, priceListId: 2 })
      expect(listedLine?.explanation).toMatch(/^Прайс «Аналізи Київ 2026»: 50,00/)
      expect(other).toMatchObject({ unitPrice: 0, priceListId: null })
    })

    it("is not priced by another list's row, nor without a tests list", () => {
      expect(listed({ mcTestPriceListId: 1 }).lines[0]?.unitPrice).toBe(0)
      expect(listed({ mcTestPriceListId: null }).lines[0]?.unitPrice).toBe(0)
    })

    it('still becomes free with zeroPriceMaterial', () => {
      const lines = listed({ zeroPriceMaterial: true, zeroPriceMaterialComment: 'Власний матеріал' }).lines
      expect(lines[0]?.unitPrice).toBe(0)
    })
  })

  it('multiplies the rounded unit price by the quantity: 3 × (123,45 − 12,5%) = 3 × 108,02', () => {
    const result = price({
      services: [{ price: 12_345, quantity: 3 }],
      order: { manualDiscount: 12.5, manualDiscountComment: 'Акція' },
    })
    // 12 345 × 12,5% = 1 543,125 коп. → 1 543; 12 345 − 1 543 = 10 802.
    expect(result.lines[0]).toMatchObject({ unitPrice: 10_802, total: 32_406, discount: 4_629 })
  })

  describe('zero price', () => {
    const spec: CartSpec = {
      services: [{ price: 85_000 }],
      products: [{ price: 12_000 }],
      materials: [{ price: 3_500 }],
      order: { promoCode: 'SPRING' },
      refs: { promoCode: buildPromoCode() },
    }

    it('makes services, tests and products free, but not materials, and skips other discounts', () => {
      const result = price({
        ...spec,
        order: { ...spec.order, zeroPrice: true, zeroPriceComment: 'Працівник' },
      })
      expect(result.lines.map((l) => l.unitPrice)).toEqual([0, 0, 3_500])
      expect(result.lines[0]?.steps).toEqual([
        {
          kind: 'zero_price',
          label: 'нульова ціна',
          percent: null,
          appliedPercent: null,
          unitAmount: 85_000,
          amount: 85_000,
          cappedBy: null,
        },
      ])
      expect(result.totals).toMatchObject({ sum: 100_500, discount: 97_000, total: 3_500, toPay: 3_500 })
      expect(result.problems).toEqual([])
    })

    it('makes only materials free with zeroPriceMaterial', () => {
      const result = price({
        ...spec,
        order: { ...spec.order, zeroPriceMaterial: true, zeroPriceMaterialComment: 'Власний матеріал' },
      })
      expect(result.lines.map((l) => l.unitPrice)).toEqual([76_500, 12_000, 0])
    })

    it('is not limited by caps (a product with max discount 0% still becomes free)', () => {
      expect(price({ ...spec, order: { zeroPrice: true, zeroPriceComment: 'x' } }).lines[1]?.unitPrice).toBe(
        0,
      )
    })

    it('needs a reason before confirmation', () => {
      const result = price({ ...spec, order: { zeroPrice: true, zeroPriceMaterial: true } })
      expect(result.problems.map((p) => [p.code, p.field, p.severity])).toEqual([
        ['zero_price_comment_required', 'zero_price_comment', 'block_confirmation'],
        ['zero_price_material_comment_required', 'zero_price_material_comment', 'block_confirmation'],
      ])
    })
  })

  describe('a line without a price', () => {
    it('is kept at 0,00 грн and blocks confirmation when its position is missing', () => {
      const result = price({ services: [{ price: 85_000 }], refs: { positions: [] } })
      expect(result.lines[0]).toMatchObject({ priced: false, unitPrice: 0, total: 0, name: 'Послуга 101' })
      expect(result.problems).toEqual([
        {
          code: 'price_position_missing',
          severity: 'block_confirmation',
          message: 'Ціну не знайдено: позиції немає в прайс-листі',
          detail: 'позиції «Послуга 101» немає в прайс-листі «Київ 2026»',
          field: 'services.0',
          line: { kind: 'service', index: 0 },
        },
      ])
      expect(result.canConfirm).toBe(false)
    })

    it('says when no price list is chosen or the chosen one is unknown', () => {
      const none = price({ tests: [{ price: 1 }], order: { mcTestPriceListId: null } })
      expect(none.problems[0]?.detail).toBe('«Аналіз 201»: не обрано прайс-лист аналізів')
      const unknown = price({ services: [{ price: 1 }], order: { servicePriceListId: 42 } })
      expect(unknown.problems[0]?.detail).toBe('«Послуга 101»: прайс-лист #42 не знайдено')
    })

    it('is flagged for an unknown product or material', () => {
      const result = price({ products: [{ price: 1 }], refs: { products: [] } })
      expect(result.problems[0]).toMatchObject({
        code: 'price_position_missing',
        detail: 'товар #301 не знайдено',
      })
    })
  })

  describe('unpublished positions', () => {
    it('price normally but block confirmation when the price list is not published', () => {
      const result = price({ services: [{ price: 85_000 }], serviceList: { published: false } })
      expect(result.lines[0]?.unitPrice).toBe(85_000)
      expect(result.problems).toMatchObject([
        {
          code: 'unpublished_position',
          message: 'Замовлення з неопублікованими позиціями не можна підтвердити',
          detail: 'прайс-лист «Київ 2026» не опубліковано',
          field: 'services.0',
        },
      ])
      expect(result.canConfirm).toBe(false)
    })

    it('block confirmation when the service itself is not published', () => {
      const result = price({ services: [{ price: 85_000, published: false }] })
      expect(result.problems).toMatchObject([
        { code: 'unpublished_position', detail: '«Послуга 101» не опубліковано' },
      ])
    })
  })

  describe('CITO', () => {
    it('uses the CITO lead time in hours', () => {
      const line = price({ tests: [{ price: 1, citoLeadTime: 4 }], order: { cito: true } }).lines[0]
      expect(line?.leadTime).toEqual({ value: 4, unit: 'hours' })
    })

    it('warns when the position has no CITO lead time and keeps the usual one; the price does not change', () => {
      const result = price({ tests: [{ price: 50_000 }], order: { cito: true } })
      expect(result.lines[0]).toMatchObject({ unitPrice: 50_000, leadTime: { value: 1, unit: 'days' } })
      expect(result.problems).toMatchObject([{ code: 'cito_unavailable', severity: 'warning' }])
      expect(result.canConfirm).toBe(true)
    })
  })
})
