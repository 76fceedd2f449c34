/**
 * The batch route cannot reach itself, the change feed or sign-in, however an item spells the path:
 * the router's match decides (percent-encoding, dot segments, case, slashes, queries). And its work
 * is bounded: items and bytes per request, items per user per minute, chunks that let others in.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { pushResponseSchema, type PushItem, type PushResult } from '../../../domain/sync/sync.schema'
import { queryRows } from '../../db/raw'
import { DEMO_PASSWORD } from '../../db/seed/users'
import { createTestApp, type TestApp } from '../../../tests/support/test-app'
import { personalSettingsBody } from '../../../tests/support/examples/personal-settings'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const push = async (login: string, items: PushItem[]): Promise<PushResult[]> => {
  const res = await t.as(login, { method: 'POST', url: '/api/api/v2/sync/push', payload: { items } })
  expect(res.statusCode, res.body).toBe(200)
  return pushResponseSchema.parse(res.json()).results
}

const keysStored = async (ids: string[]) => {
  const [row] = await queryRows<{ n: number }>(
    t.db.db,
    sql`SELECT count(*)::int AS n FROM idempotency_keys WHERE key IN (${sql.join(
      ids.map((i) => sql`${i}`),
      sql`, `,
    )})`,
  )
  return row?.n
}

const settingsVersion = async (login: string) =>
  (await t.as(login, { method: 'GET', url: '/api/api/v2/personal-settings' })).json<{ version: number }>()
    .version

// Paths are relative to the API base (/api), as the PWA sends them; the full-URL spellings are there too.
const syncSpellings = {
  resolving: [
    '/api/v2/sync/push',
    '/api/v2/sync/%70ush',
    '/api/v2/%73ync/push',
    '/api/v2/sync/push?x=1',
    '/api/v2/x/../sync/push',
    '/api/v2/x/%2e%2e/sync/push',
    '/api/v2/sync/./push',
    '/../api/api/v2/sync/push',
  ],
  elsewhere: [
    '/api/api/v2/sync/%70ush',
    '/api/api/v2/SYNC/push',
    '/api/api/v2/sync/push/',
    '//api/api/v2/sync/push',
    '/api/api/v2/x/../sync/push',
    '/api/v2/SYNC/push',
    '/api/v2/sync/push/',
    '//api/v2/sync/push',
    '/api/v2//sync/push',
    '/api/v2/sync%2Fpush',
    '/api/v2/sync/push%00',
    // The change feed is GET only, and a batch carries only writes.
    '/api/v2/sync/pull',
    '/api/v2/sync/pull?scopes=clients',
  ],
}

const loginSpellings = {
  resolving: [
    '/login',
    '/%6Cogin',
    '/./login',
    '/x/../login',
    '/login?next=1',
    '/auth/refresh',
    '/auth/%72efresh',
    '/../api/login',
  ],
  elsewhere: ['/LOGIN', '/login/', '//login', '/api/login', '/../login'],
}

describe('POST /api/v2/sync/push: what an item may call', () => {
  it.each([...syncSpellings.resolving, ...syncSpellings.elsewhere])(
    'never runs a batch inside a batch: %s',
    async (path) => {
      const inner: PushItem = {
        id: randomUUID(),
        method: 'PUT',
        path: '/api/v2/personal-settings',
        body: { ...personalSettingsBody, version: await settingsVersion('doctor') },
      }
      const before = await settingsVersion('doctor')
      const [outer] = await push('doctor', [
        { id: randomUUID(), method: 'POST', path, body: { items: [inner] } },
      ])
      if (syncSpellings.resolving.includes(path)) {
        expect(outer?.status).toBe(422)
        expect(outer?.body).toMatchObject({
          code: 'push_path_not_allowed',
          message: expect.stringContaining('пакетом') as string,
        })
      } else {
        // No route has this spelling: a plain 404, nothing run.
        expect(outer?.status).toBe(404)
      }
      expect(await keysStored([inner.id])).toBe(0)
      expect(await settingsVersion('doctor')).toBe(before)
    },
  )

  it.each([...loginSpellings.resolving, ...loginSpellings.elsewhere])(
    'never signs in or refreshes through a batch: %s',
    async (path) => {
      const [r] = await push('lab', [
        { id: randomUUID(), method: 'POST', path, body: { login: 'lab', password: DEMO_PASSWORD } },
      ])
      expect(r?.status).toBe(loginSpellings.resolving.includes(path) ? 422 : 404)
      expect(JSON.stringify(r?.body)).not.toContain('token')
    },
  )

  it('still runs ordinary routes in the same batch, and the refused item holds only its own entity', async () => {
    const version = await settingsVersion('cashier')
    const results = await push('cashier', [
      { id: randomUUID(), method: 'POST', path: '/api/v2/sync/%70ush', body: { items: [] } },
      {
        id: randomUUID(),
        method: 'PUT',
        path: '/api/v2/personal-settings',
        body: { ...personalSettingsBody, version },
      },
    ])
    expect(results.map((r) => r.status)).toEqual([422, 200])
    expect(await settingsVersion('cashier')).toBe(version + 1)
  })
})

describe('POST /api/v2/sync/push: bounded work', () => {
  it('refuses a request over 8 MiB with 413 and a Ukrainian message, running nothing', async () => {
    const item = { id: randomUUID(), method: 'PUT', path: '/api/v2/personal-settings' }
    const res = await t.as('registrar', {
      method: 'POST',
      url: '/api/api/v2/sync/push',
      payload: { items: [{ ...item, body: { ...personalSettingsBody, pad: 'я'.repeat(4_300_000) } }] },
    })
    expect(res.statusCode).toBe(413)
    expect(res.json()).toMatchObject({ code: 'payload_too_large', message: 'Запит завеликий' })
    expect(await keysStored([item.id])).toBe(0)
  })

  it("answers an item over its route's own body limit with 413 for that item", async () => {
    const [r] = await push('registrar', [
      {
        id: randomUUID(),
        method: 'PUT',
        path: '/api/v2/personal-settings',
        body: { ...personalSettingsBody, pad: 'x'.repeat(3_000_000) },
      },
    ])
    expect(r?.status).toBe(413)
  })

  it('refuses more than 200 items with 422', async () => {
    const items = Array.from({ length: 201 }, () => ({
      id: randomUUID(),
      method: 'PUT',
      path: '/api/v2/personal-settings',
      body: personalSettingsBody,
    }))
    const res = await t.as('lab', { method: 'POST', url: '/api/api/v2/sync/push', payload: { items } })
    expect(res.statusCode).toBe(422)
    expect(res.json()).toMatchObject({ code: 'validation_failed' })
  })

  it('runs a long batch in short transactions, so another user is answered while it runs', async () => {
    const start = await settingsVersion('warehouse')
    const items: PushItem[] = Array.from({ length: 200 }, (_, i) => ({
      id: randomUUID(),
      method: 'PUT',
      path: '/api/v2/personal-settings',
      body: { ...personalSettingsBody, version: start + i },
    }))
    await t.tokenFor('admin')
    let running = true
    const t0 = performance.now()
    const batch = push('warehouse', items).finally(() => (running = false))
    const batchMs = batch.then(() => performance.now() - t0)
    // Another user reads again and again while the batch runs; each read's wait is its latency.
    const waits: number[] = []
    while (running) {
      const s = performance.now()
      const res = await t.as('admin', { method: 'GET', url: '/api/api/v2/personal-settings' })
      expect(res.statusCode).toBe(200)
      waits.push(performance.now() - s)
      // As requests from the network would: arriving on later turns of the event loop.
      await new Promise((r) => setTimeout(r, 5))
    }
    const results = await batch
    expect(results.every((r) => r.status === 200)).toBe(true)
    expect(await settingsVersion('warehouse')).toBe(start + 200)
    // One transaction for all 200 items would make a read wait for nearly the whole batch.
    expect(waits.length).toBeGreaterThan(1)
    expect(Math.max(...waits)).toBeLessThan((await batchMs) / 2)
    const stamps = await queryRows<{ n: number }>(
      t.db.db,
      sql`SELECT count(DISTINCT created_at)::int AS n FROM idempotency_keys WHERE key IN (${sql.join(
        items.map((i) => sql`${i.id}`),
        sql`, `,
      )})`,
    )
    expect(stamps[0]?.n).toBeGreaterThan(1)
  })
})

describe('POST /api/v2/sync/push: items per user per minute', () => {
  let small: TestApp
  beforeAll(async () => {
    small = await createTestApp({ pushItemsPerMinute: 200 })
  })
  afterAll(() => small.close())

  it('answers 429 with retryAfterSeconds past the quota, runs nothing, and counts users apart', async () => {
    const items = (n: number, version = 0): PushItem[] =>
      Array.from({ length: n }, (_, i) => ({
        id: randomUUID(),
        method: 'PUT',
        path: '/api/v2/personal-settings',
        body: { ...personalSettingsBody, version: version + i },
      }))
    const send = (login: string, payload: PushItem[]) =>
      small.as(login, { method: 'POST', url: '/api/api/v2/sync/push', payload: { items: payload } })
    expect((await send('registrar', items(150))).statusCode).toBe(200)
    const over = items(51, 150)
    const refused = await send('registrar', over)
    expect(refused.statusCode).toBe(429)
    const body = refused.json<{ code: string; message: string; retryAfterSeconds: number }>()
    expect(body.code).toBe('rate_limited')
    expect(body.message).toMatch(/Забагато змін/)
    expect(body.retryAfterSeconds).toBeGreaterThan(0)
    expect(body.retryAfterSeconds).toBeLessThanOrEqual(60)
    const [row] = await queryRows<{ n: number }>(
      small.db.db,
      sql`SELECT count(*)::int AS n FROM idempotency_keys WHERE key = ${over[0]!.id}`,
    )
    expect(row?.n).toBe(0)
    // What still fits goes through, and another user is not affected.
    expect((await send('registrar', items(50, 150))).statusCode).toBe(200)
    expect((await send('cashier', items(200))).statusCode).toBe(200)
  })
})
