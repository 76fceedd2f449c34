/**
 * The registry's schedule grid (issue 20 item 2): a day's doctors under the filters, their slots from
 * the schedules, bookings placed in their slots with the order's facts only within the user's scope,
 * and booking a free slot into a new order in one step (a lost race leaves no order behind).
 */
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { asc, count, eq } from 'drizzle-orm'
import type { McOrder } from '../../../domain/orders/order.schema'
import type { RegistryDay } from '../../../domain/schedule/registry-day.schema'
import { doctorSchedules } from '../../db/schema/bookings'
import { orders } from '../../db/schema/orders'
import { clients } from '../../db/schema/clients'
import { previousEntries } from '../../db/schema/previous-entries'
import { cabinets, filials } from '../../db/schema/places'
import { staff } from '../../db/schema/staff'
import { createTestApp, type TestApp } from '../../../tests/support/test-app'

let t: TestApp
let kovalenko: { id: number; specializationId: number | null }
let kv01: { id: number; cityId: number }
let kv02: { id: number }
let scheduleId: number
beforeAll(async () => {
  t = await createTestApp()
  const [doctor] = await t.db.db.select().from(staff).where(eq(staff.fullName, 'Коваленко Олена Петрівна'))
  kovalenko = doctor!
  const [schedule] = await t.db.db
    .select({ id: doctorSchedules.id, filialId: cabinets.filialId })
    .from(doctorSchedules)
    .innerJoin(cabinets, eq(cabinets.id, doctorSchedules.cabinetId))
    .where(eq(doctorSchedules.id, 1))
  scheduleId = schedule!.id
  const [f1] = await t.db.db.select().from(filials).where(eq(filials.id, schedule!.filialId))
  kv01 = { id: f1!.id, cityId: f1!.cityId }
  const [f2] = await t.db.db.select().from(filials).where(eq(filials.code, 'KV02'))
  kv02 = { id: f2!.id }
})
afterAll(() => t.close())

// Mondays far ahead: the demo schedules are weekly, the seed's bookings are near the day it ran.
const monday = '2031-03-03'
const day = async (query: string, login = 'registrar') => {
  const res = await t.as(login, { method: 'GET', url: `/api/registry/day?date=${monday}&${query}` })
  expect(res.statusCode, res.body).toBe(200)
  return res.json<RegistryDay>()
}
const book = (login: string, body: object) =>
  t.as(login, {
    method: 'POST',
    url: '/api/registry/book',
    headers: { 'idempotency-key': randomUUID() },
    payload: { uuid: randomUUID(), ...body },
  })
const slotOf = (d: RegistryDay, doctorId: number, time: string) =>
  d.doctors.find((x) => x.id === doctorId)?.slots.find((s) => s.time === time)

