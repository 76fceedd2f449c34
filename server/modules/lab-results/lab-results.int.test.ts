/**
 * Laboratory results: an order's tests with the patient's range (male / female, adult / child bands),
 * flags computed by the server (low, high, critical), doubleResult and noResult tests, values checked per
 * indicator kind, approval and re-approval after a change (with its history), who may approve, the order
 * scope, the worklist, and the patient's PDF read back as text.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LabOrderResults, LabWorklist } from '../../../domain/laboratory/lab-results.schema'
import type { NormParameter } from '../../../domain/laboratory/normogroups'
import { kyivDay } from '../../../domain/time/kyiv'
import { queryRows } from '../../db/raw'
import { pdfContent } from '../../../tests/support/pdf-text'
import { createTestApp, type TestApp } from '../../../tests/support/test-app'
import { callV2, errorsOf } from '../orders/order-fixtures'
import { confirmedLabOrder } from './lab-fixtures'

let t: TestApp
const tests = { cbc: 0, dbl: 0, none: 0 }
const patients = { man: 0, woman: 0, child: 0 }
let department = 0

const one = async (q: ReturnType<typeof sql>) => (await queryRows<{ id: number }>(t.db.db, q))[0]!.id
const today = kyivDay(new Date())
const yearsAgo = (years: number) =>
  `${Number(today.slice(0, 4)) - years}${today.slice(4)}`.replace('-02-29', '-02-28')

const row = (p: Partial<NormParameter>): NormParameter => ({
  ageFromDays: null,
  ageToDays: null,
  sex: null,
  min: null,
  max: null,
  textNorm: null,
  criticalLow: null,
  criticalHigh: null,
  ...p,
})

beforeAll(async () => {
  t = await createTestApp()
  department = await one(sql`SELECT id FROM departments ORDER BY id LIMIT 1`)
  const hb =
    await one(sql`INSERT INTO norm_groups (name, system_name, parameters) VALUES ('Гемоглобін (тест)', 'lr_hb',
    ${JSON.stringify([
      row({ ageToDays: 6573, min: 110, max: 140, criticalLow: 60, criticalHigh: 200 }),
      row({ ageFromDays: 6574, sex: 'male', min: 130, max: 170, criticalLow: 70, criticalHigh: 220 }),
      row({ ageFromDays: 6574, sex: 'female', min: 120, max: 150, criticalLow: 70, criticalHigh: 220 }),
    ])}::jsonb) RETURNING id`)
  const glu =
    await one(sql`INSERT INTO norm_groups (name, system_name, parameters) VALUES ('Глюкоза (тест)', 'lr_glu',
    ${JSON.stringify([row({ min: 3.3, max: 5.5, criticalHigh: 20 })])}::jsonb) RETURNING id`)
  const test = (code: string, name: string, mode: string) =>
    one(sql`INSERT INTO mc_tests (code, name_uk, result_mode, department_id) VALUES (${code}, ${name}, ${mode},
      ${department}) RETURNING id`)
  tests.cbc = await test('LR-CBC', 'Загальний аналіз крові (Ґ Є І Їʼ)', 'default')
  tests.dbl = await test('LR-DBL', 'Глюкоза двічі', 'doubleResult')
  tests.none = await test('LR-NONE', 'Консультація лаборанта', 'noResult')
  const ind = async (
    testId: number,
    code: string,
    name: string,
    type: string,
    decimals: number,
    options: string[],
    group: number | null,
    sort: number,
  ) => {
    const id =
      await one(sql`INSERT INTO mc_test_indicators (mc_test_id, code, name, result_type, decimals, options, sort)
      VALUES (${testId}, ${code}, ${name}, ${type}, ${decimals}, ${JSON.stringify(options)}::jsonb, ${sort}) RETURNING id`)
    if (group)
      await t.db.db.execute(
        sql`INSERT INTO mc_test_indicator_norm_groups (indicator_id, norm_group_id) VALUES (${id}, ${group})`,
      )
  }
  await ind(tests.cbc, 'HB', 'Гемоглобін', 'numeric', 0, [], hb, 1)
  await ind(tests.cbc, 'COLOR', 'Колір', 'select', 0, ['жовтий', 'червоний'], null, 2)
  await ind(tests.cbc, 'NOTE', 'Примітка', 'text', 0, [], null, 3)
  await ind(tests.dbl, 'GLU', 'Глюкоза', 'numeric', 1, [], glu, 1)
  await ind(tests.none, 'X', 'Не вноситься', 'text', 0, [], null, 1)
  const client = (surname: string, birthday: string, male: string) =>
    one(
      sql`INSERT INTO clients (surname, name, birthday, male) VALUES (${surname}, 'Тест', ${birthday}, ${male}) RETURNING id`,
    )
  patients.man = await client('Ґонта', yearsAgo(30), 'man')
  patients.woman = await client('Єременко', yearsAgo(30), 'woman')
  patients.child = await client('Їжакевич', yearsAgo(5), 'man')
  // The registrar (own orders only) may see and enter lab results here, never approve them.
  await t.db.db.execute(
    sql`UPDATE roles SET permissions = permissions || '["crmLabSee","crmLabResultsEdit"]'::jsonb WHERE code = 'registrar'`,
  )
})
afterAll(() => t.close())

/** A confirmed order of `clientId` by `login` with the three tests on its cart. */
const labOrder = (clientId: number, login = 'cashier') =>
  confirmedLabOrder(t, login, clientId, [tests.cbc, tests.dbl, tests.none])

