import { describe, expect, it } from 'vitest'
import { priceCart } from './price-cart'
import { randomCart } from './random-cart'
import { indexFits, indexRefs } from './refs-index'

const now = new Date('2026-03-10T10:00:00Z')
const seeds = Array.from({ length: 80 }, (_, i) => i + 1)

describe('pricing with refs indexed once', () => {
  it('gives exactly the answer of pricing without an index', () => {
    const differing = seeds.filter((seed) => {
      const input = randomCart(seed, { lines: 30 })
      const plain = JSON.stringify(priceCart(input, now))
      return JSON.stringify(priceCart(input, now, indexRefs(input.refs))) !== plain
    })
    expect(differing).toEqual([])
  })

  it('keeps one index valid across edits of the order and the cart', () => {
    const input = randomCart(7, { lines: 40 })
    const index = indexRefs(input.refs)
    const edited = {
      ...input,
      order: { ...input.order, manualDiscount: 12.5, manualDiscountComment: 'Скарга' },
      cart: { ...input.cart, services: input.cart.services.map((l) => ({ ...l, quantity: l.quantity + 2 })) },
    }
    expect(priceCart(edited, now, index)).toEqual(priceCart(edited, now))
  })

  it('ignores an index built from other reference data', () => {
    const a = randomCart(11, { lines: 20 })
    const b = randomCart(12, { lines: 20 })
    const foreign = indexRefs(a.refs)
    expect(indexFits(foreign, b.refs)).toBe(false)
    expect(priceCart(b, now, foreign)).toEqual(priceCart(b, now))
    // Another promo code over the same lists still fits: the index holds only the lists.
    expect(indexFits(foreign, { ...a.refs, promoCode: null })).toBe(true)
  })
})
