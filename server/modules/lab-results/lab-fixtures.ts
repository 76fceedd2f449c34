/** Tests' laboratory data: a test with one numeric indicator and its range, and confirmed orders of it. */
import { sql } from 'drizzle-orm'
import { expect } from 'vitest'
import { queryRows } from '../../db/raw'
import type { InjectOptions, LightMyRequestResponse } from 'fastify'
import type { Db } from '../../db/client'
import { callV2, newOrder } from '../orders/order-fixtures'

/** What these helpers need of tests/support's TestApp (server code may not import tests/). */
interface TestApp {
  as(login: string, opts: InjectOptions): Promise<LightMyRequestResponse>
  db: { db: Db }
}

const one = async (t: TestApp, q: ReturnType<typeof sql>) =>
  (await queryRows<{ id: number }>(t.db.db, q))[0]!.id

/** A test `code` with the numeric indicator GLU (one decimal, range 3,3–5,5); answers its id. */
export async function glucoseTest(t: TestApp, code: string, name: string): Promise<number> {
  const range = { ageFromDays: null, ageToDays: null, sex: null, min: 3.3, max: 5.5 }
  const norm = await one(
    t,
    sql`INSERT INTO norm_groups (name, system_name, parameters) VALUES (${`Глюкоза ${code}`}, ${code.toLowerCase()},
      ${JSON.stringify([{ ...range, textNorm: null, criticalLow: null, criticalHigh: 20 }])}::jsonb) RETURNING id`,
  )
  const testId = await one(
    t,
    sql`INSERT INTO mc_tests (code, name_uk, result_mode) VALUES (${code}, ${name}, 'default') RETURNING id`,
  )
  const indicator = await one(
    t,
    sql`INSERT INTO mc_test_indicators (mc_test_id, code, name, result_type, decimals, options, sort)
      VALUES (${testId}, 'GLU', 'Глюкоза', 'numeric', 1, '[]'::jsonb, 1) RETURNING id`,
  )
  await t.db.db.execute(
    sql`INSERT INTO mc_test_indicator_norm_groups (indicator_id, norm_group_id) VALUES (${indicator}, ${norm})`,
  )
  return testId
}

/** A confirmed order of crm client `clientId` made by `login`, with `testIds` on its cart (lines 0, 1…). */
export async function confirmedLabOrder(
  t: TestApp,
  login: string,
  clientId: number,
  testIds: number[],
): Promise<number> {
  const o = await newOrder(t, login, clientId)
  const line = (id: number) => ({
    id,
    name: '',
    code: null,
    price: 0,
    paramApiReferenceId: null,
    paramApiReferenceValue: null,
    barcode: null,
    quantity: 1,
    quantityToPay: 1,
    quantityFromDeposit: 0,
    debitedFromDepositAt: null,
    paidFromDeposit: false,
  })
  const cart = { services: [], tests: testIds.map(line), products: [], materials: [] }
  await t.db.db.execute(
    sql`UPDATE orders SET cart_data = ${JSON.stringify(cart)}::jsonb, state = 'confirmed' WHERE id = ${o.id}`,
  )
  return o.id
}

/** The laboratory types GLU of the test on cart line `line`. */
export async function enterGlucose(t: TestApp, orderId: number, testId: number, value: string, line = 0) {
  const res = await callV2(t, 'lab', 'PUT', `/lab/orders/${orderId}/results`, {
    items: [{ testId, line, indicatorCode: 'GLU', value }],
  })
  expect(res.statusCode, res.body).toBe(200)
}

/** The laboratory approves the order's entered results (of `testIds` only, when named). */
export async function approveResults(t: TestApp, orderId: number, testIds?: number[]) {
  const res = await callV2(
    t,
    'lab',
    'POST',
    `/lab/orders/${orderId}/results/approve`,
    testIds ? { testIds } : {},
  )
  expect(res.statusCode, res.body).toBe(200)
}
