import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { flush, resumeAfterSignIn } from './flusher'
import { memoryLock } from './lock'
import { createTransport } from './transport'
import { fakeServer } from './testing/fake-server'
import { freshDb, saveSettings, statuses } from './testing/outbox-fixtures'
import { backoffMs } from './classify'
import type { OfflineDb } from './db'

const T0 = 1_700_000_000_000
function setup(db: OfflineDb = freshDb()) {
  const server = fakeServer()
  let now = T0
  const run = () =>
    flush({
      db,
      transport: createTransport(server.request),
      now: () => now,
      random: () => 0,
      lock: memoryLock(),
    })
  return { db, server, run, later: (ms: number) => void (now += ms) }
}

describe('outbox answers', () => {
  it('2xx: done, and the server record replaces the local one', async () => {
    const { db, server, run } = setup()
    await saveSettings(db, { barcodeMarginTop: 2 })
    expect((await db.references.get('/api/v2/personal-settings'))?.data).toMatchObject({
      barcodeMarginTop: 2,
      version: 0,
    })
    const report = await run()
    expect(report).toMatchObject({ sent: 1, done: 1 })
    expect(await statuses(db)).toEqual(['done'])
    expect((await db.references.get('/api/v2/personal-settings'))?.data).toMatchObject({
      barcodeMarginTop: 2,
      version: 1,
    })
    expect(server.state.applied).toBe(1)
  })

  it('network failure: retrying with back-off, then sent with the same key and applied once', async () => {
    const { db, server, run, later } = setup()
    const item = await saveSettings(db, { qrMarginTop: 1 })
    server.fault('drop-answer')
    await run()
    const after = await db.outbox.get(item.id)
    expect(after).toMatchObject({
      status: 'retrying',
      attempts: 1,
      nextAttemptAt: T0 + backoffMs(1, () => 0),
    })
    expect(after?.lastError?.code).toBe('network')
    expect((await run()).sent).toBe(0) // not due yet
    later(1_000)
    await run()
    expect(await statuses(db)).toEqual(['done'])
    expect(server.sent.map((s) => s.headers['Idempotency-Key'])).toEqual([item.id, item.id])
    expect(server.state).toEqual({ applied: 1, replayed: 1 })
  })

  it('5xx and 429: retried without limit, 429 waits at least Retry-After', async () => {
    const { db, server, run, later } = setup()
    const item = await saveSettings(db, {})
    server.fault({ status: 503 }, { status: 502 }, { status: 429, retryAfterSeconds: 120 })
    await run()
    later(500)
    await run()
    later(1_000)
    await run()
    const waiting = await db.outbox.get(item.id)
    expect(waiting).toMatchObject({ status: 'retrying', attempts: 3 })
    expect(waiting!.nextAttemptAt - (T0 + 1_500)).toBe(120_000)
    later(120_000)
    await run()
    expect(await statuses(db)).toEqual(['done'])
  })

  it('back-off grows exponentially with jitter and stops growing at five minutes', () => {
    expect([1, 2, 3, 4].map((a) => backoffMs(a, () => 1))).toEqual([1000, 2000, 4000, 8000])
    expect(backoffMs(3, () => 0)).toBe(2000)
    expect(backoffMs(40, () => 1)).toBe(300_000)
  })

  it('401: the whole queue pauses until a new sign-in, then resumes', async () => {
    const { db, server, run } = setup()
    await saveSettings(db, { version: 0 })
    await saveSettings(db, { qrMarginLeft: 3 })
    server.fault({ status: 401, body: { code: 'token_expired' } })
    const report = await run()
    expect(report.paused).toBe(true)
    expect(await statuses(db)).toEqual(['needs-sign-in', 'pending'])
    expect((await run()).sent).toBe(0)
    await resumeAfterSignIn(db, T0)
    await run()
    expect(await statuses(db)).toEqual(['done', 'done'])
    expect(server.settings).toMatchObject({ qrMarginLeft: 3, version: 2 })
  })

  it('403 and 422: rejected with the server messages; later edits of the record wait and say so', async () => {
    const { db, server, run } = setup()
    await saveSettings(db, {})
    server.fault({ status: 403, body: { code: 'forbidden', message: 'У вас немає доступу до цієї дії' } })
    await run()
    const [rejected] = await db.outbox.toArray()
    expect(rejected).toMatchObject({
      status: 'rejected',
      lastError: { status: 403, message: 'У вас немає доступу до цієї дії' },
    })

    const db2 = freshDb()
    const s2 = setup(db2)
    await saveSettings(db2, {})
    await saveSettings(db2, { qrMarginTop: 1 })
    s2.server.fault({
      status: 422,
      body: {
        code: 'validation_failed',
        message: 'Перевірте поля',
        errors: { city_id: ['Місто не знайдено'] },
      },
    })
    await s2.run()
    expect(await statuses(db2)).toEqual(['rejected', 'pending'])
    expect((await db2.outbox.orderBy('seq').first())?.lastError?.errors).toEqual({
      city_id: ['Місто не знайдено'],
    })
    expect(s2.server.sent).toHaveLength(1)
  })
})
