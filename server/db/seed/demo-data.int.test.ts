/**
 * The demo data shows the product: every demo doctor has hours with free slots in the coming weeks
 * (some taken by the demo orders), and every demo order's lines carry the prices of its price lists,
 * as the server's own calculation gives them today.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm'
import type { McOrder } from '../../../domain/orders/order.schema'
import type { FreeSlot } from '../../../domain/orders/schedule-slots'
import type { OrderPriceInfo } from '../../../domain/orders/cart.schema'
import { kyivDay, kyivDayAndTime } from '../../../domain/time/kyiv'
import { createTestApp, type TestApp } from '../../../tests/support/test-app'
import { doctorSchedules, serviceBookings } from '../schema/bookings'
import { staffServices } from '../schema/crm-references'
import { orders } from '../schema/orders'
import { labTubes } from '../schema/lab-tubes'
import { seedRegistryWeek } from './demo-week'
import { seedDemoHistory } from './demo-history'
import { seedDemoActivities } from './demo-activities'
import { reports } from '../../../domain/reports/reports'
import type { ReportAnswer } from '../../../domain/reports/define-report'
import { addDays } from '../../../domain/reports/report-period'
import { users } from '../schema/auth'
import { cabinets } from '../schema/places'
import { priceListPositions } from '../schema/price-lists'
import { staff } from '../schema/staff'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const get = async <T>(url: string): Promise<T> => {
  const res = await t.as('admin', { method: 'GET', url: `/api/api/v2${url}` })
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200)
  return res.json<T>()
}
const freeSlots = async (serviceId: number, date: string) =>
  (await get<{ data: FreeSlot[] }>(`/schedule/free-slots?serviceId=${serviceId}&date=${date}`)).data

/** The next `n` calendar days in Kyiv, today first. */
const nextDays = (n: number) =>
  Array.from({ length: n }, (_, i) => kyivDay(new Date(Date.now() + i * 86_400_000)))

const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5))

describe('demo doctors’ schedules', () => {
  it('give every active doctor at least 20 free slots in the next 14 days, offered by the slot picker', async () => {
    const doctors = await t.db.db
      .select({ id: staff.id, name: staff.fullName })
      .from(staff)
      .where(and(eq(staff.isDoctor, true), eq(staff.active, true)))
      .orderBy(asc(staff.id))
    expect(doctors.map((d) => d.name)).toContain('Бойко Максим Сергійович') // the ultrasound doctor
    const days = nextDays(14)
    for (const d of doctors) {
      const [service] = await t.db.db
        .select({ id: staffServices.serviceId })
        .from(staffServices)
        .where(eq(staffServices.staffId, d.id))
        .orderBy(asc(staffServices.serviceId))
        .limit(1)
      expect(service, `${d.name} provides a service`).toBeDefined()
      let free = 0
      for (const day of days)
        free += (await freeSlots(service!.id, day)).filter((s) => s.doctorId === d.id).length
      expect(free, d.name).toBeGreaterThanOrEqual(20)
    }
  })

  it('hold bookings of the demo orders in the coming days, and those slots are not offered again', async () => {
    const from = new Date()
    const booked = await t.db.db
      .select()
      .from(serviceBookings)
      .where(
        and(
          gte(serviceBookings.startsAt, from),
          lt(serviceBookings.startsAt, new Date(from.getTime() + 14 * 86_400_000)),
        ),
      )
      .orderBy(asc(serviceBookings.orderId))
    expect(booked.length).toBeGreaterThanOrEqual(5)
    expect(new Set(booked.map((b) => b.doctorId)).size).toBeGreaterThanOrEqual(5)
    // The hand-made orders' bookings first, then a sample of the week's.
    for (const b of [...booked.slice(0, 20), ...booked.slice(20).filter((_, i) => i % 10 === 0)]) {
      const { date, time } = kyivDayAndTime(b.startsAt)
      const mine = (await freeSlots(b.serviceId, date)).filter((s) => s.doctorId === b.doctorId)
      expect(mine.map((s) => s.time)).not.toContain(time)
      const order = await get<McOrder>(`/mc-orders/${b.orderId}`)
      expect(order.cartData.services.find((l) => l.id === b.serviceId)).toMatchObject({
        doctorId: b.doctorId,
        scheduleId: b.scheduleId,
        noSchedule: false,
        timeFrom: time,
      })
    }
  })

  it('never put two doctors in one cabinet, or one doctor in two places, at the same time', async () => {
    const rows = await t.db.db
      .select({
        doctorId: doctorSchedules.doctorId,
        cabinetId: doctorSchedules.cabinetId,
        shared: cabinets.simultaneousReception,
        weekday: doctorSchedules.weekday,
        from: doctorSchedules.timeFrom,
        to: doctorSchedules.timeTo,
      })
      .from(doctorSchedules)
      .leftJoin(cabinets, eq(cabinets.id, doctorSchedules.cabinetId))
    expect(rows.every((r) => r.cabinetId !== null)).toBe(true)
    const overlap = (a: (typeof rows)[number], b: (typeof rows)[number]) =>
      a.weekday === b.weekday && minutes(a.from) < minutes(b.to) && minutes(b.from) < minutes(a.to)
    for (const [i, a] of rows.entries())
      for (const b of rows.slice(i + 1)) {
        if (!overlap(a, b)) continue
        expect(a.doctorId, 'a doctor in two places at once').not.toBe(b.doctorId)
        if (!a.shared) expect(a.cabinetId, 'two doctors in one cabinet at once').not.toBe(b.cabinetId)
      }
  })
})

