/**
 * The registry's call list (issue 20 item 5): who is on it and why, «Мій список» / «Філія», recording
 * a call (idempotent by uuid, Ukrainian 422s, who may), and a closing call taking its row off the list.
 */
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, asc, eq, count } from 'drizzle-orm'
import type { CallList, RegistryCall } from '../../../domain/registry/registry-calls.schema'
import { kyivDay } from '../../../domain/time/kyiv'
import { serviceBookings } from '../../db/schema/bookings'
import { callResults, callTypes } from '../../db/schema/call-center'
import { orders } from '../../db/schema/orders'
import { filials } from '../../db/schema/places'
import { registryCalls } from '../../db/schema/registry-calls'
import { staff } from '../../db/schema/staff'
import { createTestApp, type TestApp } from '../../../tests/support/test-app'

let t: TestApp
let done: { id: number; filialId: number }
let booked: { id: number; day: string }
let entryId: number
let otherFilial: number
const ids: Record<string, number> = {}
const today = kyivDay(new Date())

const dayBefore = (at: Date) => {
  const d = new Date(`${kyivDay(at)}T12:00:00Z`)
  d.setUTCDate(d.getUTCDate() - 1)
  return d.toISOString().slice(0, 10)
}

beforeAll(async () => {
  t = await createTestApp()
  const db = t.db.db
  const [d] = await db.select().from(orders).where(eq(orders.state, 'done')).orderBy(asc(orders.id)).limit(1)
  done = { id: d!.id, filialId: d!.filialId! }
  const [b] = await db
    .select({ id: orders.id, startsAt: serviceBookings.startsAt })
    .from(serviceBookings)
    .innerJoin(orders, eq(orders.id, serviceBookings.orderId))
    .where(eq(orders.state, 'confirmed'))
    .orderBy(asc(serviceBookings.startsAt))
    .limit(1)
  booked = { id: b!.id, day: dayBefore(b!.startsAt) }
  const [f] = await db.select().from(filials).where(eq(filials.code, 'KV02'))
  otherFilial = f!.id
  for (const [k, sys] of [
    ['noAnswer', 'no_answer'],
    ['booked', 'booked'],
  ] as const)
    ids[k] = (await db.select().from(callResults).where(eq(callResults.systemName, sys)))[0]!.id
  ids.reminder = (await db.select().from(callTypes).where(eq(callTypes.systemName, 'reminder')))[0]!.id
  const [doctor] = await db.select().from(staff).where(eq(staff.fullName, 'Коваленко Олена Петрівна'))
  const res = await t.as('registrar', {
    method: 'POST',
    url: '/api/previous-orders/api',
    payload: {
      doctorId: doctor!.id,
      deadlineAt: today,
      type: 2,
      client: { surname: 'Дзвінкова', name: 'Олена', patronymic: 'Ігорівна', phone: '380671112233' },
    },
  })
  expect(res.statusCode, res.body).toBe(201)
  entryId = res.json<{ id: number }>().id
})
afterAll(() => t.close())

const list = async (query: string, login = 'registrar') => {
  const res = await t.as(login, { method: 'GET', url: `/api/registry/call-list?${query}` })
  expect(res.statusCode, res.body).toBe(200)
  return res.json<CallList>()
}
const call = (body: object, login = 'registrar', headers: Record<string, string> = {}) =>
  t.as(login, {
    method: 'POST',
    url: '/api/registry/calls',
    headers,
    payload: { uuid: randomUUID(), callTypeId: ids.reminder, callResultId: ids.noAnswer, ...body },
  })

