import { describe, expect, it } from 'vitest'
import { priceCart } from './price-cart'
import { buildCart } from './cart.factories'
import { buildPromoCode } from './pricing.factories'
import type { PricingOrder } from './pricing.schema'

const now = new Date('2026-03-10T10:00:00Z')
const comment = 'Скарга пацієнта'

/** A 1 000,00 грн consultation; discount card 1 is 5%, promo SPRING as given. */
function price(order: Partial<PricingOrder>, promoPercent = 10) {
  return priceCart(
    buildCart({
      services: [{ price: 100_000 }],
      order,
      refs: {
        promoCode: buildPromoCode({ percent: promoPercent }),
        discounts: [
          { id: 1, name: 'Картка постійного клієнта', percent: 5, active: true },
          { id: 2, name: 'Пенсійна', percent: 10, active: true },
          { id: 3, name: 'Стара акція', percent: 30, active: false },
        ],
      },
    }),
    now,
  )
}

describe('order discounts', () => {
  it('gives a discount card alone: 1 000,00 → 950,00 грн', () => {
    const result = price({ discountId: 1 })
    expect(result.appliedDiscount).toMatchObject({
      kind: 'discount',
      label: 'знижка «Картка постійного клієнта»',
    })
    expect(result.lines[0]?.unitPrice).toBe(95_000)
  })

  it('gives a manual discount alone, with its comment: 1 000,00 → 875,00 грн at 12,5%', () => {
    const result = price({ manualDiscount: 12.5, manualDiscountComment: comment })
    expect(result.lines[0]?.unitPrice).toBe(87_500)
    expect(result.problems).toEqual([])
  })

  it('does not stack card and promo code: the larger one wins, the other is listed as skipped', () => {
    const result = price({ discountId: 1, promoCode: 'SPRING' })
    expect(result.appliedDiscount?.kind).toBe('promo_code')
    expect(result.skippedDiscounts.map((d) => d.kind)).toEqual(['discount'])
    expect(result.lines[0]?.unitPrice).toBe(90_000) // not 85 500 (stacked) or 85 000 (added)
  })

  it('does not add a manual discount to the others: the cashier types the total percent', () => {
    const result = price({
      discountId: 1,
      promoCode: 'SPRING',
      manualDiscount: 7.5,
      manualDiscountComment: comment,
    })
    expect(result.appliedDiscount?.kind).toBe('promo_code')
    expect(result.lines[0]?.unitPrice).toBe(90_000)
    const bigger = price({
      discountId: 1,
      promoCode: 'SPRING',
      manualDiscount: 15,
      manualDiscountComment: comment,
    })
    expect(bigger.appliedDiscount?.kind).toBe('manual')
    expect(bigger.lines[0]?.unitPrice).toBe(85_000)
  })

  it('breaks a tie in favour of the card, then the promo code', () => {
    expect(price({ discountId: 2, promoCode: 'SPRING' }).appliedDiscount?.kind).toBe('discount')
    const tie = price({ promoCode: 'SPRING', manualDiscount: 10, manualDiscountComment: comment })
    expect(tie.appliedDiscount?.kind).toBe('promo_code')
  })

  it('asks for the reason of a manual discount before confirmation, but shows the price', () => {
    const result = price({ manualDiscount: 20 })
    expect(result.lines[0]?.unitPrice).toBe(80_000)
    expect(result.problems).toMatchObject([
      {
        code: 'manual_discount_comment_required',
        severity: 'block_confirmation',
        field: 'manual_discount_comment',
      },
    ])
    expect(result.canConfirm).toBe(false)
  })

  it('ignores a manual discount of 0% without asking for a reason', () => {
    const result = price({ manualDiscount: 0 })
    expect(result.appliedDiscount).toBeNull()
    expect(result.problems).toEqual([])
  })

  it('rejects an unknown or switched-off discount', () => {
    expect(price({ discountId: 99 }).problems).toMatchObject([
      { code: 'discount_inactive', message: 'Знижку не знайдено або вона не активна', detail: null },
    ])
    const off = price({ discountId: 3 })
    expect(off.problems).toMatchObject([
      { code: 'discount_inactive', detail: 'знижку «Стара акція» вимкнено' },
    ])
    expect(off.lines[0]?.unitPrice).toBe(100_000)
  })

  it('does not apply a promo code of 0%', () => {
    expect(price({ promoCode: 'SPRING' }, 0).appliedDiscount).toBeNull()
  })
})
