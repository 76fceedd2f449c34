/**
 * update-calculation answers exactly what it stored (it no longer reads the order back after the write):
 * the cart with the services' codes and durations, the price info, version and state, and the patient —
 * the crm card's summary, the inline data, or none.
 */
import { inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { McOrder } from '../../../domain/orders/order.schema'
import { services } from '../../db/schema/catalogue'
import { createTestApp, type TestApp } from '../../../tests/support/test-app'
import { callV2, demoServiceIds, newOrder, readOrder } from './order-fixtures'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

type Answer = Pick<McOrder, 'cartData' | 'client' | 'version' | 'state'> & {
  priceInfo: NonNullable<McOrder['priceInfo']>
}

async function calculate(order: McOrder, cart: object) {
  const res = await callV2(t, 'cashier', 'POST', `/mc-orders/${order.id}/update-calculation`, cart)
  expect(res.statusCode, res.body).toBe(200)
  return res.json<Answer>()
}

describe('the answer of update-calculation', () => {
  it('is the order as stored, with each service’s code and duration', async () => {
    const order = await newOrder(t)
    const demo = await readOrder(t, 1)
    const ids = await demoServiceIds(t)
    const answer = await calculate(order, {
      services: ids.map((id, i) => ({ id, quantity: 1 + i })),
      tests: demo.cartData.tests.map((l) => ({ id: l.id })),
    })
    const stored = await readOrder(t, order.id)
    expect(answer).toEqual({
      cartData: stored.cartData,
      client: stored.client,
      priceInfo: stored.priceInfo,
      version: stored.version,
      state: stored.state,
    })
    expect(answer.client).toMatchObject({ id: 20 })
    expect(answer.version).toBe(order.version + 1)
    const rows = await t.db.db.select().from(services).where(inArray(services.id, ids))
    for (const line of answer.cartData.services) {
      const row = rows.find((r) => r.id === line.id)!
      expect(line).toMatchObject({ standardDuration: row.standardDuration })
      expect(line.code).not.toBeNull()
    }
  })

  it('names a patient typed without a card, and no patient when there is none', async () => {
    const order = await newOrder(t)
    const [serviceId] = await demoServiceIds(t)
    const inline = await callV2(t, 'cashier', 'PATCH', `/mc-orders/${order.id}`, {
      version: order.version,
      crmClientId: null,
      client: { surname: 'Гнатюк', name: 'Остап' },
    })
    expect(inline.statusCode, inline.body).toBe(200)
    const typed = await calculate(order, { services: [{ id: serviceId }] })
    expect(typed.client).toMatchObject({ id: null, surname: 'Гнатюк', name: 'Остап' })
    expect(typed.client).toEqual((await readOrder(t, order.id)).client)

    const created = await t.as('cashier', { method: 'POST', url: '/api/mc-orders/create-new-from-zero' })
    const { orderId } = created.json<{ orderId: number }>()
    const empty = await calculate(await readOrder(t, orderId), {})
    expect(empty.client).toBeNull()
    expect(empty.priceInfo.priceCalculation.lines).toEqual([])
  })
})
