/**
 * The laboratory's five reports through the real app, on orders confirmed through the API (their tubes
 * made by the confirmation) in two fresh filials, whose tubes' times and results are then written as a
 * day of the lab would leave them: order A (filial F) — a blood count, glucose and a PCR swab, all
 * collected 10 minutes after registration and received an hour later, the blood count's two indicators
 * entered by the lab assistant and approved by the administrator, the glucose entered high and not
 * approved, the PCR entered and approved; order B (filial G) — a blood count whose tube was rejected, with
 * an error registered for it; order C (filial G, an order of the call-centre operator) — a blood count
 * collected only. Rows and totals are checked by hand in the comments; then the reach of a user limited
 * to their own orders, the permissions (403) and the Excel file read back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq, inArray, sql } from 'drizzle-orm'
import type { ReportAnswer } from '../../../domain/reports/define-report'
import { PERIOD_NOT_CHOSEN, addDays, periodInstants } from '../../../domain/reports/report-period'
import { kyivDay } from '../../../domain/time/kyiv'
import type { McOrder } from '../../../domain/orders/order.schema'
import { queryRows } from '../../db/raw'
import { roles, users } from '../../db/schema/auth'
import { mcTests } from '../../db/schema/lab'
import { labErrors } from '../../db/schema/lab-errors'
import { labResults } from '../../db/schema/lab-results'
import { labTubes } from '../../db/schema/lab-tubes'
import { orders } from '../../db/schema/orders'
import { filials } from '../../db/schema/places'
import { readSheetRows } from '../../lib/excel/sheet-reader'
import { createTestApp, type TestApp } from '../../../tests/support/test-app'
import { confirmCart, newOrder, setCart } from '../orders/order-fixtures'

let t: TestApp
const tag = `ЗвЛаб ${Date.now()}`
const today = kyivDay(new Date())
const period = `from=${today}&to=${today}`
const id = { f: 0, g: 0, cbc: 0, glu: 0, pcr: 0, lab: 0, admin: 0, callcenter: 0 }
const orderOf = { a: {} as McOrder, b: {} as McOrder, c: {} as McOrder }
/** Registration: 01:00 Kyiv time today; `at(n)` is n minutes later. */
const base = periodInstants(today, today).start.getTime() + 60 * 60_000
const at = (minutes: number) => new Date(base + minutes * 60_000)
const iso = (minutes: number) => at(minutes).toISOString()

const get = (url: string, login = 'admin') => t.as(login, { method: 'GET', url: `/api${url}` })
const report = async (url: string, login = 'admin') => {
  const res = await get(url, login)
  expect(res.statusCode, res.body).toBe(200)
  return res.json<ReportAnswer>()
}

async function confirmedIn(filialId: number, tests: number[]): Promise<McOrder> {
  const order = await newOrder(t)
  await setCart(t, order, { tests: tests.map((x) => ({ id: x })) })
  const done = await confirmCart(t, order)
  await t.db.db
    .update(orders)
    .set({ filialId, firstConfirmedAt: at(0) })
    .where(eq(orders.id, order.id))
  return done
}

const tubesOf = (orderId: number) =>
  queryRows<{ id: number; barcode: string; test: number }>(
    t.db.db,
    sql`SELECT tb.id, tb.barcode, tt.mc_test_id AS test FROM lab_tubes tb
        JOIN lab_tube_tests tt ON tt.tube_id = tb.id WHERE tb.order_id = ${orderId} ORDER BY tt.mc_test_id`,
  )

const result = (
  orderId: number,
  mcTestId: number,
  line: number,
  indicatorCode: string,
  values: Partial<typeof labResults.$inferInsert>,
) =>
  t.db.db.insert(labResults).values({ orderId, mcTestId, line, indicatorCode, enteredBy: id.lab, ...values })

