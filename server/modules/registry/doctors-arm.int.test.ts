/**
 * The doctor's workstation (issue 20 item 8): the signed-in doctor's own day through the staff card linked
 * to their account, visits in time order with their booked services, reception started and finished from
 * it, protocol requests per line, cancelled orders gone, another doctor's day on request, bad input refused.
 */
import { randomUUID } from 'node:crypto'
import { asc, eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DoctorsArm } from '../../../domain/registry/doctors-arm'
import type { RegistryDay } from '../../../domain/schedule/registry-day.schema'
import { clients } from '../../db/schema/clients'
import { orders } from '../../db/schema/orders'
import { staff } from '../../db/schema/staff'
import { DEMO_DOCTOR_CARD } from '../../db/seed/users'
import { createTestApp, type TestApp } from '../../../tests/support/test-app'

let t: TestApp
let doctor: { id: number }
let other: { id: number }
// A Monday far ahead: the demo schedules are weekly (Шевчук: 08:00–14:00 on weekdays), the seed's
// bookings are near the day it ran.
const monday = '2031-03-03'
const booked: Array<{ orderId: number; code: string }> = []
let serviceId: number
let serviceName: string

const arm = async (query: string, login = 'doctor') => {
  const res = await t.as(login, { method: 'GET', url: `/api/registry/doctors-arm?${query}` })
  expect(res.statusCode, res.body).toBe(200)
  return res.json<DoctorsArm>()
}

beforeAll(async () => {
  t = await createTestApp()
  const [card] = await t.db.db.select().from(staff).where(eq(staff.fullName, DEMO_DOCTOR_CARD))
  doctor = card!
  const [second] = await t.db.db.select().from(staff).where(eq(staff.fullName, 'Коваленко Олена Петрівна'))
  other = second!
  const day = await t.as('registrar', {
    method: 'GET',
    url: `/api/registry/day?date=${monday}&doctorId=${doctor.id}`,
  })
  const column = day.json<RegistryDay>().doctors[0]!
  serviceId = column.services[0]!.id
  serviceName = column.services[0]!.name
  // Booked out of time order, by two users: the workstation lists them by time all the same.
  for (const [login, time] of [
    ['callcenter', '09:30'],
    ['registrar', '08:00'],
    ['registrar', '10:00'],
  ] as const) {
    const slot = column.slots.find((s) => s.time === time)!
    const res = await t.as(login, {
      method: 'POST',
      url: '/api/registry/book',
      headers: { 'idempotency-key': randomUUID() },
      payload: { uuid: randomUUID(), scheduleId: slot.scheduleId, serviceId, startsAt: slot.startsAt },
    })
    expect(res.statusCode, res.body).toBe(201)
    booked.push(res.json<{ orderId: number; code: string }>())
  }
  // A patient and the cart confirmed, as the registrar finishes them before the visit.
  const [patient] = await t.db.db.select({ id: clients.id }).from(clients).orderBy(asc(clients.id)).limit(1)
  await t.db.db
    .update(orders)
    .set({ state: 'confirmed', clientId: patient!.id })
    .where(
      inArray(
        orders.id,
        booked.map((b) => b.orderId),
      ),
    )
})
afterAll(() => t.close())

