/**
 * The registry queue board (issue 20 item 3): today's visits as cards, moves appended as transitions
 * (409 with the current card when the client saw another column), the same uuid answered again, undo of
 * the last move kept in the log, the out-of-turn mark first in its column, the order list's scope, and
 * the ordering rules as the crm setting queue_settings.
 */
import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { QueueBoard, QueueCard } from '../../../domain/registry/queue'
import { kyivDay, kyivInstant } from '../../../domain/time/kyiv'
import { users } from '../../db/schema/auth'
import { orders } from '../../db/schema/orders'
import { filials } from '../../db/schema/places'
import { queueTransitions } from '../../db/schema/registry-queue'
import { createTestApp, type TestApp } from '../../../tests/support/test-app'

// The board is a Kyiv day's: the server's clock starts at noon of today's Kyiv date, so a visit that
// arrived 100 minutes ago is still today's whenever the suite runs (just after Kyiv midnight too).
const started = Date.now()
const noon = kyivInstant(kyivDay(new Date(started)), '12:00').at.getTime()
const clock = () => new Date(noon + (Date.now() - started))

let t: TestApp
let kv01: number
let kv02: number
let registrarId: number
beforeAll(async () => {
  t = await createTestApp({}, { now: clock })
  const [f1] = await t.db.db.select().from(filials).where(eq(filials.code, 'KV01'))
  const [f2] = await t.db.db.select().from(filials).where(eq(filials.code, 'KV02'))
  kv01 = f1!.id
  kv02 = f2!.id
  const [r] = await t.db.db.select().from(users).where(eq(users.login, 'registrar'))
  registrarId = r!.id
})
afterAll(() => t.close())

/** A walk-in of today at `filialId`, created by the registrar (in the registrar's own scope). */
async function walkIn(filialId: number, state = 'created', minutesAgo = 0): Promise<number> {
  const [row] = await t.db.db
    .insert(orders)
    .values({
      code: `Q-${randomUUID().slice(0, 8)}`,
      state,
      createdBy: registrarId,
      filialId,
      clientData: { surname: 'Черговий', name: 'Іван', patronymic: 'Петрович' } as never,
      createdAt: new Date(clock().getTime() - minutesAgo * 60_000),
    })
    .returning({ id: orders.id })
  return row!.id
}

const board = async (query = `filialId=${kv01}`, login = 'registrar') => {
  const res = await t.as(login, { method: 'GET', url: `/api/registry/queue?${query}` })
  expect(res.statusCode, res.body).toBe(200)
  return res.json<QueueBoard>()
}
const cardIn = (b: QueueBoard, orderId: number) =>
  Object.values(b.columns)
    .flat()
    .find((c) => c.orderId === orderId)
const move = (login: string, body: object, key = randomUUID()) =>
  t.as(login, {
    method: 'POST',
    url: '/api/registry/queue/moves',
    headers: { 'idempotency-key': key },
    payload: body,
  })
const undo = (login: string, orderId: number) =>
  t.as(login, {
    method: 'POST',
    url: '/api/registry/queue/undo',
    headers: { 'idempotency-key': randomUUID() },
    payload: { orderId },
  })

describe('GET /registry/queue', () => {
  it('shows today’s not cancelled visits of the filial in the wait column, with the patient’s short name', async () => {
    const id = await walkIn(kv01)
    const cancelled = await walkIn(kv01, 'deleted')
    const b = await board()
    const card = b.columns.wait.find((c) => c.orderId === id)
    expect(card).toMatchObject({ patient: 'Черговий І. П.', column: 'wait', bookedAt: null, mayMove: true })
    expect(cardIn(b, cancelled)).toBeUndefined()
    // A cancelled order is no visit: a move of it is refused with a reason, nothing stored.
    const moved = await move('registrar', {
      uuid: randomUUID(),
      orderId: cancelled,
      from: 'wait',
      to: 'clinic',
    })
    expect(moved.statusCode).toBe(422)
    expect(moved.body).toContain('скасоване')
    expect(b.rules).toEqual({ onTimeWindowMin: 15, longWaitMin: 75 })
    // Another filial's board does not show it; all filials do.
    expect(cardIn(await board(`filialId=${kv02}`), id)).toBeUndefined()
    expect(cardIn(await board(''), id)).toBeDefined()
    // Yesterday's board does not show today's walk-in.
    const yesterday = kyivDay(new Date(clock().getTime() - 86_400_000))
    expect(cardIn(await board(`date=${yesterday}`), id)).toBeUndefined()
  })

  it('keeps to the order list’s scope: own orders for EditOwn, all for a doctor', async () => {
    const id = await walkIn(kv01)
    expect(cardIn(await board(undefined, 'callcenter'), id)).toBeUndefined()
    expect(cardIn(await board(undefined, 'doctor'), id)).toMatchObject({ mayMove: true })
    expect(cardIn(await board(undefined, 'admin'), id)).toBeDefined()
    // The cashier has no crmMcRegistrySee.
    const res = await t.as('cashier', { method: 'GET', url: '/api/registry/queue' })
    expect(res.statusCode).toBe(403)
  })

  it('refuses a bad date with a Ukrainian message', async () => {
    const res = await t.as('registrar', { method: 'GET', url: '/api/registry/queue?date=26.11.2026' })
    expect(res.statusCode).toBe(422)
    expect(res.body).toMatch(/дату/)
  })
})

