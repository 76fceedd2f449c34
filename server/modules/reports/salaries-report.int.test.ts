/**
 * «Зарплати лікарів» through the real app, on a hand-made dataset of March 2035 (Kyiv winter time,
 * UTC+2) that no demo order touches: every expected row is counted by hand beside the orders.
 *
 * Categories: «Діагностика (2035)» with its subcategory «УЗД (2035)», and «Консультації (2035)».
 * Rates: docA 30 % for all services and 50 % + 20,00 грн per service for «Діагностика (2035)» (which
 * covers «УЗД (2035)»); docB 20 % raised to 25 % from 05.03.2035; docC none.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq, ne } from 'drizzle-orm'
import type { ReportAnswer } from '../../../domain/reports/define-report'
import type { ServiceLine } from '../../../domain/orders/cart.schema'
import { users } from '../../db/schema/auth'
import { serviceCategories, services } from '../../db/schema/catalogue'
import { doctorRates } from '../../db/schema/doctor-rates'
import { orders } from '../../db/schema/orders'
import { filials } from '../../db/schema/places'
import { staff } from '../../db/schema/staff'
import { createTestApp, type TestApp } from '../../../tests/support/test-app'

let t: TestApp
let author = 0
let operatorUser = 0
const place = { filialA: 0, cityA: 0, filialB: 0, cityB: 0 }
const id = { docA: 0, docB: 0, docC: 0, diag: 0, usd: 0, cons: 0, svcU: 0, svcK: 0 }
const names = {
  docA: 'Авраменко Зарплата Перша',
  docB: 'Борисенко Зарплата Друга',
  docC: 'Вакуленко Зарплата Третя',
}
const URL = '/reports/finance-doctors-salaries?from=2035-03-01&to=2035-03-10'

const get = (url: string, login = 'admin') => t.as(login, { method: 'GET', url: `/api${url}` })
const report = async (query = '') => {
  const res = await get(`${URL}${query}`)
  expect(res.statusCode, res.body).toBe(200)
  return res.json<ReportAnswer>()
}
const line = (serviceId: number, doctorId: number, price: number, quantity = 1) =>
  ({ id: serviceId, name: 'Рядок', doctorId, price, quantity }) as Partial<ServiceLine>
const cart = (...lines: Array<Partial<ServiceLine>>) =>
  ({ services: lines, tests: [], products: [], materials: [] }) as never
let seq = 0
async function order(at: string, values: Partial<typeof orders.$inferInsert>) {
  seq += 1
  await t.db.db.insert(orders).values({
    code: `SAL35-${seq}`,
    state: 'done',
    createdBy: author,
    filialId: place.filialA,
    cityId: place.cityA,
    createdAt: new Date(at),
    ...values,
  })
}

beforeAll(async () => {
  t = await createTestApp()
  const db = t.db.db
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.login, 'admin'))
  author = admin!.id
  const [op] = await db.select({ id: users.id }).from(users).where(eq(users.login, 'callcenter'))
  operatorUser = op!.id
  const [a] = await db.select().from(filials).orderBy(filials.id).limit(1)
  const [b] = await db
    .select()
    .from(filials)
    .where(ne(filials.cityId, a!.cityId))
    .orderBy(filials.id)
    .limit(1)
  Object.assign(place, { filialA: a!.id, cityA: a!.cityId, filialB: b!.id, cityB: b!.cityId })

  const doctor = async (fullName: string, userId: number | null = null) =>
    (await db.insert(staff).values({ fullName, isDoctor: true, userId }).returning({ id: staff.id }))[0]!.id
  id.docA = await doctor(names.docA, operatorUser)
  id.docB = await doctor(names.docB)
  id.docC = await doctor(names.docC)
  const category = async (name: string, parentId: number | null = null) =>
    (
      await db.insert(serviceCategories).values({ name, parentId }).returning({ id: serviceCategories.id })
    )[0]!.id
  id.diag = await category('Діагностика (2035)')
  id.usd = await category('УЗД (2035)', id.diag)
  id.cons = await category('Консультації (2035)')
  const service = async (code: string, categoryId: number) =>
    (await db.insert(services).values({ code, name: code, categoryId }).returning({ id: services.id }))[0]!.id
  id.svcU = await service('SAL35-U', id.usd)
  id.svcK = await service('SAL35-K', id.cons)

  const rate = { serviceCategoryId: null, fixedPerService: 0, validFrom: '2035-01-01' }
  await db.insert(doctorRates).values([
    { ...rate, doctorId: id.docA, percent: 30 },
    { ...rate, doctorId: id.docA, serviceCategoryId: id.diag, percent: 50, fixedPerService: 2_000 },
    { ...rate, doctorId: id.docB, percent: 20 },
    { ...rate, doctorId: id.docB, percent: 25, validFrom: '2035-03-05' },
    // Another doctor's rate and a rate not yet valid in the period change nothing.
    { ...rate, doctorId: id.docB, percent: 90, validFrom: '2035-04-01' },
  ])
  const { docA, docB, docC, svcU, svcK } = id

  // O1 (02.03, confirmed 02.03): docA's consultation priced 1000 − 100 discount = 900 грн → 30 % = 270 грн;
  // docA's two ultrasounds not priced by the server: 2 × 500 = 1000 грн → 50 % + 2 × 20 = 540 грн.
  await order('2035-03-02T10:00:00Z', {
    cartFinishedAt: new Date('2035-03-02T11:00:00Z'),
    cartData: cart(line(svcK, docA, 100_000), line(svcU, docA, 50_000, 2)),
    priceInfo: {
      priceCalculation: { lines: [{ kind: 'service', index: 0, id: svcK, total: 90_000, discount: 10_000 }] },
    } as never,
  })
  // O2 (03.03): docB 333,33 грн at 20 % = 66,666 → 66,67 грн.
  await order('2035-03-03T10:00:00Z', { cartData: cart(line(svcK, docB, 33_333)) })
  // O3 (Kyiv 05.03 01:30, UTC still 04.03): docB 100,01 грн at the raised 25 % = 25,0025 → 25,00 грн;
  // docC 400 грн without a rate → 0.
  await order('2035-03-04T23:30:00Z', { cartData: cart(line(svcK, docB, 10_001), line(svcU, docC, 40_000)) })
  // O4 (04.03) in filial B: docB's ultrasound 100 грн at his general 20 % = 20 грн.
  await order('2035-03-04T10:00:00Z', {
    ...{ filialId: place.filialB, cityId: place.cityB },
    cartData: cart(line(svcU, docB, 10_000)),
  })
  // Not counted: a deleted order, and one after the period.
  await order('2035-03-04T12:00:00Z', { state: 'deleted', cartData: cart(line(svcK, docA, 100_000)) })
  await order('2035-03-20T10:00:00Z', { cartData: cart(line(svcK, docB, 100_000)) })
})

afterAll(async () => {
  await t?.close()
})

const rowA = {
  doctor: names.docA,
  services: 3,
  money: 190_000,
  rate: '30%; 50% + 20,00 грн',
  pay: 81_000,
  note: null,
}
const rowB = { doctor: names.docB, services: 3, money: 53_334, rate: '20%; 25%', pay: 11_167, note: null }
const rowC = { doctor: names.docC, services: 1, money: 40_000, rate: null, pay: 0, note: 'ставку не задано' }

describe('«Зарплати лікарів»', () => {
  it('pays each line by the rate of its category or the general one, valid on the order’s Kyiv day', async () => {
    const r = await report()
    // docB: 66,67 + 25,00 + 20,00 = 111,67 грн.
    expect(rowB.pay).toBe(6_667 + 2_500 + 2_000)
    expect(r.rows).toEqual([rowA, rowB, rowC])
    expect(r.totals).toEqual({ services: 7, money: 283_334, pay: 92_167 })
  })

  it('keeps to a filial, to the chosen doctors’ accounts and to a category with its subcategories', async () => {
    const inA = await report(`&filialId=${place.filialA}`)
    expect(inA.rows).toEqual([rowA, { ...rowB, services: 2, money: 43_334, pay: 9_167 }, rowC])
    expect(inA.totals).toEqual({ services: 6, money: 273_334, pay: 90_167 })

    const mine = await report(`&userIds=${operatorUser}`)
    expect(mine.rows).toEqual([rowA])

    const diag = await report(`&serviceCategoryId=${id.diag}`)
    expect(diag.rows).toEqual([
      { ...rowA, services: 2, money: 100_000, rate: '50% + 20,00 грн', pay: 54_000 },
      { ...rowB, services: 1, money: 10_000, rate: '20%', pay: 2_000 },
      rowC,
    ])
    expect(diag.totals).toEqual({ services: 4, money: 150_000, pay: 56_000 })
  })

  it('counts the orders of the date type chosen', async () => {
    const confirmed = await report('&dateType=completed')
    expect(confirmed.rows).toEqual([rowA])
  })

  it('is refused without the permission, and its filters offer the service categories', async () => {
    expect((await get(URL, 'registrar')).statusCode).toBe(403)
    const options = await get('/reports/finance-doctors-salaries/options')
    expect(options.statusCode).toBe(200)
    expect(
      options.json<Record<string, Array<{ name: string }>>>().serviceCategoryId?.map((o) => o.name),
    ).toContain('УЗД (2035)')
  })
})