beforeAll(async () => {
  t = await createTestApp()
  const db = t.db.db
  const userId = async (login: string) =>
    (await db.select({ id: users.id }).from(users).where(eq(users.login, login)))[0]!.id
  id.lab = await userId('lab')
  id.admin = await userId('admin')
  id.callcenter = await userId('callcenter')
  const tests = await db
    .select({ id: mcTests.id, code: mcTests.code })
    .from(mcTests)
    .where(inArray(mcTests.code, ['1001', '2001', '5101']))
  const code = new Map(tests.map((x) => [x.code, x.id]))
  id.cbc = code.get('1001')!
  id.glu = code.get('2001')!
  id.pcr = code.get('5101')!
  const cityId = (await queryRows<{ id: number }>(db, sql`SELECT id FROM cities ORDER BY id LIMIT 1`))[0]!.id
  const filial = async (suffix: string) =>
    (
      await db
        .insert(filials)
        .values({ name: `${tag} ${suffix}`, code: `lr-${suffix}-${Date.now()}`, cityId })
        .returning()
    )[0]!.id
  id.f = await filial('F')
  id.g = await filial('G')

  // Order A: every tube collected at +10 and received at +70.
  orderOf.a = await confirmedIn(id.f, [id.cbc, id.glu, id.pcr])
  await db
    .update(labTubes)
    .set({ state: 'received', collectedAt: at(10), receivedAt: at(70) })
    .where(eq(labTubes.orderId, orderOf.a.id))
  // The blood count: entered at +130, approved at +190 (RBC low); glucose entered at +100, high, not
  // approved; the PCR entered at +250 and approved at +300.
  const approved = (minutes: number) =>
    ({ state: 'approved', approvedBy: id.admin, approvedAt: at(minutes) }) as const
  await result(orderOf.a.id, id.cbc, 0, 'HGB', {
    value: '135',
    flag: 'normal',
    enteredAt: at(130),
    ...approved(190),
  })
  await result(orderOf.a.id, id.cbc, 0, 'RBC', {
    value: '3,1',
    flag: 'low',
    enteredAt: at(131),
    ...approved(190),
  })
  await result(orderOf.a.id, id.glu, 1, 'GLU', { value: '8,4', flag: 'high', enteredAt: at(100) })
  await result(orderOf.a.id, id.pcr, 2, 'SARS2', { value: 'Виявлено', enteredAt: at(250), ...approved(300) })

  // Order B: its tube collected at +5 and rejected at +30, with an error registered for its barcode.
  orderOf.b = await confirmedIn(id.g, [id.cbc])
  await db
    .update(labTubes)
    .set({ state: 'rejected', collectedAt: at(5), rejectedAt: at(30), rejectionReason: 'Гемоліз зразка' })
    .where(eq(labTubes.orderId, orderOf.b.id))
  const [tubeB] = await tubesOf(orderOf.b.id)
  await db.insert(labErrors).values({
    occurredOn: today,
    stage: 'preanalytical',
    errorType: 8,
    variant: 0,
    filialId: id.g,
    barcode: tubeB!.barcode,
    solution: 'Повторне взяття',
  })

  // Order C: the operator's, collected at +20 only.
  orderOf.c = await confirmedIn(id.g, [id.cbc])
  await db.update(orders).set({ createdBy: id.callcenter }).where(eq(orders.id, orderOf.c.id))
  await db
    .update(labTubes)
    .set({ state: 'collected', collectedAt: at(20) })
    .where(eq(labTubes.orderId, orderOf.c.id))
})
afterAll(async () => {
  await t?.close()
})

describe('timing', () => {
  it('follows each test from registration to approval, with the average durations', async () => {
    const got = await report(`/reports/timing?${period}&filialId=${id.f}`)
    const tubes = new Map((await tubesOf(orderOf.a.id)).map((x) => [x.test, x.barcode]))
    const byTest = new Map(got.rows.map((r) => [r.barcode, r]))
    expect(got.total).toBe(3)
    expect(byTest.get(tubes.get(id.cbc))).toMatchObject({
      registeredAt: iso(0),
      order: orderOf.a.code,
      collectedAt: iso(10),
      receivedAt: iso(70),
      resultAt: iso(130), // the first of its two indicators
      approvedAt: iso(190),
      toCollect: 10,
      toReceive: 60,
      toResult: 60,
      toApprove: 60,
      overall: 190,
    })
    expect(byTest.get(tubes.get(id.glu))).toMatchObject({
      resultAt: iso(100),
      approvedAt: null,
      toResult: 30,
      toApprove: null,
      overall: null,
    })
    expect(byTest.get(tubes.get(id.pcr))).toMatchObject({ toResult: 180, toApprove: 50, overall: 300 })
    // Averages over the rows that have the duration: result (60 + 30 + 180) / 3, approval (60 + 50) / 2.
    expect(got.totals).toEqual({ toCollect: 10, toReceive: 60, toResult: 90, toApprove: 55, overall: 245 })
  })

  it('filters by test, category and department, and needs a period of at most 30 days', async () => {
    const glucose = await report(`/reports/timing?${period}&filialId=${id.f}&testId=${id.glu}`)
    expect(glucose.rows.map((r) => r.toResult)).toEqual([30])
    const [pcr] = await queryRows<{ department_id: number; category_id: number }>(
      t.db.db,
      sql`SELECT department_id, category_id FROM mc_tests WHERE id = ${id.pcr}`,
    )
    for (const filter of [`departmentId=${pcr!.department_id}`, `testCategoryId=${pcr!.category_id}`]) {
      const got = await report(`/reports/timing?${period}&filialId=${id.f}&${filter}`)
      expect(
        got.rows.map((r) => r.overall),
        filter,
      ).toEqual([300])
    }
    const none = await get(`/reports/timing?filialId=${id.f}`)
    expect(none.statusCode).toBe(422)
    expect(none.json<{ errors: Record<string, string[]> }>().errors.from).toEqual([PERIOD_NOT_CHOSEN])
    expect((await get(`/reports/timing?from=${addDays(today, -30)}&to=${today}`)).statusCode).toBe(422)
    const yesterday = addDays(today, -1)
    expect(await report(`/reports/timing?from=${yesterday}&to=${yesterday}&filialId=${id.f}`)).toMatchObject({
      rows: [],
      total: 0,
    })
  })
})