describe('demo orders', () => {
  it('price every line from the order’s price lists, as the server prices the cart today', async () => {
    const rows = await t.db.db
      .select({ id: orders.id, state: orders.state })
      .from(orders)
      .where(inArray(orders.state, ['cart_confirmed', 'confirmed', 'done_part', 'done', 'cart_edited']))
      .orderBy(asc(orders.id))
    expect(rows.map((r) => r.state)).toEqual(expect.arrayContaining(['confirmed', 'done_part', 'done']))
    for (const { id } of rows) {
      const order = await get<McOrder>(`/mc-orders/${id}`)
      const lines = [...order.cartData.services, ...order.cartData.tests]
      expect(lines.length, order.code).toBeGreaterThan(0)
      for (const l of lines) expect(l.price, `${order.code} ${l.name}`).toBeGreaterThan(0)

      const active = await t.as('admin', {
        method: 'GET',
        url: `/api/settings/price-lists/load-active-for-cart?filialId=${order.filial!.id}`,
      })
      const lists = active.json<{ data: { services: { id: number }; tests: { id: number } } }>().data
      expect([order.servicePriceListId, order.mcTestPriceListId]).toEqual([lists.services.id, lists.tests.id])
      const listed = await t.db.db
        .select({
          serviceId: priceListPositions.serviceId,
          mcTestId: priceListPositions.mcTestId,
          finalPrice: priceListPositions.finalPrice,
        })
        .from(priceListPositions)
        .where(inArray(priceListPositions.priceListId, [order.servicePriceListId!, order.mcTestPriceListId!]))
      for (const l of order.cartData.services)
        expect(l.price, l.name).toBe(listed.find((p) => p.serviceId === l.id)?.finalPrice)
      for (const l of order.cartData.tests)
        expect(l.price, l.name).toBe(listed.find((p) => p.mcTestId === l.id)?.finalPrice)

      const today = await get<{ priceInfo: OrderPriceInfo }>(`/cart-get-updated-infos/${id}`)
      const calc = today.priceInfo.priceCalculation
      expect(order.sum, order.code).toBe(calc.totals.sum)
      expect(order.toPay, order.code).toBe(calc.totals.toPay)
      expect(order.sum).toBe(lines.reduce((n, l) => n + l.price * l.quantity, 0))
    }
  })

  it('fill about a third of every doctor’s week with the operator’s orders, at the cabinet’s filial, priced', async () => {
    // The tests' template leaves the week out (tests/support/global-setup.ts); this copy gets it, twice.
    await seedRegistryWeek(t.db.db)
    const [count] = await t.db.db.select({ n: sql<number>`count(*)::int` }).from(orders)
    await seedRegistryWeek(t.db.db)
    const [again] = await t.db.db.select({ n: sql<number>`count(*)::int` }).from(orders)
    expect(again!.n).toBe(count!.n)
    const from = new Date()
    const [operator] = await t.db.db.select({ id: users.id }).from(users).where(eq(users.login, 'callcenter'))
    const week = await t.db.db
      .select({
        doctorId: serviceBookings.doctorId,
        orderId: serviceBookings.orderId,
        filialId: orders.filialId,
        cabinetFilial: cabinets.filialId,
        state: orders.state,
        toPay: orders.toPay,
      })
      .from(serviceBookings)
      .innerJoin(orders, eq(orders.id, serviceBookings.orderId))
      .innerJoin(doctorSchedules, eq(doctorSchedules.id, serviceBookings.scheduleId))
      .innerJoin(cabinets, eq(cabinets.id, doctorSchedules.cabinetId))
      .where(
        and(
          gte(serviceBookings.startsAt, new Date(from.getTime() + 86_400_000)),
          lt(serviceBookings.startsAt, new Date(from.getTime() + 6 * 86_400_000)),
          eq(orders.createdBy, operator!.id),
        ),
      )
    const doctors = new Set(week.map((b) => b.doctorId))
    expect(doctors.size).toBeGreaterThanOrEqual(10)
    expect(week.length).toBeGreaterThanOrEqual(60)
    for (const b of week) expect(b.filialId, `order ${b.orderId}`).toBe(b.cabinetFilial)
    expect(week.every((b) => b.toPay > 0)).toBe(true)
    expect(new Set(week.map((b) => b.state))).toEqual(new Set(['confirmed', 'cart_confirmed']))
  })
})

