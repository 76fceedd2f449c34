/** Booking a service slot: the grid, the past, unbooking, no-schedule, and two carts racing for one slot. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { doctorSchedules, serviceBookings } from '../../db/schema/bookings'
import { cabinets } from '../../db/schema/places'
import { staff } from '../../db/schema/staff'
import type { McOrder } from '../../../domain/orders/order.schema'
import type { OrderListResponse } from '../../../domain/orders/order-list.schema'
import { createTestApp, type TestApp } from '../../../tests/support/test-app'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const api = (method: 'GET' | 'POST' | 'DELETE' | 'PATCH', url: string, payload?: object) =>
  t.as('cashier', { method, url, ...(payload ? { payload } : {}) })

/** A new order with the demo cart's services (copied from demo order 1 through the API). */
async function orderWithService(): Promise<{ id: number; serviceId: number }> {
  const demo = (await api('GET', '/api/api/v2/mc-orders/1')).json<McOrder>()
  const { orderId } = (await api('POST', '/api/mc-orders/create-new-from-zero')).json<{ orderId: number }>()
  const set = await t.as('cashier', {
    method: 'PATCH',
    url: `/api/api/v2/mc-orders/${orderId}`,
    payload: { version: 1, filialId: demo.filial!.id, servicePriceListId: demo.servicePriceListId },
  })
  expect(set.statusCode, set.body).toBe(200)
  const serviceId = demo.cartData.services[0]!.id
  const calc = await api('POST', `/api/api/v2/mc-orders/${orderId}/update-calculation`, {
    services: [{ id: serviceId }],
  })
  expect(calc.statusCode, calc.body).toBe(200)
  return { id: orderId, serviceId }
}

const monday = '2030-01-07'
const book = (orderId: number, serviceId: number, time: string, scheduleId = 1) =>
  api('POST', `/api/api/v2/mc-orders/${orderId}/book-service`, {
    serviceId,
    scheduleId,
    startsAt: `${monday}T${time}:00+02:00`,
  })