describe('done tests timing by user', () => {
  it('counts per user the tests done and approved, with the average and longest waits', async () => {
    const got = await report(`/reports/done-tests-timing-by-user-report?${period}&filialId=${id.f}`)
    expect(got.rows).toEqual([
      // The lab assistant entered all three: 60, 30 and 180 minutes after the tubes were received.
      {
        user: 'Оксана Лаборантка',
        done: 3,
        avgToResult: 90,
        maxToResult: 180,
        approved: 0,
        avgToApprove: null,
        maxToApprove: null,
      },
      // The administrator approved the blood count (60 min after its result) and the PCR (50 min).
      {
        user: 'Олена Адміністраторка',
        done: 0,
        avgToResult: null,
        maxToResult: null,
        approved: 2,
        avgToApprove: 55,
        maxToApprove: 60,
      },
    ])
    expect(got.totals).toEqual({ done: 3, approved: 2 })
    const lab = await report(
      `/reports/done-tests-timing-by-user-report?${period}&filialId=${id.f}&userIds=${id.lab}`,
    )
    expect(lab.rows.map((r) => r.user)).toEqual(['Оксана Лаборантка'])
    expect((await report(`/reports/done-tests-timing-by-user-report?${period}&filialId=${id.g}`)).total).toBe(
      0,
    )
  })
})

describe('PCR results', () => {
  it('lists the results of the PCR tests only, with the patient and the approval', async () => {
    const got = await report(`/reports/results-plr?${period}&filialId=${id.f}`)
    expect(got.rows).toHaveLength(1)
    expect(got.rows[0]).toMatchObject({
      enteredAt: iso(250),
      order: orderOf.a.code,
      test: 'SARS-CoV-2 (ПЛР)',
      value: 'Виявлено',
      flag: null,
      approvedAt: iso(300),
    })
    expect(String(got.rows[0]!.patient)).not.toBe('')
    expect((await report(`/reports/results-plr?${period}&filialId=${id.f}&testId=${id.cbc}`)).total).toBe(0)
  })
})

describe('analyzes report', () => {
  it('counts per test the ordered, done, approved, rejected and out-of-range results', async () => {
    const f = await report(`/reports/analyzes-report?${period}&filialId=${id.f}`)
    const row = (rows: ReportAnswer['rows'], code: string) => rows.find((r) => r.code === code)
    expect(row(f.rows, '1001')).toMatchObject({ ordered: 1, done: 1, approved: 1, rejected: 0, results: 2 })
    // RBC low of two indicators: 50 %; the glucose high: 100 %; the PCR has no range: 0 %.
    expect(row(f.rows, '1001')).toMatchObject({ outOfRange: 1, outOfRangeShare: 50 })
    expect(row(f.rows, '2001')).toMatchObject({ done: 1, approved: 0, outOfRange: 1, outOfRangeShare: 100 })
    expect(row(f.rows, '5101')).toMatchObject({ done: 1, approved: 1, outOfRange: 0, outOfRangeShare: 0 })
    expect(f.totals).toEqual({ ordered: 3, done: 3, approved: 2, rejected: 0, results: 4, outOfRange: 2 })
    // Filial G: the blood count twice (B rejected, C collected), nothing done.
    const g = await report(`/reports/analyzes-report?${period}&filialId=${id.g}`)
    expect(g.rows.map((r) => [r.code, r.ordered, r.done, r.rejected, r.outOfRangeShare])).toEqual([
      ['1001', 2, 0, 1, null],
    ])
  })
})

