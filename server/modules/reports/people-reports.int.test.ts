/**
 * The reports over doctors, sending organisations, clients and NPS through the real app, on a hand-made
 * dataset of March 2034 (Kyiv winter time, UTC+2) that no demo order touches, with a few visits of
 * February 2034 before it: every expected row is counted by hand in the comments beside the orders.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq, ne } from 'drizzle-orm'
import type { ReportAnswer, ReportOptions } from '../../../domain/reports/define-report'
import type { ServiceLine } from '../../../domain/orders/cart.schema'
import { users } from '../../db/schema/auth'
import { services } from '../../db/schema/catalogue'
import { clients } from '../../db/schema/clients'
import { guidingOrganisations } from '../../db/schema/crm-references'
import { orders } from '../../db/schema/orders'
import { filials } from '../../db/schema/places'
import { staff } from '../../db/schema/staff'
import { readSheetRows } from '../../lib/excel/sheet-reader'
import { createTestApp, type TestApp } from '../../../tests/support/test-app'

let t: TestApp
let author = 0
/** Filial A and its city; filial B is in another city. */
let filialA = 0
let cityA = 0
let filialB = 0
let cityB = 0

const id = {
  ref1: 0,
  ref2: 0,
  doc1: 0,
  doc2: 0,
  org1: 0,
  org2: 0,
  c1: 0,
  c2: 0,
  c3: 0,
  c4: 0,
  svcX: 0,
  svcY: 0,
}
const names = {
  ref1: 'Бондаренко Олег Іванович',
  ref2: 'Антоненко Віра Павлівна',
  doc1: 'Гнатюк Петро Андрійович',
  doc2: 'Дорошенко Ганна Юріївна',
  org1: 'Альфа-Мед (2034)',
  org2: 'Бета-Клінік (2034)',
  svcX: 'Консультація (2034)',
  svcY: 'Масаж (2034)',
}
const PERIOD = 'from=2034-03-01&to=2034-03-05'

const get = (url: string, login = 'admin') => t.as(login, { method: 'GET', url: `/api${url}` })
const report = async (url: string) => {
  const res = await get(url)
  expect(res.statusCode, res.body).toBe(200)
  return res.json<ReportAnswer>()
}

/** A service line of a doctor (null: a line without one). */
const line = (serviceId: number, doctorId: number | null, price: number, quantity = 1, name = 'Рядок') =>
  ({ id: serviceId, name, doctorId, price, quantity }) as Partial<ServiceLine>

async function order(code: string, at: string, values: Partial<typeof orders.$inferInsert> = {}) {
  const [row] = await t.db.db
    .insert(orders)
    .values({
      code,
      state: 'done',
      createdBy: author,
      filialId: filialA,
      cityId: cityA,
      createdAt: new Date(at),
      cartData: { services: [], tests: [], products: [], materials: [] },
      ...values,
    })
    .returning({ id: orders.id })
  return row!.id
}
const cart = (...lines: Array<Partial<ServiceLine>>) =>
  ({ services: lines, tests: [], products: [], materials: [] }) as never
const inB = () => ({ filialId: filialB, cityId: cityB })

