/** Promo codes in the settings: create (typed or generated), rules across fields, versions, delete refused once used. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PromoCode } from '../../../domain/promo-codes/promo-code.schema'
import { createTestApp, type TestApp } from '../../../tests/support/test-app'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, login = 'admin') =>
  t.as(login, { method, url: `/api/settings/promo-codes${url}`, ...(payload ? { payload } : {}) })

describe('promo codes in the settings', () => {
  it('creates a typed code in upper case and refuses the same code again', async () => {
    const res = await call('POST', '', {
      code: 'summer-7',
      percent: 7.5,
      perpetual: true,
      multipleUse: true,
      count: 50,
    })
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json<PromoCode>()).toMatchObject({
      code: 'SUMMER-7',
      percent: 7.5,
      count: 50,
      usedCount: 0,
      version: 1,
    })
    const again = await call('POST', '', { code: 'Summer-7', percent: 5, perpetual: true, multipleUse: true })
    expect(again.statusCode).toBe(422)
    expect(again.json()).toMatchObject({ errors: { code: ['Такий промокод вже існує'] } })
  })

  it('generates a digits-only code padded to the asked length', async () => {
    const res = await call('POST', '', {
      percent: 10,
      perpetual: true,
      multipleUse: false,
      symbolCount: 5,
      symbolSet: 'digits',
      padTo: 8,
    })
    expect(res.json<PromoCode>().code).toMatch(/^000\d{5}$/)
  })

  it('needs dates unless perpetual, a code for a default one, a count only for multiple use, known ids', async () => {
    const dates = await call('POST', '', { code: 'DATES1', percent: 5, perpetual: false, multipleUse: true })
    expect(Object.keys(dates.json<{ errors: object }>().errors).sort()).toEqual(['date_from', 'date_to'])
    const def = await call('POST', '', { percent: 5, perpetual: true, multipleUse: true, isDefault: true })
    expect(def.json()).toMatchObject({ errors: { code: ['Промокод за замовчуванням повинен мати код'] } })
    const cnt = await call('POST', '', {
      code: 'ONE-X',
      percent: 5,
      perpetual: true,
      multipleUse: false,
      count: 3,
    })
    expect(Object.keys(cnt.json<{ errors: object }>().errors)).toEqual(['count'])
    const ids = await call('POST', '', {
      code: 'IDS-1',
      percent: 5,
      perpetual: true,
      multipleUse: true,
      paymentTypeId: 9999,
    })
    expect(Object.keys(ids.json<{ errors: object }>().errors)).toEqual(['payment_type_id'])
    expect(
      (await call('POST', '', { code: 'P-0', percent: 0, perpetual: true, multipleUse: true })).statusCode,
    ).toBe(422)
  })

  it('edits against the version: a stale edit gets 409 with the current code', async () => {
    const created = (
      await call('POST', '', { code: 'EDIT-1', percent: 5, perpetual: true, multipleUse: true })
    ).json<PromoCode>()
    const ok = await call('PATCH', `/${created.id}`, { version: 1, percent: 6, active: false })
    expect(ok.json<PromoCode>()).toMatchObject({ percent: 6, active: false, version: 2 })
    const stale = await call('PATCH', `/${created.id}`, { version: 1, percent: 9 })
    expect(stale.statusCode).toBe(409)
    expect(stale.json()).toMatchObject({ code: 'version_conflict', current: { percent: 6, version: 2 } })
  })

  it('lists 15 a page and finds by part of the code; only settings editors see them', async () => {
    const list = await call('GET', '?search=spring')
    expect(list.statusCode).toBe(200)
    expect(list.json<{ data: PromoCode[] }>().data.map((p) => p.code)).toEqual(['SPRING10'])
    expect(list.json<{ meta: { perPage: number } }>().meta.perPage).toBe(15)
    expect((await call('GET', '', undefined, 'cashier')).statusCode).toBe(403)
  })

  it('deletes an unused code and refuses to delete one an order used', async () => {
    const unused = (
      await call('POST', '', { code: 'DEL-1', percent: 5, perpetual: true, multipleUse: true })
    ).json<PromoCode>()
    expect((await call('DELETE', `/${unused.id}`)).statusCode).toBe(200)
    expect((await call('GET', `/${unused.id}`)).statusCode).toBe(404)
    // Order 1 (demo) takes SPRING10 through the cart.
    const order = (await t.as('cashier', { method: 'GET', url: '/api/api/v2/mc-orders/1' })).json<{
      version: number
    }>()
    const patch = await t.as('cashier', {
      method: 'PATCH',
      url: '/api/api/v2/crm-orders/1',
      payload: { version: order.version, promoCode: 'SPRING10' },
    })
    expect(patch.statusCode, patch.body).toBe(200)
    const spring = (await call('GET', '?search=SPRING10')).json<{ data: PromoCode[] }>().data[0]!
    expect(spring.usedCount).toBe(1)
    const refused = await call('DELETE', `/${spring.id}`)
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toMatchObject({
      message: 'Промокод неможливо видалити: його вже використано в замовленнях',
    })
  })
})
