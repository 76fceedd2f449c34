import { describe, expect, it } from 'vitest'
import type { PricedCart } from '../pricing/priced-cart.schema'
import { problem } from '../pricing/problems'
import { cartRuleMessages as msg, checkCart, type CartCheckInput } from './cart-rules'
import { onGrid } from './booking.schema'

const priced = (problems: PricedCart['problems'] = []): PricedCart =>
  ({ problems, lines: [], calculatedContainers: [] }) as unknown as PricedCart

const ready = (over: Partial<CartCheckInput> = {}): CartCheckInput => ({
  confirm: false,
  hasPatient: true,
  passportData: 'КВ 123456',
  personalDataConsent: true,
  lineCount: 1,
  priced: priced(),
  barcodes: [],
  barcodesElsewhere: new Map(),
  externalCodeTakenBy: null,
  ...over,
})

describe('check-carts rules (spec 000 §5)', () => {
  it('passes a cart with a patient, passport, consent and clean prices', () => {
    expect(checkCart(ready())).toEqual({})
    expect(checkCart(ready({ confirm: true }))).toEqual({})
  })

  it('needs a patient, passport data and consent, each on its own field', () => {
    expect(checkCart(ready({ hasPatient: false, passportData: '  ', personalDataConsent: false }))).toEqual({
      crm_client_id: [msg.patientRequired],
      passport_data: [msg.passportRequired],
      personal_data_consent: [msg.consentRequired],
    })
  })

  it('refuses confirming unpublished positions, but lets them be checked', () => {
    const p = priced([
      problem('unpublished_position', { line: { kind: 'service', index: 0 }, detail: 'УЗД' }),
    ])
    expect(checkCart(ready({ priced: p }))).toEqual({})
    expect(checkCart(ready({ priced: p, confirm: true }))).toEqual({
      'services.0': ['Замовлення з неопублікованими позиціями не можна підтвердити: УЗД'],
    })
  })

  it('rejects a promo code that is not found or not active in both modes', () => {
    const p = priced([problem('promo_code_inactive', { field: 'promo_code' })])
    expect(checkCart(ready({ priced: p }))).toEqual({
      promo_code: ['Промокод не знайдено або він не активний'],
    })
  })

  it('rejects a barcode used twice in this order or in another one, and a used external code', () => {
    const errors = checkCart(
      ready({
        barcodes: ['A1', null, 'A1', 'B2'],
        barcodesElsewhere: new Map([['B2', 'MC-000007']]),
        externalCodeTakenBy: 'MC-000009',
      }),
    )
    expect(errors).toEqual({
      'tests.2.barcode': [msg.barcodeInThisOrder],
      'tests.3.barcode': ['Штрихкод уже використано в замовленні MC-000007'],
      external_api_order_code: ['Код уже використано в замовленні MC-000009'],
    })
  })

  it('refuses confirming an empty cart', () => {
    expect(checkCart(ready({ confirm: true, lineCount: 0 }))).toEqual({ cart: [msg.cartEmpty] })
  })
})

describe('schedule grid', () => {
  const grid = { weekday: 1, timeFrom: '09:00', timeTo: '13:00', standardDuration: 30 }
  it('takes slots on the grid inside the hours, on the weekday only', () => {
    expect(onGrid(grid, 1, '09:00')).toBe(true)
    expect(onGrid(grid, 1, '12:30')).toBe(true)
    expect(onGrid(grid, 1, '13:00')).toBe(false)
    expect(onGrid(grid, 1, '09:15')).toBe(false)
    expect(onGrid(grid, 2, '09:00')).toBe(false)
  })
})
