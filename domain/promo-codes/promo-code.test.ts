import { describe, expect, it } from 'vitest'
import { generatePromoCode, promoCodeMessages as m, promoCodeProblems } from './promo-code.schema'

describe('promo code rules', () => {
  it('needs dates unless perpetual, in order', () => {
    expect(promoCodeProblems({ perpetual: false })).toEqual({
      date_from: [m.datesRequired],
      date_to: [m.datesRequired],
    })
    expect(promoCodeProblems({ perpetual: false, dateFrom: '2026-05-01', dateTo: '2026-04-01' })).toEqual({
      date_to: [m.datesOrder],
    })
    expect(promoCodeProblems({ perpetual: true })).toEqual({})
  })

  it('needs a code for a default promo code, and a count only for a multiple-use one', () => {
    expect(promoCodeProblems({ perpetual: true, isDefault: true })).toEqual({ code: [m.defaultNeedsCode] })
    expect(promoCodeProblems({ perpetual: true, multipleUse: false, count: 5 })).toEqual({
      count: [m.countOnlyMultiple],
    })
  })

  it('generates digits-only or mixed codes of the asked length, padded with zeros', () => {
    let i = 0
    const rnd = () => (i++ % 10) / 10
    expect(generatePromoCode({ symbolCount: 4, symbolSet: 'digits', padTo: 6 }, rnd)).toMatch(/^00\d{4}$/)
    expect(generatePromoCode({ symbolCount: 10, symbolSet: 'digits_letters' }, Math.random)).toMatch(
      /^[0-9A-Z]{10}$/,
    )
  })
})