describe('the demo past', () => {
  it('gives every built report rows over the last 30 days, seeded once', async () => {
    // The tests' template leaves the past out (tests/support/global-setup.ts); this copy gets it, twice.
    await seedDemoActivities(t.db.db)
    await seedDemoHistory(t.db.db)
    const [count] = await t.db.db.select({ n: sql<number>`count(*)::int` }).from(orders)
    await seedDemoHistory(t.db.db)
    const [again] = await t.db.db.select({ n: sql<number>`count(*)::int` }).from(orders)
    expect(again!.n).toBe(count!.n)

    const today = kyivDay(new Date())
    const period = `from=${addDays(today, -29)}&to=${today}`
    for (const r of reports) {
      const query = r.periodless ? '' : `?${period}`
      const res = await t.as('admin', { method: 'GET', url: `/api/reports/${r.name}${query}` })
      expect(res.statusCode, `${r.name}: ${res.body}`).toBe(200)
      expect(res.json<ReportAnswer>().total, r.name).toBeGreaterThan(0)
    }
    // The past is priced by the server's calculation, and some of it was cancelled, some rated.
    const past = await t.db.db
      .select({ state: orders.state, toPay: orders.toPay, nps: orders.npsRating })
      .from(orders)
      .where(lt(orders.createdAt, new Date(Date.now() - 86_400_000 * 21)))
    expect(past.length).toBeGreaterThan(150)
    expect(past.filter((o) => o.state !== 'deleted').every((o) => o.toPay > 0)).toBe(true)
    expect(past.some((o) => o.state === 'deleted')).toBe(true)
    expect(past.filter((o) => o.nps !== null).length).toBeGreaterThan(50)
    // Seeding the past twice and asking every report takes its time on a busy machine.
  }, 180_000)
})

describe('demo laboratory tubes', () => {
  it('give the confirmed demo orders tubes the search finds and the collection day lists, some collected, sent, received', async () => {
    // The confirmed orders with tubes (the week's orders confirmed through the API get theirs too).
    const all = await t.db.db
      .selectDistinct({ id: orders.id, filialId: orders.filialId, at: orders.firstConfirmedAt })
      .from(orders)
      .innerJoin(labTubes, eq(labTubes.orderId, orders.id))
      .where(inArray(orders.state, ['confirmed', 'done_part', 'done']))
      .orderBy(asc(orders.id))
    const filialId = all[0]!.filialId!
    const confirmed = all.filter((o) => o.filialId === filialId)
    expect(confirmed.length).toBeGreaterThan(3)
    // Confirmed minutes apart: a seed run just before midnight spreads them over two days.
    const days = [...new Set(confirmed.map((o) => kyivDay(o.at!)))]
    type Day = { data: Array<{ order: { id: number }; tubes: Array<{ barcode: string; state: string }> }> }
    const list = (
      await Promise.all(days.map((day) => get<Day>(`/lab/collection?date=${day}&filialId=${filialId}`)))
    ).flatMap((d) => d.data)
    const tubes = list.flatMap((x) => x.tubes)
    expect(list.map((x) => x.order.id)).toEqual(expect.arrayContaining(confirmed.map((o) => o.id)))
    for (const state of ['new', 'collected', 'sent']) expect(tubes.map((x) => x.state)).toContain(state)
    // Received by the lab, and the demo results have moved some further (lab/tube-progress.ts).
    expect(tubes.some((x) => ['received', 'in_work', 'done', 'approved'].includes(x.state))).toBe(true)
    expect(tubes.some((x) => x.state === 'done' || x.state === 'approved')).toBe(true)
    const found = await get<{ tube: { barcode: string; tests: unknown[] }; order: { code: string } }>(
      `/lab/tubes/search?barcode=${tubes[0]!.barcode}`,
    )
    expect(found.tube.tests.length).toBeGreaterThan(0)
    expect(found.order.code).toMatch(/^MC-/)
  })
})
