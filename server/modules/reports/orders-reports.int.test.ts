/**
 * The reports over orders (domain/reports/reports-orders.ts) through the real app, on a hand-made dataset
 * in June 2033 (Kyiv summer time, UTC+3), which no demo order touches: each report's rows and totals
 * computed by hand, a filter's effect, the permission, and the Excel file of one of them read back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { inArray } from 'drizzle-orm'
import {
  JOIN_OR_ONE,
  JOIN_REPORTS_OFF,
  type ReportAnswer,
  type ReportOptions,
} from '../../../domain/reports/define-report'
import { readSystemModules, writeSystemModules } from '../settings/system-modules.repo'
import { users } from '../../db/schema/auth'
import { services } from '../../db/schema/catalogue'
import { clients } from '../../db/schema/clients'
import { insuranceCompanies, paymentTypes } from '../../db/schema/finance'
import { departments, mcTestCategories, mcTests } from '../../db/schema/lab'
import { orders } from '../../db/schema/orders'
import { cities, filials } from '../../db/schema/places'
import { staff } from '../../db/schema/staff'
import { readSheetRows } from '../../lib/excel/sheet-reader'
import { createTestApp, type TestApp } from '../../../tests/support/test-app'

let t: TestApp
let seq = 0
const period = 'from=2033-06-01&to=2033-06-10'
/** Ids of the dataset's records, filled in beforeAll. */
const id = {
  cityA: 0,
  cityB: 0,
  alpha: 0,
  beta: 0,
  gamma: 0,
  insurerA: 0,
  insurerB: 0,
  doctor1: 0,
  doctor2: 0,
  consultation: 0,
  ultrasound: 0,
  blood: 0,
  urine: 0,
  parentCategory: 0,
  childCategory: 0,
  department: 0,
  admin: 0,
  registrar: 0,
  operator: 0,
}
const names = { admin: '', registrar: '', operator: '' }

const get = (url: string, login = 'admin') => t.as(login, { method: 'GET', url: `/api${url}` })
const report = async (url: string) => {
  const res = await get(url)
  expect(res.statusCode, res.body).toBe(200)
  return res.json<ReportAnswer>()
}

type Line = { kind: 'service' | 'test'; index: number; id: number; total: number; discount: number }
const service = (sid: number, price: number, quantity: number, doctorId: number | null) => ({
  id: sid,
  name: 'назва в кошику',
  code: null,
  price,
  quantity,
  doctorId,
})
const test = (tid: number, price: number, quantity: number) => ({
  id: tid,
  name: 'назва в кошику',
  code: null,
  price,
  quantity,
})
/** The order's last calculation, as much of it as the reports read. */
const priced = (lines: Line[]) => ({ priceCalculation: { lines } }) as never

async function order(at: string, values: Partial<typeof orders.$inferInsert> = {}) {
  seq += 1
  await t.db.db.insert(orders).values({
    code: `RPO-${seq}-${Math.random().toString(36).slice(2, 8)}`,
    state: 'confirmed',
    createdBy: id.admin,
    cityId: id.cityA,
    filialId: id.alpha,
    createdAt: new Date(at),
    ...values,
  })
}

