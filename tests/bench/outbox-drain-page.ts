/**
 * Runs in Chromium (bundled by outbox-drain.ts, served from the API server's own origin): queues `n`
 * writes and drains them — our outbox and flusher (ordered push batches), and workbox-background-sync's
 * Queue replaying the same requests one at a time. Both queues live in the browser's IndexedDB; only
 * the drain is timed, from the first send to the last stored answer.
 */
import { Queue } from 'workbox-background-sync'
import { createApiClient } from '../../src/lib/api/api-client'
import { createTokenStore } from '../../src/lib/api/token-storage'
import { memoryStorage } from '../../src/lib/api/testing/fake-fetch'
import { OfflineDb } from '../../src/offline/db'
import { flush } from '../../src/offline/flusher'
import { enqueue } from '../../src/offline/outbox'
import { createTransport } from '../../src/offline/transport'

export interface DrainArgs {
  token: string
  n: number
  /** Unix seconds: the start time of every queued activity. */
  startTime: number
  /** A fresh name per run (a database per user id, a queue per name). */
  tag: number
}

export interface OursResult {
  ms: number
  /** The flusher's own time: the drain while no request was on the wire. */
  clientMs: number
  done: number
}

const PATH = '/api/v2/user-activities'

/** Our outbox: `n` independent records (each opens a user activity), drained by the flusher. */
async function ours({ token, n, startTime, tag }: DrainArgs): Promise<OursResult> {
  const tokens = createTokenStore(memoryStorage(), undefined)
  tokens.save({ token, refreshToken: 'unused', expiresIn: 3600 }, Date.now())
  const client = createApiClient({ baseUrl: `${location.origin}/api`, tokens })
  const db = new OfflineDb(tag)
  await db.open()
  for (let i = 0; i < n; i++)
    await enqueue(db, {
      userId: db.userId,
      entity: { type: 'user-activity', uuid: crypto.randomUUID() },
      method: 'POST',
      path: PATH,
      body: { startTime },
      label: 'Початок роботи',
    })
  // Time with at least one request on the wire (the flusher keeps up to two batches out at once).
  let waited = 0
  let onWire = 0
  let since = 0
  const transport = createTransport(async (path, init) => {
    if (onWire++ === 0) since = performance.now()
    try {
      return await client.request(path, init)
    } finally {
      if (--onWire === 0) waited += performance.now() - since
    }
  })
  const t0 = performance.now()
  await flush({ db, transport })
  const ms = performance.now() - t0
  const done = await db.outbox.where('status').equals('done').count()
  db.close()
  return { ms, clientMs: ms - waited, done }
}

/** workbox-background-sync: the same requests queued, then replayed one at a time (as its sync event does). */
async function workbox({
  token,
  n,
  startTime,
  tag,
}: DrainArgs): Promise<{ ms: number; left: number; created: number }> {
  // The Queue is made for a service worker: a registration whose sync it registers with (and which
  // never fires here, so the queue replays only when told to). The page is not controlled by one.
  if (!('registration' in self))
    Object.defineProperty(self, 'registration', { value: { sync: { register: async () => undefined } } })
  const queue = new Queue(`bench-${tag}`)
  for (let i = 0; i < n; i++)
    await queue.pushRequest({
      request: new Request(`${location.origin}/api${PATH}`, {
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
  // Workbox counts any answer as sent; the bench counts the writes the server actually made.
  let created = 0
  const fetchBefore = window.fetch.bind(window)
  window.fetch = async (input, init) => {
    const res = await fetchBefore(input, init)
    if (res.status === 201) created++
    return res
  }
  const t0 = performance.now()
  try {
    await queue.replayRequests()
  } finally {
    window.fetch = fetchBefore
  }
  const ms = performance.now() - t0
  return { ms, left: await queue.size(), created }
}

Object.assign(window, { __bench: { ours, workbox } })
