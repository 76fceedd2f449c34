/**
 * Work over many positions (issue 19 item 1): adding items, mass actions stored whole or not at all,
 * mass attachment to many lists, position sets, history, the list filters, and what the cart then reads.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { HistoryEntry, PositionSet, PriceList } from '../../../domain/price-lists/price-list.schema'
import { createTestApp, type TestApp } from '../../../tests/support/test-app'
import { services } from '../../db/schema/catalogue'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, login = 'admin') =>
  t.as(login, { method, url: `/api/settings/price-lists${url}`, ...(payload ? { payload } : {}) })
type Position = {
  id: number
  version: number
  code: string
  price: number
  finalPrice: number
  manualPrice: boolean
  published: boolean
  serviceId: number | null
}
const positionsOf = async (listId: number) =>
  (await call('GET', `/${listId}/group-positions?perPage=500`)).json<{ data: Position[] }>().data
const picked = (rows: Position[]) => rows.map((p) => ({ id: p.id, version: p.version }))

async function newList(nameUk: string, discount = 0): Promise<PriceList> {
  const res = await call('POST', '', { nameUk, type: 'services', perpetual: true, discount })
  expect(res.statusCode, res.body).toBe(201)
  return res.json<PriceList>()
}

describe('positions of a price list', () => {
  it('adds services with their price, and refuses a test, an unknown item or a repeat as a whole', async () => {
    const list = await newList('Прайс для додавання', 10)
    const [a, b] = await t.db.db.select({ id: services.id }).from(services).orderBy(services.id).limit(2)
    const res = await call('POST', `/${list.id}/positions`, {
      items: [
        { serviceId: a!.id, price: 50000 },
        { serviceId: b!.id, price: 12345 },
      ],
    })
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json()).toEqual({ created: 2, skipped: 0 })
    const rows = await positionsOf(list.id)
    expect(rows.map((p) => [p.serviceId, p.price, p.finalPrice])).toEqual(
      expect.arrayContaining([
        [a!.id, 50000, 45000],
        [b!.id, 12345, 11111],
      ]),
    )
    const bad = await call('POST', `/${list.id}/positions`, {
      items: [
        { serviceId: 999999, price: 1 },
        { mcTestId: 1, price: 1 },
        { serviceId: a!.id, price: 1 },
      ],
    })
    expect(bad.statusCode).toBe(422)
    expect(bad.json()).toMatchObject({
      message: 'Помилка при прикріпленні послуг',
      errors: {
        'items.0': ['Значення не знайдено в довіднику'],
        'items.1': ['Не того типу, що прайс-лист'],
        'items.2': ['Вже є в цьому прайс-листі'],
      },
    })
    expect(await positionsOf(list.id)).toHaveLength(2)
    const both = await call('POST', `/${list.id}/positions`, { items: [{ price: 1 }] })
    expect(both.statusCode).toBe(422)
  })

  it('raises prices by 10 % in one transaction, keeping hand-typed final prices by the same rule', async () => {
    const before = await positionsOf(1)
    const manual = before[1]!
    const typed = await call('PATCH', `/1/positions/${manual.id}`, {
      version: manual.version,
      finalPrice: 20000,
    })
    expect(typed.statusCode, typed.body).toBe(200)
    const rows = await positionsOf(1)
    const list = (await call('GET', '/1')).json<PriceList>()
    const res = await call('POST', '/1/positions/mass', {
      action: 'price_percent',
      percent: 10,
      positions: picked(rows),
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({ changed: rows.length, removed: 0 })
    const after = await positionsOf(1)
    for (const p of rows) {
      const now = after.find((x) => x.id === p.id)!
      expect(now.price).toBe(Math.round(p.price * 1.1))
      expect(now.finalPrice).toBe(
        p.manualPrice
          ? Math.round(p.finalPrice * 1.1)
          : Math.round((now.price * (100 - list.discount)) / 100),
      )
      expect(now.version).toBe(p.version + 1)
    }
    expect(after.find((x) => x.id === manual.id)!.finalPrice).toBe(22000)
    // The cart's price data is what the list now says.
    const refs = await t.as('registrar', {
      method: 'GET',
      url: '/api/api/v2/pricing-refs?servicePriceListId=1',
    })
    const served = refs.json<{ data: { refs: { positions: Position[] } } }>().data.refs.positions
    expect(served.find((p) => p.id === manual.id)!.finalPrice).toBe(22000)
  })

  it('stores nothing when one position is stale or would fall below zero', async () => {
    const rows = await positionsOf(1)
    const stale = await call('POST', '/1/positions/mass', {
      action: 'price_amount',
      amount: 100,
      positions: [...picked(rows.slice(1)), { id: rows[0]!.id, version: rows[0]!.version - 1 }],
    })
    expect(stale.statusCode).toBe(409)
    expect(stale.json()).toMatchObject({
      message: 'Помилка при збереженні змін',
      errors: { [`positions.${rows[0]!.id}`]: ['Позицію щойно змінив інший користувач'] },
    })
    const cheapest = rows.reduce((a, b) => (a.price < b.price ? a : b))
    const negative = await call('POST', '/1/positions/mass', {
      action: 'price_amount',
      amount: -(cheapest.price + 1),
      positions: picked(rows),
    })
    expect(negative.statusCode).toBe(422)
    expect(negative.json()).toMatchObject({
      message: 'Помилка при збереженні змін',
      errors: { [`positions.${cheapest.id}`]: ['Ціна стала б від’ємною'] },
    })
    const foreign = await call('POST', '/1/positions/mass', {
      action: 'remove',
      positions: [{ id: 2_000_000_000, version: 1 }],
    })
    expect(foreign.json()).toMatchObject({
      errors: { 'positions.2000000000': ['Позиції немає в цьому прайс-листі'] },
    })
    expect(await positionsOf(1)).toEqual(rows)
    const tooMany = await call('POST', '/1/positions/mass', {
      action: 'publish',
      positions: Array.from({ length: 5001 }, (_, i) => ({ id: i + 1, version: 1 })),
    })
    expect(tooMany.statusCode).toBe(422)
  })

  it('unpublishes a position so the cart no longer offers it, then removes it', async () => {
    const list = await newList('Прайс для публікації')
    const [a, b] = await t.db.db.select({ id: services.id }).from(services).orderBy(services.id).limit(2)
    await call('POST', `/${list.id}/positions`, {
      items: [
        { serviceId: a!.id, price: 100 },
        { serviceId: b!.id, price: 200 },
      ],
    })
    const [first] = await positionsOf(list.id)
    const off = await call('POST', `/${list.id}/positions/mass`, {
      action: 'unpublish',
      positions: picked([first!]),
    })
    expect(off.json()).toEqual({ changed: 1, removed: 0 })
    const refs = await t.as('registrar', {
      method: 'GET',
      url: `/api/api/v2/pricing-refs?servicePriceListId=${list.id}`,
    })
    const ids = refs
      .json<{ data: { refs: { positions: Position[] } } }>()
      .data.refs.positions.map((p) => p.id)
    expect(ids).not.toContain(first!.id)
    expect(ids).toHaveLength(1)
    const [now] = (await positionsOf(list.id)).filter((p) => p.id === first!.id)
    expect(now!.published).toBe(false)
    const gone = await call('POST', `/${list.id}/positions/mass`, {
      action: 'remove',
      positions: picked([now!]),
    })
    expect(gone.json()).toEqual({ changed: 0, removed: 1 })
    expect(await positionsOf(list.id)).toHaveLength(1)
  })

  it('attaches services to many lists at once, skipping a list that has one, refusing a tests list', async () => {
    const x = await newList('Прайс X')
    const y = await newList('Прайс Y')
    const [a, b] = await t.db.db.select({ id: services.id }).from(services).orderBy(services.id).limit(2)
    await call('POST', `/${x.id}/positions`, { items: [{ serviceId: a!.id, price: 700 }] })
    const res = await call('POST', '/mass-attachment', {
      priceListIds: [x.id, y.id],
      items: [
        { serviceId: a!.id, price: 900 },
        { serviceId: b!.id, price: 300 },
      ],
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({ created: 3, skipped: 1 })
    expect((await positionsOf(x.id)).find((p) => p.serviceId === a!.id)!.price).toBe(700)
    expect(await positionsOf(y.id)).toHaveLength(2)
    const refused = await call('POST', '/mass-attachment', {
      priceListIds: [y.id, 2],
      items: [{ serviceId: b!.id, price: 1 }],
    })
    expect(refused.statusCode).toBe(422)
    expect(refused.json()).toMatchObject({ message: 'Помилка при прикріпленні послуг' })
    expect(await positionsOf(y.id)).toHaveLength(2)
    expect(
      (await call('POST', '/mass-attachment', { priceListIds: [x.id], items: [] }, 'registrar')).statusCode,
    ).toBe(403)
  })
})

describe('one item across lists', () => {
  it('lists every list’s position of a service, and wants exactly one of service or test', async () => {
    const [svc] = await t.db.db.select({ id: services.id }).from(services).orderBy(services.id).limit(1)
    const res = await call('GET', `/item-positions?serviceId=${svc!.id}`)
    expect(res.statusCode, res.body).toBe(200)
    const rows = res.json<Array<Position & { priceListName: string; priceListId: number }>>()
    expect(rows.length).toBeGreaterThan(1)
    expect(rows.every((r) => r.serviceId === svc!.id && r.priceListName.length > 0)).toBe(true)
    expect((await call('GET', '/item-positions')).statusCode).toBe(422)
    expect((await call('GET', `/item-positions?serviceId=1&mcTestId=1`)).statusCode).toBe(422)
    expect((await call('GET', `/item-positions?serviceId=1`, undefined, 'registrar')).statusCode).toBe(403)
  })
})

describe('position sets', () => {
  it('creates, edits and deletes a set of the list’s own positions, with its total', async () => {
    const rows = await positionsOf(1)
    const created = await call('POST', '/1/position-sets', {
      name: 'Чекап базовий',
      code: 'CHK-1',
      positionIds: [rows[0]!.id, rows[1]!.id],
    })
    expect(created.statusCode, created.body).toBe(201)
    const set = created.json<PositionSet>()
    expect(set.total).toBe(rows[0]!.finalPrice + rows[1]!.finalPrice)
    const foreign = await call('PATCH', `/1/position-sets/${set.id}`, {
      version: set.version,
      positionIds: [2_000_000_000],
    })
    expect(foreign.json()).toMatchObject({ errors: { position_ids: ['Позиції немає в цьому прайс-листі'] } })
    const edited = await call('PATCH', `/1/position-sets/${set.id}`, {
      version: set.version,
      name: 'Чекап розширений',
      positionIds: [rows[2]!.id],
    })
    expect(edited.json<PositionSet>()).toMatchObject({ name: 'Чекап розширений', positionIds: [rows[2]!.id] })
    const stale = await call('PATCH', `/1/position-sets/${set.id}`, {
      version: set.version,
      name: 'Застарілий',
    })
    expect(stale.statusCode).toBe(409)
    expect((await call('POST', '/1/position-sets', { name: 'Ч', positionIds: [] })).json()).toMatchObject({
      errors: { name: ['Назва набору має містити від 3 до 255 символів'] },
    })
    expect((await call('GET', '/1/position-sets')).json<PositionSet[]>().map((s) => s.name)).toContain(
      'Чекап розширений',
    )
    expect((await call('GET', `/2/position-sets/${set.id}`)).statusCode).toBe(404)
    expect((await call('DELETE', `/1/position-sets/${set.id}`)).statusCode).toBe(200)
    expect((await call('GET', `/1/position-sets/${set.id}`)).statusCode).toBe(404)
  })
})

describe('history and filters', () => {
  it('keeps who changed what, before and after, newest first, per list and per position', async () => {
    const list = await newList('Прайс з історією')
    const patched = await call('PATCH', `/${list.id}`, {
      version: list.version,
      discount: 5,
      published: true,
    })
    expect(patched.statusCode, patched.body).toBe(200)
    const [svc] = await t.db.db.select({ id: services.id }).from(services).orderBy(services.id).limit(1)
    await call('POST', `/${list.id}/positions`, { items: [{ serviceId: svc!.id, price: 1000 }] })
    const [pos] = await positionsOf(list.id)
    await call('PATCH', `/${list.id}/positions/${pos!.id}`, { version: pos!.version, price: 1500 })
    const history = (await call('GET', `/${list.id}/history`)).json<{ data: HistoryEntry[] }>().data
    expect(history.map((h) => h.action)).toEqual(['update', 'attach', 'update', 'create'])
    expect(history[0]).toMatchObject({
      positionId: pos!.id,
      before: { price: 1000, finalPrice: 950 },
      after: { price: 1500, finalPrice: 1425 },
    })
    expect(history[0]!.subject).toContain(pos!.code)
    expect(history[0]!.userName).toBeTruthy()
    expect(history[2]).toMatchObject({
      before: { discount: 0, published: false },
      after: { discount: 5, published: true },
    })
    const one = (await call('GET', `/${list.id}/history?positionId=${pos!.id}`)).json<{
      data: HistoryEntry[]
    }>()
    expect(one.data.map((h) => h.action)).toEqual(['update', 'attach'])
    expect((await call('GET', `/${list.id}/history`, undefined, 'registrar')).statusCode).toBe(403)
  })

  it('filters lists by published and by the day they are valid on', async () => {
    await call('POST', '', {
      nameUk: 'Літній прайс 2026',
      type: 'services',
      perpetual: false,
      published: true,
      dateFrom: '2026-06-01',
      dateTo: '2026-08-31',
    })
    const names = async (q: string) =>
      (await call('GET', `?perPage=100&${q}`)).json<{ data: PriceList[] }>().data.map((l) => l.nameUk)
    expect(await names('validOn=2026-07-15&published=true')).toContain('Літній прайс 2026')
    expect(await names('validOn=2026-09-01')).not.toContain('Літній прайс 2026')
    expect(await names('published=false')).not.toContain('Літній прайс 2026')
    expect((await call('GET', '?validOn=2026-13-01')).statusCode).toBe(422)
  })
})