describe('GET /registry/doctors-arm', () => {
  it('shows the signed-in doctor’s own day in time order, whoever booked it', async () => {
    const day = await arm(`date=${monday}`)
    expect(day.doctor).toMatchObject({ id: doctor.id, name: DEMO_DOCTOR_CARD, specialization: 'Терапевт' })
    expect(day.own).toBe(true)
    expect(day.hidden).toBe(0)
    expect(day.visits.map((v) => v.code)).toEqual([booked[1]!.code, booked[0]!.code, booked[2]!.code])
    const first = day.visits[0]!
    expect(first).toMatchObject({
      startsAt: '2031-03-03T06:00:00.000Z',
      state: 'confirmed',
      stateLabel: 'Підтверджений',
      queue: 'Очікують',
      cabinet: '101',
      mayReceive: true,
      paid: false,
    })
    expect(first.lines).toEqual([
      { serviceId, name: serviceName, startsAt: '2031-03-03T06:00:00.000Z', protocol: null },
    ])
    expect(day.doctors.map((d) => d.id)).toContain(other.id)
  })

  it('starts and finishes a reception and asks for a line’s protocol from it', async () => {
    const orderId = booked[1]!.orderId
    const start = await t.as('doctor', {
      method: 'POST',
      url: `/api/api/v2/mc-orders/${orderId}/start-reception`,
      headers: { 'idempotency-key': randomUUID() },
      payload: {},
    })
    expect(start.statusCode, start.body).toBe(200)
    const asked = await t.as('doctor', {
      method: 'POST',
      url: '/api/api/v2/protocol-from-orders',
      headers: { 'idempotency-key': randomUUID() },
      payload: { orderId, protocolableType: 'service', protocolableId: serviceId },
    })
    expect(asked.statusCode, asked.body).toBe(201)
    let visit = (await arm(`date=${monday}`)).visits.find((v) => v.orderId === orderId)!
    expect(visit.state).toBe('done_part')
    expect(visit.lines[0]!.protocol).toMatchObject({
      id: asked.json<{ id: number }>().id,
      state: 'requested',
    })

    const finish = await t.as('doctor', {
      method: 'POST',
      url: `/api/api/v2/mc-orders/${orderId}/finish-reception`,
      headers: { 'idempotency-key': randomUUID() },
      payload: {},
    })
    expect(finish.statusCode, finish.body).toBe(200)
    visit = (await arm(`date=${monday}`)).visits.find((v) => v.orderId === orderId)!
    expect(visit.state).toBe('done')
  })

  it('leaves a cancelled order out', async () => {
    const orderId = booked[2]!.orderId
    const res = await t.as('registrar', {
      method: 'POST',
      url: `/api/api/v2/mc-orders/${orderId}/cancel`,
      headers: { 'idempotency-key': randomUUID() },
      payload: { reasonId: 1 },
    })
    expect(res.statusCode, res.body).toBe(200)
    expect((await arm(`date=${monday}`)).visits.map((v) => v.orderId)).not.toContain(orderId)
  })

  it('answers a user without a doctor card with no doctor, and any doctor’s day on request', async () => {
    const mine = await arm(`date=${monday}`, 'registrar')
    expect(mine).toMatchObject({ doctor: null, own: false, visits: [], hidden: 0 })
    expect(mine.doctors.length).toBeGreaterThan(5)
    const chosen = await arm(`date=${monday}&doctorId=${doctor.id}`, 'registrar')
    expect(chosen.own).toBe(false)
    // The order list's scope: the registrar's own order shows, the call-centre operator's is only counted.
    expect(chosen.visits.map((v) => v.orderId)).toEqual([booked[1]!.orderId])
    expect(chosen.hidden).toBe(1)
    // The order actions' own rule: a registrar may act on their own order.
    expect(chosen.visits[0]!.mayReceive).toBe(true)
    // The doctor looks at a colleague's day: not their own, empty that day far ahead.
    const colleague = await arm(`date=${monday}&doctorId=${other.id}`)
    expect(colleague).toMatchObject({ own: false, visits: [] })
    expect(colleague.doctor?.id).toBe(other.id)
  })

  it('refuses what it cannot answer', async () => {
    const get = (login: string, query: string) =>
      t.as(login, { method: 'GET', url: `/api/registry/doctors-arm?${query}` })
    expect((await get('lab', `date=${monday}`)).statusCode).toBe(403)
    const unknown = await get('doctor', 'doctorId=999999')
    expect(unknown.statusCode).toBe(422)
    expect(unknown.json<{ message: string }>().message).toBe('Такого лікаря немає')
    for (const query of ['date=2031-02-30', 'date=1999-12-31', 'doctorId=0', 'doctorId=2147483648', 'x=1'])
      expect((await get('doctor', query)).statusCode, query).toBe(422)
    const res = await t.app.inject({ method: 'GET', url: '/api/registry/doctors-arm' })
    expect(res.statusCode).toBe(401)
  })
})