describe('laboratory journal', () => {
  it('lists the tubes received or rejected in the period with their tests, results and errors', async () => {
    const a = await report(`/reports/laboratory?${period}&filialId=${id.f}`)
    const tubes = await tubesOf(orderOf.a.id)
    expect(a.rows.map((r) => r.barcode).sort()).toEqual([...new Set(tubes.map((x) => x.barcode))].sort())
    const cbcTube = tubes.find((x) => x.test === id.cbc)!.barcode
    const gluTube = tubes.find((x) => x.test === id.glu)!.barcode
    const byBarcode = new Map(a.rows.map((r) => [r.barcode, r]))
    expect(byBarcode.get(cbcTube)).toMatchObject({
      receivedAt: iso(70),
      order: orderOf.a.code,
      filial: `${tag} F`,
      state: 'Прийнято лабораторією',
      results: 'Затверджено',
      errors: null,
      errorCount: 0,
    })
    if (gluTube !== cbcTube) expect(byBarcode.get(gluTube)?.results).toBe('Затверджено 0 з 1, внесено 1')
    // Filial G: B's tube rejected at +30 with its error; C's tube was never received.
    const g = await report(`/reports/laboratory?${period}&filialId=${id.g}`)
    expect(g.rows).toEqual([
      expect.objectContaining({
        receivedAt: iso(30),
        order: orderOf.b.code,
        state: 'Відбраковано: Гемоліз зразка',
        results: 'Немає',
        errors: 'Преаналітичний: Якість зразка',
        errorCount: 1,
      }),
    ])
    expect(g.totals).toEqual({ errorCount: 1 })
  })
})

describe('who sees the laboratory reports', () => {
  it('a user limited to their own orders sees only those', async () => {
    const [role] = await t.db.db
      .select()
      .from(roles)
      .where(sql`${roles.id} = (SELECT role_id FROM users WHERE id = ${id.callcenter})`)
    await t.db.db
      .update(roles)
      .set({ permissions: [...role!.permissions, 'showTimingReportPage', 'canShowAnalyzesReport'] })
      .where(eq(roles.id, role!.id))
    try {
      const mine = await report(`/reports/timing?${period}&filialId=${id.g}`, 'callcenter')
      expect(mine.rows.map((r) => [r.order, r.collectedAt])).toEqual([[orderOf.c.code, iso(20)]])
      expect(await report(`/reports/timing?${period}&filialId=${id.f}`, 'callcenter')).toMatchObject({
        total: 0,
      })
      const counts = await report(`/reports/analyzes-report?${period}&filialId=${id.g}`, 'callcenter')
      expect(counts.totals).toMatchObject({ ordered: 1, rejected: 0 })
      // The administrator sees both orders of G.
      expect((await report(`/reports/timing?${period}&filialId=${id.g}`)).total).toBe(2)
    } finally {
      await t.db.db.update(roles).set({ permissions: role!.permissions }).where(eq(roles.id, role!.id))
    }
  })

  it('answers 403 without the report’s permission; the journal takes any of its three', async () => {
    for (const name of [
      'timing',
      'done-tests-timing-by-user-report',
      'results-plr',
      'analyzes-report',
      'laboratory',
    ]) {
      const url = `/reports/${name}?${period}`
      expect((await get(url, 'registrar')).statusCode, name).toBe(403)
      expect((await get(`/reports/${name}/export.xlsx?${period}`, 'registrar')).statusCode, name).toBe(403)
      expect((await get(`/reports/${name}/options`, 'registrar')).statusCode, name).toBe(403)
    }
    // The lab assistant's role has every laboratory report but the analyzes report.
    expect((await get(`/reports/laboratory?${period}&filialId=${id.g}`, 'lab')).statusCode).toBe(200)
    expect((await get(`/reports/timing?${period}&filialId=${id.g}`, 'lab')).statusCode).toBe(200)
    expect((await get(`/reports/analyzes-report?${period}`, 'lab')).statusCode).toBe(403)
  })
})

describe('the Excel export', () => {
  it('opens with the rows and a «Разом» row of the average durations', async () => {
    const res = await get(`/reports/timing/export.xlsx?${period}&filialId=${id.f}`)
    expect(res.statusCode, res.body).toBe(200)
    const sheet: unknown[][] = []
    for await (const row of readSheetRows(res.rawPayload)) sheet.push(row.cells)
    expect(sheet[0]?.slice(0, 4)).toEqual(['Зареєстровано', 'Замовлення', 'Штрихкод', 'Аналіз'])
    expect(sheet).toHaveLength(5)
    expect(sheet[4]).toEqual(['Разом', null, null, null, null, null, null, null, null, 10, 60, 90, 55, 245])
  })
})
