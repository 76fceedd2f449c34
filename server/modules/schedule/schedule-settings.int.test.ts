/**
 * Doctors' schedules (issue 20 item 1): the rules of weekly intervals and date exceptions through the
 * resource API, and the free-slot list and book-service honouring breaks, exceptions and a cabinet's
 * capacity.
 */
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import type { McOrder } from '../../../domain/orders/order.schema'
import type { FreeSlot } from '../../../domain/orders/schedule-slots'
import { scheduleMessages as m } from '../../../domain/schedule/schedule-rules'
import { kyivDay } from '../../../domain/time/kyiv'
import { services } from '../../db/schema/catalogue'
import { staffServices } from '../../db/schema/crm-references'
import { cabinets, filials } from '../../db/schema/places'
import { staff } from '../../db/schema/staff'
import { createTestApp, type TestApp } from '../../../tests/support/test-app'

let t: TestApp
let serviceId: number
let minutes: number
let doctorId: number
let cabinetId: number
beforeAll(async () => {
  t = await createTestApp()
  const demo = (await t.as('cashier', { method: 'GET', url: '/api/api/v2/mc-orders/1' })).json<McOrder>()
  serviceId = demo.cartData.services[0]!.id
  const [service] = await t.db.db.select().from(services).where(eq(services.id, serviceId))
  minutes = service!.standardDuration
  const [doctor] = await t.db.db
    .insert(staff)
    .values({ fullName: 'Тестовий Лікар Розкладу', isDoctor: true })
    .returning()
  doctorId = doctor!.id
  await t.db.db.insert(staffServices).values({ staffId: doctorId, serviceId })
  const [filial] = await t.db.db.select().from(filials).limit(1)
  const [room] = await t.db.db
    .insert(cabinets)
    .values({ name: 'Процедурна тесту', filialId: filial!.id, simultaneousReception: true, capacity: 2 })
    .returning()
  cabinetId = room!.id
})
afterAll(() => t.close())

const weeklyPath = '/api/settings/resources/doctor-schedules'
const exceptionsPath = '/api/settings/resources/schedule-exceptions'
const call = (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, login = 'admin') =>
  t.as(login, { method, url, headers: { 'idempotency-key': randomUUID() }, ...(payload ? { payload } : {}) })
const errorsOf = (res: { json: <T>() => T }) => res.json<{ errors: Record<string, string[]> }>().errors
const clock = (t: number) =>
  `${String(Math.floor(t / 60)).padStart(2, '0')}:${String(t % 60).padStart(2, '0')}`
const interval = (over: object = {}) => ({
  uuid: randomUUID(),
  doctorId,
  weekday: 1,
  timeFrom: '09:00',
  timeTo: clock(9 * 60 + 2 * minutes),
  cabinetId,
  standardDuration: minutes,
  breakFrom: null,
  breakTo: null,
  ...over,
})
/** An exception's fields left empty (every field is sent; null is none). */
const noHours = {
  weekendReasonId: null,
  timeFrom: null,
  timeTo: null,
  breakFrom: null,
  breakTo: null,
  cabinetId: null,
  standardDuration: null,
}
const monday = '2030-01-14'
const freeOf = async (date: string, who = doctorId) =>
  (
    await t.as('cashier', {
      method: 'GET',
      url: `/api/api/v2/schedule/free-slots?serviceId=${serviceId}&date=${date}`,
    })
  )
    .json<{ data: FreeSlot[] }>()
    .data.filter((s) => s.doctorId === who)

async function orderWithService(): Promise<number> {
  const { orderId } = (
    await t.as('cashier', { method: 'POST', url: '/api/mc-orders/create-new-from-zero' })
  ).json<{ orderId: number }>()
  const demo = (await t.as('cashier', { method: 'GET', url: '/api/api/v2/mc-orders/1' })).json<McOrder>()
  await t.as('cashier', {
    method: 'PATCH',
    url: `/api/api/v2/mc-orders/${orderId}`,
    payload: { version: 1, filialId: demo.filial!.id, servicePriceListId: demo.servicePriceListId },
  })
  await t.as('cashier', {
    method: 'POST',
    url: `/api/api/v2/mc-orders/${orderId}/update-calculation`,
    payload: { services: [{ id: serviceId }] },
  })
  return orderId
}
const book = async (orderId: number, slot: FreeSlot) =>
  t.as('cashier', {
    method: 'POST',
    url: `/api/api/v2/mc-orders/${orderId}/book-service`,
    payload: { serviceId, scheduleId: slot.scheduleId, startsAt: slot.startsAt },
  })