const read = (orderId: number, login = 'lab') => callV2(t, login, 'GET', `/lab/orders/${orderId}/results`)
const save = (orderId: number, items: object[], login = 'lab') =>
  callV2(t, login, 'PUT', `/lab/orders/${orderId}/results`, { items })
const approve = (orderId: number, body: object = {}, login = 'lab') =>
  callV2(t, login, 'POST', `/lab/orders/${orderId}/results/approve`, body)
const hb = (value: string) => ({ testId: tests.cbc, line: 0, indicatorCode: 'HB', value })
const indicator = (r: LabOrderResults, testId: number, code: string) =>
  r.tests.find((x) => x.testId === testId)!.indicators.find((i) => i.code === code)!

describe('ranges and flags', () => {
  it('shows each patient the range of their sex and age and flags the same value accordingly', async () => {
    const cases = [
      [patients.man, '130–170', 'low'],
      [patients.woman, '120–150', 'normal'],
      [patients.child, '110–140', 'normal'],
    ] as const
    for (const [client, norm, flag] of cases) {
      const id = await labOrder(client)
      const before = (await read(id)).json<LabOrderResults>()
      expect(indicator(before, tests.cbc, 'HB').norm).toBe(norm)
      const res = await save(id, [hb('125')])
      expect(res.statusCode, res.body).toBe(200)
      const hbRow = indicator(res.json<LabOrderResults>(), tests.cbc, 'HB')
      expect(hbRow).toMatchObject({ value: '125', flag, state: 'entered', norm })
    }
  })

  it('flags critical values below and above, and high', async () => {
    const id = await labOrder(patients.child)
    const flagOf = async (v: string) =>
      indicator((await save(id, [hb(v)])).json<LabOrderResults>(), tests.cbc, 'HB').flag
    expect(await flagOf('59')).toBe('critical_low')
    expect(await flagOf('60')).toBe('low')
    expect(await flagOf('141')).toBe('high')
    expect(await flagOf('201')).toBe('critical_high')
  })

  it('keeps two values of a doubleResult test, each flagged, and lists a noResult test as such', async () => {
    const id = await labOrder(patients.woman)
    const res = await save(id, [
      { testId: tests.dbl, line: 1, indicatorCode: 'GLU', value: '4,2', value2: '6.1' },
    ])
    expect(res.statusCode, res.body).toBe(200)
    const r = res.json<LabOrderResults>()
    expect(indicator(r, tests.dbl, 'GLU')).toMatchObject({
      value: '4,2',
      value2: '6,1',
      flag: 'normal',
      flag2: 'high',
    })
    expect(r.tests.find((x) => x.testId === tests.none)).toMatchObject({ state: 'no_result', indicators: [] })
    const refused = await save(id, [{ testId: tests.none, line: 2, indicatorCode: 'X', value: 'так' }])
    expect(refused.statusCode).toBe(422)
    expect(errorsOf(refused)['items.0.value']).toEqual(['Аналіз без результату: значення не вносяться'])
    const second = await save(id, [{ ...hb('130'), value2: '131' }])
    expect(errorsOf(second)['items.0.value2']?.[0]).toMatch(/подвійним результатом/)
  })
})

