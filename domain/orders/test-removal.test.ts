import { describe, expect, it } from 'vitest'
import type { TestLine } from './cart.schema'
import { testRemoval } from './test-removal'

const line = (over: Partial<TestLine> = {}): TestLine => ({
  id: 7,
  name: 'Глюкоза',
  code: '2001',
  price: 15_000,
  paramApiReferenceId: null,
  paramApiReferenceValue: null,
  barcode: null,
  quantity: 1,
  quantityToPay: 1,
  quantityFromDeposit: 0,
  debitedFromDepositAt: null,
  paidFromDeposit: false,
  ...over,
})

describe('may a test be removed from the cart', () => {
  it('allows it while the cart can change, up to a confirmed order', () => {
    for (const state of ['created', 'cart_edited', 'cart_confirmed', 'cart_confirmed_by_client', 'confirmed'])
      expect(testRemoval(state, [line()]), state).toEqual({ allowed: true, reason: null })
  })

  it('refuses it once the lab work runs, is done or the order is cancelled, naming the state', () => {
    expect(testRemoval('done_part', [line()])).toEqual({
      allowed: false,
      reason: 'Замовлення в стані «Виконується»: аналіз уже не можна видалити',
    })
    for (const state of ['done', 'payed_cash', 'deleted'])
      expect(testRemoval(state, [line()]).allowed, state).toBe(false)
  })

  it('refuses a test whose tube is labelled, naming the barcode', () => {
    const r = testRemoval('cart_edited', [line(), line({ barcode: ' 000123 ' })])
    expect(r).toEqual({
      allowed: false,
      reason: 'Пробірку для аналізу вже промарковано (штрихкод 000123): біоматеріал може бути взято',
    })
    expect(testRemoval('cart_edited', [line({ barcode: '  ' })]).allowed).toBe(true)
  })

  it('refuses a test paid from the deposit, counting the units debited', () => {
    const paid = line({
      quantity: 2,
      quantityFromDeposit: 2,
      quantityToPay: 0,
      debitedFromDepositAt: '2026-11-01T10:00:00Z',
    })
    expect(testRemoval('cart_edited', [paid])).toEqual({
      allowed: false,
      reason: 'За аналіз уже списано з депозиту клієнта (2 од.): спершу поверніть їх',
    })
    // Units only planned from the deposit, not yet debited, are not a reason.
    expect(testRemoval('cart_edited', [line({ quantityFromDeposit: 1 })]).allowed).toBe(true)
  })
})