beforeAll(async () => {
  t = await createTestApp()
  const db = t.db.db
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.login, 'admin'))
  author = admin!.id
  const [a] = await db.select().from(filials).orderBy(filials.id).limit(1)
  const [b] = await db
    .select()
    .from(filials)
    .where(ne(filials.cityId, a!.cityId))
    .orderBy(filials.id)
    .limit(1)
  ;[filialA, cityA, filialB, cityB] = [a!.id, a!.cityId, b!.id, b!.cityId]

  const person = async (fullName: string, doctor: boolean) =>
    (
      await db
        .insert(staff)
        .values({ fullName, isDoctor: doctor, isReferral: !doctor })
        .returning({ id: staff.id })
    )[0]!.id
  id.ref1 = await person(names.ref1, false)
  id.ref2 = await person(names.ref2, false)
  id.doc1 = await person(names.doc1, true)
  id.doc2 = await person(names.doc2, true)
  const org = async (name: string) =>
    (await db.insert(guidingOrganisations).values({ name }).returning({ id: guidingOrganisations.id }))[0]!.id
  id.org1 = await org(names.org1)
  id.org2 = await org(names.org2)
  const client = async (surname: string, name: string, patronymic: string | null) =>
    (await db.insert(clients).values({ surname, name, patronymic }).returning({ id: clients.id }))[0]!.id
  id.c1 = await client('Коваль', 'Іван', 'Петрович')
  id.c2 = await client('Мельник', 'Олена', null)
  id.c3 = await client('Шевченко', 'Тарас', 'Григорович')
  id.c4 = await client('Ярема', 'Ірина', '')
  const service = async (code: string, name: string) =>
    (await db.insert(services).values({ code, name }).returning({ id: services.id }))[0]!.id
  id.svcX = await service('T2034-X', names.svcX)
  id.svcY = await service('T2034-Y', names.svcY)
  const { svcX, svcY, doc1, doc2 } = id

  // February: c1 saw doc1 (H1) and doc2 (H4); c2's visit to doc1 was deleted (H2); c3 saw doc2 in
  // filial A (H3), and comes to filial B in March.
  await order('P34-H1', '2034-02-10T10:00:00Z', { clientId: id.c1, cartData: cart(line(svcX, doc1, 30_000)) })
  await order('P34-H2', '2034-02-11T10:00:00Z', {
    clientId: id.c2,
    state: 'deleted',
    cartData: cart(line(svcX, doc1, 30_000)),
  })
  await order('P34-H3', '2034-02-12T10:00:00Z', { clientId: id.c3, cartData: cart(line(svcY, doc2, 20_000)) })
  await order('P34-H4', '2034-02-20T10:00:00Z', { clientId: id.c1, cartData: cart(line(svcY, doc2, 20_000)) })

  // March (Kyiv day in brackets).
  // O1 (01.03): c1, sent by ref1 from org1, doctor doc1, rated 10; confirmed on 02.03.
  await order('P34-O1', '2034-03-01T08:00:00Z', {
    clientId: id.c1,
    referringDoctorId: id.ref1,
    guidingOrganisationId: id.org1,
    doctorId: doc1,
    cartData: cart(line(svcX, doc1, 30_000, 1, 'Стара назва консультації'), line(svcY, doc2, 20_000, 2)),
    sum: 70_000,
    discount: 7_000,
    toPay: 63_000,
    npsRating: 10,
    npsComment: 'Чудово',
    cartFinishedAt: new Date('2034-03-02T09:00:00Z'),
  })
  // O2 (01.03): c2's first order that counts, ref1 / org1, doctor doc1, rated 6.
  await order('P34-O2', '2034-03-01T12:00:00Z', {
    clientId: id.c2,
    referringDoctorId: id.ref1,
    guidingOrganisationId: id.org1,
    doctorId: doc1,
    cartData: cart(line(svcX, doc1, 30_000)),
    sum: 30_000,
    toPay: 30_000,
    npsRating: 6,
    npsComment: 'Довго чекали',
  })
  // O3 (02.03 in Kyiv: 00:30): c2, ref2, no organisation, doctor doc2, rated 9; a service no longer in
  // the catalogue and a line without a doctor.
  await order('P34-O3', '2034-03-01T22:30:00Z', {
    clientId: id.c2,
    referringDoctorId: id.ref2,
    doctorId: doc2,
    cartData: cart(
      line(svcY, doc2, 20_000),
      line(999_999, doc2, 5_000, 3, 'Стара послуга'),
      line(svcX, null, 30_000),
    ),
    sum: 65_000,
    discount: 5_000,
    toPay: 60_000,
    npsRating: 9,
  })
  // O4 (02.03, filial B): c3, ref2 / org2, doctor doc2, rated 8.
  await order('P34-O4', '2034-03-02T09:00:00Z', {
    ...inB(),
    clientId: id.c3,
    referringDoctorId: id.ref2,
    guidingOrganisationId: id.org2,
    doctorId: doc2,
    cartData: cart(line(svcY, doc2, 20_000)),
    sum: 20_000,
    toPay: 20_000,
    npsRating: 8,
    npsComment: 'Добре',
  })
  // O5 (03.03): no client card, ref1 / org2, doctor doc1, rated 3.
  await order('P34-O5', '2034-03-03T10:00:00Z', {
    clientData: { surname: 'Петренко', name: 'Марта', patronymic: null },
    referringDoctorId: id.ref1,
    guidingOrganisationId: id.org2,
    doctorId: doc1,
    cartData: cart(line(svcX, doc1, 30_000)),
    sum: 30_000,
    toPay: 30_000,
    npsRating: 3,
    npsComment: 'Погано',
  })
  // O6 (03.03): deleted — in no report.
  await order('P34-O6', '2034-03-03T11:00:00Z', {
    clientId: id.c1,
    state: 'deleted',
    referringDoctorId: id.ref1,
    guidingOrganisationId: id.org1,
    doctorId: doc1,
    cartData: cart(line(svcX, doc1, 999_999)),
    sum: 999_999,
    toPay: 999_999,
    npsRating: 0,
  })
  // O7 (04.03): c1 again at doc2, not sent by anyone, not rated.
  await order('P34-O7', '2034-03-04T10:00:00Z', {
    clientId: id.c1,
    doctorId: doc2,
    cartData: cart(line(svcY, doc2, 20_000)),
    sum: 20_000,
    toPay: 20_000,
  })
  // O8 (04.03): c4's first order ever, a service of doc1, no doctor of the order, rated 10.
  await order('P34-O8', '2034-03-04T12:00:00Z', {
    clientId: id.c4,
    cartData: cart(line(svcX, doc1, 30_000)),
    sum: 30_000,
    toPay: 30_000,
    npsRating: 10,
  })
  // O9 (05.03): c2 again at doc2, rated 7.
  await order('P34-O9', '2034-03-05T09:00:00Z', {
    clientId: id.c2,
    doctorId: doc2,
    cartData: cart(line(svcY, doc2, 20_000)),
    sum: 20_000,
    toPay: 20_000,
    npsRating: 7,
  })
})
afterAll(async () => {
  await t?.close()
})