describe('schedule rules', () => {
  it('keeps a doctor’s intervals of a weekday apart, ordered, with the break inside', async () => {
    const first = await call('POST', weeklyPath, interval())
    expect(first.statusCode, first.body).toBe(201)
    const overlap = await call('POST', weeklyPath, interval({ timeFrom: '09:00', timeTo: '09:30' }))
    expect(overlap.statusCode).toBe(422)
    expect(errorsOf(overlap)).toEqual({ time_from: [m.overlap] })
    const backwards = await call(
      'POST',
      weeklyPath,
      interval({ weekday: 2, timeFrom: '15:00', timeTo: '14:00' }),
    )
    expect(errorsOf(backwards)).toEqual({ time_to: ['Час закінчення має бути пізніше початку'] })
    const outside = await call(
      'POST',
      weeklyPath,
      interval({ weekday: 2, timeFrom: '15:00', timeTo: '17:00', breakFrom: '16:30', breakTo: '17:30' }),
    )
    expect(errorsOf(outside)).toEqual({ break_from: [m.breakOutside] })
    const badTime = await call('POST', weeklyPath, interval({ weekday: 2, timeFrom: '25:00' }))
    expect(badTime.statusCode).toBe(422)
    expect(errorsOf(badTime).time_from).toEqual(['«Початок»: час у форматі ГГ:ХХ'])
    // Another weekday, the same hours: fine; and an edit may keep its own hours.
    const tuesday = await call('POST', weeklyPath, interval({ weekday: 2 }))
    expect(tuesday.statusCode).toBe(201)
    const row = tuesday.json<{ id: number; version: number }>()
    const edit = await call('PATCH', `${weeklyPath}/${row.id}`, {
      version: row.version,
      standardDuration: minutes,
    })
    expect(edit.statusCode, edit.body).toBe(200)
    expect(edit.json()).toMatchObject({ timeFrom: '09:00', weekday: 2 })
  })

  it('keeps a cabinet to one doctor at a time', async () => {
    const [other] = await t.db.db
      .insert(staff)
      .values({ fullName: 'Другий Лікар Кабінету', isDoctor: true })
      .returning()
    const mine = await call('POST', weeklyPath, interval({ weekday: 4 }))
    expect(mine.statusCode, mine.body).toBe(201)
    const clash = await call('POST', weeklyPath, interval({ weekday: 4, doctorId: other!.id }))
    expect(clash.statusCode).toBe(422)
    expect(errorsOf(clash)).toEqual({
      cabinet_id: [m.cabinetTaken(`Тестовий Лікар Розкладу, 09:00–${clock(9 * 60 + 2 * minutes)}`)],
    })
    // Right after the first doctor's hours, or in no cabinet, the second doctor is welcome.
    const after = await call(
      'POST',
      weeklyPath,
      interval({
        weekday: 4,
        doctorId: other!.id,
        timeFrom: clock(9 * 60 + 2 * minutes),
        timeTo: clock(9 * 60 + 4 * minutes),
      }),
    )
    expect(after.statusCode, after.body).toBe(201)
    const nowhere = await call(
      'POST',
      weeklyPath,
      interval({ weekday: 5, doctorId: other!.id, cabinetId: null }),
    )
    expect(nowhere.statusCode, nowhere.body).toBe(201)
  })

  it('wants a reason for a day off, hours for a changed day, one exception a date, and no past date', async () => {
    const exception = (over: object) => ({
      uuid: randomUUID(),
      doctorId,
      date: '2030-02-04',
      ...noHours,
      ...over,
    })
    const dbg = await call('POST', exceptionsPath, exception({ dayOff: true }))
    expect(errorsOf(dbg)).toEqual({
      weekend_reason_id: [m.reasonNeeded],
    })
    expect(errorsOf(await call('POST', exceptionsPath, exception({ dayOff: false })))).toEqual({
      time_from: [m.hoursNeeded],
      time_to: [m.hoursNeeded],
    })
    const yesterday = new Date(Date.parse(`${kyivDay(new Date())}T12:00:00Z`) - 86_400_000)
      .toISOString()
      .slice(0, 10)
    expect(
      errorsOf(
        await call(
          'POST',
          exceptionsPath,
          exception({ date: yesterday, dayOff: false, timeFrom: '09:00', timeTo: '10:00' }),
        ),
      ),
    ).toEqual({ date: [m.pastDate] })
    const ok = await call(
      'POST',
      exceptionsPath,
      exception({ dayOff: false, timeFrom: '09:00', timeTo: '10:00' }),
    )
    expect(ok.statusCode, ok.body).toBe(201)
    const again = await call(
      'POST',
      exceptionsPath,
      exception({ dayOff: false, timeFrom: '11:00', timeTo: '12:00' }),
    )
    expect(errorsOf(again)).toEqual({ doctor_id: ['У цього лікаря на цю дату вже є виняток'] })
  })

  it('refuses a doctor who is not a doctor, and a capacity out of 1–50', async () => {
    const [clerk] = await t.db.db.insert(staff).values({ fullName: 'Не лікар', isDoctor: false }).returning()
    const res = await call('POST', weeklyPath, interval({ doctorId: clerk!.id, weekday: 6 }))
    expect(errorsOf(res)).toEqual({ doctor_id: ['Такого лікаря немає: оберіть лікаря зі списку'] })
    const [filial] = await t.db.db.select().from(filials).limit(1)
    const cabinet = await call('POST', '/api/settings/resources/cabinets', {
      uuid: randomUUID(),
      name: 'Процедурна 51',
      filialId: filial!.id,
      simultaneousReception: true,
      capacity: 51,
    })
    expect(errorsOf(cabinet)).toEqual({ capacity: ['«Пацієнтів одночасно»: не більше 50'] })
  })
})

