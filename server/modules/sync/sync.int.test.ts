/**
 * The change feed and the batch replay: pull gives a snapshot, then the changes after a cursor
 * (deduplicated, with deletions), private scopes stay private; push runs items in order through the
 * real routes, exactly once per item id, and skips the dependants of a failed item.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import {
  pullResponseSchema,
  pushResponseSchema,
  type PullResponse,
  type PushItem,
} from '../../../domain/sync/sync.schema'
import { queryRows } from '../../db/raw'
import { createTestApp, type TestApp } from '../../../tests/support/test-app'
import { personalSettingsBody } from '../../../tests/support/examples/personal-settings'

type WeekendReason = { id: number; uuid: string; name: string; version: number }

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

async function pull(login: string, since: string, scopes: string, limit = 500): Promise<PullResponse> {
  const res = await t.as(login, {
    method: 'GET',
    url: `/api/api/v2/sync/pull?since=${since}&scopes=${scopes}&limit=${limit}`,
  })
  expect(res.statusCode, res.body).toBe(200)
  return pullResponseSchema.parse(res.json())
}

/** Pulls every page from `since`; answers the merged upserts and deletions and the last cursor. */
async function pullAll(login: string, since: string, scopes: string, limit = 500) {
  const pages: PullResponse[] = []
  let cursor = since
  for (;;) {
    const page = await pull(login, cursor, scopes, limit)
    pages.push(page)
    cursor = page.cursor
    if (!page.hasMore) break
  }
  return {
    pages,
    cursor,
    upserts: pages.flatMap((p) => p.upserts),
    deletions: pages.flatMap((p) => p.deletions),
  }
}

const reasons = async (): Promise<WeekendReason[]> =>
  (await t.as('admin', { method: 'GET', url: '/api/settings/weekend-reasons' })).json<{
    data: WeekendReason[]
  }>().data

const saveReasons = (data: unknown[]) =>
  t.as('admin', {
    method: 'PUT',
    url: '/api/settings/weekend-reasons',
    headers: { 'idempotency-key': randomUUID() },
    payload: { data },
  })

const push = async (login: string, items: PushItem[]) => {
  const res = await t.as(login, { method: 'POST', url: '/api/api/v2/sync/push', payload: { items } })
  expect(res.statusCode, res.body).toBe(200)
  return pushResponseSchema.parse(res.json()).results
}

describe('GET /api/v2/sync/pull', () => {
  it('starts with a snapshot of every current row, paged, then continues from its cursor', async () => {
    const all = await reasons()
    expect(all.length).toBeGreaterThan(3)
    const snap = await pullAll('registrar', '0', 'weekend-reasons', 2)
    expect(snap.pages[0]).toMatchObject({ mode: 'snapshot', reset: true })
    expect(snap.pages.slice(1).every((p) => !p.reset)).toBe(true)
    expect(snap.upserts.map((u) => u.data)).toEqual([...all].sort((a, b) => a.id - b.id))
    expect(snap.cursor).toMatch(/^c\.\d+$/)
    const nothing = await pull('registrar', snap.cursor, 'weekend-reasons')
    expect(nothing).toMatchObject({ mode: 'changes', upserts: [], deletions: [], hasMore: false })
  })

  it('returns what changed after a cursor: the current row once per entity, and the deletions', async () => {
    const { cursor } = await pullAll('registrar', '0', 'weekend-reasons')
    const before = await reasons()
    const [gone, renamed, ...rest] = before
    const fresh = { uuid: randomUUID(), name: 'Профілактика обладнання' }
    expect(
      (await saveReasons([{ ...renamed!, name: 'Перейменована причина' }, ...rest, fresh])).statusCode,
    ).toBe(200)
    const now = await reasons()
    const again = now.find((r) => r.uuid === fresh.uuid)!
    expect(
      (await saveReasons(now.map((r) => (r.id === again.id ? { ...r, name: 'Профілактика' } : r))))
        .statusCode,
    ).toBe(200)

    const feed = await pullAll('registrar', cursor, 'weekend-reasons', 1)
    const latest = new Map(feed.upserts.map((u) => [u.id, u.data as WeekendReason]))
    expect(latest.get(renamed!.id)).toMatchObject({
      name: 'Перейменована причина',
      version: renamed!.version + 1,
    })
    expect(latest.get(again.id)).toMatchObject({ name: 'Профілактика', version: 2 })
    expect(feed.deletions).toEqual([
      { scope: 'weekend-reasons', entity: 'weekend-reason', id: gone!.id, uuid: gone!.uuid },
    ])
    // One page of many changes answers each entity once, with its current row.
    const one = await pull('registrar', cursor, 'weekend-reasons', 100)
    expect(one.upserts.filter((u) => u.id === again.id)).toHaveLength(1)
    expect(one.upserts.find((u) => u.id === again.id)?.data).toMatchObject({ name: 'Профілактика' })
  })

  it('shows a private scope only to its owner', async () => {
    const cursor = (await pullAll('lab', '0', 'personal-settings')).cursor
    const saved = await t.as('cashier', {
      method: 'PUT',
      url: '/api/api/v2/personal-settings',
      payload: personalSettingsBody,
    })
    expect(saved.statusCode).toBe(200)
    expect((await pull('lab', cursor, 'personal-settings')).upserts).toEqual([])
    expect((await pullAll('lab', '0', 'personal-settings')).upserts).toEqual([])
    const own = await pullAll('cashier', '0', 'personal-settings')
    expect(own.upserts.map((u) => u.data)).toEqual([saved.json()])
  })

  it('refuses an unknown scope and a malformed cursor', async () => {
    const scope = await t.as('lab', { method: 'GET', url: '/api/api/v2/sync/pull?scopes=secrets' })
    expect(scope.statusCode).toBe(422)
    expect(scope.json()).toMatchObject({ errors: { scopes: [expect.stringContaining('secrets') as string] } })
    const cursor = await t.as('lab', {
      method: 'GET',
      url: "/api/api/v2/sync/pull?scopes=weekend-reasons&since=1'",
    })
    expect(cursor.statusCode).toBe(422)
  })
})

