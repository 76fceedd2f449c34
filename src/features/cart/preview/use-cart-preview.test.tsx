// @vitest-environment happy-dom
import { act, renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { randomCart } from '../../../../domain/pricing/random-cart'
import { PreviewClient, type PricingBackend } from './preview-client'
import { createPricingService } from './pricing-service'
import { useCartPreview, type CartPreviewInput, type PreviewCart } from './use-cart-preview'

const input = randomCart(2026, { lines: 12 })
const withServices = (quantity: number): PreviewCart => ({
  ...input.cart,
  services: input.cart.services.map((l) => ({ ...l, quantity })),
})
const start: CartPreviewInput = {
  refsKey: 'lists-1-2',
  refs: input.refs,
  order: input.order,
  cart: withServices(1),
}
const servicesTotal = (p: { lines: Array<{ kind: string; total: number }> } | null) =>
  p?.lines.filter((l) => l.kind === 'service').reduce((sum, l) => sum + l.total, 0)

/** The real service on the main thread, counting reference posts and holding answers until released. */
function recordingBackend() {
  const service = createPricingService()
  const refsPosts: string[] = []
  const held: Array<() => void> = []
  let hold = false
  const backend: PricingBackend = {
    setRefs(key, refs) {
      refsPosts.push(key)
      service.setRefs(key, refs)
    },
    priceSince(...args) {
      const answer = service.priceSince(...args)
      if (!hold) return answer
      return new Promise((resolve) => held.push(() => resolve(answer)))
    },
  }
  return {
    client: new PreviewClient(async () => backend),
    refsPosts,
    holdAnswers: (on: boolean) => (hold = on),
    /** Releases held answers, last asked first: the worst order the network of messages could give. */
    releaseNewestFirst: () =>
      held
        .splice(0)
        .reverse()
        .forEach((release) => release()),
  }
}

describe('useCartPreview', () => {
  it('prices the cart and reprices it when the registrar changes a quantity (main-thread fallback)', async () => {
    expect(typeof Worker).toBe('undefined')
    const { result, rerender } = renderHook((props: CartPreviewInput) => useCartPreview(props), {
      initialProps: start,
    })
    expect(result.current.pending).toBe(true)
    await waitFor(() => expect(result.current.pending).toBe(false))
    const one = servicesTotal(result.current.priced)
    rerender({ ...start, cart: withServices(3) })
    expect(result.current.pending).toBe(true)
    await waitFor(() => expect(result.current.pending).toBe(false))
    expect(servicesTotal(result.current.priced)).toBe((one ?? 0) * 3)
    expect(result.current.error).toBe(null)
  })

  it('shows the latest edit’s prices when answers to earlier edits arrive after it', async () => {
    const rec = recordingBackend()
    const { result, rerender } = renderHook((props: CartPreviewInput) => useCartPreview(props, rec.client), {
      initialProps: start,
    })
    await waitFor(() => expect(result.current.pending).toBe(false))
    const one = servicesTotal(result.current.priced) ?? 0
    rec.holdAnswers(true)
    rerender({ ...start, cart: withServices(2) })
    rerender({ ...start, cart: withServices(5) })
    await waitFor(() => expect(rec.refsPosts).toHaveLength(1))
    await act(async () => {
      await Promise.resolve()
      rec.releaseNewestFirst()
    })
    await waitFor(() => expect(result.current.pending).toBe(false))
    expect(servicesTotal(result.current.priced)).toBe(one * 5)
  })

  it('posts the price lists once per key, however many edits follow', async () => {
    const rec = recordingBackend()
    const { result, rerender } = renderHook((props: CartPreviewInput) => useCartPreview(props, rec.client), {
      initialProps: start,
    })
    for (const quantity of [2, 3, 4, 5]) {
      rerender({ ...start, cart: withServices(quantity) })
      await waitFor(() => expect(result.current.pending).toBe(false))
    }
    expect(rec.refsPosts).toEqual(['lists-1-2'])
    rerender({ ...start, refsKey: 'lists-1-3', cart: withServices(5) })
    await waitFor(() => expect(result.current.pending).toBe(false))
    rerender({ ...start, refsKey: 'lists-1-3', cart: withServices(6) })
    await waitFor(() => expect(result.current.pending).toBe(false))
    expect(rec.refsPosts).toEqual(['lists-1-2', 'lists-1-3'])
  })

  it('says in Ukrainian when an edit cannot be priced, keeping the last prices', async () => {
    const rec = recordingBackend()
    const { result, rerender } = renderHook((props: CartPreviewInput) => useCartPreview(props, rec.client), {
      initialProps: start,
    })
    await waitFor(() => expect(result.current.pending).toBe(false))
    const before = result.current.priced
    rerender({ ...start, order: { ...start.order, manualDiscount: 150 } })
    await waitFor(() => expect(result.current.error).toMatch(/Не вдалося порахувати/))
    expect(result.current.priced).toBe(before)
  })
})