beforeAll(async () => {
  t = await createTestApp()
  const db = t.db.db
  const one = async <T>(rows: Promise<Array<{ id: T }>>) => (await rows)[0]!.id
  id.cityA = await one(db.insert(cities).values({ name: 'Rpo A', nameUk: 'Звітне А' }).returning())
  id.cityB = await one(db.insert(cities).values({ name: 'Rpo B', nameUk: 'Звітне Б' }).returning())
  const filial = (name: string, code: string, cityId: number) =>
    one(db.insert(filials).values({ name, code, cityId }).returning())
  id.alpha = await filial('Звітна Альфа', 'RPO-A', id.cityA)
  id.beta = await filial('Звітна Бета', 'RPO-B', id.cityA)
  id.gamma = await filial('Звітна Гамма', 'RPO-G', id.cityB)
  const insurer = (name: string, code: string) =>
    one(
      db
        .insert(insuranceCompanies)
        .values({ name, code, email: `${code}@example.com` })
        .returning(),
    )
  id.insurerA = await insurer('Страхова Альфа', 'rpo-ins-a')
  id.insurerB = await insurer('Страхова Бета', 'rpo-ins-b')
  const doctor = (fullName: string) => one(db.insert(staff).values({ fullName, isDoctor: true }).returning())
  id.doctor1 = await doctor('Звітний Лікар Перший')
  id.doctor2 = await doctor('Звітний Лікар Другий')
  const svc = (code: string, name: string) => one(db.insert(services).values({ code, name }).returning())
  id.consultation = await svc('RPO-S1', 'Звітна консультація')
  id.ultrasound = await svc('RPO-S2', 'Звітне УЗД')
  id.parentCategory = await one(db.insert(mcTestCategories).values({ name: 'Звітна група' }).returning())
  id.childCategory = await one(
    db.insert(mcTestCategories).values({ name: 'Звітна підгрупа', parentId: id.parentCategory }).returning(),
  )
  id.department = await one(db.insert(departments).values({ name: 'Звітне відділення' }).returning())
  id.blood = await one(
    db
      .insert(mcTests)
      .values({
        code: 'RPO-T1',
        nameUk: 'Звітний аналіз крові',
        categoryId: id.childCategory,
        departmentId: id.department,
      })
      .returning(),
  )
  id.urine = await one(
    db
      .insert(mcTests)
      .values({ code: 'RPO-T2', nameUk: 'Звітний аналіз сечі', categoryId: id.parentCategory })
      .returning(),
  )
  const logins = await db
    .select({ id: users.id, login: users.login, name: users.name })
    .from(users)
    .where(inArray(users.login, ['admin', 'registrar', 'callcenter']))
  for (const u of logins) {
    const key = u.login === 'callcenter' ? 'operator' : (u.login as 'admin' | 'registrar')
    id[key] = u.id
    names[key] = u.name
  }
  const [clientA, clientB] = await db
    .insert(clients)
    .values([
      { surname: 'Звітна', name: 'Клієнтка' },
      { surname: 'Звітний', name: 'Клієнт' },
    ])
    .returning()

  // O1, 01.06 01:30 Kyiv: priced by the server; the cart keeps the prices before the discount, so the
  // money must come from the calculation (18 000 + 18 000 + 9 000).
  await order('2033-05-31T22:30:00Z', {
    insuranceCompanyId: id.insurerA,
    clientId: clientA!.id,
    sum: 50_000,
    discount: 5_000,
    toPay: 45_000,
    cartFinishedAt: new Date('2033-06-02T10:00:00Z'),
    cartData: {
      services: [
        service(id.consultation, 20_000, 1, id.doctor1),
        service(id.ultrasound, 10_000, 2, id.doctor2),
      ],
      tests: [test(id.blood, 10_000, 1)],
      products: [],
      materials: [],
    } as never,
    priceInfo: priced([
      { kind: 'service', index: 0, id: id.consultation, total: 18_000, discount: 2_000 },
      { kind: 'service', index: 1, id: id.ultrasound, total: 18_000, discount: 2_000 },
      { kind: 'test', index: 0, id: id.blood, total: 9_000, discount: 1_000 },
    ]),
  })
  // O2: never priced by the server (no price info): price × quantity, no discount; not confirmed.
  await order('2033-06-03T12:00:00Z', {
    state: 'cart_confirmed',
    createdBy: id.registrar,
    insuranceCompanyId: id.insurerB,
    clientId: clientB!.id,
    sum: 46_000,
    toPay: 46_000,
    cartData: {
      services: [service(id.consultation, 25_000, 1, id.doctor2)],
      tests: [test(id.blood, 8_000, 2), test(id.urine, 5_000, 1)],
      products: [],
      materials: [],
    } as never,
  })
  // O3: the other filial, the same insurer and client as O1.
  await order('2033-06-04T08:00:00Z', {
    createdBy: id.registrar,
    filialId: id.beta,
    insuranceCompanyId: id.insurerA,
    clientId: clientA!.id,
    sum: 10_000,
    discount: 1_000,
    toPay: 9_000,
    cartFinishedAt: new Date('2033-06-04T09:00:00Z'),
    cartData: {
      services: [service(id.ultrasound, 9_000, 1, id.doctor1)],
      tests: [],
      products: [],
      materials: [],
    } as never,
    priceInfo: priced([{ kind: 'service', index: 0, id: id.ultrasound, total: 9_000, discount: 1_000 }]),
  })
  // O4: confirmed, then cancelled (deleted): counted nowhere but as the registrar's cancelled order.
  await order('2033-06-02T10:00:00Z', {
    state: 'deleted',
    createdBy: id.registrar,
    insuranceCompanyId: id.insurerA,
    clientId: clientB!.id,
    sum: 499_995,
    toPay: 499_995,
    cartFinishedAt: new Date('2033-06-02T11:00:00Z'),
    cartData: {
      services: [service(id.consultation, 99_999, 5, id.doctor1)],
      tests: [test(id.urine, 99_999, 1)],
      products: [],
      materials: [],
    } as never,
  })
  // O5: the other city, no insurer, made by the call-centre operator; paid (closed) on 10.06 23:30 Kyiv.
  await order('2033-06-05T10:00:00Z', {
    createdBy: id.operator,
    cityId: id.cityB,
    filialId: id.gamma,
    sum: 30_000,
    toPay: 30_000,
    cartFinishedAt: new Date('2033-06-05T11:00:00Z'),
    closedAt: new Date('2033-06-10T20:30:00Z'),
    cartData: {
      services: [service(id.consultation, 30_000, 1, id.doctor1)],
      tests: [],
      products: [],
      materials: [],
    } as never,
  })
  // O6: no filial.
  await order('2033-06-06T10:00:00Z', { filialId: null, cityId: id.cityB, sum: 1_000, toPay: 1_000 })
  // O7: 31.05 23:30 Kyiv, before the period by creation; confirmed within it; paid on 11.06 00:30 Kyiv,
  // after it.
  await order('2033-05-31T20:30:00Z', {
    sum: 7_777,
    toPay: 7_777,
    cartFinishedAt: new Date('2033-06-01T10:00:00Z'),
    closedAt: new Date('2033-06-10T21:30:00Z'),
  })
  await manyServices()
})
afterAll(async () => {
  await t?.close()
})

