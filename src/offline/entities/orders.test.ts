import { describe, expect, it } from 'vitest'
import { describeRecord } from './describe'
import { orderAdapter, orderFromAnswer } from './orders'

const stored = {
  id: 7,
  uuid: 'a1b2c3d4-0000-4000-8000-000000000001',
  version: 3,
  code: 'MC-000007',
  state: 'created',
  stateLabel: 'Створений',
  allowedEvents: ['edit_cart'],
  crmOrder: { promoCode: null },
  cartData: { services: [], tests: [], products: [], materials: [] },
  city: { id: 1, name: 'Київ' },
  filial: null,
  client: null,
  toPay: 0,
}

describe('the order record in the outbox', () => {
  it('takes a whole order answer as it is', () => {
    const answer = { ...stored, version: 4, code: 'MC-000007' }
    expect(orderFromAnswer(answer, stored)).toBe(answer)
  })

  it('lays a recalculation answer over the copy it replaces, with the label and actions of the new state', () => {
    const cartData = { services: [{ id: 5 }], tests: [], products: [], materials: [] }
    const next = orderFromAnswer(
      { cartData, client: null, priceInfo: { state: 'x' }, version: 4, state: 'cart_confirmed' },
      stored,
    ) as typeof stored
    expect(next).toMatchObject({
      id: 7,
      code: 'MC-000007',
      version: 4,
      cartData,
      state: 'cart_confirmed',
      stateLabel: 'Оформлений',
    })
    expect(next.allowedEvents).toContain('finish_cart')
    expect(next.allowedEvents).not.toContain('client_confirm')
  })

  it('numbers an order made on this device when its create lands', () => {
    const draft = { ...stored, id: 0, code: '', version: 0 }
    expect(orderFromAnswer({ orderId: 42, uuid: draft.uuid, code: 'MC-000042' }, draft)).toMatchObject({
      id: 42,
      code: 'MC-000042',
      version: 1,
      city: { id: 1, name: 'Київ' },
    })
  })

  it('re-bases a queued edit on the version its predecessor got', () => {
    expect(orderAdapter.rebase?.({ version: 3, cityId: 2 }, { ...stored, version: 5 })).toEqual({
      version: 5,
      cityId: 2,
    })
    expect(orderAdapter.rebase?.({ services: [] }, { ...stored, version: 5 })).toEqual({ services: [] })
  })

  it('shows an order in the conflict view in words, not as raw data', () => {
    const lines = describeRecord('order', { ...stored, toPay: 123456 })
    expect(lines).toContainEqual({ label: 'Місто', value: 'Київ' })
    expect(lines.find((l) => l.label === 'До сплати')?.value).toMatch(/^1\s?234,56\sгрн$/)
  })
})