describe('values by kind', () => {
  it('refuses a number with too many decimals, a select value not offered and text over 2000, saving nothing', async () => {
    const id = await labOrder(patients.man)
    const res = await save(id, [
      hb('130'),
      { testId: tests.dbl, line: 1, indicatorCode: 'GLU', value: '4.25' },
      { testId: tests.cbc, line: 0, indicatorCode: 'COLOR', value: 'синій' },
      { testId: tests.cbc, line: 0, indicatorCode: 'NOTE', value: 'ї'.repeat(2001) },
      { testId: tests.cbc, line: 0, indicatorCode: 'HB', value: 'багато' },
    ])
    expect(res.statusCode).toBe(422)
    expect(errorsOf(res)).toEqual({
      'items.1.value': ['Не більше 1 знаків після коми'],
      'items.2.value': ['Оберіть значення зі списку'],
      'items.3.value': ['Не довше 2000 символів'],
      'items.4.value': ['Вкажіть число (кома або крапка для дробової частини)'],
    })
    expect(indicator((await read(id)).json<LabOrderResults>(), tests.cbc, 'HB').value).toBeNull()
    const ok = await save(id, [
      { testId: tests.cbc, line: 0, indicatorCode: 'COLOR', value: 'червоний' },
      { testId: tests.cbc, line: 0, indicatorCode: 'NOTE', value: 'Гемоліз ʼ' },
    ])
    expect(ok.statusCode).toBe(200)
    expect(indicator(ok.json<LabOrderResults>(), tests.cbc, 'COLOR')).toMatchObject({
      value: 'червоний',
      flag: 'none',
    })
  })
})

describe('approval', () => {
  it('refuses empty values, approves, and a change sends the value back for approval with its history', async () => {
    const id = await labOrder(patients.man)
    await save(id, [hb('150')])
    const refused = await approve(id, { testIds: [tests.cbc] })
    expect(refused.statusCode).toBe(422)
    expect(refused.json<{ message: string }>().message).toMatch(/Не всі показники заповнені/)
    await save(id, [
      { testId: tests.cbc, line: 0, indicatorCode: 'COLOR', value: 'жовтий' },
      { testId: tests.cbc, line: 0, indicatorCode: 'NOTE', value: 'без змін' },
    ])
    const ok = await approve(id, { testIds: [tests.cbc] })
    expect(ok.statusCode, ok.body).toBe(200)
    const approved = ok.json<LabOrderResults>()
    expect(approved.tests.find((x) => x.testId === tests.cbc)!.state).toBe('approved')
    expect(indicator(approved, tests.cbc, 'HB').approvedBy?.name).toBe('Оксана Лаборантка')
    // The same value again changes nothing; another one needs a new approval.
    const same = await save(id, [hb('150')])
    expect(indicator(same.json<LabOrderResults>(), tests.cbc, 'HB').state).toBe('approved')
    const changed = (await save(id, [hb('175')])).json<LabOrderResults>()
    expect(indicator(changed, tests.cbc, 'HB')).toMatchObject({
      value: '175',
      state: 'entered',
      flag: 'high',
      approvedBy: null,
    })
    expect(changed.tests.find((x) => x.testId === tests.cbc)!.state).toBe('entered')
    const history = await queryRows<{ old_value: string; new_value: string; old_state: string }>(
      t.db.db,
      sql`SELECT c.old_value, c.new_value, c.old_state FROM lab_result_changes c JOIN lab_results r ON r.id = c.result_id
          WHERE r.order_id = ${id} ORDER BY c.id`,
    )
    expect(history).toEqual([{ old_value: '150', new_value: '175', old_state: 'approved' }])
    expect((await approve(id)).statusCode).toBe(200)
    expect((await approve(id)).json<{ message: string }>().message).toBe(
      'Немає результатів, що чекають затвердження',
    )
  })

  it('refuses a save made over results changed meanwhile (409 with the current results)', async () => {
    const id = await labOrder(patients.woman)
    const { version } = (await read(id)).json<LabOrderResults>()
    expect(
      (await callV2(t, 'lab', 'PUT', `/lab/orders/${id}/results`, { items: [hb('130')], version }))
        .statusCode,
    ).toBe(200)
    const stale = await callV2(t, 'lab', 'PUT', `/lab/orders/${id}/results`, { items: [hb('131')], version })
    expect(stale.statusCode).toBe(409)
    expect(indicator(stale.json<{ current: LabOrderResults }>().current, tests.cbc, 'HB').value).toBe('130')
  })

  it('does not let a registrar approve, and hides orders outside their scope', async () => {
    const others = await labOrder(patients.woman, 'cashier')
    expect((await read(others, 'registrar')).statusCode).toBe(404)
    expect((await save(others, [hb('130')], 'registrar')).statusCode).toBe(404)
    const own = await labOrder(patients.woman, 'registrar')
    const r = await read(own, 'registrar')
    expect(r.statusCode).toBe(200)
    expect(r.json<LabOrderResults>().may).toEqual({ edit: true, approve: false })
    expect((await save(own, [hb('130')], 'registrar')).statusCode).toBe(200)
    expect((await approve(own, {}, 'registrar')).statusCode).toBe(403)
    expect((await read(own, 'doctor')).statusCode).toBe(403)
    expect((await read(99_999_999)).statusCode).toBe(404)
  })
})