describe('the report by referring doctors', () => {
  it('sums each referring doctor’s orders, the most paid first, without deleted or unreferred ones', async () => {
    const got = await report(`/reports/doctors?${PERIOD}`)
    expect(got.rows).toEqual([
      // O1, O2, O5: clients c1, c2 (O5 has no card).
      { doctor: names.ref1, orders: 3, clients: 2, sum: 130_000, discount: 7_000, toPay: 123_000 },
      // O3, O4: c2, c3.
      { doctor: names.ref2, orders: 2, clients: 2, sum: 85_000, discount: 5_000, toPay: 80_000 },
    ])
    expect(got.totals).toEqual({ orders: 5, sum: 215_000, discount: 12_000, toPay: 203_000 })
    expect(got).toMatchObject({ total: 2, page: 1 })
  })

  it('narrows by filial and city, and counts by confirmation date', async () => {
    const a = await report(`/reports/doctors?${PERIOD}&filialId=${filialA}`)
    expect(a.rows[1]).toEqual({
      doctor: names.ref2,
      orders: 1,
      clients: 1,
      sum: 65_000,
      discount: 5_000,
      toPay: 60_000,
    })
    const b = await report(`/reports/doctors?${PERIOD}&cityId=${cityB}`)
    expect(b.rows).toEqual([expect.objectContaining({ doctor: names.ref2, orders: 1, toPay: 20_000 })])
    const confirmed = await report(`/reports/doctors?${PERIOD}&dateType=completed`)
    expect(confirmed.rows).toEqual([
      expect.objectContaining({ doctor: names.ref1, orders: 1, toPay: 63_000 }),
    ])
  })

  it('exports to Excel with hryvnias and a «Разом» row that leaves the clients out', async () => {
    const res = await get(`/reports/doctors/export.xlsx?${PERIOD}`)
    expect(res.statusCode).toBe(200)
    const rows: unknown[][] = []
    for await (const row of readSheetRows(res.rawPayload)) rows.push(row.cells)
    expect(rows).toEqual([
      ['Направляючий лікар', 'Замовлень', 'Клієнтів', 'Сума', 'Знижка', 'До сплати'],
      [names.ref1, 3, 2, 1300, 70, 1230],
      [names.ref2, 2, 2, 850, 50, 800],
      ['Разом', 5, null, 2150, 120, 2030],
    ])
  })
})

