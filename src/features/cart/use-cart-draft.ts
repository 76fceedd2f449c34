/**
 * The cart lines being edited: the newest edit until the order's own cart says the same (the outbox
 * writes the optimistic record a moment after the debounce), or until the server refuses it. The lines
 * are written whole after the spec's 400 ms debounce, and only when they changed.
 */
import { useCallback, useEffect, useRef, useState } from 'react'
import type { OrderCartData } from '../../../domain/orders/cart.schema'
import type { McOrder } from '../../../domain/orders/order.schema'
import type { Outcome } from '../../shared/await-outcome'
import { samePayload, toCartInput } from './cart-model'

export const CART_DEBOUNCE_MS = 400

export function useCartDraft(order: McOrder, save: (cart: OrderCartData) => Promise<Outcome>) {
  // `waiting`: still inside the debounce (not written yet), so it is shown whatever the order says.
  const [draft, setDraft] = useState<{ cart: OrderCartData; waiting: boolean } | null>(null)
  const pending = useRef<{ cart: OrderCartData; timer: ReturnType<typeof setTimeout> } | null>(null)
  // The lines' write under way (from the debounce's end or an earlier flush) until it has its outcome.
  const saving = useRef<Promise<void> | null>(null)
  const saveRef = useRef(save)
  const stored = useRef(order.cartData)
  useEffect(() => {
    saveRef.current = save
    stored.current = order.cartData
  })

  /**
   * Writes the edit still in its debounce now; resolves once that write — or the one already under way —
   * has its outcome. Every other write of the cart awaits this first, so a change the registrar makes
   * after another joins the queue after it: the field typed before «Оформити» is on the server before
   * the confirmation is asked for, even while the lines' write is still on its way.
   */
  const flush = useCallback(async (): Promise<void> => {
    const p = pending.current
    if (!p) {
      await saving.current
      return
    }
    clearTimeout(p.timer)
    pending.current = null
    setDraft((d) => (d?.cart === p.cart ? { cart: p.cart, waiting: false } : d))
    if (samePayload(toCartInput(p.cart), toCartInput(stored.current))) return
    const write = (async () => {
      const out = await saveRef.current(p.cart)
      // Landed (the order's own cart has it, and may already have moved on: a booking, say) or refused.
      if (out.kind !== 'queued') setDraft((d) => (d?.cart === p.cart ? null : d))
    })()
    saving.current = write
    try {
      await write
    } finally {
      if (saving.current === write) saving.current = null
    }
  }, [])
  // Leaving the page within the debounce still writes the last edit: nothing typed is lost.
  useEffect(() => () => void flush(), [flush])
  // Written and now in the order's own cart: the draft has done its job.
  if (draft && !draft.waiting && samePayload(toCartInput(draft.cart), toCartInput(order.cartData)))
    setDraft(null)

  const edit = useCallback(
    (next: OrderCartData) => {
      setDraft({ cart: next, waiting: true })
      if (pending.current) clearTimeout(pending.current.timer)
      pending.current = { cart: next, timer: setTimeout(() => void flush(), CART_DEBOUNCE_MS) }
    },
    [flush],
  )
  return { cart: draft?.cart ?? order.cartData, edit, flush }
}
