/**
 * Outbox drain: 1,000 queued writes (each opens a user activity: 1,000 independent records) sent to
 * a local server by our flusher (ordered push batches), against replaying the same 1,000 requests
 * through workbox-background-sync's Queue (one request at a time), in the same run. Both queues live
 * in IndexedDB (fake-indexeddb in Node), so the comparison is of the sending strategy.
 */
import 'fake-indexeddb/auto'
import { OfflineDb } from '../../src/offline/db'
import { flush } from '../../src/offline/flusher'
import { enqueue } from '../../src/offline/outbox'
import { createTransport } from '../../src/offline/transport'
import { createApiClient } from '../../src/lib/api/api-client'
import { createTokenStore } from '../../src/lib/api/token-storage'
import { memoryStorage } from '../../src/lib/api/testing/fake-fetch'
import { startServer, signInToken } from './outbox-drain-server'

export interface DrainFigures {
  items: number
  ourMs: number
  ourPerSecond: number
  /** Our flusher's own time (IndexedDB, planning, classifying), without the wait for the server. */
  ourClientMs: number
  baselineMs: number
  baselinePerSecond: number
  ratio: number
}

const N = 1_000
const path = '/api/v2/user-activities'

async function ours(
  origin: string,
  token: string,
  startTime: number,
): Promise<{ ms: number; clientMs: number }> {
  const tokens = createTokenStore(memoryStorage(), undefined)
  tokens.save({ token, refreshToken: 'unused', expiresIn: 3600 }, Date.now())
  const client = createApiClient({ baseUrl: `${origin}/api`, tokens })
  const db = new OfflineDb(900_000 + Math.floor(Math.random() * 1000))
  for (let i = 0; i < N; i++)
    await enqueue(db, {
      userId: db.userId,
      entity: { type: 'user-activity', uuid: crypto.randomUUID() },
      method: 'POST',
      path,
      body: { startTime },
      label: 'Початок роботи',
    })
  let waited = 0
  const timed = async (p: string, init: Parameters<typeof client.request>[1]) => {
    const s = performance.now()
    try {
      return await client.request(p, init)
    } finally {
      waited += performance.now() - s
    }
  }
  const t0 = performance.now()
  const report = await flush({ db, transport: createTransport(timed) })
  const ms = performance.now() - t0
  const done = await db.outbox.where('status').equals('done').count()
  if (done !== N) throw new Error(`our flusher finished ${done} of ${N} (${JSON.stringify(report)})`)
  await db.delete()
  return { ms, clientMs: ms - waited }
}

async function baseline(origin: string, token: string, startTime: number): Promise<number> {
  // workbox-background-sync expects a service worker scope; Node stands in for one.
  process.env.NODE_ENV = 'production'
  Object.assign(globalThis, { self: globalThis, registration: {}, addEventListener: () => undefined })
  const { Queue } = await import('workbox-background-sync')
  const queue = new Queue(`bench-${Date.now()}`, { forceSyncFallback: true })
  for (let i = 0; i < N; i++)
    await queue.pushRequest({
      request: new Request(`${origin}/api${path}`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Accept: 'application/json',
          Authorization: `Bearer ${token}`,
          'Idempotency-Key': crypto.randomUUID(),
        },
        body: JSON.stringify({ startTime }),
      }),
    })
  const t0 = performance.now()
  await queue.replayRequests()
  const ms = performance.now() - t0
  if ((await queue.size()) !== 0) throw new Error('workbox queue did not drain')
  return ms
}

export async function outboxDrain(port = 8297): Promise<DrainFigures> {
  // BENCH_DATABASE_URL: the server on that (empty or bench-only) PostgreSQL database instead of PGlite.
  const pg = process.env.BENCH_DATABASE_URL
  const server = await startServer(
    port,
    `node_modules/.tmp/bench-drain-${port}`,
    true,
    pg ? { DATABASE_URL: pg } : {},
  )
  try {
    const token = await signInToken(server.origin)
    const startTime = Math.floor(Date.now() / 1000)
    const baselineMs = await baseline(server.origin, token, startTime)
    const { ms: ourMs, clientMs } = await ours(server.origin, token, startTime)
    return {
      items: N,
      ourMs,
      ourPerSecond: (N / ourMs) * 1000,
      ourClientMs: clientMs,
      baselineMs,
      baselinePerSecond: (N / baselineMs) * 1000,
      ratio: baselineMs / ourMs,
    }
  } finally {
    await server.stop()
  }
}