describe('GET /registry/day', () => {
  it('lists the doctors working that day with the slots of their schedules, filtered', async () => {
    const all = await day('')
    expect(all.doctors.length).toBeGreaterThan(5)
    expect(all.truncated).toBe(false)
    const k = all.doctors.find((d) => d.id === kovalenko.id)!
    // Mondays 09:00–13:00 in KV01, 30-minute slots.
    expect(k.slots.map((s) => s.time)).toEqual([
      '09:00',
      '09:30',
      '10:00',
      '10:30',
      '11:00',
      '11:30',
      '12:00',
      '12:30',
    ])
    expect(k.slots[0]).toMatchObject({
      startsAt: `${monday}T09:00:00+02:00`,
      capacity: 1,
      past: false,
      cabinet: '101',
    })
    expect(k.services.length).toBeGreaterThan(0)
    // A doctor who works only in KV02 that day is not in KV01's grid; Коваленко is not in KV02's.
    const inKv01 = await day(`filialId=${kv01.id}`)
    const inKv02 = await day(`filialId=${kv02.id}`)
    expect(inKv01.doctors.map((d) => d.id)).toContain(kovalenko.id)
    expect(inKv02.doctors.map((d) => d.id)).not.toContain(kovalenko.id)
    for (const d of inKv01.doctors)
      for (const s of d.slots) expect(s.filialName).toBe(inKv01.doctors[0]!.slots[0]!.filialName)
    expect((await day(`cityId=${kv01.cityId}`)).doctors.length).toBeGreaterThanOrEqual(inKv01.doctors.length)
    const one = await day(`doctorId=${kovalenko.id}`)
    expect(one.doctors.map((d) => d.id)).toEqual([kovalenko.id])
    const bySpec = await day(`specializationId=${kovalenko.specializationId}`)
    expect(bySpec.doctors.every((d) => d.specialization === k.specialization)).toBe(true)
    // Sunday: nobody works.
    const sunday = await t.as('registrar', { method: 'GET', url: '/api/registry/day?date=2031-03-02' })
    expect(sunday.json<RegistryDay>().doctors).toEqual([])
    expect(all.choices.doctors.length).toBeGreaterThan(5)
  })

  it('places a booking in its slot: the author sees patient, services, state and payment; another registrar a taken seat', async () => {
    const serviceId = (await day(`doctorId=${kovalenko.id}`)).doctors[0]!.services.find(
      (s) => s.minutes === 30,
    )!.id
    const res = await book('registrar', { scheduleId, serviceId, startsAt: `${monday}T10:00:00+02:00` })
    expect(res.statusCode, res.body).toBe(201)
    const { orderId, code } = res.json<{ orderId: number; code: string }>()
    const order = (
      await t.as('registrar', { method: 'GET', url: `/api/api/v2/mc-orders/${orderId}` })
    ).json<McOrder>()
    expect(order.filial?.id).toBe(kv01.id)
    expect(order.cartData.services).toEqual([
      expect.objectContaining({ id: serviceId, doctorId: kovalenko.id, timeFrom: '10:00' }),
    ])

    const mine = slotOf(await day(`doctorId=${kovalenko.id}`), kovalenko.id, '10:00')!
    expect(mine.bookings).toEqual([
      expect.objectContaining({
        serviceId,
        seat: 1,
        order: expect.objectContaining({
          id: orderId,
          code,
          state: order.state,
          paid: false,
          mayEdit: true,
        }) as unknown,
      }),
    ])
    expect(mine.bookings[0]!.order!.services).toHaveLength(1)
    // The administrator (crmMcOrdersEditAll) sees it too; a call-centre operator's own scope does not reach it.
    expect(
      slotOf(await day(`doctorId=${kovalenko.id}`, 'admin'), kovalenko.id, '10:00')!.bookings[0]!.order?.id,
    ).toBe(orderId)
    const other = slotOf(await day(`doctorId=${kovalenko.id}`, 'callcenter'), kovalenko.id, '10:00')!
    expect(other.bookings).toEqual([expect.objectContaining({ serviceId, order: null })])
    // A doctor, who starts reception of any order, sees the patient but may not change the order.
    const doctorView = slotOf(await day(`doctorId=${kovalenko.id}`, 'doctor'), kovalenko.id, '10:00')!
    expect(doctorView.bookings[0]!.order).toMatchObject({ id: orderId, mayEdit: false })

    // Unbooking through the cart's route frees the slot.
    const freed = await t.as('registrar', {
      method: 'DELETE',
      url: `/api/mc-cart/${orderId}/book-service`,
      headers: { 'idempotency-key': randomUUID() },
      payload: { serviceId },
    })
    expect(freed.statusCode, freed.body).toBe(200)
    expect(slotOf(await day(`doctorId=${kovalenko.id}`), kovalenko.id, '10:00')!.bookings).toEqual([])
  })

  it('refuses a bad query, a signed-out caller and a user without the registry', async () => {
    expect(
      (await t.as('registrar', { method: 'GET', url: '/api/registry/day?date=03.03.2031' })).statusCode,
    ).toBe(422)
    expect(
      (await t.as('registrar', { method: 'GET', url: `/api/registry/day?date=${monday}&doctorId=abc` }))
        .statusCode,
    ).toBe(422)
    expect(
      (await t.as('registrar', { method: 'GET', url: `/api/registry/day?date=${monday}&x=1` })).statusCode,
    ).toBe(422)
    expect((await t.app.inject({ method: 'GET', url: `/api/registry/day?date=${monday}` })).statusCode).toBe(
      401,
    )
    expect(
      (await t.as('cashier', { method: 'GET', url: `/api/registry/day?date=${monday}` })).statusCode,
    ).toBe(403)
  })
})