describe('the report by sending organisations', () => {
  it('sums each organisation’s orders, filtered by the organisation', async () => {
    const got = await report(`/reports/organisations?${PERIOD}`)
    expect(got.rows).toEqual([
      // O1, O2.
      { organisation: names.org1, orders: 2, clients: 2, sum: 100_000, discount: 7_000, toPay: 93_000 },
      // O4, O5 (no card).
      { organisation: names.org2, orders: 2, clients: 1, sum: 50_000, discount: 0, toPay: 50_000 },
    ])
    expect(got.totals).toEqual({ orders: 4, sum: 150_000, discount: 7_000, toPay: 143_000 })
    const one = await report(`/reports/organisations?${PERIOD}&guidingOrganisationId=${id.org2}`)
    expect(one.rows.map((r) => r.organisation)).toEqual([names.org2])
  })

  it('offers the organisations to filter by', async () => {
    const options = (await get('/reports/organisations/options')).json<ReportOptions>()
    expect(Object.keys(options).sort()).toEqual(['cityId', 'filialId', 'guidingOrganisationId'])
    expect(options.guidingOrganisationId).toEqual(
      expect.arrayContaining([
        { id: id.org1, name: names.org1 },
        { id: id.org2, name: names.org2 },
      ]),
    )
  })
})

describe('the doctors’ services', () => {
  it('counts each doctor’s services by the catalogue’s name, leaving out lines without a doctor', async () => {
    const got = await report(`/reports/doctor-services?${PERIOD}`)
    expect(got.rows).toEqual([
      // O1, O2, O5, O8 (O1's line had an older name).
      { doctor: names.doc1, service: names.svcX, quantity: 4, orders: 4, sum: 120_000 },
      // O1 (×2), O3, O4, O7, O9.
      { doctor: names.doc2, service: names.svcY, quantity: 6, orders: 5, sum: 120_000 },
      // O3: 3 × 50 грн, no longer in the catalogue.
      { doctor: names.doc2, service: 'Стара послуга', quantity: 3, orders: 1, sum: 15_000 },
    ])
    expect(got.totals).toEqual({ quantity: 13, sum: 255_000 })
    expect(got).toMatchObject({ total: 3, page: 1, pageSize: 15 })
  })

  it('narrows by filial and counts by confirmation date; the doctor login may read it', async () => {
    const a = await report(`/reports/doctor-services?${PERIOD}&filialId=${filialA}`)
    expect(a.rows[1]).toEqual({
      doctor: names.doc2,
      service: names.svcY,
      quantity: 5,
      orders: 4,
      sum: 100_000,
    })
    const confirmed = await report(`/reports/doctor-services?${PERIOD}&dateType=completed`)
    expect(confirmed.rows).toEqual([
      { doctor: names.doc1, service: names.svcX, quantity: 1, orders: 1, sum: 30_000 },
      { doctor: names.doc2, service: names.svcY, quantity: 2, orders: 1, sum: 40_000 },
    ])
    expect((await get(`/reports/doctor-services?${PERIOD}`, 'doctor')).statusCode).toBe(200)
  })
})

