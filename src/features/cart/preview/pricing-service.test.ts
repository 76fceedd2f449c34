import { describe, expect, it } from 'vitest'
import { priceCart } from '../../../../domain/pricing/price-cart'
import { buildPromoCode } from '../../../../domain/pricing/pricing.factories'
import { randomCart } from '../../../../domain/pricing/random-cart'
import { refsMissing } from './preview-protocol'
import { createPricingService } from './pricing-service'

const nowIso = '2026-03-10T10:00:00.000Z'
const now = new Date(nowIso)

describe('the pricing worker’s service', () => {
  it('prices each edit exactly as the server’s engine prices the whole input', () => {
    const service = createPricingService()
    const input = randomCart(42, { lines: 60 })
    service.setRefs('lists-1-2', input.refs)
    expect(service.price('lists-1-2', input.order, input.cart, nowIso)).toEqual(priceCart(input, now))
    const edited = { ...input.cart, tests: input.cart.tests.map((l) => ({ ...l, quantity: l.quantity + 1 })) }
    expect(service.price('lists-1-2', input.order, edited, nowIso)).toEqual(
      priceCart({ ...input, cart: edited }, now),
    )
  })

  it('applies a looked-up promo code instead of the one in the refs', () => {
    const service = createPricingService()
    const input = randomCart(3, { lines: 10 })
    service.setRefs('k', { ...input.refs, promoCode: null })
    const order = { ...input.order, discountId: null, manualDiscount: null, promoCode: 'SPRING' }
    const promo = buildPromoCode({ code: 'SPRING', percent: 10 })
    const priced = service.price('k', order, input.cart, nowIso, promo)
    expect(priced.appliedDiscount).toMatchObject({ kind: 'promo_code', percent: 10 })
    expect(service.price('k', order, input.cart, nowIso).appliedDiscount).toBe(null)
  })

  it('refuses a key whose refs it does not hold, forgetting the oldest of more than three', () => {
    const service = createPricingService()
    const { refs, order, cart } = randomCart(5, { lines: 5 })
    expect(() => service.price('never-sent', order, cart, nowIso)).toThrow(refsMissing)
    for (const key of ['a', 'b', 'c', 'd']) service.setRefs(key, refs)
    expect(() => service.price('a', order, cart, nowIso)).toThrow(refsMissing)
    expect(service.price('d', order, cart, nowIso).lines).toHaveLength(5)
  })

  it('rejects fields the server would reject, instead of pricing them', () => {
    const service = createPricingService()
    const { refs, order, cart } = randomCart(6, { lines: 2 })
    service.setRefs('k', refs)
    expect(() => service.price('k', { ...order, manualDiscount: 150 }, cart, nowIso)).toThrow()
    expect(() => service.price('k', order, cart, 'вчора')).toThrow()
  })
})
