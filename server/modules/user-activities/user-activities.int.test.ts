import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../tests/support/test-app'

let t: TestApp
const NOW = Date.parse('2026-11-22T09:00:00Z')
const nowS = NOW / 1000
const url = '/api/api/v2/user-activities'

beforeAll(async () => {
  t = await createTestApp({}, { now: () => new Date(NOW) })
})
afterAll(() => t.close())

const start = (login: string, payload: unknown) =>
  t.as(login, { method: 'POST', url, payload: payload as object })
const end = (login: string, id: number | string, payload: unknown) =>
  t.as(login, { method: 'PATCH', url: `${url}/${id}`, payload: payload as object })

describe('user activity', () => {
  it('starts an activity for the signed-in user and ends it', async () => {
    const started = await start('doctor', { startTime: nowS - 600 })
    expect(started.statusCode).toBe(201)
    const { id } = started.json<{ id: number }>()
    expect(id).toBeGreaterThan(0)

    const ended = await end('doctor', id, { endTime: nowS })
    expect(ended.statusCode).toBe(200)
    expect(ended.json()).toEqual({ id, startTime: nowS - 600, endTime: nowS })

    // A resumed tab ends it again later: the end moves.
    const again = await end('doctor', id, { endTime: nowS + 60 })
    expect(again.json()).toMatchObject({ endTime: nowS + 60 })
  })

  it("answers 404 for another user's activity and leaves it untouched", async () => {
    const { id } = (await start('lab', { startTime: nowS - 100 })).json<{ id: number }>()
    const foreign = await end('cashier', id, { endTime: nowS })
    expect(foreign.statusCode).toBe(404)
    expect(foreign.json()).toEqual({ code: 'not_found', message: 'Не знайдено' })
    expect((await end('lab', 999_999, { endTime: nowS })).statusCode).toBe(404)
    const own = await end('lab', id, { endTime: nowS })
    expect(own.json()).toMatchObject({ id, endTime: nowS })
  })

  it('refuses an end before the start', async () => {
    const { id } = (await start('warehouse', { startTime: nowS - 100 })).json<{ id: number }>()
    const res = await end('warehouse', id, { endTime: nowS - 101 })
    expect(res.statusCode).toBe(422)
    expect(res.json()).toMatchObject({
      code: 'validation_failed',
      errors: { end_time: ['Час завершення не може бути раніше за час початку'] },
    })
  })

  it('refuses times far ahead of the server clock, before 2020, fractional or not numbers', async () => {
    const future = await start('doctor', { startTime: nowS + 2 * 3600 })
    expect(future.statusCode).toBe(422)
    expect(future.json()).toMatchObject({ errors: { start_time: [expect.stringContaining('майбутньому')] } })
    // A device clock a few minutes fast is fine.
    expect((await start('doctor', { startTime: nowS + 120 })).statusCode).toBe(201)

    for (const startTime of [0, -5, 1_000_000_000, 1.5, '1700000000', null, 1e20]) {
      const res = await start('doctor', { startTime })
      expect(res.statusCode, String(startTime)).toBe(422)
      expect(Object.keys(res.json<{ errors: object }>().errors)).toEqual(['start_time'])
    }
    const { id } = (await start('doctor', { startTime: nowS - 10 })).json<{ id: number }>()
    const farEnd = await end('doctor', id, { endTime: nowS + 86_400 })
    expect(farEnd.statusCode).toBe(422)
    expect(farEnd.json()).toMatchObject({ errors: { end_time: [expect.stringContaining('майбутньому')] } })
    expect((await end('doctor', 'abc', { endTime: nowS })).statusCode).toBe(422)
    expect((await end('doctor', id, { endTime: nowS, startTime: nowS })).statusCode).toBe(422)
  })

  it('is open to every signed-in user and to nobody else', async () => {
    const anonymous = await t.app.inject({ method: 'POST', url, payload: { startTime: nowS } })
    expect(anonymous.statusCode).toBe(401)
    const forged = await t.app.inject({
      method: 'POST',
      url,
      payload: { startTime: nowS },
      headers: { authorization: 'Bearer forged.token.value' },
    })
    expect(forged.statusCode).toBe(401)
    for (const login of ['admin', 'registrar', 'doctor', 'cashier', 'lab', 'callcenter', 'warehouse'])
      expect((await start(login, { startTime: nowS - 1 })).statusCode, login).toBe(201)
  })
})
