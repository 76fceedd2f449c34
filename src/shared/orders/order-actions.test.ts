import { describe, expect, it } from 'vitest'
import { allowedEvents } from '../../../domain/orders/order-machine'
import { ApiError } from '../../lib/api/api-error'
import { failureMessage, visibleActions, type ActingUser } from './order-actions'

const row = (state: string, createdBy = 7, operatorId: number | null = null) => ({
  allowedEvents: allowedEvents(state),
  createdBy,
  operatorId,
})
const cashier: ActingUser = { id: 1, permissions: { crmMcOrdersShow: true, crmMcOrdersEditAll: true } }
const registrar: ActingUser = { id: 7, permissions: { crmMcOrdersShow: true, crmMcOrdersEditOwn: true } }
const doctor: ActingUser = { id: 9, permissions: { crmProtocolsCreate: true } }
const viewer: ActingUser = { id: 5, permissions: { crmMcOrdersShow: true } }

describe('row actions', () => {
  it('follow the state: what the order machine allows', () => {
    expect(visibleActions(row('cart_edited'), cashier)).toEqual(['cancel'])
    expect(visibleActions(row('confirmed'), cashier)).toEqual(['start_reception', 'finish', 'cancel'])
    expect(visibleActions(row('done_part'), cashier)).toEqual([
      'start_reception',
      'finish_reception',
      'finish',
    ])
    expect(visibleActions(row('done'), cashier)).toEqual(['close'])
    expect(visibleActions(row('payed_cash'), cashier)).toEqual([])
    expect(visibleActions(row('deleted'), cashier)).toEqual([])
  })

  it('follow the user: own orders only with crmMcOrdersEditOwn, receptions for doctors, nothing to viewers', () => {
    expect(visibleActions(row('confirmed', 7), registrar)).toEqual(['start_reception', 'finish', 'cancel'])
    expect(visibleActions(row('confirmed', 3), registrar)).toEqual([])
    expect(visibleActions(row('done', 3, 7), registrar)).toEqual(['close'])
    expect(visibleActions(row('confirmed', 3), doctor)).toEqual(['start_reception'])
    expect(visibleActions(row('done_part', 3), doctor)).toEqual(['start_reception', 'finish_reception'])
    expect(visibleActions(row('confirmed', 5), viewer)).toEqual([])
  })
})

describe('action failures (spec 000 §8)', () => {
  const refused = new ApiError({
    status: 422,
    code: 'order_state_forbids',
    message: 'Дію «Скасувати замовлення» не можна виконати: замовлення в стані «Скасовано»',
    errors: { state: ['Дію «Скасувати замовлення» не можна виконати: замовлення в стані «Скасовано»'] },
  })
  const down = new ApiError({ status: 500, code: 'internal', message: 'Помилка сервера. Спробуйте пізніше' })

  it('say the server’s reason for a 422, the spec’s message otherwise', () => {
    expect(failureMessage('cancel', refused)).toBe(refused.message)
    expect(failureMessage('cancel', down)).toBe('Помилка при відміні замовлення')
    expect(failureMessage('close', down)).toBe('Помилка при завершенні замовлення')
    expect(failureMessage('finish', new Error('offline'))).toBe('Помилка при завершенні замовлення')
    expect(failureMessage('start_reception', down)).toBe('Помилка при початку прийому')
    expect(failureMessage('finish_reception', down)).toBe('Помилка при завершенні прийому')
  })
})
