/**
 * Instant cart prices: every change of the order's pricing fields or the cart lines is repriced in the
 * tab's pricing worker by the engine the server runs. Only the latest edit's answer is shown (answers to
 * earlier edits are dropped); the previous prices stay on screen, marked pending, until it arrives.
 * Needs no network: the reference data comes from the device.
 *
 * Pass values whose identity changes only when they change (state, memo, live query results): the hook
 * reprices whenever `order`, `cart`, `refs` or `promoCode` is a new object.
 */
import { useEffect, useState } from 'react'
import type { PricedCart } from '../../../../domain/pricing/priced-cart.schema'
import { sharedPreviewClient, type PreviewClient } from './preview-client'
import type { PreviewCart, PreviewOrder, PreviewPromoCode, PreviewRefs } from './preview-protocol'

export type { PreviewCart, PreviewOrder, PreviewPromoCode, PreviewRefs } from './preview-protocol'

export interface CartPreviewInput {
  /** Names the reference set (e.g. the two price list ids and the refs' version); refs cross to the worker once per key. */
  refsKey: string
  /** The reference data; null while it is not on the device yet (nothing is priced then). */
  refs: PreviewRefs | null
  order: PreviewOrder
  cart: PreviewCart
  /** A promo code looked up for this order; left out: the promo code inside `refs`. */
  promoCode?: PreviewPromoCode
}

export interface CartPreview {
  /** The latest prices (kept while a newer edit is being priced); null before the first answer. */
  priced: PricedCart | null
  /** An edit has not been priced yet. */
  pending: boolean
  /** Ukrainian, for the cart: the latest edit could not be priced. */
  error: string | null
}

export const previewFailedMessage = 'Не вдалося порахувати попередні ціни; ціни порахує сервер'

interface Answer {
  /** The inputs the answer is for: pending while they differ from the current ones. */
  input: CartPreviewInput
  priced: PricedCart | null
  error: string | null
}

const sameInput = (a: CartPreviewInput, b: CartPreviewInput) =>
  a.refsKey === b.refsKey &&
  a.refs === b.refs &&
  a.order === b.order &&
  a.cart === b.cart &&
  a.promoCode === b.promoCode

/** Reprices the cart on every change; `client` is the tab's shared one unless a test gives its own. */
export function useCartPreview(input: CartPreviewInput, client?: PreviewClient): CartPreview {
  const { refsKey, refs, order, cart, promoCode } = input
  const previewClient = client ?? sharedPreviewClient()
  const [answer, setAnswer] = useState<Answer | null>(null)

  useEffect(() => {
    if (!refs) return
    const asked: CartPreviewInput = { refsKey, refs, order, cart, promoCode }
    // Cleared when the inputs change again or the cart closes: an older answer is never shown.
    let latest = true
    const request = { refsKey, refs, order, cart, nowIso: new Date().toISOString() }
    void previewClient.price(promoCode === undefined ? request : { ...request, promoCode }).then(
      (priced) => {
        if (latest) setAnswer({ input: asked, priced, error: null })
      },
      () => {
        if (latest)
          setAnswer((prev) => ({ input: asked, priced: prev?.priced ?? null, error: previewFailedMessage }))
      },
    )
    return () => {
      latest = false
    }
  }, [previewClient, refsKey, refs, order, cart, promoCode])

  const current: CartPreviewInput = { refsKey, refs, order, cart, promoCode }
  return {
    priced: answer?.priced ?? null,
    pending: refs !== null && (answer === null || !sameInput(answer.input, current)),
    error: answer && sameInput(answer.input, current) ? answer.error : null,
  }
}