/** O8: twelve more services at 1–12 hryvnias, no doctor — the top's eleventh and the summary's second page. */
async function manyServices() {
  const extra = []
  for (let i = 1; i <= 12; i += 1) {
    const [row] = await t.db.db
      .insert(services)
      .values({ code: `RPO-X${i}`, name: `Звітна послуга ${String(i).padStart(2, '0')}` })
      .returning()
    extra.push(service(row!.id, 100 * i, 1, null))
  }
  await order('2033-06-07T10:00:00Z', {
    filialId: id.beta,
    sum: 7_800,
    toPay: 7_800,
    cartData: { services: extra, tests: [], products: [], materials: [] } as never,
  })
}

describe('sales by filial', () => {
  it('sums each filial’s orders of the period, with a row for orders without a filial', async () => {
    const got = await report(`/reports/filial?${period}`)
    expect(got.rows).toEqual([
      { filial: 'Звітна Альфа', orders: 2, confirmed: 1, sum: 96_000, discount: 5_000, toPay: 91_000 },
      { filial: 'Звітна Бета', orders: 2, confirmed: 1, sum: 17_800, discount: 1_000, toPay: 16_800 },
      { filial: 'Звітна Гамма', orders: 1, confirmed: 1, sum: 30_000, discount: 0, toPay: 30_000 },
      { filial: 'Без філіалу', orders: 1, confirmed: 0, sum: 1_000, discount: 0, toPay: 1_000 },
    ])
    expect(got.totals).toEqual({ orders: 6, confirmed: 3, sum: 144_800, discount: 6_000, toPay: 138_800 })
  })

  it('narrows by city and by insurer, and by confirmation date counts O7 confirmed in the period', async () => {
    const city = await report(`/reports/filial?${period}&cityId=${id.cityA}`)
    expect(city.rows.map((r) => r.filial)).toEqual(['Звітна Альфа', 'Звітна Бета'])
    const insurer = await report(`/reports/filial?${period}&insuranceCompanyId=${id.insurerA}`)
    expect(insurer.rows).toEqual([
      { filial: 'Звітна Альфа', orders: 1, confirmed: 1, sum: 50_000, discount: 5_000, toPay: 45_000 },
      { filial: 'Звітна Бета', orders: 1, confirmed: 1, sum: 10_000, discount: 1_000, toPay: 9_000 },
    ])
    const completed = await report(`/reports/filial?${period}&dateType=completed`)
    expect(completed.rows).toEqual([
      { filial: 'Звітна Альфа', orders: 2, confirmed: 2, sum: 57_777, discount: 5_000, toPay: 52_777 },
      { filial: 'Звітна Бета', orders: 1, confirmed: 1, sum: 10_000, discount: 1_000, toPay: 9_000 },
      { filial: 'Звітна Гамма', orders: 1, confirmed: 1, sum: 30_000, discount: 0, toPay: 30_000 },
    ])
  })

  it('by payment date counts the orders paid within the period’s Kyiv days', async () => {
    const paid = await report(`/reports/filial?${period}&dateType=payed`)
    expect(paid.rows).toEqual([
      { filial: 'Звітна Гамма', orders: 1, confirmed: 1, sum: 30_000, discount: 0, toPay: 30_000 },
    ])
    const later = await report(`/reports/filial?from=2033-06-11&to=2033-06-11&dateType=payed`)
    expect(later.rows.map((r) => [r.filial, r.toPay])).toEqual([['Звітна Альфа', 7_777]])
  })

  it('joins several filials into one report only with the joined-reports module on', async () => {
    const joined = `/reports/sales?${period}&filialIds=${id.alpha},${id.gamma}`
    const off = await get(joined)
    expect(off.statusCode).toBe(422)
    expect(off.json<{ errors: unknown }>().errors).toEqual({ filial_ids: [JOIN_REPORTS_OFF] })
    const modules = await readSystemModules(t.db.db)
    await writeSystemModules(t.db.db, { ...modules, joinReports: true })
    try {
      // Альфа (O1, O2) and Гамма (O5), as the sales by filial count them; not Бета, nor the order without one.
      const got = await report(joined)
      expect(got.totals).toMatchObject({
        orders: 3,
        confirmed: 2,
        sum: 126_000,
        discount: 5_000,
        toPay: 121_000,
      })
      const one = await report(`/reports/sales?${period}&filialId=${id.gamma}`)
      const same = await report(`/reports/sales?${period}&filialIds=${id.gamma}`)
      expect(same.rows).toEqual(one.rows)
      const both = await get(`${joined}&filialId=${id.beta}`)
      expect(both.statusCode).toBe(422)
      expect(both.json<{ errors: unknown }>().errors).toEqual({ filial_ids: [JOIN_OR_ONE] })
      const file = await get(`/reports/sales/export.xlsx?${period}&filialIds=${id.alpha},${id.gamma}`)
      expect(file.statusCode).toBe(200)
      const rows: unknown[][] = []
      for await (const row of readSheetRows(file.rawPayload)) rows.push(row.cells)
      expect(rows.at(-1)?.[0]).toBe('Разом')
      expect(rows.at(-1)?.at(-1)).toBe(1_210)
    } finally {
      await writeSystemModules(t.db.db, modules)
    }
  })

  it('exports to Excel with hryvnias and a «Разом» row', async () => {
    const res = await get(`/reports/filial/export.xlsx?${period}&cityId=${id.cityA}`)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-disposition']).toContain(
      encodeURIComponent('Продажі по філіалах 01.06.2033–10.06.2033.xlsx'),
    )
    const rows: unknown[][] = []
    for await (const row of readSheetRows(res.rawPayload)) rows.push(row.cells)
    expect(rows).toEqual([
      ['Філіал', 'Замовлень', 'Підтверджено', 'Сума', 'Знижка', 'До сплати'],
      ['Звітна Альфа', 2, 1, 960, 50, 910],
      ['Звітна Бета', 2, 1, 178, 10, 168],
      ['Разом', 4, 2, 1138, 60, 1078],
    ])
  })

  it('is for those who may see the statistics', async () => {
    expect((await get(`/reports/filial?${period}`, 'registrar')).statusCode).toBe(403)
    const options = (await get('/reports/filial/options')).json<ReportOptions>()
    expect(Object.keys(options).sort()).toEqual(['cityId', 'insuranceCompanyId'])
  })
})