describe('moves and undo', () => {
  it('moves a card, answers the same uuid again with the stored result, and refuses a stale column with 409', async () => {
    const id = await walkIn(kv01)
    const uuid = randomUUID()
    const key = uuid
    const first = await move('registrar', { uuid, orderId: id, from: 'wait', to: 'clinic' }, key)
    expect(first.statusCode, first.body).toBe(201)
    expect(first.json<{ card: QueueCard }>().card).toMatchObject({ column: 'clinic', canUndo: true })
    // The same request again: the stored answer, no second transition.
    const again = await move('registrar', { uuid, orderId: id, from: 'wait', to: 'clinic' }, key)
    expect(again.statusCode).toBe(201)
    expect(again.json<{ card: QueueCard }>().card.column).toBe('clinic')
    // The same uuid under another key (a lost answer retried): the move is not made twice.
    const retried = await move('registrar', { uuid, orderId: id, from: 'wait', to: 'clinic' })
    expect(retried.statusCode).toBe(200)
    expect(
      await t.db.db.select().from(queueTransitions).where(eq(queueTransitions.orderId, id)),
    ).toHaveLength(1)
    // Someone else saw it in wait and moves it: 409 with the card where it is now.
    const stale = await move('doctor', { uuid: randomUUID(), orderId: id, from: 'wait', to: 'doctor' })
    expect(stale.statusCode).toBe(409)
    expect(stale.json<{ current: QueueCard }>().current).toMatchObject({ orderId: id, column: 'clinic' })
    // The doctor moves it on from where it is.
    const on = await move('doctor', { uuid: randomUUID(), orderId: id, from: 'clinic', to: 'doctor' })
    expect(on.statusCode, on.body).toBe(201)
    expect(cardIn(await board(), id)!.column).toBe('doctor')
  })

  it('undoes the last move, keeping who and when in the log, and refuses when nothing is left', async () => {
    const id = await walkIn(kv01)
    await move('registrar', { uuid: randomUUID(), orderId: id, from: 'wait', to: 'clinic' })
    await move('registrar', { uuid: randomUUID(), orderId: id, from: 'clinic', to: 'payment_awaiting' })
    const u1 = await undo('registrar', id)
    expect(u1.statusCode, u1.body).toBe(200)
    expect(u1.json<{ card: QueueCard }>().card.column).toBe('clinic')
    const u2 = await undo('registrar', id)
    expect(u2.json<{ card: QueueCard }>().card).toMatchObject({ column: 'wait', canUndo: false })
    const rows = await t.db.db.select().from(queueTransitions).where(eq(queueTransitions.orderId, id))
    expect(rows).toHaveLength(2)
    for (const r of rows) {
      expect(r.undoneBy).toBe(registrarId)
      expect(r.undoneAt).toBeInstanceOf(Date)
    }
    const u3 = await undo('registrar', id)
    expect(u3.statusCode).toBe(422)
    expect(u3.json<{ message: string }>().message).toBe('Немає переміщення, яке можна скасувати')
  })

  it('refuses a move to the same column and a card outside the user’s scope', async () => {
    const id = await walkIn(kv01)
    const same = await move('registrar', { uuid: randomUUID(), orderId: id, from: 'wait', to: 'wait' })
    expect(same.statusCode).toBe(422)
    const foreign = await move('callcenter', { uuid: randomUUID(), orderId: id, from: 'wait', to: 'clinic' })
    expect(foreign.statusCode).toBe(404)
    expect((await undo('callcenter', id)).statusCode).toBe(404)
    const cashier = await move('cashier', { uuid: randomUUID(), orderId: id, from: 'wait', to: 'clinic' })
    expect(cashier.statusCode).toBe(403)
    expect(
      await t.db.db
        .select()
        .from(queueTransitions)
        .where(and(eq(queueTransitions.orderId, id))),
    ).toHaveLength(0)
  })
})

describe('ordering', () => {
  it('puts a long wait before a fresh one and the out-of-turn mark first of all', async () => {
    const fresh = await walkIn(kv02, 'created', 5)
    const long = await walkIn(kv02, 'created', 100)
    const mid = await walkIn(kv02, 'created', 30)
    const order = async () =>
      (await board(`filialId=${kv02}`)).columns.wait
        .map((c) => c.orderId)
        .filter((x) => [fresh, long, mid].includes(x))
    expect(await order()).toEqual([long, mid, fresh])
    const res = await t.as('registrar', {
      method: 'PATCH',
      url: '/api/registry/queue/out-of-turn',
      headers: { 'idempotency-key': randomUUID() },
      payload: { orderId: fresh, outOfTurn: true },
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(await order()).toEqual([fresh, long, mid])
  })

  it('keeps the rules as the crm setting queue_settings, editable with crmMainSettingsEdit only', async () => {
    const put = (login: string, payload: object) =>
      t.as(login, {
        method: 'PUT',
        url: '/api/registry/queue/settings',
        headers: { 'idempotency-key': randomUUID() },
        payload,
      })
    expect((await put('registrar', { onTimeWindowMin: 20, longWaitMin: 60 })).statusCode).toBe(403)
    const bad = await put('admin', { onTimeWindowMin: -5, longWaitMin: 60 })
    expect(bad.statusCode).toBe(422)
    expect(bad.body).toContain('Не менше 0 хвилин')
    expect((await put('admin', { onTimeWindowMin: 20, longWaitMin: 60 })).statusCode).toBe(200)
    const got = await t.as('registrar', { method: 'GET', url: '/api/registry/queue/settings' })
    expect(got.json()).toEqual({ onTimeWindowMin: 20, longWaitMin: 60 })
    const crm = await t.as('admin', {
      method: 'GET',
      url: '/api/api/v2/crm-setting?settingName=queue_settings',
    })
    expect(crm.statusCode, crm.body).toBe(200)
    expect(crm.body).toContain('"longWaitMin":60')
    expect((await board()).rules).toEqual({ onTimeWindowMin: 20, longWaitMin: 60 })
  })
})
