/** Price lists in the settings: create with owners, rules of spec 001 §5, versions, positions, delete refused once used. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PriceList } from '../../../domain/price-lists/price-list.schema'
import { createTestApp, type TestApp } from '../../../tests/support/test-app'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, login = 'admin') =>
  t.as(login, { method, url: `/api/settings/price-lists${url}`, ...(payload ? { payload } : {}) })
type Position = { id: number; version: number; price: number; finalPrice: number; manualPrice: boolean }

describe('price lists in the settings', () => {
  it('creates a list with its owners and validity, and lists it', async () => {
    const res = await call('POST', '', {
      nameUk: 'Корпоративний прайс',
      type: 'tests',
      discount: 10,
      cityId: 1,
      perpetual: false,
      dateFrom: '2026-01-01',
      dateTo: '2026-12-31',
      owners: [{ type: 'filial', ownerId: 1 }],
    })
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json<PriceList>()).toMatchObject({
      nameUk: 'Корпоративний прайс',
      type: 'tests',
      discount: 10,
      owners: [{ type: 'filial', ownerId: 1, filialId: null }],
      positionCount: 0,
      usedByOrders: 0,
      version: 1,
    })
    const list = await call('GET', '?search=корпоратив')
    expect(list.json<{ data: PriceList[] }>().data.map((l) => l.nameUk)).toEqual(['Корпоративний прайс'])
    expect((await call('GET', '', undefined, 'registrar')).statusCode).toBe(403)
  })

  it('refuses a short name, a missing type, an impossible day range and unknown owners, per field', async () => {
    const bad = await call('POST', '', { nameUk: 'Пр', type: 'services', perpetual: true })
    expect(bad.json()).toMatchObject({
      errors: { name_uk: ['Назва прайс-листа має містити від 3 до 255 символів'] },
    })
    const noType = await call('POST', '', { nameUk: 'Без типу', perpetual: true })
    expect(Object.keys(noType.json<{ errors: object }>().errors)).toEqual(['type'])
    const days = await call('POST', '', {
      nameUk: 'Минулорічний',
      type: 'services',
      perpetual: false,
      dateFrom: '2026-05-01',
      dateTo: '2026-04-01',
    })
    expect(days.json()).toMatchObject({ errors: { date_to: ['Недоступний проміжок днів!'] } })
    const owner = await call('POST', '', {
      nameUk: 'З власником',
      type: 'services',
      perpetual: true,
      owners: [{ type: 'blood_point', ownerId: 99999 }],
    })
    expect(Object.keys(owner.json<{ errors: object }>().errors)).toEqual(['owners.0.owner_id'])
  })

  it('re-derives final prices from a new discount, but keeps hand-typed ones', async () => {
    const list = (await call('GET', '/1')).json<PriceList>()
    const [first, second] = (await call('GET', '/1/group-positions')).json<{ data: Position[] }>().data
    const manual = await call('PATCH', `/1/positions/${second!.id}`, {
      version: second!.version,
      finalPrice: 12345,
    })
    expect(manual.json<Position>()).toMatchObject({ finalPrice: 12345, manualPrice: true })
    const res = await call('PATCH', '/1', { version: list.version, discount: 20 })
    expect(res.statusCode, res.body).toBe(200)
    const after = (await call('GET', '/1/group-positions')).json<{ data: Position[] }>().data
    expect(after.find((p) => p.id === first!.id)!.finalPrice).toBe(Math.round(first!.price * 0.8))
    expect(after.find((p) => p.id === second!.id)!.finalPrice).toBe(12345)
    const stale = await call('PATCH', '/1', { version: list.version, discount: 5 })
    expect(stale.statusCode).toBe(409)
    expect(stale.json()).toMatchObject({ code: 'version_conflict', current: { discount: 20 } })
  })

  it('deletes an unused list and refuses a list an order used', async () => {
    const unused = (
      await call('POST', '', { nameUk: 'Тимчасовий', type: 'services', perpetual: true })
    ).json<PriceList>()
    expect((await call('DELETE', `/${unused.id}`)).statusCode).toBe(200)
    const used = (await t.as('admin', { method: 'GET', url: '/api/api/v2/mc-orders/1' })).json<{
      servicePriceListId: number
    }>()
    const res = await call('DELETE', `/${used.servicePriceListId}`)
    expect(res.statusCode).toBe(409)
    expect(res.json()).toMatchObject({
      code: 'price_list_used',
      message: 'Прайс-лист неможливо видалити. Він вже був використаний!',
    })
  })

  it('gives the cart the active list of a filial, else of its city', async () => {
    const order = (await t.as('admin', { method: 'GET', url: '/api/api/v2/mc-orders/1' })).json<{
      filial: { id: number; cityId: number }
      servicePriceListId: number
    }>()
    const active = await t.as('registrar', {
      method: 'GET',
      url: `/api/settings/price-lists/load-active-for-cart?filialId=${order.filial.id}`,
    })
    expect(active.statusCode).toBe(200)
    expect(active.json()).toMatchObject({ data: { services: { id: order.servicePriceListId } } })
    const own = (
      await call('POST', '', {
        nameUk: 'Власний прайс філії',
        type: 'services',
        cityId: order.filial.cityId,
        published: true,
        perpetual: true,
        dateFrom: '2025-01-01',
        owners: [{ type: 'filial', ownerId: order.filial.id }],
      })
    ).json<PriceList>()
    const now = await t.as('registrar', {
      method: 'GET',
      url: `/api/settings/price-lists/load-active-for-cart?filialId=${order.filial.id}`,
    })
    expect(now.json()).toMatchObject({ data: { services: { id: own.id } } })
  })
})
