import { describe, expect, it } from 'vitest'
import { allowedEvents, nextState, orderTransitions, refusalMessage } from './order-machine'
import { orderStateCodes } from './order-states'

describe('order state machine', () => {
  it('walks the ordinary life of an order: draft, confirmed, paid, reception, done, closed', () => {
    let s: string = 'created'
    for (const [event, to] of [
      ['edit_cart', 'cart_edited'],
      ['confirm_cart', 'cart_confirmed'],
      ['finish_cart', 'confirmed'],
      ['start_reception', 'done_part'],
      ['finish_reception', 'done'],
      ['close', 'payed_cash'],
    ] as const) {
      const next = nextState(s, event)
      expect(next, `${s} --${event}`).toBe(to)
      s = next!
    }
  })

  it('lets a cart confirmed by the client be finished, and a confirmed cart edited again go back to draft', () => {
    expect(nextState('cart_edited', 'client_confirm')).toBe('cart_confirmed_by_client')
    expect(nextState('cart_confirmed_by_client', 'finish_cart')).toBe('confirmed')
    expect(nextState('cart_confirmed', 'edit_cart')).toBe('cart_edited')
  })

  it('refuses cancelling once the work has started, and anything on a cancelled or closed order', () => {
    expect(nextState('confirmed', 'cancel')).toBe('deleted')
    for (const s of ['done_part', 'done', 'payed_cash', 'deleted']) expect(nextState(s, 'cancel')).toBeNull()
    expect(allowedEvents('deleted')).toEqual([])
    expect(allowedEvents('payed_cash')).toEqual([])
    expect(nextState('created', 'start_reception')).toBeNull()
    expect(nextState('done', 'edit_cart')).toBeNull()
  })

  it('only ever moves to known states', () => {
    for (const map of Object.values(orderTransitions))
      for (const [from, to] of Object.entries(map)) {
        expect(orderStateCodes).toContain(from)
        expect(orderStateCodes).toContain(to)
      }
  })

  it('says in Ukrainian which action the state refuses', () => {
    expect(refusalMessage('deleted', 'start_reception')).toBe(
      'Дію «Почати прийом» не можна виконати: замовлення в стані «Скасовано»',
    )
  })
})
