import { describe, expect, it } from 'vitest'
import { priceCart } from './price-cart'
import { buildCart, type CartSpec } from './cart.factories'
import { buildPromoCode } from './pricing.factories'

const now = new Date('2026-03-10T10:00:00Z')
/** Explanations with no-break spaces shown as plain ones, for readable expectations. */
const explain = (spec: CartSpec) =>
  priceCart(buildCart(spec), now).lines.map((l) => l.explanation.replaceAll('\u00a0', ' '))

describe('line explanation', () => {
  it('names the price list and the price when nothing else happens', () => {
    expect(explain({ services: [{ price: 85_000 }] })).toEqual(['Прайс «Київ 2026»: 850,00 грн'])
  })

  it('tells which discount applied, which cap limited it and which did not stack', () => {
    const spec: CartSpec = {
      services: [{ price: 85_000 }],
      serviceList: { maxDiscountPercent: 15 },
      order: { promoCode: 'SPRING', manualDiscount: 20, manualDiscountComment: 'Скарга' },
      refs: { promoCode: buildPromoCode() },
    }
    expect(explain(spec)).toEqual([
      'Прайс «Київ 2026»: 850,00 грн; ручна знижка 20% обмежена до 15% (максимальна знижка прайсу); ' +
        'промокод SPRING 10% не застосовано (знижки не сумуються); ціна 722,50 грн',
    ])
  })

  it('shows the promo code, the list discount and the quantity', () => {
    const spec: CartSpec = {
      services: [{ price: 100_000, finalPrice: 90_000, quantity: 3 }],
      serviceList: { discount: 10 },
      order: { promoCode: 'SPRING' },
      refs: { promoCode: buildPromoCode() },
    }
    expect(explain(spec)).toEqual([
      'Прайс «Київ 2026»: 1 000,00 грн; знижка прайсу −10%: 900,00 грн; промокод SPRING −10%; 3 × 810,00 грн = 2 430,00 грн',
    ])
  })

  it('says when a cap of 0% leaves no discount', () => {
    const spec: CartSpec = { products: [{ price: 12_000 }], order: { discountId: 1 } }
    expect(explain(spec)).toEqual([
      'Товар: 120,00 грн; знижка «Картка постійного клієнта» 5% не діє (максимальна знижка товару 0%); ціна 120,00 грн',
    ])
  })

  it('explains zero price, deposits, franchise and the cash deposit', () => {
    expect(explain({ materials: [{ price: 3_500 }], order: { zeroPriceMaterial: true } })).toEqual([
      'Матеріал: 35,00 грн; нульова ціна матеріалів; ціна 0,00 грн',
    ])
    const spec: CartSpec = {
      services: [{ price: 60_000, quantity: 2, quantityFromDeposit: 1 }],
      order: { insuranceCompanyId: 7, franchise: 30, writeOffSumOfCashDeposit: 5_000 },
    }
    expect(explain(spec)).toEqual([
      'Прайс «Київ 2026»: 600,00 грн; 2 × 600,00 грн = 1 200,00 грн; з депозиту 1 шт.: 600,00 грн; ' +
        'франшиза 30%: пацієнт 180,00 грн, страхова 420,00 грн; з грошового депозиту 50,00 грн; до сплати 130,00 грн',
    ])
  })

  it('says a line has no price', () => {
    expect(explain({ services: [{ price: 1 }], refs: { positions: [] } })).toEqual([
      'Прайс «Київ 2026»: ціну не знайдено, рядок не враховано',
    ])
  })

  it('mentions a hand-typed list price', () => {
    expect(explain({ services: [{ price: 100_000, finalPrice: 77_700, manualPrice: true }] })).toEqual([
      'Прайс «Київ 2026»: 1 000,00 грн; ручна ціна прайсу 777,00 грн; ціна 777,00 грн',
    ])
  })
})