describe('insurance companies', () => {
  it('sums the orders of each insurer with their distinct clients', async () => {
    const got = await report(`/reports/insurance-companies?${period}`)
    expect(got.rows).toEqual([
      { company: 'Страхова Альфа', orders: 2, clients: 1, sum: 60_000, discount: 6_000, toPay: 54_000 },
      { company: 'Страхова Бета', orders: 1, clients: 1, sum: 46_000, discount: 0, toPay: 46_000 },
    ])
    // Clients are not totalled: one client may be of two insurers.
    expect(got.totals).toEqual({ orders: 3, sum: 106_000, discount: 6_000, toPay: 100_000 })
    const beta = await report(`/reports/insurance-companies?${period}&filialId=${id.beta}`)
    expect(beta.rows).toEqual([
      { company: 'Страхова Альфа', orders: 1, clients: 1, sum: 10_000, discount: 1_000, toPay: 9_000 },
    ])
    expect((await get(`/reports/insurance-companies?${period}`, 'registrar')).statusCode).toBe(403)
  })
})

describe('the top of doctors', () => {
  it('ranks doctors by the money of their service lines, from the calculation or price × quantity', async () => {
    const got = await report(`/reports/top-sales-doctors?${period}`)
    expect(got.rows).toEqual([
      { doctor: 'Звітний Лікар Перший', services: 3, orders: 3, money: 57_000 },
      { doctor: 'Звітний Лікар Другий', services: 3, orders: 2, money: 43_000 },
    ])
    expect(got.totals).toEqual({ services: 6, money: 100_000 })
    const city = await report(`/reports/top-sales-doctors?${period}&cityId=${id.cityA}`)
    expect(city.rows).toEqual([
      { doctor: 'Звітний Лікар Другий', services: 3, orders: 2, money: 43_000 },
      { doctor: 'Звітний Лікар Перший', services: 2, orders: 2, money: 27_000 },
    ])
    expect((await get(`/reports/top-sales-doctors?${period}`, 'registrar')).statusCode).toBe(403)
  })
})