describe('free slots from the schedules', () => {
  it('leave out the break of a demo doctor', async () => {
    const [shevchuk] = await t.db.db
      .select()
      .from(staff)
      .where(eq(staff.fullName, 'Шевчук Андрій Миколайович'))
    await t.db.db.insert(staffServices).values({ staffId: shevchuk!.id, serviceId }).onConflictDoNothing()
    const times = (await freeOf(monday, shevchuk!.id)).map((s) => s.time)
    expect(times).toContain('08:00')
    expect(times).toContain('11:30')
    expect(times.filter((x) => x >= '10:31' && x < '11:30')).toEqual([])
  })

  it('follow a date exception: a day off has none, changed hours give those hours', async () => {
    expect((await freeOf('2030-01-21')).length).toBe(2)
    const reasons = await t.as('admin', { method: 'GET', url: '/api/settings/weekend-reasons' })
    const reasonId = reasons.json<{ data: Array<{ id: number }> }>().data[0]!.id
    const off = await call('POST', exceptionsPath, {
      uuid: randomUUID(),
      doctorId,
      date: '2030-01-21',
      ...noHours,
      dayOff: true,
      weekendReasonId: reasonId,
    })
    expect(off.statusCode, off.body).toBe(201)
    expect(await freeOf('2030-01-21')).toEqual([])
    const changed = await call('POST', exceptionsPath, {
      uuid: randomUUID(),
      doctorId,
      date: '2030-01-28',
      ...noHours,
      dayOff: false,
      timeFrom: '14:00',
      timeTo: clock(14 * 60 + minutes),
    })
    expect(changed.statusCode, changed.body).toBe(201)
    const slots = await freeOf('2030-01-28')
    expect(slots.map((s) => s.startsAt)).toEqual(['2030-01-28T14:00:00+02:00'])
    // What is offered can be booked.
    expect((await book(await orderWithService(), slots[0]!)).statusCode).toBe(200)
    // A time of the week that the exception replaced cannot.
    const offGrid = { ...slots[0]!, startsAt: '2030-01-28T09:00:00+02:00' }
    const refused = await book(await orderWithService(), offGrid)
    expect(refused.statusCode).toBe(422)
  })

  it('keep a slot of a cabinet for two while fewer than two orders hold it, one success per seat', async () => {
    const [slot] = await freeOf(monday)
    expect(slot).toBeDefined()
    expect((await book(await orderWithService(), slot!)).statusCode).toBe(200)
    expect((await freeOf(monday)).map((s) => s.startsAt)).toContain(slot!.startsAt)
    // Three carts race for the last seat: one gets it.
    const orders = await Promise.all([orderWithService(), orderWithService(), orderWithService()])
    const answers = await Promise.all(orders.map((o) => book(o, slot!)))
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409])
    expect(answers.find((a) => a.statusCode === 409)!.json()).toMatchObject({
      message: 'Цей час щойно було заброньовано у іншому заказі',
    })
    expect((await freeOf(monday)).map((s) => s.startsAt)).not.toContain(slot!.startsAt)
  })
})
