/**
 * The whole-list PUT of a resource (server/lib/crud/resource-whole-list.ts) on weekend reasons, the
 * spec's own (spec 001 §7), the whole cycle: an administrator adds, renames and deletes reasons by sending the
 * list; a resent create finds its row; a stale edit gets 409 with the current list; bad names are
 * refused; only holders of crmSettingsEdit may save.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { queryRows } from '../../db/raw'
import { createTestApp, type TestApp } from '../../../tests/support/test-app'

type WeekendReason = { id: number; uuid: string; name: string; version: number }

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const list = async (login = 'registrar'): Promise<WeekendReason[]> => {
  const res = await t.as(login, { method: 'GET', url: '/api/settings/weekend-reasons' })
  expect(res.statusCode).toBe(200)
  return res.json<{ data: WeekendReason[] }>().data
}
const save = (data: unknown[], login = 'admin', key = randomUUID()) =>
  t.as(login, {
    method: 'PUT',
    url: '/api/settings/weekend-reasons',
    headers: { 'idempotency-key': key },
    payload: { data },
  })
const rowCount = async () =>
  (await queryRows<{ n: number }>(t.db.db, sql`SELECT count(*)::int AS n FROM weekend_reasons`))[0]!.n

describe('weekend reasons', () => {
  it('lists the demo reasons with id, uuid and version', async () => {
    const reasons = await list()
    expect(reasons.length).toBeGreaterThan(3)
    expect(reasons[0]).toEqual({
      id: expect.any(Number) as number,
      uuid: expect.any(String) as string,
      name: expect.any(String) as string,
      version: 1,
    })
  })

  it('adds, renames and deletes in one save, and answers the saved list', async () => {
    const [first, second, ...rest] = await list()
    const fresh = { uuid: randomUUID(), name: 'Навчання персоналу' }
    const res = await save([{ ...first!, name: `${first!.name} (оновлено)` }, ...rest, fresh])
    expect(res.statusCode, res.body).toBe(200)
    const saved = res.json<{ data: WeekendReason[] }>().data
    expect(saved).toEqual(await list())
    expect(saved.find((r) => r.id === first!.id)).toMatchObject({
      name: `${first!.name} (оновлено)`,
      version: 2,
    })
    expect(saved.some((r) => r.id === second!.id)).toBe(false)
    expect(saved.find((r) => r.uuid === fresh.uuid)).toMatchObject({ name: fresh.name, version: 1 })
  })

  it('finds the row of a create sent again (same uuid), without a duplicate', async () => {
    const before = await list()
    const fresh = { uuid: randomUUID(), name: 'Інвентаризація' }
    expect((await save([...before, fresh])).statusCode).toBe(200)
    const n = await rowCount()
    // Another key, as when the device lost the answer and its outbox item was rebuilt.
    const again = await save([...before, fresh])
    expect(again.statusCode).toBe(200)
    expect(await rowCount()).toBe(n)
    expect(again.json<{ data: WeekendReason[] }>().data.filter((r) => r.uuid === fresh.uuid)).toHaveLength(1)
  })

  it('swaps two names in one save', async () => {
    const [a, b, ...rest] = await list()
    const res = await save([{ ...a!, name: b!.name }, { ...b!, name: a!.name }, ...rest])
    expect(res.statusCode, res.body).toBe(200)
    const saved = res.json<{ data: WeekendReason[] }>().data
    expect(saved.find((r) => r.id === a!.id)?.name).toBe(b!.name)
    expect(saved.find((r) => r.id === b!.id)?.name).toBe(a!.name)
  })

  it('refuses a stale rename with 409 and the current list, changing nothing', async () => {
    const mine = await list()
    const theirs = mine.map((r, i) => (i === 0 ? { ...r, name: 'Змінено іншим адміністратором' } : r))
    expect((await save(theirs)).statusCode).toBe(200)
    const before = await list()
    const res = await save(mine.map((r, i) => (i === 0 ? { ...r, name: 'Моя назва' } : r)))
    expect(res.statusCode).toBe(409)
    expect(res.json()).toMatchObject({ code: 'version_conflict', current: { data: before } })
    expect(await list()).toEqual(before)
  })

  it('refuses an edit of a reason someone deleted meanwhile', async () => {
    const mine = await list()
    expect((await save(mine.slice(1))).statusCode).toBe(200)
    const res = await save(mine.map((r, i) => (i === 0 ? { ...r, name: 'Ще жива' } : r)))
    expect(res.statusCode).toBe(409)
  })

  it('refuses duplicate, empty and overlong names with field messages', async () => {
    const reasons = await list()
    const dup = await save([...reasons, { uuid: randomUUID(), name: ` ${reasons[0]!.name.toUpperCase()} ` }])
    expect(dup.statusCode).toBe(422)
    expect(dup.json()).toMatchObject({
      errors: { [`data.${reasons.length}.name`]: ['Не всі причини унікальні'] },
    })
    const empty = await save([{ uuid: randomUUID(), name: '   ' }])
    expect(empty.statusCode).toBe(422)
    expect(Object.keys(empty.json<{ errors: object }>().errors)).toEqual(['data.0.name'])
    const long = await save([{ uuid: randomUUID(), name: 'Я'.repeat(256) }])
    expect(long.statusCode).toBe(422)
    const noVersion = await save([{ id: reasons[0]!.id, uuid: reasons[0]!.uuid, name: 'Без версії' }])
    expect(noVersion.statusCode).toBe(422)
    expect(noVersion.json()).toMatchObject({ errors: { 'data.0.version': [expect.any(String) as string] } })
    expect(await list()).toEqual(reasons)
  })

  it('lets only holders of crmSettingsEdit save', async () => {
    const res = await save(await list(), 'registrar')
    expect(res.statusCode).toBe(403)
  })
})
