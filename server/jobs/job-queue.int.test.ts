/**
 * The job queue on the test's database (PGlite, and PostgreSQL in the int-pg run): a job exists only if
 * its transaction commits, runs once with two workers on one database (on PostgreSQL each with a pool of
 * its own, as two server processes), and waits through a restart of its worker.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDb, type DbHandle } from '../db/client'
import { createTestDb } from '../../tests/support/test-db'
import { enqueue, startJobQueue, type JobQueue } from './job-queue'

let db: DbHandle & { url?: string }
let other: DbHandle | undefined
const quiet = { error: () => undefined }

beforeAll(async () => {
  db = await createTestDb()
  if (db.url) other = await openDb({ databaseUrl: db.url, poolSize: 2 })
})
afterAll(async () => {
  await other?.close()
  await db.close()
})

async function until(what: string, probe: () => boolean, ms = 30_000): Promise<void> {
  const end = Date.now() + ms
  while (!probe()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 100))
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
const tag = (data: unknown) => (data as { run: string; n: number }).run + ':' + (data as { n: number }).n

describe('the job queue', () => {
  const seen: string[] = []
  const workers: JobQueue[] = []
  const worker = async (handle: DbHandle, delayMs = 0, batchSize?: number) => {
    const q = await startJobQueue(handle, quiet)
    workers.push(q)
    await q.work(
      'notification.send',
      async (data) => {
        if (delayMs) await sleep(delayMs)
        seen.push(tag(data))
      },
      { pollingIntervalSeconds: 0.5, ...(batchSize && { batchSize }) },
    )
    return q
  }
  afterAll(async () => {
    for (const q of workers) await q.stop()
  })

  it('creates a job only when its transaction commits', async () => {
    await db.db
      .transaction(async (tx) => {
        await enqueue(tx, 'notification.send', { run: 'rolled-back', n: 1 })
        throw new Error('roll back')
      })
      .catch(() => undefined)
    await db.db.transaction((tx) => enqueue(tx, 'notification.send', { run: 'committed', n: 1 }))
    await worker(db)
    await until('the committed job', () => seen.includes('committed:1'))
    await sleep(1200)
    expect(seen.filter((s) => s.startsWith('rolled-back'))).toEqual([])
  })

  it('runs every job once with two workers on one database', async () => {
    await worker(other ?? db)
    await db.db.transaction(async (tx) => {
      for (let n = 0; n < 60; n++) await enqueue(tx, 'notification.send', { run: 'pair', n })
    })
    await until('60 jobs', () => seen.filter((s) => s.startsWith('pair:')).length >= 60)
    await sleep(1500)
    const pair = seen.filter((s) => s.startsWith('pair:'))
    expect(pair.length).toBe(60)
    expect(new Set(pair).size).toBe(60)
  })

  it('keeps the jobs a stopped worker had not reached, for the next one', async () => {
    for (const q of workers.splice(0)) await q.stop()
    // Two jobs a fetch: a batch takes every job there is otherwise.
    const slow = await worker(db, 150, 2)
    await db.db.transaction(async (tx) => {
      for (let n = 0; n < 12; n++) await enqueue(tx, 'notification.send', { run: 'restart', n })
    })
    await until('a few jobs', () => seen.filter((s) => s.startsWith('restart:')).length >= 3)
    await slow.stop()
    workers.splice(workers.indexOf(slow), 1)
    const before = seen.filter((s) => s.startsWith('restart:')).length
    expect(before).toBeLessThan(12)
    await worker(other ?? db)
    await until('all 12 after the restart', () => seen.filter((s) => s.startsWith('restart:')).length >= 12)
    await sleep(1000)
    const restart = seen.filter((s) => s.startsWith('restart:'))
    expect(new Set(restart).size).toBe(12)
    expect(restart.length).toBe(12)
  })

  it('fails only the job whose handler throws; the rest of its batch completes', async () => {
    for (const q of workers.splice(0)) await q.stop()
    const tries = new Map<string, number>()
    const q = await startJobQueue(db, quiet)
    workers.push(q)
    await q.work(
      'notification.send',
      async (data) => {
        const t = tag(data)
        tries.set(t, (tries.get(t) ?? 0) + 1)
        if (t === 'batch:3' && tries.get(t) === 1) throw new Error('once')
        seen.push(t)
      },
      { pollingIntervalSeconds: 0.5, batchSize: 5 },
    )
    await db.db.transaction(async (tx) => {
      for (let n = 0; n < 12; n++) await enqueue(tx, 'notification.send', { run: 'batch', n })
    })
    await until('12 jobs', () => seen.filter((s) => s.startsWith('batch:')).length >= 12, 60_000)
    await sleep(1000)
    const batch = seen.filter((s) => s.startsWith('batch:'))
    expect(new Set(batch).size).toBe(12)
    expect(batch.length).toBe(12)
    expect(tries.get('batch:3')).toBe(2)
    expect([...tries].filter(([t, n]) => t !== 'batch:3' && n !== 1)).toEqual([])
  })
})