describe('the top of insurers', () => {
  it('ranks insurers by the sum to pay', async () => {
    const got = await report(`/reports/top-sales-insurance-companies?${period}`)
    expect(got.rows).toEqual([
      { company: 'Страхова Альфа', orders: 2, toPay: 54_000 },
      { company: 'Страхова Бета', orders: 1, toPay: 46_000 },
    ])
    expect(got.totals).toEqual({ orders: 3, toPay: 100_000 })
    const alpha = await report(`/reports/top-sales-insurance-companies?${period}&filialId=${id.alpha}`)
    expect(alpha.rows).toEqual([
      { company: 'Страхова Бета', orders: 1, toPay: 46_000 },
      { company: 'Страхова Альфа', orders: 1, toPay: 45_000 },
    ])
    expect((await get(`/reports/top-sales-insurance-companies?${period}`, 'registrar')).statusCode).toBe(403)
  })
})

describe('the top of services', () => {
  it('ranks services and tests by their money, ten of them', async () => {
    const got = await report(`/reports/top-sales-services?${period}`)
    const extra = (i: number) => ({
      type: 'Послуга',
      name: `Звітна послуга ${String(i).padStart(2, '0')}`,
      quantity: 1,
      orders: 1,
      money: 100 * i,
    })
    expect(got.rows).toEqual([
      { type: 'Послуга', name: 'Звітна консультація', quantity: 3, orders: 3, money: 73_000 },
      { type: 'Послуга', name: 'Звітне УЗД', quantity: 3, orders: 2, money: 27_000 },
      { type: 'Аналіз', name: 'Звітний аналіз крові', quantity: 3, orders: 2, money: 25_000 },
      { type: 'Аналіз', name: 'Звітний аналіз сечі', quantity: 1, orders: 1, money: 5_000 },
      ...[12, 11, 10, 9, 8, 7].map(extra),
    ])
    expect(got.totals).toEqual({ quantity: 16, money: 135_700 })
    const alpha = await report(`/reports/top-sales-services?${period}&filialId=${id.alpha}`)
    expect(alpha.rows).toEqual([
      { type: 'Послуга', name: 'Звітна консультація', quantity: 2, orders: 2, money: 43_000 },
      { type: 'Аналіз', name: 'Звітний аналіз крові', quantity: 3, orders: 2, money: 25_000 },
      { type: 'Послуга', name: 'Звітне УЗД', quantity: 2, orders: 1, money: 18_000 },
      { type: 'Аналіз', name: 'Звітний аналіз сечі', quantity: 1, orders: 1, money: 5_000 },
    ])
    expect((await get(`/reports/top-sales-services?${period}`, 'registrar')).statusCode).toBe(403)
  })
})