describe('POST /api/v2/sync/push', () => {
  it('runs items in order through the routes, one answer each, exactly once per item id', async () => {
    const ps = (version: number, language: string): PushItem => ({
      id: randomUUID(),
      method: 'PUT',
      path: '/api/v2/personal-settings',
      body: { ...personalSettingsBody, language, version },
    })
    const items = [ps(0, 'ru'), ps(1, 'ua'), ps(2, 'ru')]
    const results = await push('callcenter', items)
    expect(results.map((r) => [r.id, r.status, r.replayed])).toEqual(items.map((i) => [i.id, 200, false]))
    expect(results.map((r) => (r.body as { version: number }).version)).toEqual([1, 2, 3])

    // The answer was lost on the way: the device sends the same batch again.
    const again = await push('callcenter', items)
    expect(again.map((r) => [r.status, r.replayed])).toEqual(items.map(() => [200, true]))
    expect(again.map((r) => r.body)).toEqual(results.map((r) => r.body))
    const now = await t.as('callcenter', { method: 'GET', url: '/api/api/v2/personal-settings' })
    expect(now.json()).toMatchObject({ version: 3, language: 'ru' })
  })

  it("skips the later items of a failed item's entity and its dependants (transitively), and runs the rest", async () => {
    const stale: PushItem = {
      id: randomUUID(),
      method: 'PUT',
      path: '/api/v2/personal-settings',
      body: { ...personalSettingsBody, version: 99 },
    }
    const sameEntity: PushItem = {
      ...stale,
      id: randomUUID(),
      body: { ...personalSettingsBody, version: 100 },
    }
    const dependant: PushItem = {
      id: randomUUID(),
      method: 'PUT',
      path: '/settings/weekend-reasons',
      body: { data: await reasons() },
      dependsOn: [stale.id],
    }
    const modules = (await t.as('admin', { method: 'GET', url: '/api/api/v2/system-modules' })).json<object>()
    const other: PushItem = { id: randomUUID(), method: 'PUT', path: '/api/v2/system-modules', body: modules }
    const results = await push('admin', [stale, sameEntity, dependant, other])
    expect(results.map((r) => r.status)).toEqual([409, 424, 424, 200])
    expect(results[0]?.body).toMatchObject({
      code: 'version_conflict',
      current: { version: expect.any(Number) as number },
    })
    expect(results[1]?.body).toMatchObject({ code: 'dependency_failed' })
  })

  it('answers 403 and 422 per item and refuses paths it must not replay', async () => {
    const results = await push('registrar', [
      { id: randomUUID(), method: 'PUT', path: '/settings/weekend-reasons', body: { data: [] } },
      { id: randomUUID(), method: 'PUT', path: '/api/v2/personal-settings', body: { language: 'de' } },
      { id: randomUUID(), method: 'POST', path: '/api/v2/sync/push', body: { items: [] } },
    ])
    expect(results.map((r) => r.status)).toEqual([403, 422, 422])
    expect(results[1]?.body).toMatchObject({
      code: 'validation_failed',
      errors: { language: expect.any(Array) as unknown[] },
    })
  })

  it('runs a clean batch in one transaction: every key stored at the same instant', async () => {
    const items: PushItem[] = [0, 1, 2].map((version) => ({
      id: randomUUID(),
      method: 'PUT',
      path: '/api/v2/personal-settings',
      body: { ...personalSettingsBody, version },
    }))
    expect((await push('warehouse', items)).map((r) => r.status)).toEqual([200, 200, 200])
    const stamps = await queryRows<{ at: string }>(
      t.db.db,
      sql`SELECT created_at::text AS at FROM idempotency_keys WHERE key IN (${sql.join(
        items.map((i) => sql`${i.id}`),
        sql`, `,
      )})`,
    )
    // now() is the transaction's start: one value means one transaction for the whole batch.
    expect(new Set(stamps.map((r) => r.at)).size).toBe(1)
    expect(stamps).toHaveLength(3)
  })

  it('gives two concurrent sends of one batch one effect per item', async () => {
    const items: PushItem[] = [0, 1, 2, 3].map((version) => ({
      id: randomUUID(),
      method: 'PUT',
      path: '/api/v2/personal-settings',
      body: { ...personalSettingsBody, version },
    }))
    const [a, b] = await Promise.all([push('registrar', items), push('registrar', items)])
    expect(a.map((r) => r.status)).toEqual([200, 200, 200, 200])
    expect(b.map((r) => r.body)).toEqual(a.map((r) => r.body))
    const now = await t.as('registrar', { method: 'GET', url: '/api/api/v2/personal-settings' })
    expect(now.json()).toMatchObject({ version: 4 })
    const [keys] = await queryRows<{ n: number }>(
      t.db.db,
      sql`SELECT count(*)::int AS n FROM idempotency_keys WHERE key IN (${sql.join(
        items.map((i) => sql`${i.id}`),
        sql`, `,
      )})`,
    )
    expect(keys?.n).toBe(4)
  })

  it('refuses more than 200 items', async () => {
    const items = Array.from({ length: 201 }, () => ({
      id: randomUUID(),
      method: 'PUT',
      path: '/api/v2/personal-settings',
      body: personalSettingsBody,
    }))
    const res = await t.as('lab', { method: 'POST', url: '/api/api/v2/sync/push', payload: { items } })
    expect(res.statusCode).toBe(422)
  })
})