describe('demo data', () => {
  it('gives the demo a few orders with results, some approved and some awaiting approval', async () => {
    const states = await queryRows<{ state: string; orders: number }>(
      t.db.db,
      sql`SELECT r.state, count(DISTINCT r.order_id)::int AS orders FROM lab_results r
          JOIN mc_tests m ON m.id = r.mc_test_id WHERE m.code NOT LIKE 'LR-%' GROUP BY r.state ORDER BY r.state`,
    )
    expect(states.map((s) => s.state)).toEqual(['approved', 'entered'])
    expect(states.every((s) => s.orders >= 1)).toBe(true)
  })
})

describe('worklist and PDF', () => {
  it('lists test lines awaiting results or approval with order code and patient', async () => {
    const id = await labOrder(patients.child)
    await save(id, [{ testId: tests.dbl, line: 1, indicatorCode: 'GLU', value: '5', value2: '5' }])
    const list = async (q: string) =>
      (await callV2(t, 'lab', 'GET', `/lab/worklist?${q}`))
        .json<LabWorklist>()
        .data.filter((x) => x.orderId === id)
    const awaiting = await list(`departmentId=${department}&date=${today}`)
    expect(awaiting.map((x) => [x.testCode, x.state])).toEqual([
      ['LR-CBC', 'pending'],
      ['LR-DBL', 'entered'],
    ])
    expect(awaiting[0]!.patient).toBe('Їжакевич Тест')
    expect((await list('state=entered')).map((x) => x.testCode)).toEqual(['LR-DBL'])
    const bad = await callV2(t, 'lab', 'GET', '/lab/worklist?date=2025-13-01')
    expect(bad.statusCode).toBe(422)
  })

  it('prints approved results only, in Ukrainian letters, naming the pending tests', async () => {
    const id = await labOrder(patients.man)
    await save(id, [
      hb('231'),
      { testId: tests.cbc, line: 0, indicatorCode: 'COLOR', value: 'жовтий' },
      { testId: tests.cbc, line: 0, indicatorCode: 'NOTE', value: 'Ґ Є І Ї ʼ' },
      { testId: tests.dbl, line: 1, indicatorCode: 'GLU', value: '9,9' },
    ])
    expect((await approve(id, { testIds: [tests.cbc] })).statusCode).toBe(200)
    const res = await callV2(t, 'lab', 'GET', `/lab/orders/${id}/results.pdf`)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/pdf')
    const text = (await pdfContent(res.rawPayload)).pages.join(' ')
    expect(text).toContain('Ґонта Тест')
    expect(text).toContain('Ґ Є І Ї ʼ')
    expect(text).toContain('231')
    expect(text).toContain('критично високо')
    expect(text).toContain('130–170')
    expect(text).not.toContain('9,9')
    expect(text).toContain('Результат ще не затверджено: LR-DBL Глюкоза двічі')
  })
})
