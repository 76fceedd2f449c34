/**
 * GET /previous-orders/api as the registry tab «Попередні записи» uses it: all entries without clientId,
 * filtered by doctor, deadline range, type, nearest visit and overdue (deadline before today and not
 * turned into an order).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { asc, eq } from 'drizzle-orm'
import type { PreviousEntry } from '../../../domain/previous-entries/previous-entry.schema'
import { clients } from '../../db/schema/clients'
import { orders } from '../../db/schema/orders'
import { previousEntries } from '../../db/schema/previous-entries'
import { staff } from '../../db/schema/staff'
import { createTestApp, type TestApp } from '../../../tests/support/test-app'

let t: TestApp
// 10:00 in Kyiv on 4 March 2026: today is 2026-03-04.
const now = new Date('2026-03-04T08:00:00Z')
let doctorA: number
let doctorB: number
const ids: Record<string, number> = {}

const list = (query: Record<string, string>, login = 'registrar') =>
  t.as(login, { method: 'GET', url: '/api/previous-orders/api', query: { perPage: '100', ...query } })
const comments = async (query: Record<string, string>) => {
  const res = await list(query)
  expect(res.statusCode, res.body).toBe(200)
  return res
    .json<{ data: PreviousEntry[] }>()
    .data.map((e) => e.comment)
    .filter((c): c is string => !!c?.startsWith('F-'))
    .sort()
}
const staffId = async (fullName: string) =>
  (await t.db.db.select({ id: staff.id }).from(staff).where(eq(staff.fullName, fullName)))[0]!.id

beforeAll(async () => {
  t = await createTestApp({}, { now: () => now })
  doctorA = await staffId('Коваленко Олена Петрівна')
  doctorB = await staffId('Климчук Людмила Романівна')
  const [client] = await t.db.db.select().from(clients).orderBy(asc(clients.id)).limit(1)
  const [order] = await t.db.db.select().from(orders).orderBy(asc(orders.id)).limit(1)
  const rows = [
    { comment: 'F-overdue', doctorId: doctorA, deadlineAt: '2026-03-01', type: 1, isNearVisit: true },
    { comment: 'F-ordered', doctorId: doctorA, deadlineAt: '2026-03-02', type: 2, orderId: order!.id },
    { comment: 'F-today', doctorId: doctorB, deadlineAt: '2026-03-04', type: 1 },
    { comment: 'F-later', doctorId: doctorB, deadlineAt: '2026-03-20', type: 2, isNearVisit: true },
  ]
  for (const r of rows) {
    const [row] = await t.db.db
      .insert(previousEntries)
      .values({ clientId: client!.id, registeredOn: '2026-02-20', uuid: crypto.randomUUID(), ...r })
      .returning()
    ids[r.comment] = row!.id
  }
})
afterAll(() => t.close())

describe('the registry list of previous entries', () => {
  it('lists every client’s entries without clientId and filters by doctor, type and nearest visit', async () => {
    expect(await comments({})).toEqual(['F-later', 'F-ordered', 'F-overdue', 'F-today'])
    expect(await comments({ doctorId: String(doctorB) })).toEqual(['F-later', 'F-today'])
    expect(await comments({ type: '2' })).toEqual(['F-later', 'F-ordered'])
    expect(await comments({ isNearVisit: '1' })).toEqual(['F-later', 'F-overdue'])
    expect(await comments({ isNearVisit: 'false' })).toEqual(['F-ordered', 'F-today'])
  })

  it('filters by the deadline range, both ends included', async () => {
    expect(await comments({ deadlineFrom: '2026-03-02', deadlineTo: '2026-03-04' })).toEqual([
      'F-ordered',
      'F-today',
    ])
    expect(await comments({ deadlineFrom: '2026-03-05' })).toEqual(['F-later'])
  })

  it('calls overdue an entry whose deadline passed and that was not turned into an order', async () => {
    expect(await comments({ overdue: '1' })).toEqual(['F-overdue'])
    expect(await comments({ overdue: '0' })).toEqual(['F-later', 'F-ordered', 'F-today'])
    const res = await list({ overdue: '1' })
    expect(res.json<{ data: PreviousEntry[] }>().data.find((e) => e.id === ids['F-overdue'])).toMatchObject({
      orderId: null,
      deadlineAt: '2026-03-01',
    })
    const ordered = await t.as('registrar', {
      method: 'GET',
      url: `/api/previous-orders/api/${ids['F-ordered']}`,
    })
    expect(ordered.json<PreviousEntry>().orderId).toEqual(expect.any(Number))
  })

  it('answers bad filters with Ukrainian messages', async () => {
    const reversed = await list({ deadlineFrom: '2026-03-10', deadlineTo: '2026-03-01' })
    expect(reversed.statusCode).toBe(422)
    expect(reversed.json()).toMatchObject({
      errors: { deadline_to: ['Дата початку не може бути пізніше дати кінця'] },
    })
    const bad = await list({ type: '3', overdue: 'maybe', deadlineFrom: '01.03.2026' })
    expect(bad.statusCode).toBe(422)
    expect(bad.json()).toMatchObject({
      errors: {
        type: ['Виберіть тип звернення'],
        overdue: ['Вкажіть 1 або 0'],
        deadline_from: ['Невірна дата'],
      },
    })
  })

  it('needs the permission the client’s entries need', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/previous-orders/api' })).statusCode).toBe(401)
  })
})
