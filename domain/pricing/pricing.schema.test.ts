import { describe, expect, it } from 'vitest'
import { buildCart } from './cart.factories'
import { pricingInputSchema } from './pricing.schema'

describe('pricing input schema', () => {
  it('fills every default from a minimal payload and strips stored cart fields it does not need', () => {
    const input = pricingInputSchema.parse({
      order: { servicePriceListId: 1 },
      cart: { services: [{ id: 5, name: 'Консультація', doctorId: 3, timeFrom: '10:00' }] },
      refs: {},
    })
    expect(input.cart.services).toEqual([
      {
        id: 5,
        quantity: 1,
        quantityToPay: null,
        quantityFromDeposit: 0,
        debitedFromDepositAt: null,
        paidFromDeposit: false,
      },
    ])
    expect(input.order).toMatchObject({
      servicePriceListId: 1,
      promoCode: null,
      zeroPrice: false,
      writeOffSumOfCashDeposit: 0,
    })
    expect(input.refs.promoCode).toBeNull()
    expect(input.timeZone).toBe('Europe/Kyiv')
  })

  it('takes the factories as a complete, already-parsed input', () => {
    const input = buildCart({
      services: [{ price: 1 }],
      tests: [{ price: 2 }],
      products: [{}],
      materials: [{}],
    })
    expect(pricingInputSchema.parse(input)).toEqual(input)
  })

  it.each([
    ['a percent with three decimals', { order: { manualDiscount: 12.345 } }],
    ['a percent over 100', { order: { franchise: 101 } }],
    ['a fractional quantity', { cart: { services: [{ id: 1, quantity: 1.5 }] } }],
    [
      'a price in hryvnias with kopiykas after the point',
      { refs: { products: [{ id: 1, name: 'x', sellingPrice: 12.5 }] } },
    ],
    ['an impossible date', { refs: { promoCode: { id: 1, code: 'X', percent: 5, dateTo: '2026-02-30' } } }],
  ])('rejects %s', (_case, payload) => {
    expect(pricingInputSchema.safeParse({ order: {}, cart: {}, refs: {}, ...payload }).success).toBe(false)
  })
})