describe('orders by registrar', () => {
  it('counts each registrar’s orders created in the period, the cancelled ones too', async () => {
    const got = await report(`/reports/report-by-order-registrar?${period}`)
    const rows = [
      { registrar: names.registrar, orders: 3, confirmed: 1, cancelled: 1, sum: 56_000, toPay: 55_000 },
      { registrar: names.admin, orders: 3, confirmed: 1, cancelled: 0, sum: 58_800, toPay: 53_800 },
      { registrar: names.operator, orders: 1, confirmed: 1, cancelled: 0, sum: 30_000, toPay: 30_000 },
    ]
    expect(got.rows).toEqual(expect.arrayContaining(rows))
    expect(got.rows).toHaveLength(3)
    expect(got.totals).toEqual({ orders: 7, confirmed: 3, cancelled: 1, sum: 144_800, toPay: 138_800 })

    const alpha = await report(`/reports/report-by-order-registrar?${period}&filialId=${id.alpha}`)
    expect(alpha.rows).toEqual(
      expect.arrayContaining([
        { registrar: names.registrar, orders: 2, confirmed: 0, cancelled: 1, sum: 46_000, toPay: 46_000 },
        { registrar: names.admin, orders: 1, confirmed: 1, cancelled: 0, sum: 50_000, toPay: 45_000 },
      ]),
    )
    expect(alpha.total).toBe(2)
    const two = await report(
      `/reports/report-by-order-registrar?${period}&userIds=${id.registrar},${id.operator}`,
    )
    expect(two.rows.map((r) => r.registrar).sort()).toEqual([names.registrar, names.operator].sort())
  })

  it('is open to the registrar, not to the doctor', async () => {
    expect((await get(`/reports/report-by-order-registrar?${period}`, 'registrar')).statusCode).toBe(200)
    expect((await get(`/reports/report-by-order-registrar?${period}`, 'doctor')).statusCode).toBe(403)
    // Its period is of creation only.
    expect((await get(`/reports/report-by-order-registrar?${period}&dateType=created`)).statusCode).toBe(422)
  })
})