describe('GET /registry/call-list', () => {
  it('lists due previous entries, tomorrow’s bookings and unpaid orders with their reason', async () => {
    const mine = await list(`date=${today}`)
    const entry = mine.data.find((r) => r.previousEntryId === entryId)
    expect(entry).toMatchObject({
      reason: 'previous_entry',
      reasonLabel: 'Попередній запис: настав термін',
      patient: 'Дзвінкова О.І.',
      phone: '+38(067)111-22-33',
      deadlineAt: today,
      doctorName: 'Коваленко Олена Петрівна',
      lastCall: null,
    })
    expect(mine.data.find((r) => r.orderId === done.id)).toMatchObject({
      reason: 'awaiting_payment',
      reasonLabel: 'Виконано, не оплачено',
    })
    const before = await list(`date=${booked.day}&reason=tomorrow_booking`)
    expect(before.data.every((r) => r.reason === 'tomorrow_booking')).toBe(true)
    const row = before.data.find((r) => r.orderId === booked.id)
    expect(row?.bookingAt).toBeTruthy()
    expect(kyivDay(new Date(row!.bookingAt!))).not.toBe(booked.day)
    // Two days earlier the booking is not tomorrow's.
    const d = new Date(`${booked.day}T12:00:00Z`)
    d.setUTCDate(d.getUTCDate() - 1)
    const earlier = await list(`date=${d.toISOString().slice(0, 10)}&reason=tomorrow_booking`)
    expect(earlier.data.some((r) => r.orderId === booked.id)).toBe(false)
  })

  it('«Мій список» holds only the user’s rows; «Філія» the filial’s, within the order scope', async () => {
    // The demo orders were made by the registrar: not in the call-centre operator's lists.
    const operator = await list(`date=${today}&scope=mine`, 'callcenter')
    expect(operator.data.some((r) => r.orderId === done.id || r.previousEntryId === entryId)).toBe(false)
    const operatorFilial = await list(`date=${today}&scope=filial&filialId=${done.filialId}`, 'callcenter')
    // crmMcOrdersEditOwn alone: other people's orders stay hidden even in the filial's list.
    expect(operatorFilial.data.some((r) => r.orderId === done.id)).toBe(false)
    const admin = await list(`date=${today}&scope=filial&filialId=${done.filialId}`, 'admin')
    expect(admin.data.some((r) => r.orderId === done.id)).toBe(true)
    const elsewhere = await list(`date=${today}&scope=filial&filialId=${otherFilial}`, 'admin')
    expect(elsewhere.data.some((r) => r.orderId === done.id)).toBe(false)
    // A doctor reads the registry but no orders: entries only.
    const doctor = await list(`date=${today}&scope=filial`, 'doctor')
    expect(doctor.data.every((r) => r.orderId === null)).toBe(true)
    expect(doctor.data.some((r) => r.previousEntryId === entryId)).toBe(true)
  })

  it('refuses a bad query in Ukrainian and users without the registry', async () => {
    const bad = await t.as('registrar', { method: 'GET', url: '/api/registry/call-list?scope=all' })
    expect(bad.statusCode).toBe(422)
    expect(bad.body).toContain('Оберіть «Мій список» або «Філія»')
    const cashier = await t.as('cashier', { method: 'GET', url: '/api/registry/call-list' })
    expect(cashier.statusCode).toBe(403)
  })
})

