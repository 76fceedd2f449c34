/**
 * GET /api/v2/mc-orders?q=… as the home page's order search asks (spec 000 §2.2): one field that finds an
 * order by its code as typed, by the patient's names, or by a run of the patient's phone digits — and
 * keeps a registrar to their own orders.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import type { OrderListResponse } from '../../../domain/orders/order-list.schema'
import { clients } from '../../db/schema/clients'
import { orders } from '../../db/schema/orders'
import { createTestApp, type TestApp } from '../../../tests/support/test-app'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const search = async (typed: string, login = 'cashier') => {
  const res = await t.as(login, {
    method: 'GET',
    url: `/api/api/v2/mc-orders?perPage=100&q=${encodeURIComponent(typed)}`,
  })
  expect(res.statusCode, res.body).toBe(200)
  return res.json<OrderListResponse>().data
}
const orderRow = async (id: number) => (await t.db.db.select().from(orders).where(eq(orders.id, id)))[0]!

describe('the order search field (q)', () => {
  it('finds one order by its code as typed: look-alikes, lower case, no prefix or zeros', async () => {
    const order = await orderRow(8)
    for (const typed of [order.code, 'МС-000008', 'мс-8', '8', '000008']) {
      expect(
        (await search(typed)).map((o) => o.code),
        typed,
      ).toEqual([order.code])
    }
  })

  it('finds the patient’s orders by the start of their names, and nothing for an unknown name', async () => {
    const order = await orderRow(1)
    const [client] = await t.db.db.select().from(clients).where(eq(clients.id, order.clientId!))
    const found = await search(`${client!.surname.toLowerCase()} ${client!.name.slice(0, 2)}`)
    expect(found.map((o) => o.id)).toContain(1)
    expect(found.every((o) => o.clientId === client!.id || o.clientName?.startsWith(client!.surname))).toBe(
      true,
    )
    expect(await search('Щщщщзз')).toEqual([])
  })

  it('finds orders by any run of 4+ phone digits, of a crm client or an inline patient', async () => {
    const order = await orderRow(3)
    await t.db.db.update(clients).set({ phone: '380674735555' }).where(eq(clients.id, order.clientId!))
    for (const typed of ['4735555', '+38 (067) 473']) {
      const found = await search(typed)
      expect(
        found.map((o) => o.id),
        typed,
      ).toContain(3)
      expect(
        found.every((o) => o.clientId === order.clientId),
        typed,
      ).toBe(true)
    }

    await t.db.db
      .update(orders)
      .set({ clientId: null, clientData: { surname: 'Гнатюк', name: 'Остап', phone: '380509991122' } })
      .where(eq(orders.id, 2))
    expect((await search('9991122')).map((o) => [o.id, o.clientName])).toEqual([[2, 'Гнатюк Остап']])
    // Three digits are a code, not a phone run.
    expect((await search('999')).map((o) => o.id)).not.toContain(2)
  })

  it('keeps a registrar to their own orders', async () => {
    const created = await t.as('cashier', { method: 'POST', url: '/api/mc-orders/create-new-from-zero' })
    const { code } = created.json<{ code: string }>()
    expect((await search(code)).map((o) => o.code)).toEqual([code])
    expect(await search(code, 'registrar')).toEqual([])
  })
})
