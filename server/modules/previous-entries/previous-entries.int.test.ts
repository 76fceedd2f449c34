/** Previous entries: the active doctors list, registration with the spec's messages, linking or creating the client, edits. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq, sql } from 'drizzle-orm'
import type { Client } from '../../../domain/clients/client.schema'
import type { PreviousEntry } from '../../../domain/previous-entries/previous-entry.schema'
import { clients } from '../../db/schema/clients'
import { previousEntries } from '../../db/schema/previous-entries'
import { staff } from '../../db/schema/staff'
import { createTestApp, type TestApp } from '../../../tests/support/test-app'

let t: TestApp
// 10:00 in Kyiv on 4 March 2026: the earliest deadline is 3 March.
const now = new Date('2026-03-04T08:00:00Z')
let doctor: number
let inactiveDoctor: number
let nurse: number
let client: Client

const register = (payload: object, login = 'registrar') =>
  t.as(login, { method: 'POST', url: '/api/previous-orders/api', payload })
const count = async (table: typeof clients | typeof previousEntries) =>
  (await t.db.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n ?? 0
const staffId = async (fullName: string) =>
  (await t.db.db.select({ id: staff.id }).from(staff).where(eq(staff.fullName, fullName)))[0]!.id

beforeAll(async () => {
  t = await createTestApp({}, { now: () => now })
  doctor = await staffId('Коваленко Олена Петрівна')
  inactiveDoctor = await staffId('Климчук Людмила Романівна')
  nurse = await staffId('Сидоренко Валентина Іванівна')
  const res = await t.as('registrar', {
    method: 'POST',
    url: '/api/clients',
    payload: { surname: 'Записенко', name: 'Ганна', birthday: '1990-07-15', phone: '380671230001' },
  })
  client = res.json<Client>()
})
afterAll(() => t.close())

describe('registering a previous entry', () => {
  it('stores the entry and answers it with the embedded client and isNearVisit as 1/0', async () => {
    const res = await register({
      doctorId: doctor,
      deadlineAt: '2026-03-03',
      type: 1,
      comment: 'Після аналізів',
      isNearVisit: true,
      clientId: client.id,
      client: { id: client.id, surname: client.surname, name: client.name },
    })
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json<PreviousEntry>()).toMatchObject({
      createdAt: '2026-03-04',
      doctorId: doctor,
      doctorName: 'Коваленко Олена Петрівна',
      deadlineAt: '2026-03-03',
      type: 1,
      comment: 'Після аналізів',
      isNearVisit: 1,
      clientId: client.id,
      client: {
        id: client.id,
        surname: 'Записенко',
        name: 'Ганна',
        birthday: '1990-07-15',
        phone: '380671230001',
      },
      version: 1,
    })
    const zero = await register({
      doctorId: doctor,
      deadlineAt: '2026-03-10',
      type: 2,
      isNearVisit: 0,
      clientId: client.uuid,
    })
    expect(zero.json<PreviousEntry>()).toMatchObject({ isNearVisit: 0, clientId: client.id, type: 2 })
  })

  it('says exactly what the spec says for a missing doctor, deadline and type, and stores nothing', async () => {
    const before = await count(previousEntries)
    const res = await register({ clientId: client.id, comment: '' })
    expect(res.statusCode).toBe(422)
    expect(res.json<{ errors: Record<string, string[]> }>().errors).toMatchObject({
      doctor_id: ['Виберіть лікаря'],
      deadline_at: ['Виберіть крайній термін'],
      type: ['Виберіть тип звернення'],
    })
    const blanks = await register({ clientId: client.id, doctorId: null, deadlineAt: '', type: null })
    expect(blanks.json<{ errors: Record<string, string[]> }>().errors).toMatchObject({
      doctor_id: ['Виберіть лікаря'],
      deadline_at: ['Виберіть крайній термін'],
      type: ['Виберіть тип звернення'],
    })
    expect(
      (await register({ clientId: client.id, doctorId: doctor, deadlineAt: '2026-03-10', type: 3 })).json(),
    ).toMatchObject({
      errors: { type: ['Виберіть тип звернення'] },
    })
    expect(await count(previousEntries)).toBe(before)
  })

  it('refuses a deadline earlier than now minus 24 hours, an unknown or inactive doctor and an unknown client', async () => {
    const base = { doctorId: doctor, deadlineAt: '2026-03-10', type: 1, clientId: client.id }
    const cases: Array<[object, string, string]> = [
      [
        { deadlineAt: '2026-03-02' },
        'deadline_at',
        'Крайній термін не може бути раніше, ніж за добу до поточного часу',
      ],
      [{ deadlineAt: '2026-02-30' }, 'deadline_at', 'Невірна дата'],
      [{ deadlineAt: '10.03.2026' }, 'deadline_at', 'Невірна дата'],
      [{ doctorId: inactiveDoctor }, 'doctor_id', 'Лікаря не знайдено серед активних лікарів'],
      [{ doctorId: nurse }, 'doctor_id', 'Лікаря не знайдено серед активних лікарів'],
      [{ doctorId: 999_999 }, 'doctor_id', 'Лікаря не знайдено серед активних лікарів'],
      [{ clientId: 999_999 }, 'client_id', 'Клієнта не знайдено'],
      [{ clientId: '0b7d8a56-5a5e-4d1e-8f57-2f3f2b0c9a11' }, 'client_id', 'Клієнта не знайдено'],
      [{ clientId: null }, 'client_id', 'Виберіть пацієнта'],
      [{ createdAt: '2026-03-05' }, 'created_at', 'Дата створення не може бути в майбутньому'],
    ]
    const before = await count(previousEntries)
    for (const [change, field, message] of cases) {
      const res = await register({ ...base, ...change })
      expect(res.statusCode, JSON.stringify(change)).toBe(422)
      expect(res.json<{ errors: Record<string, string[]> }>().errors[field], JSON.stringify(change)).toEqual([
        message,
      ])
    }
    expect(await count(previousEntries)).toBe(before)
  })

  it('needs crmPreviousOrdersEdit', async () => {
    const res = await register(
      { doctorId: doctor, deadlineAt: '2026-03-10', type: 1, clientId: client.id },
      'doctor',
    )
    expect(res.statusCode).toBe(403)
  })

  it('answers the same entry for a uuid registered before', async () => {
    const body = {
      uuid: '3d2b6c1e-8f0a-4b7e-9c55-6a1e2f3b4c5d',
      doctorId: doctor,
      deadlineAt: '2026-03-12',
      type: 1,
      clientId: client.id,
    }
    const first = await register(body)
    const again = await register(body)
    expect([first.statusCode, again.statusCode]).toEqual([201, 200])
    expect(again.json<PreviousEntry>().id).toBe(first.json<PreviousEntry>().id)
  })
})

describe('an entry for client data without clientId', () => {
  const entry = (c: object) => ({ doctorId: doctor, deadlineAt: '2026-03-10', type: 1, client: c })

  it('links the client with the same surname, name, birthday and phone, however the names are spelled', async () => {
    const before = await count(clients)
    const res = await register(
      entry({ surname: 'ZAPYSENKO', name: 'ганна', birthday: '15.07.1990', phone: '+380671230001' }),
    )
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json<PreviousEntry>().clientId).toBe(client.id)
    expect(await count(clients)).toBe(before)
  })

  it('creates a new client when none matches, or when neither birthday nor phone identifies one', async () => {
    const before = await count(clients)
    const other = await register(
      entry({ surname: 'Записенко', name: 'Ганна', birthday: '1990-07-15', phone: '380671230002' }),
    )
    expect(other.json<PreviousEntry>().clientId).not.toBe(client.id)
    const thin = await register(entry({ surname: 'Записенко', name: 'Ганна' }))
    expect(thin.json<PreviousEntry>().client).toMatchObject({
      surname: 'Записенко',
      birthday: null,
      phone: null,
    })
    expect(await count(clients)).toBe(before + 2)
  })

  it('asks for the surname and name of a new client', async () => {
    const res = await register(entry({ surname: '', name: '', phone: '380671230003' }))
    expect(res.json()).toMatchObject({
      errors: { 'client.surname': ['Введіть прізвище'], 'client.name': ["Введіть ім'я"] },
    })
  })
})

describe('editing a previous entry', () => {
  it('saves at the current version, keeps an old deadline editable, and answers 409 when stale', async () => {
    const created = (
      await register({ doctorId: doctor, deadlineAt: '2026-03-03', type: 1, clientId: client.id })
    ).json<PreviousEntry>()
    const edit = (payload: object) =>
      t.as('callcenter', { method: 'PATCH', url: `/api/previous-orders/api/${created.id}`, payload })
    const body = {
      version: 1,
      doctorId: doctor,
      deadlineAt: '2026-03-03',
      type: 2,
      clientId: client.id,
      isNearVisit: 1,
    }
    const ok = await edit(body)
    expect(ok.statusCode, ok.body).toBe(200)
    expect(ok.json<PreviousEntry>()).toMatchObject({
      version: 2,
      type: 2,
      isNearVisit: 1,
      deadlineAt: '2026-03-03',
    })
    const stale = await edit(body)
    expect(stale.statusCode).toBe(409)
    expect(stale.json()).toMatchObject({ code: 'version_conflict', current: { version: 2 } })
    const earlier = await edit({ ...body, version: 2, deadlineAt: '2026-03-01' })
    expect(earlier.json()).toMatchObject({ errors: { deadline_at: [expect.any(String)] } })

    const list = await t.as('doctor', {
      method: 'GET',
      url: '/api/previous-orders/api',
      query: { clientId: String(client.id) },
    })
    expect(list.statusCode).toBe(200)
    const { data, meta } = list.json<{ data: PreviousEntry[]; meta: { total: number; perPage: number } }>()
    expect(data.every((e) => e.clientId === client.id)).toBe(true)
    expect(meta).toMatchObject({ total: data.length, perPage: 15 })
    expect(
      (await t.as('registrar', { method: 'GET', url: `/api/previous-orders/api/${created.id}` })).json(),
    ).toMatchObject({
      id: created.id,
      version: 2,
    })
  })
})
