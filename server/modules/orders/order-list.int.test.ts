/**
 * GET /api/v2/mc-orders as the order list screen uses it: the labels of spec 000 §3 on every row, the
 * actions each state allows, and the filters the screen offers (payment type, operator, patient by name
 * or id, period of at most 30 days).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { asc, eq, inArray } from 'drizzle-orm'
import type { OrderListResponse } from '../../../domain/orders/order-list.schema'
import { kyivDay } from '../../../domain/time/kyiv'
import { users } from '../../db/schema/auth'
import { clients } from '../../db/schema/clients'
import { paymentTypes } from '../../db/schema/finance'
import { orders } from '../../db/schema/orders'
import { bloodPoints } from '../../db/schema/blood-points'
import { staff } from '../../db/schema/staff'
import { createTestApp, type TestApp } from '../../../tests/support/test-app'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const list = (query: string, login = 'cashier') =>
  t.as(login, { method: 'GET', url: `/api/api/v2/mc-orders?perPage=100&${query}` })
const rows = async (query: string, login = 'cashier') => {
  const res = await list(query, login)
  expect(res.statusCode, res.body).toBe(200)
  return res.json<OrderListResponse>().data
}
const userId = async (login: string) =>
  (await t.db.db.select({ id: users.id }).from(users).where(eq(users.login, login)))[0]!.id
/** Today's Kyiv calendar day moved by whole calendar days (not by 24-hour steps: a step over a DST change
 * near midnight lands on the wrong day). */
const kyivDayFrom = (offsetDays = 0) => {
  const day = new Date(`${kyivDay(new Date())}T00:00:00Z`)
  day.setUTCDate(day.getUTCDate() + offsetDays)
  return day.toISOString().slice(0, 10)
}

describe('the order list rows', () => {
  it('carry the order labels and the actions the state allows', async () => {
    const [pay] = await t.db.db.select().from(paymentTypes).orderBy(asc(paymentTypes.id)).limit(1)
    const [doctor] = await t.db.db.select().from(staff).orderBy(asc(staff.id)).limit(1)
    const [point] = await t.db.db.select().from(bloodPoints).orderBy(asc(bloodPoints.id)).limit(1)
    await t.db.db
      .update(orders)
      .set({
        externalNumber: 'EXT-77',
        commentToRegistrar: 'Передзвонити',
        commentToClient: 'Натщесерце',
        npsRating: 9,
        npsComment: 'Дякую',
        referringDoctorId: doctor!.id,
        fencePointId: point!.id,
        paymentTypeId: pay!.id,
        sum: 123_456,
        discount: 1_000,
        toPay: 122_456,
        manualDiscountPercent: 5,
        franchisePercent: 10,
      })
      .where(eq(orders.id, 8))
    const row = (await rows('code=000008')).find((o) => o.id === 8)
    expect(row).toMatchObject({
      state: 'done',
      stateLabel: 'Виконано, не оплачено',
      externalNumber: 'EXT-77',
      commentToRegistrar: 'Передзвонити',
      commentToClient: 'Натщесерце',
      npsRating: 9,
      npsComment: 'Дякую',
      referringDoctorName: doctor!.fullName,
      fencePointName: point!.addressUk,
      paymentTypeId: pay!.id,
      paymentTypeName: pay!.name,
      operatorName: 'Ірина Реєстраторка',
      sum: 123_456,
      toPay: 122_456,
      manualDiscountPercent: 5,
      franchisePercent: 10,
    })
    expect(row?.cityName).toBeTruthy()
    expect(row?.allowedEvents).toEqual(['close'])
    const states = await rows('state=confirmed,deleted')
    for (const o of states)
      if (o.state === 'confirmed')
        expect(o.allowedEvents).toEqual(expect.arrayContaining(['cancel', 'finish']))
      else expect(o.allowedEvents).toEqual([])
  })
})