describe('POST /registry/calls', () => {
  it('records a call once per uuid; the row shows it as its last call and stays', async () => {
    const uuid = randomUUID()
    const body = { uuid, orderId: done.id, orderCallState: 'no_answer', comment: '  Не відповідає  ' }
    const first = await call(body)
    expect(first.statusCode, first.body).toBe(201)
    const stored = first.json<RegistryCall>()
    expect(stored).toMatchObject({
      orderId: done.id,
      callType: 'Нагадування про візит',
      callResult: 'Не відповідає',
      orderCallStateLabel: 'Не відповідає',
      comment: 'Не відповідає',
      closes: false,
      madeByName: 'Ірина Реєстраторка',
    })
    const again = await call({ ...body, comment: 'інше' })
    expect(again.statusCode).toBe(200)
    expect(again.json<RegistryCall>().id).toBe(stored.id)
    const key = randomUUID()
    const keyed = { uuid: randomUUID(), orderId: done.id }
    const k1 = await call(keyed, 'registrar', { 'idempotency-key': key })
    const k2 = await call(keyed, 'registrar', { 'idempotency-key': key })
    expect(k2.headers['idempotent-replay']).toBe('true')
    expect(k2.json<RegistryCall>().id).toBe(k1.json<RegistryCall>().id)
    const [n] = await t.db.db
      .select({ n: count() })
      .from(registryCalls)
      .where(and(eq(registryCalls.uuid, uuid)))
    expect(n!.n).toBe(1)
    const row = (await list(`date=${today}`)).data.find((r) => r.orderId === done.id)
    expect(row?.lastCall?.id).toBe(k1.json<RegistryCall>().id)
    const history = await t.as('registrar', { method: 'GET', url: `/api/registry/calls?orderId=${done.id}` })
    expect(history.json<{ data: RegistryCall[] }>().data.map((c) => c.id)).toContain(stored.id)
  })

  it('a successful result or a confirmed call state takes the row off the list', async () => {
    const res = await call({ previousEntryId: entryId, callResultId: ids.booked })
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json<RegistryCall>().closes).toBe(true)
    expect((await list(`date=${today}`)).data.some((r) => r.previousEntryId === entryId)).toBe(false)
    const confirmed = await call({ orderId: booked.id, orderCallState: 'confirmed' })
    expect(confirmed.statusCode, confirmed.body).toBe(201)
    const after = await list(`date=${booked.day}&reason=tomorrow_booking`)
    expect(after.data.some((r) => r.orderId === booked.id)).toBe(false)
  })

  it('answers bad input with 422 in Ukrainian, keyed snake_case', async () => {
    const missing = await t.as('registrar', {
      method: 'POST',
      url: '/api/registry/calls',
      payload: { uuid: randomUUID(), orderId: done.id },
    })
    expect(missing.statusCode).toBe(422)
    const errs = missing.json<{ errors: Record<string, string[]> }>().errors
    expect(errs.call_type_id).toEqual(['Оберіть тип дзвінка'])
    expect(errs.call_result_id).toEqual(['Оберіть результат дзвінка'])
    const nothing = await call({})
    expect(nothing.json<{ errors: Record<string, string[]> }>().errors.order_id).toEqual([
      'Вкажіть замовлення або попередній запис, щодо якого дзвінок',
    ])
    const state = await call({ orderId: done.id, orderCallState: 'maybe' })
    expect(state.statusCode).toBe(422)
    expect(state.json<{ errors: Record<string, string[]> }>().errors.order_call_state).toEqual([
      'Невідомий стан дзвінка по замовленню',
    ])
    const long = await call({ orderId: done.id, comment: 'я'.repeat(1001) })
    expect(long.json<{ errors: Record<string, string[]> }>().errors.comment).toEqual([
      'Коментар — не довше 1000 символів',
    ])
    const unknown = await call({ orderId: done.id, callTypeId: 999_999 })
    expect(unknown.json<{ errors: Record<string, string[]> }>().errors.call_type_id).toEqual([
      'Оберіть тип дзвінка',
    ])
    const future = await call({ orderId: done.id, madeAt: new Date(Date.now() + 3_600_000).toISOString() })
    expect(future.json<{ errors: Record<string, string[]> }>().errors.made_at).toBeTruthy()
  })

  it('keeps to who may: order scope, write permissions, the registry', async () => {
    // The operator edits only own orders: the registrar's order is not theirs to see (404 as in the list).
    const operator = await call({ orderId: done.id }, 'callcenter')
    expect(operator.statusCode).toBe(422)
    expect(operator.json<{ errors: Record<string, string[]> }>().errors.order_id).toEqual([
      'Замовлення не знайдено',
    ])
    const history = await t.as('callcenter', { method: 'GET', url: `/api/registry/calls?orderId=${done.id}` })
    expect(history.statusCode).toBe(404)
    // A doctor reads the registry but records no calls.
    expect((await call({ previousEntryId: entryId }, 'doctor')).statusCode).toBe(403)
    expect((await call({ orderId: done.id }, 'cashier')).statusCode).toBe(403)
    // The operator may call about an entry.
    expect((await call({ previousEntryId: entryId }, 'callcenter')).statusCode).toBe(201)
  })
})