describe('the repeat visits to doctors', () => {
  it('classifies each doctor’s client by their first visit of the period against all earlier orders', async () => {
    const got = await report(`/reports/doctor-repeats?${PERIOD}`)
    expect(got.rows).toEqual([
      // c1 repeat (H1); c2 primary (H2 was deleted); c4 primary (O8 is their first). O5 has no card.
      { doctor: names.doc1, clients: 3, primary: 2, repeat: 1, repeatPercent: 33 },
      // c1 repeat (H4); c2 primary at O3 (O9 later in the period does not make them repeat); c3 repeat
      // (H3, in the other filial).
      { doctor: names.doc2, clients: 3, primary: 1, repeat: 2, repeatPercent: 67 },
    ])
    expect(got.totals).toEqual({ clients: 6, primary: 3, repeat: 3 })
  })

  it('narrows by filial and city, still looking at the visits of any filial before', async () => {
    const a = await report(`/reports/doctor-repeats?${PERIOD}&filialId=${filialA}`)
    expect(a.rows).toEqual([
      { doctor: names.doc1, clients: 3, primary: 2, repeat: 1, repeatPercent: 33 },
      { doctor: names.doc2, clients: 2, primary: 1, repeat: 1, repeatPercent: 50 },
    ])
    const b = await report(`/reports/doctor-repeats?${PERIOD}&cityId=${cityB}`)
    expect(b.rows).toEqual([{ doctor: names.doc2, clients: 1, primary: 0, repeat: 1, repeatPercent: 100 }])
  })
})

describe('the clients report', () => {
  it('counts the clients of each Kyiv day, the new ones by their first order that is not deleted', async () => {
    const got = await report(`/reports/clients-report?${PERIOD}`)
    expect(got.rows).toEqual([
      // O1 c1 (since February), O2 c2 (H2 was deleted: new).
      { day: '2034-03-01', clients: 2, newClients: 1, returningClients: 1, orders: 2, toPay: 93_000 },
      // O3 c2, O4 c3.
      { day: '2034-03-02', clients: 2, newClients: 0, returningClients: 2, orders: 2, toPay: 80_000 },
      // O5 without a card.
      { day: '2034-03-03', clients: 0, newClients: 0, returningClients: 0, orders: 1, toPay: 30_000 },
      // O7 c1, O8 c4 (new).
      { day: '2034-03-04', clients: 2, newClients: 1, returningClients: 1, orders: 2, toPay: 50_000 },
      // O9 c2.
      { day: '2034-03-05', clients: 1, newClients: 0, returningClients: 1, orders: 1, toPay: 20_000 },
    ])
    expect(got.totals).toEqual({ newClients: 2, orders: 8, toPay: 273_000 })
  })

  it('narrows by filial', async () => {
    const a = await report(`/reports/clients-report?${PERIOD}&filialId=${filialA}`)
    expect(a.rows[1]).toEqual({
      day: '2034-03-02',
      clients: 1,
      newClients: 0,
      returningClients: 1,
      orders: 1,
      toPay: 60_000,
    })
    expect(a.totals).toEqual({ newClients: 2, orders: 7, toPay: 253_000 })
  })
})

describe('NPS by employees', () => {
  it('counts each doctor’s ratings and their NPS, the best first', async () => {
    const got = await report(`/reports/nps-employees?${PERIOD}`)
    expect(got.rows).toEqual([
      // O3 9, O4 8, O9 7: (1 − 0) / 3.
      { employee: names.doc2, ratings: 3, promoters: 1, passives: 2, detractors: 0, nps: 33 },
      // O1 10, O2 6, O5 3: (1 − 2) / 3. O8 (no doctor) and O6 (deleted) are left out.
      { employee: names.doc1, ratings: 3, promoters: 1, passives: 0, detractors: 2, nps: -33 },
    ])
    expect(got.totals).toEqual({ ratings: 6, promoters: 2, passives: 2, detractors: 2 })
  })

  it('narrows by filial and counts by confirmation date', async () => {
    const a = await report(`/reports/nps-employees?${PERIOD}&filialId=${filialA}`)
    expect(a.rows[0]).toEqual({
      employee: names.doc2,
      ratings: 2,
      promoters: 1,
      passives: 1,
      detractors: 0,
      nps: 50,
    })
    const confirmed = await report(`/reports/nps-employees?${PERIOD}&dateType=completed`)
    expect(confirmed.rows).toEqual([
      { employee: names.doc1, ratings: 1, promoters: 1, passives: 0, detractors: 0, nps: 100 },
    ])
  })
})