describe('booking a service slot', () => {
  it('puts the doctor and the time on the line, and moves the booking when rebooked', async () => {
    const [schedule] = await t.db.db.select().from(doctorSchedules).where(eq(doctorSchedules.id, 1))
    const o = await orderWithService()
    const res = await book(o.id, o.serviceId, '09:30')
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json<McOrder>().cartData.services[0]).toMatchObject({
      doctorId: schedule!.doctorId,
      scheduleId: 1,
      timeFrom: '09:30',
      timeTo: '10:00',
      noSchedule: false,
    })
    expect((await book(o.id, o.serviceId, '10:00')).statusCode).toBe(200)
    const rows = await t.db.db.select().from(serviceBookings).where(eq(serviceBookings.orderId, o.id))
    expect(rows).toHaveLength(1)
    expect(rows[0]!.startsAt.toISOString()).toBe('2030-01-07T08:00:00.000Z')
  })

  it('keeps the slot’s start and cabinet on the line and lists them on the order’s row, until unbooked', async () => {
    const [schedule] = await t.db.db.select().from(doctorSchedules).where(eq(doctorSchedules.id, 1))
    const [doctor] = await t.db.db.select().from(staff).where(eq(staff.id, schedule!.doctorId))
    const [cabinet] = await t.db.db.select().from(cabinets).where(eq(cabinets.id, schedule!.cabinetId!))
    const o = await orderWithService()
    const booked = (await book(o.id, o.serviceId, '09:00')).json<McOrder>()
    expect(booked.cartData.services[0]).toMatchObject({
      startsAt: '2030-01-07T07:00:00.000Z',
      cabinetId: cabinet!.id,
    })
    // A recalculation that keeps the line's slot keeps its date; the registrar's quantity changes.
    const line = booked.cartData.services[0]!
    const recalc = await api('POST', `/api/api/v2/mc-orders/${o.id}/update-calculation`, {
      services: [{ id: o.serviceId, quantity: 2, doctorId: line.doctorId, scheduleId: 1, timeFrom: '09:00' }],
    })
    expect(recalc.json<McOrder>().cartData.services[0]).toMatchObject({
      quantity: 2,
      startsAt: '2030-01-07T07:00:00.000Z',
      cabinetId: cabinet!.id,
    })
    const listed = async () => {
      const res = await api('GET', `/api/api/v2/mc-orders?perPage=100&code=${booked.code}`)
      expect(res.statusCode, res.body).toBe(200)
      return res.json<OrderListResponse>().data.find((r) => r.id === o.id)!.bookings
    }
    expect(await listed()).toEqual([
      {
        serviceId: o.serviceId,
        serviceName: expect.any(String) as string,
        startsAt: '2030-01-07T07:00:00.000Z',
        doctorId: doctor!.id,
        doctorName: doctor!.fullName,
        cabinetId: cabinet!.id,
        cabinet: cabinet!.number ?? cabinet!.name,
      },
    ])
    const unbook = await api('DELETE', `/api/mc-cart/${o.id}/book-service`, { serviceId: o.serviceId })
    expect(unbook.json<McOrder>().cartData.services[0]).toMatchObject({ startsAt: null, cabinetId: null })
    expect(await listed()).toEqual([])
  })

  it('refuses a time off the grid, outside the hours, on another weekday, in the past, or a line not in the cart', async () => {
    const o = await orderWithService()
    for (const time of ['09:10', '13:00', '08:30']) {
      const res = await book(o.id, o.serviceId, time)
      expect(res.json(), time).toMatchObject({
        errors: { starts_at: ['Цей час не входить до розкладу лікаря'] },
      })
    }
    const tuesday = await api('POST', `/api/api/v2/mc-orders/${o.id}/book-service`, {
      serviceId: o.serviceId,
      scheduleId: 1,
      startsAt: '2030-01-08T09:00:00+02:00',
    })
    expect(tuesday.statusCode).toBe(422)
    const past = await api('POST', `/api/api/v2/mc-orders/${o.id}/book-service`, {
      serviceId: o.serviceId,
      scheduleId: 1,
      startsAt: '2020-01-06T09:00:00+02:00',
    })
    expect(past.json()).toMatchObject({ errors: { starts_at: ['Цей час уже минув'] } })
    expect((await book(o.id, 999999, '09:00')).json()).toMatchObject({
      errors: { service_id: ['У кошику немає такої послуги'] },
    })
    expect((await book(o.id, o.serviceId, '09:00', 99999)).json()).toMatchObject({
      errors: { schedule_id: ['Розклад не знайдено'] },
    })
  })

  it('refuses a slot another order holds, and frees it on unbooking or no-schedule', async () => {
    const a = await orderWithService()
    const b = await orderWithService()
    expect((await book(a.id, a.serviceId, '11:00')).statusCode).toBe(200)
    const taken = await book(b.id, b.serviceId, '11:00')
    expect(taken.statusCode).toBe(409)
    expect(taken.json()).toMatchObject({
      code: 'slot_taken',
      message: 'Цей час щойно було заброньовано у іншому заказі',
    })
    const unbook = await api('DELETE', `/api/mc-cart/${a.id}/book-service`, { serviceId: a.serviceId })
    expect(unbook.statusCode, unbook.body).toBe(200)
    expect(unbook.json<McOrder>().cartData.services[0]).toMatchObject({ doctorId: null, timeFrom: null })
    expect((await book(b.id, b.serviceId, '11:00')).statusCode).toBe(200)
    const free = await api('POST', `/api/mc-cart/${b.id}/change-no-schedule-state`, {
      serviceId: b.serviceId,
      noSchedule: true,
    })
    expect(free.json<McOrder>().cartData.services[0]).toMatchObject({ noSchedule: true, timeFrom: null })
    expect((await book(a.id, a.serviceId, '11:00')).statusCode).toBe(200)
  })

  it('lets exactly one of three carts take the same slot at the same moment', async () => {
    const carts = await Promise.all([orderWithService(), orderWithService(), orderWithService()])
    const results = await Promise.all(carts.map((c) => book(c.id, c.serviceId, '12:30')))
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409])
    const holders = await t.db.db
      .select()
      .from(serviceBookings)
      .where(eq(serviceBookings.startsAt, new Date('2030-01-07T10:30:00Z')))
    expect(holders).toHaveLength(1)
  })

  it('frees the slots of a cancelled order for other carts', async () => {
    const a = await orderWithService()
    const b = await orderWithService()
    expect((await book(a.id, a.serviceId, '11:30')).statusCode).toBe(200)
    expect((await book(b.id, b.serviceId, '11:30')).statusCode).toBe(409)
    const cancel = await api('POST', `/api/api/v2/mc-orders/${a.id}/cancel`, { reasonId: 1 })
    expect(cancel.statusCode, cancel.body).toBe(200)
    expect(await t.db.db.select().from(serviceBookings).where(eq(serviceBookings.orderId, a.id))).toEqual([])
    expect((await book(b.id, b.serviceId, '11:30')).statusCode).toBe(200)
  })

  it('lets the database refuse overlapping bookings of different lengths on one seat, and allow back-to-back ones', async () => {
    const [schedule] = await t.db.db.select().from(doctorSchedules).where(eq(doctorSchedules.id, 1))
    const a = await orderWithService()
    const b = await orderWithService()
    const c = await orderWithService()
    const row = (orderId: number, serviceId: number, from: string, to: string) => ({
      orderId,
      serviceId,
      scheduleId: 1,
      doctorId: schedule!.doctorId,
      startsAt: new Date(`2030-01-14T${from}:00Z`),
      endsAt: new Date(`2030-01-14T${to}:00Z`),
      seat: 1,
    })
    // An hour from 07:00; half an hour from 07:30 overlaps it without sharing its start.
    await t.db.db.insert(serviceBookings).values(row(a.id, a.serviceId, '07:00', '08:00'))
    const overlap = await t.db.db
      .insert(serviceBookings)
      .values(row(b.id, b.serviceId, '07:30', '08:00'))
      .then(
        () => null,
        (e: unknown) => e as { cause?: { code?: string; constraint?: string } },
      )
    expect(overlap?.cause).toMatchObject({ code: '23P01', constraint: 'service_bookings_no_overlap' })
    // Half-open ranges: a booking from 08:00 follows the hour without colliding; another seat may overlap.
    await t.db.db.insert(serviceBookings).values(row(c.id, c.serviceId, '08:00', '08:30'))
    await t.db.db.insert(serviceBookings).values({ ...row(b.id, b.serviceId, '07:30', '08:00'), seat: 2 })
    const held = await t.db.db
      .select()
      .from(serviceBookings)
      .where(eq(serviceBookings.doctorId, schedule!.doctorId))
    expect(held.filter((h) => h.startsAt.toISOString().startsWith('2030-01-14'))).toHaveLength(3)
  })
})
