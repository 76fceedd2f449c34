/**
 * The report framework through the real app on a hand-made dataset in a month no demo order touches
 * (March 2031, Kyiv winter time): the sales report by Kyiv day with hand-checked totals, its filters and
 * date types, the period rules in the spec's words, the permission, paging of the activity report, the
 * Excel file read back, and — for random datasets — totals that are the sums of the rows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { and, eq, gte, lt, sql } from 'drizzle-orm'
import { queryRows } from '../../db/raw'
import type { ReportAnswer, ReportOptions } from '../../../domain/reports/define-report'
import { NOTHING_FOUND } from '../../../domain/reports/define-report'
import { PERIOD_NOT_CHOSEN, PERIOD_TOO_LONG } from '../../../domain/reports/report-period'
import { users } from '../../db/schema/auth'
import { orders } from '../../db/schema/orders'
import { filials } from '../../db/schema/places'
import { userActivities } from '../../db/schema/user-activities'
import { readSheetRows } from '../../lib/excel/sheet-reader'
import { createTestApp, type TestApp } from '../../../tests/support/test-app'
import { seedDemoActivities } from '../../db/seed/demo-activities'
import { addDays } from '../../../domain/reports/report-period'
import { kyivDay } from '../../../domain/time/kyiv'

let t: TestApp
let filialA = 0
let filialB = 0
let author = 0
let seq = 0

const get = (url: string, login = 'admin') => t.as(login, { method: 'GET', url: `/api${url}` })
const report = async (url: string) => {
  const res = await get(url)
  expect(res.statusCode, res.body).toBe(200)
  return res.json<ReportAnswer>()
}

async function order(at: string, values: Partial<typeof orders.$inferInsert> = {}) {
  seq += 1
  await t.db.db.insert(orders).values({
    code: `RPT-${seq}-${Math.random().toString(36).slice(2, 8)}`,
    state: 'confirmed',
    createdBy: author,
    filialId: filialA,
    createdAt: new Date(at),
    cartData: { services: [{}], tests: [{}, {}], products: [], materials: [] } as never,
    ...values,
  })
}

beforeAll(async () => {
  t = await createTestApp()
  // The test template leaves the demo working hours out; this file seeds them as `npm start` does.
  await seedDemoActivities(t.db.db)
  const places = await t.db.db.select({ id: filials.id }).from(filials).orderBy(filials.id).limit(2)
  ;[filialA, filialB] = places.map((p) => p.id) as [number, number]
  const [admin] = await t.db.db.select({ id: users.id }).from(users).where(eq(users.login, 'admin'))
  author = admin!.id
  // 01.03.2031: two orders (one confirmed on the 3rd), one deleted, one in the other filial.
  await order('2031-03-01T08:00:00Z', {
    sum: 100_000,
    discount: 10_000,
    toPay: 90_000,
    cartFinishedAt: new Date('2031-03-03T09:00:00Z'),
  })
  await order('2031-03-01T12:00:00Z', { sum: 50_050, discount: 0, toPay: 50_050 })
  await order('2031-03-01T13:00:00Z', { sum: 999_999, toPay: 999_999, state: 'deleted' })
  await order('2031-03-01T14:00:00Z', { sum: 7_000, toPay: 7_000, filialId: filialB })
  // 23:30 UTC on the 1st is 01:30 on the 2nd in Kyiv.
  await order('2031-03-01T23:30:00Z', { sum: 1, discount: 0, toPay: 1 })
})
afterAll(async () => {
  await t?.close()
})

describe('the sales report', () => {
  it('counts orders by Kyiv day with their sums, totals and the filial filter', async () => {
    const got = await report(`/reports/sales?from=2031-03-01&to=2031-03-30&filialId=${filialA}`)
    expect(got.rows).toEqual([
      {
        day: '2031-03-01',
        orders: 2,
        confirmed: 1,
        lines: 6,
        sum: 150_050,
        discount: 10_000,
        toPay: 140_050,
      },
      { day: '2031-03-02', orders: 1, confirmed: 0, lines: 3, sum: 1, discount: 0, toPay: 1 },
    ])
    expect(got.totals).toEqual({
      orders: 3,
      confirmed: 1,
      lines: 9,
      sum: 150_051,
      discount: 10_000,
      toPay: 140_051,
    })
    expect(got).toMatchObject({ total: 2, page: 1 })
    expect(Date.parse(got.generatedAt)).toBeGreaterThan(Date.now() - 60_000)

    const all = await report('/reports/sales?from=2031-03-01&to=2031-03-01')
    expect(all.rows).toEqual([expect.objectContaining({ day: '2031-03-01', orders: 3, toPay: 147_050 })])
  })

  it('by confirmation date counts the confirmed orders on the day they were confirmed', async () => {
    const got = await report(
      `/reports/sales?from=2031-03-01&to=2031-03-30&dateType=completed&filialId=${filialA}`,
    )
    expect(got.rows).toEqual([expect.objectContaining({ day: '2031-03-03', orders: 1, toPay: 90_000 })])
  })

  it(
    'answers no rows and zero totals for a period without orders (the screen says «' + NOTHING_FOUND + '»)',
    async () => {
      const got = await report('/reports/sales?from=2031-05-01&to=2031-05-02')
      expect(got).toMatchObject({ rows: [], total: 0, totals: { orders: 0, toPay: 0 } })
    },
  )

  it('refuses a missing or too long period on its field, in the spec’s words, and unknown filters', async () => {
    const none = await get('/reports/sales?filialId=1')
    expect(none.statusCode).toBe(422)
    expect(none.json()).toMatchObject({ errors: { from: [PERIOD_NOT_CHOSEN] } })
    const long = await get('/reports/sales?from=2031-03-01&to=2031-03-31')
    expect(long.json()).toMatchObject({ errors: { to: [PERIOD_TOO_LONG] } })
    expect((await get('/reports/sales?from=2031-03-01&to=2031-03-02&userIds=1')).statusCode).toBe(422)
    expect((await get('/reports/sales?from=2031-03-01&to=2031-03-02&filialId=99999999999')).statusCode).toBe(
      422,
    )
    expect((await get('/reports/sales?from=2031-02-30&to=2031-03-02')).statusCode).toBe(422)
  })

  it('is for those with its permission only, its filter choices too', async () => {
    expect((await get('/reports/sales?from=2031-03-01&to=2031-03-02', 'registrar')).statusCode).toBe(403)
    expect((await get('/reports/sales/options', 'registrar')).statusCode).toBe(403)
    expect(
      (await get('/reports/sales/export.xlsx?from=2031-03-01&to=2031-03-02', 'registrar')).statusCode,
    ).toBe(403)
    const options = (await get('/reports/sales/options')).json<ReportOptions>()
    expect(Object.keys(options).sort()).toEqual(['cityId', 'filialId', 'insuranceCompanyId'])
    expect(options.filialId?.map((f) => f.id)).toEqual(expect.arrayContaining([filialA, filialB]))
  })

  it('exports the rows to Excel with Kyiv days, hryvnias as numbers and a «Разом» row', async () => {
    const res = await get(`/reports/sales/export.xlsx?from=2031-03-01&to=2031-03-30&filialId=${filialA}`)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-disposition']).toContain(
      encodeURIComponent('Продажі 01.03.2031–30.03.2031.xlsx'),
    )
    const rows: unknown[][] = []
    for await (const row of readSheetRows(res.rawPayload)) rows.push(row.cells)
    expect(rows).toEqual([
      ['День', 'Замовлень', 'Підтверджено', 'Позицій', 'Сума', 'Знижка', 'До сплати'],
      ['01.03.2031', 2, 1, 6, 1500.5, 100, 1400.5],
      ['02.03.2031', 1, 0, 3, 0.01, 0, 0.01],
      ['Разом', 3, 1, 9, 1500.51, 100, 1400.51],
    ])
  })
})

describe('the activity report', () => {
  it('shows the demo working hours of every login over the last two weeks', async () => {
    const today = kyivDay(new Date())
    const got = await report(`/reports/activity-report?from=${addDays(today, -14)}&to=${today}`)
    const logins = await t.db.db.select({ id: users.id }).from(users).where(eq(users.isActive, true))
    // Twelve or thirteen working days (Sundays off), every active login each.
    expect(got.total / logins.length).toBeGreaterThanOrEqual(11)
    expect(got.total % logins.length).toBe(0)
    expect(got.rows[0]!.sessions).toBe(2)
    expect(got.rows.every((r) => r.day !== today)).toBe(true)
  })

  it('sums each user’s day, 15 rows a page, filtered by users', async () => {
    const people = await t.db.db
      .select({ id: users.id, name: users.name })
      .from(users)
      .orderBy(users.id)
      .limit(6)
    const days = ['2031-03-10', '2031-03-11', '2031-03-12']
    // Each worked the three days: two sessions a day, of 30 and 45 minutes.
    for (const p of people)
      for (const day of days)
        await t.db.db.insert(userActivities).values([
          { userId: p.id, startTime: new Date(`${day}T07:00:00Z`), endTime: new Date(`${day}T07:30:00Z`) },
          { userId: p.id, startTime: new Date(`${day}T12:00:00Z`), endTime: new Date(`${day}T12:45:00Z`) },
        ])
    const rowsCount = people.length * days.length
    const first = await report('/reports/activity-report?from=2031-03-10&to=2031-03-12')
    expect(first).toMatchObject({ total: rowsCount, page: 1, pageSize: 15 })
    expect(first.rows).toHaveLength(15)
    // The newest day first.
    expect(first.rows[0]).toMatchObject({
      day: '2031-03-12',
      start: '2031-03-12T07:00:00.000Z',
      end: '2031-03-12T12:45:00.000Z',
      sessions: 2,
      minutes: 75,
    })
    expect(first.totals).toEqual({ sessions: 2 * rowsCount, minutes: 75 * rowsCount })
    const second = await report('/reports/activity-report?from=2031-03-10&to=2031-03-12&page=2')
    expect(second.rows).toHaveLength(rowsCount - 15)
    const keys = [...first.rows, ...second.rows].map((r) => `${r.day} ${r.user}`)
    expect(new Set(keys).size).toBe(rowsCount)

    const two = await report(
      `/reports/activity-report?from=2031-03-10&to=2031-03-10&userIds=${people[0]!.id},${people[1]!.id}`,
    )
    expect(two.rows.map((r) => r.user).sort()).toEqual([people[0]!.name, people[1]!.name].sort())
    expect(two.totals).toEqual({ sessions: 4, minutes: 150 })
  })
})

describe('totals', () => {
  it('are the sums of the rows for any orders of a period', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            minute: fc.integer({ min: 0, max: 4 * 24 * 60 - 1 }),
            toPay: fc.integer({ min: 0, max: 2_000_000_000 }),
            filialB: fc.boolean(),
          }),
          { maxLength: 12 },
        ),
        async (list) => {
          const base = Date.parse('2031-04-01T00:00:00Z')
          await t.db.db
            .delete(orders)
            .where(
              and(
                gte(orders.createdAt, new Date(base - 86_400_000)),
                lt(orders.createdAt, new Date(base + 6 * 86_400_000)),
              ),
            )
          for (const o of list)
            await order(new Date(base + o.minute * 60_000).toISOString(), {
              sum: o.toPay,
              toPay: o.toPay,
              filialId: o.filialB ? filialB : filialA,
            })
          const got = await report('/reports/sales?from=2031-04-01&to=2031-04-05')
          for (const key of ['orders', 'lines', 'sum', 'toPay'])
            expect(got.totals[key]).toBe(got.rows.reduce((n, r) => n + Number(r[key]), 0))
          expect(got.totals.orders).toBe(list.length)
          expect(got.totals.toPay).toBe(list.reduce((n, o) => n + o.toPay, 0))
        },
      ),
      { numRuns: 15 },
    )
  })
})

describe('the funnel and the finance reports', () => {
  const day = '2031-06-02'
  let tests: Array<{ id: number; name: string; categoryId: number | null; category: string | null }> = []
  let service: { id: number; name: string; category: string | null } | undefined

  const testLine = (id: number, price: number, quantity = 1) => ({ id, name: `t${id}`, price, quantity })
  beforeAll(async () => {
    tests = await queryRows(
      t.db.db,
      sql`SELECT t.id, t.name_uk AS name, t.category_id AS "categoryId", c.name AS category
          FROM mc_tests t LEFT JOIN mc_test_categories c ON c.id = t.category_id
          WHERE t.category_id IS NOT NULL ORDER BY t.category_id, t.id`,
    )
    // Two tests of one category and one of another.
    const first = tests[0]!
    const other = tests.find((x) => x.categoryId !== first.categoryId)!
    tests = [first, tests.find((x) => x.categoryId === first.categoryId && x.id !== first.id)!, other]
    ;[service] = await queryRows(
      t.db.db,
      sql`SELECT s.id, s.name, c.name AS category FROM services s
          LEFT JOIN service_categories c ON c.id = s.category_id ORDER BY s.id LIMIT 1`,
    )
    const [a, b, c] = tests as [(typeof tests)[0], (typeof tests)[0], (typeof tests)[0]]
    // Order 1: two tests of the first category (one discounted by the calculation) and the service ×2;
    // a line's price is its final unit price, the price list's one is the calculation's base price.
    await order(`${day}T07:00:00Z`, {
      cartData: {
        services: [{ id: service!.id, name: 's', price: 27_000, quantity: 2 }],
        tests: [testLine(a.id, 9_000), testLine(b.id, 5_000)],
        products: [],
        materials: [],
      } as never,
      priceInfo: {
        priceCalculation: {
          lines: [
            {
              kind: 'service',
              index: 0,
              id: service!.id,
              quantity: 2,
              basePrice: 30_000,
              total: 54_000,
              discount: 6_000,
            },
            {
              kind: 'test',
              index: 0,
              id: a.id,
              quantity: 1,
              basePrice: 10_000,
              total: 9_000,
              discount: 1_000,
            },
            { kind: 'test', index: 1, id: b.id, quantity: 1, basePrice: 5_000, total: 5_000, discount: 0 },
          ],
        },
      } as never,
      toPay: 68_000,
      paymentStatus: 'paid',
      state: 'payed_cash',
      cartFinishedAt: new Date(`${day}T07:05:00Z`),
      doneAt: new Date(`${day}T09:00:00Z`),
    })
    // Order 2: never priced — the other category's test ×3 counts at its price; confirmed, not paid.
    await order(`${day}T08:00:00Z`, {
      cartData: { services: [], tests: [testLine(c.id, 2_000, 3)], products: [], materials: [] } as never,
      toPay: 6_000,
      cartFinishedAt: new Date(`${day}T08:10:00Z`),
    })
    // Order 3: cancelled — counted as made and cancelled in the funnel, nowhere in finance.
    await order(`${day}T09:00:00Z`, {
      cartData: { services: [], tests: [testLine(a.id, 99_900)], products: [], materials: [] } as never,
      state: 'deleted',
      paymentStatus: 'paid',
    })
  })

  it('the funnel follows the day’s orders to now', async () => {
    const got = await report(`/reports/sales-funnel?from=${day}&to=${day}`)
    expect(got.rows).toEqual([
      {
        day,
        created: 3,
        confirmed: 2,
        done: 1,
        paid: 1,
        cancelled: 1,
        paidShare: 33,
        paidSum: 68_000,
      },
    ])
    expect(got.totals).toMatchObject({ created: 3, paid: 1, cancelled: 1, paidSum: 68_000 })
  })

  it('finance by test category: price-list sum, the calculation’s discount and total, unpriced lines at their price', async () => {
    const [a, b, c] = tests as [(typeof tests)[0], (typeof tests)[0], (typeof tests)[0]]
    const got = await report(`/reports/finance-analyzes?from=${day}&to=${day}`)
    expect(got.rows).toEqual([
      { category: a.category, quantity: 2, orders: 1, sum: 15_000, discount: 1_000, total: 14_000 },
      { category: c.category, quantity: 3, orders: 1, sum: 6_000, discount: 0, total: 6_000 },
    ])
    expect(b.categoryId).toBe(a.categoryId)
    expect(got.totals).toEqual({ quantity: 5, orders: 2, sum: 21_000, discount: 1_000, total: 20_000 })
    const one = await report(`/reports/finance-analyzes?from=${day}&to=${day}&testCategoryId=${c.categoryId}`)
    expect(one.rows.map((r) => r.category)).toEqual([c.category])
  })

  it('finance by service category', async () => {
    const got = await report(`/reports/finance-servants?from=${day}&to=${day}`)
    expect(got.rows).toEqual([
      {
        category: service!.category ?? 'Без категорії',
        quantity: 2,
        orders: 1,
        sum: 60_000,
        discount: 6_000,
        total: 54_000,
      },
    ])
  })

  it('each under its own permission', async () => {
    for (const name of ['sales-funnel', 'finance-analyzes', 'finance-servants'])
      expect((await get(`/reports/${name}?from=${day}&to=${day}`, 'registrar')).statusCode, name).toBe(403)
  })
})
