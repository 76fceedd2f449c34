/**
 * Calculated indicators in the results (an indicator's formula over its test's other numeric values):
 * worked out by the server when the others are saved, rounded to the indicator's places and flagged like
 * a typed value, with the indicator's places; never typed (a changed value is refused, the shown one sent
 * back — as a number — is no change); cleared
 * while a value it reads is missing.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LabOrderResults } from '../../../domain/laboratory/lab-results.schema'
import { queryRows } from '../../db/raw'
import { createTestApp, type TestApp } from '../../../tests/support/test-app'
import { callV2, errorsOf } from '../orders/order-fixtures'
import { approveResults, confirmedLabOrder } from './lab-fixtures'

let t: TestApp
let testId = 0

const one = async (q: ReturnType<typeof sql>) => (await queryRows<{ id: number }>(t.db.db, q))[0]!.id
const save = (orderId: number, values: Record<string, string>) =>
  callV2(t, 'lab', 'PUT', `/lab/orders/${orderId}/results`, {
    items: Object.entries(values).map(([indicatorCode, value]) => ({
      testId,
      line: 0,
      indicatorCode,
      value,
    })),
  })
const ldl = (r: LabOrderResults) => r.tests[0]!.indicators.find((i) => i.code === 'LDL')!

beforeAll(async () => {
  t = await createTestApp()
  const norm =
    await one(sql`INSERT INTO norm_groups (name, system_name, parameters) VALUES ('ЛПНЩ (розрах.)', 'ci_ldl',
    ${JSON.stringify([{ ageFromDays: null, ageToDays: null, sex: null, min: null, max: 3, textNorm: null, criticalLow: null, criticalHigh: null }])}::jsonb) RETURNING id`)
  testId = await one(
    sql`INSERT INTO mc_tests (code, name_uk, result_mode) VALUES ('CI-LIP', 'Ліпідограма', 'default') RETURNING id`,
  )
  const indicator = (code: string, sort: number, formula: string | null = null) =>
    one(sql`INSERT INTO mc_test_indicators (mc_test_id, code, name, result_type, decimals, options, sort, formula)
      VALUES (${testId}, ${code}, ${code}, 'numeric', 2, '[]'::jsonb, ${sort}, ${formula}) RETURNING id`)
  await indicator('CHOL', 1)
  await indicator('HDL', 2)
  await indicator('TG', 3)
  const ldlId = await indicator('LDL', 4, 'CHOL - HDL - TG / 2.2')
  await t.db.db.execute(
    sql`INSERT INTO mc_test_indicator_norm_groups (indicator_id, norm_group_id) VALUES (${ldlId}, ${norm})`,
  )
})
afterAll(() => t.close())

describe('calculated indicators', () => {
  it('works the value out from the saved ones, rounded and flagged, and keeps it current', async () => {
    const orderId = await confirmedLabOrder(t, 'cashier', 20, [testId])
    const first = await save(orderId, { CHOL: '6,2', HDL: '1,1', TG: '2' })
    expect(first.statusCode, first.body).toBe(200)
    // 6.2 − 1.1 − 2 / 2.2 = 4.1909… → 4,19, above the range «< 3».
    expect(ldl(first.json<LabOrderResults>())).toMatchObject({
      value: '4,19',
      flag: 'high',
      source: 'calculated',
      calculated: true,
      state: 'entered',
      norm: '< 3',
    })
    const missing = await save(orderId, { TG: '' })
    expect(ldl(missing.json<LabOrderResults>()).value).toBeNull()
    const back = await save(orderId, { TG: '1,1' })
    expect(ldl(back.json<LabOrderResults>())).toMatchObject({ value: '4,60', flag: 'high' })
  })

  it('refuses a typed value for it, and takes the shown one sent back as no change', async () => {
    const orderId = await confirmedLabOrder(t, 'cashier', 20, [testId])
    await save(orderId, { CHOL: '4', HDL: '1,5', TG: '1,1' })
    const typed = await save(orderId, { LDL: '2,5' })
    expect(typed.statusCode).toBe(422)
    expect(errorsOf(typed)['items.0.value']).toEqual([
      'Показник розраховується за формулою: його значення не вносять',
    ])
    const asShown = await save(orderId, { CHOL: '4', HDL: '1,5', TG: '1,1', LDL: '2' })
    expect(asShown.statusCode, asShown.body).toBe(200)
    expect(ldl(asShown.json<LabOrderResults>())).toMatchObject({ value: '2,00', flag: 'normal' })
  })

  it('is approved with the others, and an approved one changes only through its inputs, needing approval again', async () => {
    const orderId = await confirmedLabOrder(t, 'cashier', 20, [testId])
    await save(orderId, { CHOL: '5', HDL: '1', TG: '2,2' })
    await approveResults(t, orderId)
    const changed = await save(orderId, { HDL: '1,5' })
    expect(ldl(changed.json<LabOrderResults>())).toMatchObject({ value: '2,50', state: 'entered' })
  })
})