describe('NPS details', () => {
  it('lists every rated order, the newest first, with the card’s or the typed client name', async () => {
    const got = await report(`/reports/nps-employees-detailing?${PERIOD}`)
    expect(got.rows).toEqual([
      {
        day: '2034-03-05',
        code: 'P34-O9',
        employee: names.doc2,
        client: 'Мельник Олена',
        rating: 7,
        comment: null,
      },
      { day: '2034-03-04', code: 'P34-O8', employee: null, client: 'Ярема Ірина', rating: 10, comment: null },
      {
        day: '2034-03-03',
        code: 'P34-O5',
        employee: names.doc1,
        client: 'Петренко Марта',
        rating: 3,
        comment: 'Погано',
      },
      {
        day: '2034-03-02',
        code: 'P34-O4',
        employee: names.doc2,
        client: 'Шевченко Тарас Григорович',
        rating: 8,
        comment: 'Добре',
      },
      {
        day: '2034-03-02',
        code: 'P34-O3',
        employee: names.doc2,
        client: 'Мельник Олена',
        rating: 9,
        comment: null,
      },
      {
        day: '2034-03-01',
        code: 'P34-O2',
        employee: names.doc1,
        client: 'Мельник Олена',
        rating: 6,
        comment: 'Довго чекали',
      },
      {
        day: '2034-03-01',
        code: 'P34-O1',
        employee: names.doc1,
        client: 'Коваль Іван Петрович',
        rating: 10,
        comment: 'Чудово',
      },
    ])
    expect(got.totals).toEqual({})
    const b = await report(`/reports/nps-employees-detailing?${PERIOD}&filialId=${filialB}`)
    expect(b.rows.map((r) => r.code)).toEqual(['P34-O4'])
  })

  it('pages the rated orders 15 at a time', async () => {
    // 17 rated orders on 10.04.2034, a minute apart.
    for (let i = 0; i < 17; i++)
      await order(`P34-N${i}`, new Date(Date.parse('2034-04-10T08:00:00Z') + i * 60_000).toISOString(), {
        doctorId: id.doc1,
        npsRating: i % 11,
      })
    const url = '/reports/nps-employees-detailing?from=2034-04-10&to=2034-04-10'
    const first = await report(url)
    expect(first).toMatchObject({ total: 17, page: 1, pageSize: 15 })
    expect(first.rows.map((r) => r.code).slice(0, 2)).toEqual(['P34-N16', 'P34-N15'])
    const second = await report(`${url}&page=2`)
    expect(second.rows.map((r) => r.code)).toEqual(['P34-N1', 'P34-N0'])
  })
})

describe('the permissions', () => {
  const slugs = [
    'doctors',
    'organisations',
    'doctor-services',
    'doctor-repeats',
    'clients-report',
    'nps-employees',
    'nps-employees-detailing',
  ]

  it('refuse each report, its export and its choices to a login without its permission', async () => {
    for (const name of slugs) {
      expect((await get(`/reports/${name}?${PERIOD}`, 'registrar')).statusCode, name).toBe(403)
      expect((await get(`/reports/${name}/export.xlsx?${PERIOD}`, 'registrar')).statusCode, name).toBe(403)
      expect((await get(`/reports/${name}/options`, 'registrar')).statusCode, name).toBe(403)
    }
    // The doctor login may read the doctors' services only.
    for (const name of slugs.filter((n) => n !== 'doctor-services'))
      expect((await get(`/reports/${name}?${PERIOD}`, 'doctor')).statusCode, name).toBe(403)
  })
})
