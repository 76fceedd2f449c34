import { describe, expect, it } from 'vitest'
import { randomCart } from '../../../../domain/pricing/random-cart'
import { PreviewClient, type PricingBackend } from './preview-client'
import { baseMissing, DeltaReceiver, DeltaSender, sameJson } from './priced-delta'
import { createPricingService } from './pricing-service'

const nowIso = '2026-03-10T10:00:00.000Z'
const input = randomCart(77, { lines: 40 })
const withQuantity = (index: number, quantity: number) => ({
  ...input.cart,
  services: input.cart.services.map((l, i) => (i === index ? { ...l, quantity } : l)),
})

function pricedBy(cart = input.cart) {
  const service = createPricingService()
  service.setRefs('k', input.refs)
  return service.price('k', input.order, cart, nowIso)
}

describe('the priced cart sent as a delta', () => {
  it('sends only the line a quantity edit changed, and the page rebuilds the whole priced cart', () => {
    const sender = new DeltaSender()
    const receiver = new DeltaReceiver()
    const first = receiver.receive(sender.send(pricedBy(), null))
    expect(first).toEqual(pricedBy())

    const edited = pricedBy(withQuantity(0, 7))
    const delta = sender.send(edited, receiver.latest())
    expect(delta.lines.filter((l) => l !== null)).toHaveLength(1)
    const rebuilt = receiver.receive(delta)
    expect(rebuilt).toEqual(edited)
    // Unchanged lines are the very objects the page already had: memoised rows skip re-rendering.
    const unchanged = rebuilt.lines.findIndex((l, i) => i > 0 && l.kind === 'service')
    expect(rebuilt.lines[unchanged]).toBe(first.lines[unchanged])
  })

  it('sends every line when the base is unknown to the worker (a restarted worker, a forgotten answer)', () => {
    const sender = new DeltaSender()
    const delta = sender.send(pricedBy(), 'another-worker:3')
    expect(delta.base).toBe(null)
    expect(delta.lines.every((l) => l !== null)).toBe(true)
  })

  it('refuses a delta whose base the page no longer holds instead of showing wrong lines', () => {
    const sender = new DeltaSender()
    const first = sender.send(pricedBy(), null)
    const second = sender.send(pricedBy(withQuantity(1, 3)), first.id)
    expect(() => new DeltaReceiver().receive(second)).toThrow(baseMissing)
  })

  it('the preview client asks again for the whole cart when its base is gone', async () => {
    const service = createPricingService()
    let calls = 0
    const backend: PricingBackend = {
      setRefs: (key, refs) => service.setRefs(key, refs),
      priceSince: (since, ...rest) => {
        calls++
        // The first answer names a base the page never received.
        const delta = service.priceSince(since, ...rest)
        return calls === 1 ? { ...delta, base: 'gone:1', lines: delta.lines.map(() => null) } : delta
      },
    }
    const client = new PreviewClient(async () => backend)
    const priced = await client.price({
      refsKey: 'k',
      refs: input.refs,
      order: input.order,
      cart: input.cart,
      nowIso,
    })
    expect(calls).toBe(2)
    expect(priced).toEqual(pricedBy())
  })
})

describe('sameJson', () => {
  it('compares JSON values deeply: keys, order of arrays, nulls and nested objects', () => {
    expect(sameJson({ a: 1, b: [1, { c: null }] }, { b: [1, { c: null }], a: 1 })).toBe(true)
    expect(sameJson({ a: 1 }, { a: 1, b: 2 })).toBe(false)
    expect(sameJson({ a: 1, b: 2 }, { a: 1 })).toBe(false)
    expect(sameJson([1, 2], [2, 1])).toBe(false)
    expect(sameJson([1], { 0: 1 })).toBe(false)
    expect(sameJson({ a: null }, { a: undefined })).toBe(false)
    // A key left undefined is absent in the JSON the server sends back.
    expect(sameJson({ a: 1, b: undefined }, { a: 1 })).toBe(true)
    expect(sameJson({ a: 1 }, { a: 1, b: undefined })).toBe(true)
    expect(sameJson({ a: 1, b: undefined }, { a: 1, b: 0 })).toBe(false)
    expect(sameJson([1, undefined], [1])).toBe(false)
    expect(sameJson({ steps: [{ amount: 1 }] }, { steps: [{ amount: 2 }] })).toBe(false)
  })
})