describe('POST /registry/book', () => {
  it('gives one of two racing registrars the slot and the other the spec’s message, leaving no order behind', async () => {
    const serviceId = (await day(`doctorId=${kovalenko.id}`)).doctors[0]!.services.find(
      (s) => s.minutes === 30,
    )!.id
    const orderCount = async () => (await t.db.db.select({ n: count() }).from(orders))[0]!.n
    const before = await orderCount()
    const body = { scheduleId, serviceId, startsAt: `${monday}T11:00:00+02:00` }
    const answers = await Promise.all([book('registrar', body), book('cashier', body)])
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409])
    expect(answers.find((a) => a.statusCode === 409)!.json()).toMatchObject({
      code: 'slot_taken',
      message: 'Хтось щойно створив замовлення на обраний час.',
    })
    expect(await orderCount()).toBe(before + 1)
  })

  it('answers the same order for a repeated uuid, and refuses a service the doctor does not provide or a time off the grid', async () => {
    const k = (await day(`doctorId=${kovalenko.id}`)).doctors[0]!
    const serviceId = k.services.find((s) => s.minutes === 30)!.id
    const uuid = randomUUID()
    const first = await book('registrar', {
      uuid,
      scheduleId,
      serviceId,
      startsAt: `${monday}T12:00:00+02:00`,
    })
    expect(first.statusCode, first.body).toBe(201)
    const again = await book('registrar', {
      uuid,
      scheduleId,
      serviceId,
      startsAt: `${monday}T12:00:00+02:00`,
    })
    expect(again.statusCode).toBe(200)
    expect(again.json()).toEqual(first.json())

    const [foreign] = await t.db.db.select().from(staff).where(eq(staff.fullName, 'Бойко Максим Сергійович'))
    const notHis = (await day(`doctorId=${foreign!.id}`)).doctors[0]?.services.find(
      (s) => !k.services.some((x) => x.id === s.id),
    )
    if (notHis) {
      const res = await book('registrar', {
        scheduleId,
        serviceId: notHis.id,
        startsAt: `${monday}T12:30:00+02:00`,
      })
      expect(res.statusCode).toBe(422)
      expect(res.json<{ errors: Record<string, string[]> }>().errors).toEqual({
        service_id: ['Цей лікар не надає обрану послугу'],
      })
    }
    const offGrid = await book('registrar', { scheduleId, serviceId, startsAt: `${monday}T12:10:00+02:00` })
    expect(offGrid.statusCode).toBe(422)
    expect(
      (await book('doctor', { scheduleId, serviceId, startsAt: `${monday}T12:30:00+02:00` })).statusCode,
    ).toBe(403)
  })
})

describe('POST /registry/book with a previous entry («Оформити замовлення»)', () => {
  it('links the entry to the new order, gives the order the entry’s client, and refuses it a second time', async () => {
    const [client] = await t.db.db.select().from(clients).orderBy(asc(clients.id)).limit(1)
    const [entry] = await t.db.db
      .insert(previousEntries)
      .values({
        uuid: randomUUID(),
        clientId: client!.id,
        doctorId: kovalenko.id,
        registeredOn: '2026-01-10',
        deadlineAt: '2026-01-20',
        type: 1,
      })
      .returning()
    const k = (await day(`doctorId=${kovalenko.id}`)).doctors[0]!
    const serviceId = k.services.find((s) => s.minutes === 30)!.id
    const [other] = await t.db.db.select().from(staff).where(eq(staff.fullName, 'Бойко Максим Сергійович'))
    const [otherSchedule] = await t.db.db
      .select()
      .from(doctorSchedules)
      .where(eq(doctorSchedules.doctorId, other!.id))
      .limit(1)
    if (otherSchedule) {
      const wrong = await book('registrar', {
        scheduleId: otherSchedule.id,
        serviceId,
        startsAt: `${monday}T09:30:00+02:00`,
        previousEntryId: entry!.id,
      })
      expect(wrong.statusCode).toBe(422)
      expect(wrong.json()).toMatchObject({
        errors: { schedule_id: ['Виберіть час лікаря з попереднього запису'] },
      })
    }
    const body = { scheduleId, serviceId, startsAt: `${monday}T09:30:00+02:00`, previousEntryId: entry!.id }
    const res = await book('registrar', body)
    expect(res.statusCode, res.body).toBe(201)
    const { orderId } = res.json<{ orderId: number }>()
    const read = await t.as('registrar', { method: 'GET', url: `/api/previous-orders/api/${entry!.id}` })
    expect(read.json()).toMatchObject({ orderId, version: 2 })
    const [order] = await t.db.db.select().from(orders).where(eq(orders.id, orderId))
    expect(order!.clientId).toBe(client!.id)
    const overdue = await t.as('registrar', {
      method: 'GET',
      url: '/api/previous-orders/api?overdue=1&perPage=100',
    })
    expect(overdue.json<{ data: { id: number }[] }>().data.map((e) => e.id)).not.toContain(entry!.id)

    const twice = await book('registrar', { ...body, startsAt: `${monday}T10:30:00+02:00` })
    expect(twice.statusCode).toBe(422)
    expect(twice.json()).toMatchObject({
      errors: { previous_entry_id: ['За цим попереднім записом замовлення вже оформлено'] },
    })
    const unknown = await book('registrar', { ...body, previousEntryId: 999_999 })
    expect(unknown.json()).toMatchObject({ errors: { previous_entry_id: ['Попередній запис не знайдено'] } })
  })
})