describe('the summary of services and tests', () => {
  it('lists every service and test sold, 15 a page, services first, by name', async () => {
    const first = await report(`/reports/summary-services-tests?${period}`)
    expect(first).toMatchObject({ total: 16, page: 1, pageSize: 15 })
    expect(first.rows).toHaveLength(15)
    expect(first.rows[0]).toEqual({
      type: 'Послуга',
      code: 'RPO-S1',
      name: 'Звітна консультація',
      quantity: 3,
      orders: 3,
      sum: 75_000,
      discount: 2_000,
      total: 73_000,
    })
    expect(first.rows[1]).toMatchObject({ name: 'Звітна послуга 01', code: 'RPO-X1', sum: 100, total: 100 })
    expect(first.rows[13]).toEqual({
      type: 'Послуга',
      code: 'RPO-S2',
      name: 'Звітне УЗД',
      quantity: 3,
      orders: 2,
      sum: 30_000,
      discount: 3_000,
      total: 27_000,
    })
    expect(first.rows[14]).toEqual({
      type: 'Аналіз',
      code: 'RPO-T1',
      name: 'Звітний аналіз крові',
      quantity: 3,
      orders: 2,
      sum: 26_000,
      discount: 1_000,
      total: 25_000,
    })
    // The totals are of every row, and equal the money of the orders' lines.
    expect(first.totals).toEqual({ quantity: 22, sum: 143_800, discount: 6_000, total: 137_800 })
    const second = await report(`/reports/summary-services-tests?${period}&page=2`)
    expect(second.rows).toEqual([
      {
        type: 'Аналіз',
        code: 'RPO-T2',
        name: 'Звітний аналіз сечі',
        quantity: 1,
        orders: 1,
        sum: 5_000,
        discount: 0,
        total: 5_000,
      },
    ])
  })

  it('keeps only the tests of a category (with its subcategories) or of a department', async () => {
    const codes = async (filter: string) =>
      (await report(`/reports/summary-services-tests?${period}&${filter}`)).rows.map((r) => r.code)
    expect(await codes(`testCategoryId=${id.parentCategory}`)).toEqual(['RPO-T1', 'RPO-T2'])
    expect(await codes(`testCategoryId=${id.childCategory}`)).toEqual(['RPO-T1'])
    expect(await codes(`departmentId=${id.department}`)).toEqual(['RPO-T1'])
    expect(await codes(`cityId=${id.cityB}`)).toEqual(['RPO-S1'])
    expect((await get(`/reports/summary-services-tests?${period}`, 'registrar')).statusCode).toBe(403)
  })
})

describe('cashbox', () => {
  it('sums the paid orders by the Kyiv day they were closed, the cashier who closed them and the payment type', async () => {
    const [cash, card] = await t.db.db
      .insert(paymentTypes)
      .values([
        { name: 'Звітна готівка', cashType: 'in_cash' },
        { name: 'Звітна картка', cashType: 'cashless' },
      ])
      .returning()
    const paid = (closedAt: string, by: number, type: number, toPay: number, filialId = id.alpha) =>
      order('2033-07-01T06:00:00Z', {
        state: 'payed_cash',
        filialId,
        paymentTypeId: type,
        sum: toPay,
        toPay,
        closedAt: new Date(closedAt),
        closedBy: by,
      })
    await paid('2033-07-01T09:00:00Z', id.registrar, cash!.id, 10_000)
    await paid('2033-07-01T10:00:00Z', id.registrar, cash!.id, 5_000)
    await paid('2033-07-01T11:00:00Z', id.admin, card!.id, 7_000, id.beta)
    // 03.07 00:30 in Kyiv.
    await paid('2033-07-02T21:30:00Z', id.admin, cash!.id, 1_000, id.gamma)
    // Not paid: not in the cashbox.
    await order('2033-07-01T07:00:00Z', { state: 'done', sum: 99_000, toPay: 99_000 })

    const byKey = (rows: ReportAnswer['rows']) =>
      rows.map((r) => [r.day, r.cashier, r.paymentType, r.payments, r.toPay]).sort()
    const all = await report('/reports/cashbox?from=2033-07-01&to=2033-07-05')
    expect(byKey(all.rows)).toEqual(
      [
        ['2033-07-01', names.registrar, 'Звітна готівка', 2, 15_000],
        ['2033-07-01', names.admin, 'Звітна картка', 1, 7_000],
        ['2033-07-03', names.admin, 'Звітна готівка', 1, 1_000],
      ].sort(),
    )
    expect(all.totals).toEqual({ payments: 4, toPay: 23_000 })
    const registrar = await report(`/reports/cashbox?from=2033-07-01&to=2033-07-05&userIds=${id.registrar}`)
    expect(registrar.totals).toEqual({ payments: 2, toPay: 15_000 })
    const gamma = await report(`/reports/cashbox?from=2033-07-01&to=2033-07-05&filialId=${id.gamma}`)
    expect(byKey(gamma.rows)).toEqual([['2033-07-03', names.admin, 'Звітна готівка', 1, 1_000]])
    const day = await report('/reports/cashbox?from=2033-07-02&to=2033-07-02')
    expect(day.rows).toEqual([])
  })
})
