import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { orders } from '../../db/schema/orders'
import { users } from '../../db/schema/auth'
import { filials } from '../../db/schema/places'
import { personalSettingsBody } from '../../../tests/support/examples/personal-settings'
import { createTestApp, type TestApp } from '../../../tests/support/test-app'

let t: TestApp
const url = '/api/mc-orders/create-new-from-zero'
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const create = (login: string, payload?: unknown) =>
  t.as(login, { method: 'POST', url, ...(payload === undefined ? {} : { payload: payload as object }) })
const userId = async (login: string) =>
  (await t.db.db.select({ id: users.id }).from(users).where(eq(users.login, login)))[0]!.id

describe('POST /mc-orders/create-new-from-zero', () => {
  it('creates an empty order in state "created" with a readable code, without a body', async () => {
    const res = await create('registrar')
    expect(res.statusCode).toBe(201)
    const body = res.json<{ orderId: number; uuid: string; code: string }>()
    expect(body.code).toMatch(/^MC-\d{6,}$/)
    const [row] = await t.db.db.select().from(orders).where(eq(orders.id, body.orderId))
    expect(row).toMatchObject({
      state: 'created',
      code: body.code,
      uuid: body.uuid,
      createdBy: await userId('registrar'),
      clientId: null,
      filialId: null,
      cityId: null,
      version: 1,
    })
    const next = (await create('registrar', {})).json<{ orderId: number; code: string }>()
    expect(next.orderId).not.toBe(body.orderId)
    expect(Number(next.code.slice(3))).toBeGreaterThan(Number(body.code.slice(3)))
  })

  it('returns the same order when the same uuid comes again (an offline order sent twice)', async () => {
    const uuid = randomUUID()
    const first = await create('callcenter', { uuid })
    expect(first.statusCode).toBe(201)
    const again = await create('callcenter', { uuid })
    expect(again.statusCode).toBe(200)
    expect(again.json()).toEqual(first.json())
    expect(first.json()).toMatchObject({ uuid })
    expect(await t.db.db.select().from(orders).where(eq(orders.uuid, uuid))).toHaveLength(1)

    const racing = randomUUID()
    const both = await Promise.all([create('cashier', { uuid: racing }), create('cashier', { uuid: racing })])
    expect(new Set(both.map((r) => r.json<{ orderId: number }>().orderId)).size).toBe(1)
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 201])
  })

  it('creates one order for a request repeated with the same Idempotency-Key', async () => {
    const headers = { 'idempotency-key': `order-${randomUUID()}` }
    const first = await t.as('registrar', { method: 'POST', url, headers })
    const again = await t.as('registrar', { method: 'POST', url, headers })
    expect(first.statusCode).toBe(201)
    expect(again.statusCode).toBe(201)
    expect(again.headers['idempotent-replay']).toBe('true')
    expect(again.json()).toEqual(first.json())
  })

  it("refuses another user's uuid", async () => {
    const uuid = randomUUID()
    expect((await create('registrar', { uuid })).statusCode).toBe(201)
    const res = await create('cashier', { uuid })
    expect(res.statusCode).toBe(409)
    expect(res.json()).toMatchObject({ code: 'uuid_taken' })
  })

  it('refuses a malformed uuid or an extra field', async () => {
    for (const payload of [{ uuid: 'not-a-uuid' }, { uuid: 42 }, { uuid: null }, { orderId: 5 }, [], 42]) {
      const res = await create('registrar', payload)
      expect(res.statusCode, JSON.stringify(payload)).toBe(422)
    }
    // "No body" means none at all: a JSON null is a wrong body.
    const nullBody = await t.as('registrar', {
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json' },
      payload: 'null',
    })
    expect(nullBody.statusCode).toBe(422)
  })

  it('is allowed with any of the order permissions only', async () => {
    // registrar: show + edit own; cashier: show + edit all; admin: everything.
    for (const login of ['registrar', 'cashier', 'callcenter', 'admin'])
      expect((await create(login)).statusCode, login).toBe(201)
    for (const login of ['doctor', 'lab', 'warehouse']) {
      const res = await create(login)
      expect(res.statusCode, login).toBe(403)
      expect(res.json()).toMatchObject({ code: 'forbidden' })
    }
    expect((await t.app.inject({ method: 'POST', url })).statusCode).toBe(401)
  })
})

describe('a new order starts where the user works (issue 18 item 6)', () => {
  type Lists = { services: { id: number } | null; tests: { id: number } | null }
  const activeFor = async (login: string, query: string) =>
    (
      await t.as(login, { method: 'GET', url: `/api/settings/price-lists/load-active-for-cart?${query}` })
    ).json<{ data: Lists }>().data

  it("carries the city and filial of the user's personal settings and that place's active lists", async () => {
    // The demo seed's filial 4 has its own active lists; the settings name it with its city.
    const lists = await activeFor('admin', 'filialId=4')
    expect(lists.services).not.toBeNull()
    const [filial] = await t.db.db.select({ cityId: filials.cityId }).from(filials).where(eq(filials.id, 4))
    const cityId = filial!.cityId
    const saved = await t.as('admin', {
      method: 'PUT',
      url: '/api/api/v2/personal-settings',
      headers: { 'idempotency-key': randomUUID() },
      payload: { ...personalSettingsBody, cityId, filialId: 4, version: 0 },
    })
    expect(saved.statusCode, saved.body).toBe(200)

    const res = await create('admin', { uuid: randomUUID() })
    expect(res.statusCode).toBe(201)
    const [row] = await t.db.db
      .select()
      .from(orders)
      .where(eq(orders.id, res.json<{ orderId: number }>().orderId))
    expect(row).toMatchObject({
      cityId,
      filialId: 4,
      servicePriceListId: lists.services!.id,
      mcTestPriceListId: lists.tests?.id ?? null,
    })
  })

  it('keeps the place empty for a user without one (the cart asks)', async () => {
    const res = await create('cashier')
    const [row] = await t.db.db
      .select()
      .from(orders)
      .where(eq(orders.id, res.json<{ orderId: number }>().orderId))
    expect(row).toMatchObject({
      cityId: null,
      filialId: null,
      servicePriceListId: null,
      mcTestPriceListId: null,
    })
  })
})