describe('the order list filters', () => {
  it('filters by payment type', async () => {
    const [cash] = await t.db.db
      .select({ id: paymentTypes.id })
      .from(paymentTypes)
      .where(eq(paymentTypes.cashType, 'in_cash'))
      .limit(1)
    const found = await rows(`paymentTypeId=${cash!.id}`)
    expect(found.length).toBeGreaterThan(0)
    expect(found.every((o) => o.paymentTypeId === cash!.id)).toBe(true)
    expect(found.map((o) => o.id)).toContain(4)
  })

  it('filters by operator: the order’s operator, else its author', async () => {
    const cashier = await userId('cashier')
    const registrar = await userId('registrar')
    await t.db.db.update(orders).set({ operatorId: cashier }).where(eq(orders.id, 12))
    const byCashier = await rows(`operatorId=${cashier}`)
    expect(byCashier.map((o) => o.id)).toContain(12)
    expect(byCashier.find((o) => o.id === 12)?.operatorName).toBe('Марія Касирка')
    const byRegistrar = (await rows(`operatorId=${registrar}`)).map((o) => o.id)
    expect(byRegistrar).toContain(1)
    expect(byRegistrar).not.toContain(12)
  })

  it('pages one client’s orders newest first with no period, as the client profile asks', async () => {
    const [client] = await t.db.db
      .select({ id: clients.id })
      .from(clients)
      .orderBy(asc(clients.id))
      .offset(40)
      .limit(1)
    const ids: number[] = []
    for (let i = 0; i < 3; i++) {
      const res = await t.as('cashier', { method: 'POST', url: '/api/mc-orders/create-new-from-zero' })
      ids.push(res.json<{ orderId: number }>().orderId)
    }
    await t.db.db.update(orders).set({ clientId: client!.id }).where(inArray(orders.id, ids))
    // A year old: the profile shows the client's whole history, not the list's 30-day period.
    await t.db.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 365 * 86_400_000) })
      .where(eq(orders.id, ids[0]!))
    const page = async (n: number) => {
      const res = await t.as('cashier', {
        method: 'GET',
        url: `/api/api/v2/mc-orders?clientId=${client!.id}&page=${n}&perPage=2`,
      })
      expect(res.statusCode, res.body).toBe(200)
      return res.json<OrderListResponse>()
    }
    const first = await page(1)
    expect(first.meta).toEqual({ page: 1, perPage: 2, total: 3 })
    expect(first.data.map((o) => o.id)).toEqual([ids[2], ids[1]])
    expect(first.data.every((o) => o.clientId === client!.id)).toBe(true)
    const second = await page(2)
    expect(second.data.map((o) => o.id)).toEqual([ids[0]])
  })

  it('finds the patient by id, by the start of the names (any script), and inline patients', async () => {
    const [first] = await t.db.db.select().from(orders).where(eq(orders.id, 1))
    const [client] = await t.db.db.select().from(clients).where(eq(clients.id, first!.clientId!))
    const byId = await rows(`client=${client!.id}`)
    expect(byId.length).toBeGreaterThan(0)
    expect(byId.every((o) => o.clientId === client!.id)).toBe(true)

    const typed = `${client!.surname.slice(0, 3)} ${client!.name.slice(0, 2)}`
    const byName = await rows(`client=${encodeURIComponent(typed)}`)
    expect(byName.map((o) => o.id)).toContain(1)
    expect(byName.every((o) => o.clientName?.startsWith(client!.surname.slice(0, 3)))).toBe(true)
    const nobody = await rows(`client=${encodeURIComponent('Щщщщзз')}`)
    expect(nobody).toEqual([])

    await t.db.db
      .update(orders)
      .set({ clientId: null, clientData: { surname: 'Гнатюк', name: 'Остап' } })
      .where(eq(orders.id, 2))
    const inline = await rows(`client=${encodeURIComponent('гнат ост')}`)
    expect(inline.map((o) => [o.id, o.clientName])).toEqual([[2, 'Гнатюк Остап']])
  })

  it('finds an order by its code as typed: Cyrillic look-alikes, lower case, no prefix or zeros', async () => {
    const [order] = await t.db.db.select().from(orders).where(eq(orders.id, 8))
    for (const typed of [order!.code, 'МС-000008', 'мс-8', '8', '000008']) {
      const found = await rows(`code=${encodeURIComponent(typed)}`)
      expect(
        found.map((o) => o.code),
        typed,
      ).toEqual([order!.code])
    }
    // A fragment that is not a number still matches the codes containing it.
    const fragment = await rows(`code=${encodeURIComponent('с-00000')}`)
    expect(fragment.map((o) => o.code)).toContain(order!.code)
  })

  it('takes a period of up to 30 days and refuses a longer or reversed one', async () => {
    const old = new Date(Date.now() - 40 * 86_400_000)
    await t.db.db
      .update(orders)
      .set({ createdAt: old })
      .where(inArray(orders.id, [10, 11]))
    const recent = (await rows(`dateFrom=${kyivDayFrom(-30)}&dateTo=${kyivDayFrom(0)}`)).map((o) => o.id)
    expect(recent).toContain(1)
    expect(recent).not.toContain(10)
    const earlier = (await rows(`dateFrom=${kyivDayFrom(-45)}&dateTo=${kyivDayFrom(-35)}`)).map((o) => o.id)
    expect(earlier.sort()).toEqual([10, 11])

    const long = await list(`dateFrom=${kyivDayFrom(-31)}&dateTo=${kyivDayFrom(0)}`)
    expect(long.statusCode).toBe(422)
    expect(long.json()).toMatchObject({ errors: { date_to: ['Період не може перевищувати 30 днів'] } })
    const reversed = await list(`dateFrom=${kyivDayFrom(0)}&dateTo=${kyivDayFrom(-1)}`)
    expect(reversed.json()).toMatchObject({
      errors: { date_to: ['Дата початку не може бути пізніше дати кінця'] },
    })
  })

  it('keeps a registrar to their own orders whatever the filters', async () => {
    const created = await t.as('cashier', { method: 'POST', url: '/api/mc-orders/create-new-from-zero' })
    const { orderId } = created.json<{ orderId: number }>()
    const cashier = await userId('cashier')
    expect((await rows(`operatorId=${cashier}`)).map((o) => o.id)).toContain(orderId)
    const seen = await rows(`operatorId=${cashier}`, 'registrar')
    expect(seen.map((o) => o.id)).not.toContain(orderId)
    const registrar = await userId('registrar')
    expect(seen.every((o) => o.createdBy === registrar || o.operatorId === registrar)).toBe(true)
  })
})

