/**
 * The approved results outside the laboratory (GET /api/v2/lab/released-results, the results PDF for order
 * readers): only approved values, a test awaiting approval named by its state, a client's orders newest
 * first, and the order scope — a registrar limited to their own orders sees only those, by client as by
 * order; a user who reads neither orders nor the laboratory is refused.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ReleasedResults } from '../../../domain/laboratory/released-results.schema'
import { queryRows } from '../../db/raw'
import { createTestApp, type TestApp } from '../../../tests/support/test-app'
import { callV2, errorsOf } from '../orders/order-fixtures'
import { approveResults, confirmedLabOrder, enterGlucose, glucoseTest } from './lab-fixtures'

let t: TestApp
let testId = 0
let clientId = 0
const orderIds: number[] = []

const released = async (login: string, query: string) => {
  const res = await callV2(t, login, 'GET', `/lab/released-results?${query}`)
  expect(res.statusCode, res.body).toBe(200)
  return res.json<ReleasedResults>()
}

beforeAll(async () => {
  t = await createTestApp()
  testId = await glucoseTest(t, 'RR-GLU', 'Глюкоза крові')
  const [client] = await queryRows<{ id: number }>(
    t.db.db,
    sql`INSERT INTO clients (surname, name, birthday, male) VALUES ('Ґудзь', 'Олена', '1990-04-01', 'woman') RETURNING id`,
  )
  clientId = client!.id
  // 0: the cashier's, approved; 1: the registrar's own, approved; 2: the cashier's, entered, not approved.
  for (const login of ['cashier', 'registrar', 'cashier'])
    orderIds.push(await confirmedLabOrder(t, login, clientId, [testId]))
  await enterGlucose(t, orderIds[0]!, testId, '7,4')
  await approveResults(t, orderIds[0]!)
  await enterGlucose(t, orderIds[1]!, testId, '4,1')
  await approveResults(t, orderIds[1]!)
  await enterGlucose(t, orderIds[2]!, testId, '3,0')
})
afterAll(() => t.close())

describe('released results', () => {
  it('lists the client’s orders with approved results, newest first, with value, unit, range and flag', async () => {
    const r = await released('cashier', `clientId=${clientId}`)
    expect(r.meta.total).toBe(2)
    expect(r.data.map((o) => o.orderId)).toEqual([orderIds[1], orderIds[0]])
    const [test] = r.data[1]!.tests
    expect(test).toMatchObject({ name: 'Глюкоза крові', state: 'approved' })
    expect(test!.approvedAt).not.toBeNull()
    expect(test!.indicators).toEqual([
      expect.objectContaining({ name: 'Глюкоза', value: '7,4', norm: '3,3–5,5', flag: 'high' }),
    ])
  })

  it('names a test awaiting approval by its state and shows none of its values', async () => {
    const r = await released('cashier', `orderId=${orderIds[2]}`)
    expect(r.data[0]!.tests).toEqual([
      expect.objectContaining({ name: 'Глюкоза крові', state: 'entered', approvedAt: null, indicators: [] }),
    ])
  })

  it('keeps a registrar limited to their own orders to those, by client and by order', async () => {
    const r = await released('registrar', `clientId=${clientId}`)
    expect(r.data.map((o) => o.orderId)).toEqual([orderIds[1]])
    expect(
      (await callV2(t, 'registrar', 'GET', `/lab/released-results?orderId=${orderIds[0]}`)).statusCode,
    ).toBe(404)
    const pdf = await callV2(t, 'registrar', 'GET', `/lab/orders/${orderIds[0]}/results.pdf`)
    expect(pdf.statusCode).toBe(404)
    const own = await callV2(t, 'registrar', 'GET', `/lab/orders/${orderIds[1]}/results.pdf`)
    expect(own.statusCode).toBe(200)
    expect(own.headers['content-type']).toMatch(/application\/pdf/)
  })

  it('shows the laboratory every order, and refuses a user who reads neither orders nor the laboratory', async () => {
    expect((await released('lab', `clientId=${clientId}`)).meta.total).toBe(2)
    expect(
      (await callV2(t, 'warehouse', 'GET', `/lab/released-results?clientId=${clientId}`)).statusCode,
    ).toBe(403)
  })

  it('asks for exactly one of client and order', async () => {
    for (const q of ['', `clientId=${clientId}&orderId=${orderIds[0]}`]) {
      const res = await callV2(t, 'cashier', 'GET', `/lab/released-results?${q}`)
      expect(res.statusCode).toBe(422)
      expect(errorsOf(res)).toEqual({ client_id: ['Вкажіть клієнта або замовлення (одне з двох)'] })
    }
  })
})
