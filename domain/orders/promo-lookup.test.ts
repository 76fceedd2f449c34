import { describe, expect, it } from 'vitest'
import { buildPromoCode } from '../pricing/pricing.factories'
import { promoLookupRefusal } from './promo-lookup'

const now = new Date('2026-11-22T10:00:00Z')

describe('promo code lookup', () => {
  it('accepts an active code typed in any case, whatever order it is later meant for', () => {
    const promo = buildPromoCode({ code: 'SPRING10', insuranceCompanyId: 3, paymentTypeId: 2 })
    expect(promoLookupRefusal(' spring10 ', promo, now)).toBeNull()
  })

  it('refuses an unknown, switched-off, expired or used-up code with the spec message and why', () => {
    expect(promoLookupRefusal('NOPE', null, now)).toBe(
      'Промокод не знайдено або він не активний: промокод NOPE не знайдено',
    )
    expect(promoLookupRefusal('OFF', buildPromoCode({ code: 'OFF', active: false }), now)).toBe(
      'Промокод не знайдено або він не активний: промокод вимкнено',
    )
    const expired = buildPromoCode({
      code: 'OLD',
      perpetual: false,
      dateFrom: '2024-01-01',
      dateTo: '2024-12-31',
    })
    expect(promoLookupRefusal('OLD', expired, now)).toBe(
      'Промокод не знайдено або він не активний: термін дії закінчився 31.12.2024',
    )
    const once = buildPromoCode({ code: 'ONCE', multipleUse: false, usedCount: 1 })
    expect(promoLookupRefusal('ONCE', once, now)).toMatch(/одноразовий промокод уже використано$/)
  })
})