describe('the not-finished filter (registry tab «Незавершені замовлення»)', () => {
  it('lists orders of a past day that are not done, paid or cancelled, within the user’s scope', async () => {
    const registrar = await userId('registrar')
    const [a, b, c, d] = await t.db.db.select().from(orders).orderBy(asc(orders.id)).limit(4)
    const yesterday = new Date(`${kyivDayFrom(-1)}T09:00:00Z`)
    await t.db.db
      .update(orders)
      .set({ createdAt: yesterday, state: 'confirmed', createdBy: registrar, operatorId: null })
      .where(inArray(orders.id, [a!.id, b!.id]))
    await t.db.db
      .update(orders)
      .set({ createdAt: yesterday, state: 'payed_cash' })
      .where(eq(orders.id, c!.id))
    await t.db.db
      .update(orders)
      .set({ createdAt: new Date(), state: 'confirmed' })
      .where(eq(orders.id, d!.id))
    const ids = (await rows('notFinished=1')).map((o) => o.id)
    expect(ids).toEqual(expect.arrayContaining([a!.id, b!.id]))
    expect(ids).not.toContain(c!.id)
    expect(ids).not.toContain(d!.id)
    const all = await rows('notFinished=1')
    expect(all.every((o) => !['done', 'payed_cash', 'deleted'].includes(o.state))).toBe(true)
    expect(all.find((o) => o.id === a!.id)!.allowedEvents.length).toBeGreaterThan(0)
    // A registrar (own orders only) sees the not-finished orders they created, not the others'.
    const own = (await rows('notFinished=1', 'registrar')).map((o) => o.id)
    expect(own).toEqual(expect.arrayContaining([a!.id, b!.id]))
    const othersRows = all.filter((o) => o.createdBy !== registrar && o.operatorId !== registrar)
    for (const o of othersRows) expect(own).not.toContain(o.id)
    const bad = await list('notFinished=yes')
    expect(bad.statusCode).toBe(422)
  })
})
