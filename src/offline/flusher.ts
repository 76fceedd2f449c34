/**
 * The flusher: sends what the outbox holds, in order, under the 'outbox-flush' lock, and writes each
 * answer back (ARCHITECTURE.md §5). No React and no window: the page and the service worker's `sync`
 * handler run this same function.
 */
import type { OfflineDb } from './db'
import { backoffMs, classify, type Outcome, type Verdict } from './classify'
import { adapterFor } from './entity-adapters'
import { restoreLocal, writeLocal } from './local-record'
import { FLUSH_LOCK, webLock, type Exclusive } from './lock'
import { planFlush } from './outbox-plan'
import { openItems } from './outbox-reads'
import type { OutboxItem } from './outbox-types'
import type { Transport } from './transport'

export interface FlushDeps {
  db: OfflineDb
  transport: Transport
  now?: () => number
  random?: () => number
  lock?: Exclusive
  /** Largest batch; 1 sends every item on its own. */
  batchSize?: number
}

export interface FlushReport {
  sent: number
  done: number
  /** The queue waits for a new sign-in. */
  paused: boolean
  /** When the earliest retry is due, for the caller's timer. */
  wakeAt: number | undefined
}

/** Runs rounds until nothing more can be sent now. Safe to call often: callers queue on the lock. */
export function flush(deps: FlushDeps): Promise<FlushReport> {
  return (deps.lock ?? webLock)(FLUSH_LOCK, () => flushLocked(deps))
}

async function flushLocked(deps: FlushDeps): Promise<FlushReport> {
  const { db } = deps
  const now = deps.now ?? Date.now
  const report: FlushReport = { sent: 0, done: 0, paused: false, wakeAt: undefined }
  // Whoever held the lock before us stopped mid-send (tab closed, worker killed): the key makes a resend safe.
  await db.outbox.where('status').equals('sending').modify({ status: 'retrying' })

  for (;;) {
    // Only what is still open: an item absent from the plan's list counts as done (outbox-plan.ts).
    const plan = planFlush(await openItems(db), now(), deps.batchSize ?? 200)
    report.paused = plan.paused
    report.wakeAt = plan.wakeAt
    if (plan.ready.length === 0) return report
    const batch = await markSending(db, plan.ready, now())
    if (batch.length === 0) continue
    const outcomes = await send(deps.transport, batch)
    report.sent += batch.length
    const verdicts = outcomes.map(classify)
    report.done += verdicts.filter((v) => v.kind === 'done').length
    await record(db, batch, verdicts, now(), deps.random ?? Math.random)
    if (verdicts.some((v) => v.kind === 'sign-in')) {
      report.paused = true
      return report
    }
  }
}

/** Re-bases a follower onto its predecessor's server record, counts the attempt, marks it sending. */
async function markSending(db: OfflineDb, ready: OutboxItem[], now: number): Promise<OutboxItem[]> {
  return db.transaction('rw', db.outbox, db.references, async () => {
    const out: OutboxItem[] = []
    // Read again inside the transaction: a write merged into an unsent item since the plan was made
    // must go out with it, not be overwritten by the planned (older) copy. One read for the batch.
    const fresh = await db.outbox.bulkGet(ready.map((r) => r.id))
    for (const item of fresh) {
      if (!item || (item.status !== 'pending' && item.status !== 'retrying')) continue
      let next: OutboxItem = { ...item, status: 'sending', attempts: item.attempts + 1, updatedAt: now }
      const adapter = adapterFor(item.entity.type)
      if (item.basedOnQueued && item.attempts === 0 && adapter?.rebase) {
        const server = (await db.references.get(adapter.recordKey(item.entity.uuid)))?.server
        if (server !== undefined)
          next = { ...next, body: adapter.rebase(item.body, server), basedOnQueued: false }
      }
      out.push(next)
    }
    await db.outbox.bulkPut(out)
    return out
  })
}

async function send(transport: Transport, batch: OutboxItem[]): Promise<Outcome[]> {
  if (batch.length > 1) {
    const outcomes = await transport.sendBatch(batch)
    if (outcomes) return outcomes
  }
  // One by one, in order; once an item fails, the rest of its record waits (424 = not run).
  const outcomes: Outcome[] = []
  const failed = new Set<string>()
  for (const item of batch) {
    const key = `${item.entity.type}:${item.entity.uuid}`
    if (failed.has(key) || item.dependsOn.some((d) => failed.has(d))) {
      outcomes.push({ status: 424, body: undefined })
      failed.add(key).add(item.id)
      continue
    }
    const outcome = await transport.sendOne(item)
    if (outcome.status < 200 || outcome.status >= 300) failed.add(key).add(item.id)
    outcomes.push(outcome)
  }
  return outcomes
}

async function record(
  db: OfflineDb,
  batch: OutboxItem[],
  verdicts: Verdict[],
  now: number,
  random: () => number,
): Promise<void> {
  const updated: OutboxItem[] = []
  // The newest server record per entity; written once per entity, however many items it had.
  const answers = new Map<string, { item: OutboxItem; answer: unknown }>()
  for (const [i, item] of batch.entries()) {
    const v = verdicts[i]!
    const base = { ...item, updatedAt: now }
    if (v.kind === 'done') {
      updated.push({ ...base, status: 'done', doneAt: now, lastError: undefined })
      answers.set(`${item.entity.type}:${item.entity.uuid}`, { item, answer: v.answer })
    } else if (v.kind === 'not-run') {
      updated.push({ ...base, status: 'pending', attempts: item.attempts - 1, nextAttemptAt: now })
    } else if (v.kind === 'retry') {
      const wait = Math.max(backoffMs(item.attempts, random), v.notBeforeMs)
      updated.push({ ...base, status: 'retrying', nextAttemptAt: now + wait, lastError: v.error })
    } else if (v.kind === 'sign-in') {
      updated.push({ ...base, status: 'needs-sign-in', lastError: v.error })
    } else if (v.kind === 'conflict') {
      updated.push({ ...base, status: 'conflict', lastError: v.error, conflictCurrent: v.current })
    } else {
      updated.push({ ...base, status: 'rejected', lastError: v.error })
    }
  }
  await db.transaction('rw', db.outbox, db.references, async () => {
    await db.outbox.bulkPut(updated)
    for (const { item, answer } of answers.values()) {
      const adapter = adapterFor(item.entity.type)
      if (adapter) {
        // The server's copy it replaces; for a record created on this device, what the create showed.
        const before = (await db.references.get(adapter.recordKey(item.entity.uuid)))?.server ?? item.local
        await writeLocal(db, item.entity, undefined, adapter.fromAnswer(answer, before), now)
      }
      await restoreLocal(db, item.entity)
    }
  })
}

/** After a new sign-in (or a refreshed token): the paused queue goes again. */
export async function resumeAfterSignIn(db: OfflineDb, now = Date.now()): Promise<number> {
  return db.outbox
    .where('status')
    .equals('needs-sign-in')
    .modify({ status: 'pending', nextAttemptAt: now, updatedAt: now })
}
