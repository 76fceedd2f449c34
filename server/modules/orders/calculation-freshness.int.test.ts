/**
 * update-calculation never prices with reference data older than the database: a price, a price list
 * or a promo code edited through the settings API is seen by the very next recalculation, also when
 * the recalculation goes to another server process on the same database (here: a second app).
 */
import type { FastifyInstance } from 'fastify'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { McOrder } from '../../../domain/orders/order.schema'
import type { PricedCart } from '../../../domain/pricing/priced-cart.schema'
import { buildApp } from '../../app'
import { priceListPositions } from '../../db/schema/price-lists'
import { DEMO_PASSWORD } from '../../db/seed/users'
import { createTestApp, type TestApp } from '../../../tests/support/test-app'
import { demoServiceIds, errorsOf, newOrder } from './order-fixtures'

let t: TestApp
let other: FastifyInstance
beforeAll(async () => {
  t = await createTestApp()
  other = await buildApp({ config: t.config, db: t.db, logger: false })
  await other.ready()
})
afterAll(async () => {
  await other.close()
  await t.close()
})

/** A call as `login` to one of the two server processes. */
async function on(
  app: FastifyInstance,
  login: string,
  method: 'POST' | 'PATCH',
  url: string,
  payload: object,
) {
  const signIn = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { login, password: DEMO_PASSWORD },
  })
  const { token } = signIn.json<{ token: string }>()
  return app.inject({ method, url: `/api${url}`, payload, headers: { authorization: `Bearer ${token}` } })
}

/** Recalculates `order` with one line of `serviceId` on `app`; answers the priced cart (or the 422). */
async function recalculate(app: FastifyInstance, order: McOrder, serviceId: number) {
  const res = await on(app, 'cashier', 'POST', `/api/v2/mc-orders/${order.id}/update-calculation`, {
    services: [{ id: serviceId, quantity: 2 }],
  })
  return {
    res,
    priced: () => res.json<{ priceInfo: { priceCalculation: PricedCart } }>().priceInfo.priceCalculation,
  }
}

async function position(listId: number, serviceId: number) {
  const [p] = await t.db.db
    .select()
    .from(priceListPositions)
    .where(and(eq(priceListPositions.priceListId, listId), eq(priceListPositions.serviceId, serviceId)))
  return p!
}

describe('update-calculation after a settings edit', () => {
  it('prices with a position price edited a moment before, on either server process', async () => {
    const order = await newOrder(t)
    const [serviceId] = await demoServiceIds(t)
    const listId = order.servicePriceListId!
    const before = (await recalculate(t.app, order, serviceId!)).priced()
    const p = await position(listId, serviceId!)
    expect(before.lines[0]!.unitPrice).toBe(p.finalPrice)

    for (const [editOn, priceOn, price] of [
      [t.app, other, p.finalPrice + 12_345],
      [other, t.app, p.finalPrice + 20_000],
      [t.app, t.app, p.finalPrice + 30_000],
    ] as const) {
      const { version } = await position(listId, serviceId!)
      const edit = await on(editOn, 'admin', 'PATCH', `/settings/price-lists/${listId}/positions/${p.id}`, {
        version,
        finalPrice: price,
      })
      expect(edit.statusCode, edit.body).toBe(200)
      const after = (await recalculate(priceOn, order, serviceId!)).priced()
      expect(after.lines[0]).toMatchObject({ unitPrice: price, total: price * 2 })
      expect(after.totals.sum).toBe(price * 2)
    }
  })

  it('sees a price list unpublished and a promo code changed or switched off at once', async () => {
    const order = await newOrder(t)
    const [serviceId] = await demoServiceIds(t)
    const created = await on(t.app, 'admin', 'POST', '/settings/promo-codes', {
      code: 'FRESH7',
      percent: 7,
      perpetual: true,
      multipleUse: true,
    })
    expect(created.statusCode, created.body).toBe(201)
    const promo = created.json<{ id: number; version: number }>()
    await recalculate(t.app, order, serviceId!)
    const { version } = (
      await t.as('cashier', { method: 'GET', url: `/api/api/v2/mc-orders/${order.id}` })
    ).json<McOrder>()
    const set = await on(t.app, 'cashier', 'PATCH', `/api/v2/crm-orders/${order.id}`, {
      version,
      promoCode: 'FRESH7',
    })
    expect(set.statusCode, set.body).toBe(200)
    expect((await recalculate(other, order, serviceId!)).priced().appliedDiscount).toMatchObject({
      percent: 7,
    })

    const nine = await on(other, 'admin', 'PATCH', `/settings/promo-codes/${promo.id}`, {
      version: promo.version,
      percent: 9,
    })
    expect(nine.statusCode, nine.body).toBe(200)
    expect((await recalculate(t.app, order, serviceId!)).priced().appliedDiscount).toMatchObject({
      percent: 9,
    })

    const off = await on(t.app, 'admin', 'PATCH', `/settings/promo-codes/${promo.id}`, {
      version: nine.json<{ version: number }>().version,
      active: false,
    })
    expect(off.statusCode, off.body).toBe(200)
    const refused = (await recalculate(other, order, serviceId!)).res
    expect(refused.statusCode).toBe(422)
    expect(errorsOf(refused).promo_code![0]).toMatch(/^Промокод не знайдено або він не активний/)

    const list = (
      await t.as('admin', { method: 'GET', url: `/api/settings/price-lists/${order.servicePriceListId}` })
    ).json<{ version: number }>()
    const hidden = await on(other, 'admin', 'PATCH', `/settings/price-lists/${order.servicePriceListId}`, {
      version: list.version,
      published: false,
    })
    expect(hidden.statusCode, hidden.body).toBe(200)
    const noPromo = await on(t.app, 'cashier', 'PATCH', `/api/v2/crm-orders/${order.id}`, {
      version: (
        await t.as('cashier', { method: 'GET', url: `/api/api/v2/mc-orders/${order.id}` })
      ).json<McOrder>().version,
      promoCode: null,
    })
    expect(noPromo.statusCode, noPromo.body).toBe(200)
    const problems = (await recalculate(t.app, order, serviceId!)).priced().problems
    expect(problems.map((x) => x.code)).toContain('unpublished_position')
  })

  it('keeps an order’s prices through a mass price change until the order is recalculated', async () => {
    const order = await newOrder(t)
    const [serviceId] = await demoServiceIds(t)
    const listId = order.servicePriceListId!
    const priced = (await recalculate(t.app, order, serviceId!)).priced()
    const read = async () =>
      (await t.as('cashier', { method: 'GET', url: `/api/api/v2/mc-orders/${order.id}` })).json<McOrder>()
    const stored = await read()
    expect(stored.sum).toBe(priced.totals.sum)
    const p = await position(listId, serviceId!)
    const mass = await on(t.app, 'admin', 'POST', `/settings/price-lists/${listId}/positions/mass`, {
      action: 'price_percent',
      percent: 10,
      positions: [{ id: p.id, version: p.version }],
    })
    expect(mass.statusCode, mass.body).toBe(200)
    const raised = await position(listId, serviceId!)
    expect(raised.finalPrice).toBeGreaterThan(p.finalPrice)
    expect((await read()).sum).toBe(stored.sum)
    const again = (await recalculate(other, order, serviceId!)).priced()
    expect(again.lines[0]).toMatchObject({ unitPrice: raised.finalPrice, total: raised.finalPrice * 2 })
    expect((await read()).sum).toBe(raised.finalPrice * 2)
  })
})
