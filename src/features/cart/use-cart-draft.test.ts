// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { OrderCartData } from '../../../domain/orders/cart.schema'
import type { Outcome } from '../../shared/await-outcome'
import type { OutboxItem } from '../../offline/outbox-types'
import { buildOrder, buildTestLine } from './cart-test-support'
import { CART_DEBOUNCE_MS, useCartDraft } from './use-cart-draft'

const order = buildOrder()
const withTest: OrderCartData = { ...order.cartData, tests: [buildTestLine()] }
const landed: Outcome = { kind: 'done', item: {} as OutboxItem }

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('the cart lines being edited', () => {
  it('are written once after the debounce, whole', async () => {
    const save = vi.fn(() => Promise.resolve(landed))
    const { result } = renderHook(() => useCartDraft(order, save))
    act(() => result.current.edit(withTest))
    expect(result.current.cart).toBe(withTest)
    expect(save).not.toHaveBeenCalled()
    await act(() => vi.advanceTimersByTimeAsync(CART_DEBOUNCE_MS))
    expect(save).toHaveBeenCalledExactlyOnceWith(withTest)
  })

  it('keep every later write of the cart waiting until their own write has its answer, however it was started', async () => {
    let answer: (o: Outcome) => void = () => {}
    const save = vi.fn(() => new Promise<Outcome>((r) => (answer = r)))
    const { result } = renderHook(() => useCartDraft(order, save))
    const made: string[] = []
    act(() => result.current.edit(withTest))
    // The debounce ends by itself: the lines' write is under way, nothing else pending.
    await act(() => vi.advanceTimersByTimeAsync(CART_DEBOUNCE_MS))
    expect(save).toHaveBeenCalledOnce()
    // A field committed now (the passport) and the confirmation after it both wait for the lines.
    let passport!: Promise<void>
    let confirm!: Promise<void>
    act(() => {
      passport = result.current.flush().then(() => void made.push('passport'))
      confirm = result.current.flush().then(() => void made.push('confirm'))
    })
    await act(() => vi.advanceTimersByTimeAsync(50))
    expect(made).toEqual([])
    await act(async () => {
      answer(landed)
      await Promise.all([passport, confirm])
    })
    // In the order they were made.
    expect(made).toEqual(['passport', 'confirm'])
    // With nothing under way, a write goes at once.
    await act(() => result.current.flush())
    expect(save).toHaveBeenCalledOnce()
  })
})
