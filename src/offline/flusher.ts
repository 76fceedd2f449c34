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
import { planFlush, roundBatch } from './outbox-plan'
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

/** A batch on the wire, and the verdicts its answers get. */
interface Round {
  batch: OutboxItem[]
  verdicts: Promise<Verdict[]>
}

/**
 * Batches sent before the oldest one's answer is written back: while the server runs one, this side
 * plans, marks and sends the next, and writes the previous answers. A record (or an item depending on
 * it) with an item on the wire waits for that answer: planFlush sees its item 'sending'.
 */
const IN_FLIGHT = 2

async function flushLocked(deps: FlushDeps): Promise<FlushReport> {
  const { db } = deps
  const now = deps.now ?? Date.now
  const random = deps.random ?? Math.random
  const report: FlushReport = { sent: 0, done: 0, paused: false, wakeAt: undefined }
  // Whoever held the lock before us stopped mid-send (tab closed, worker killed): the key makes a resend safe.
  await db.outbox.where('status').equals('sending').modify({ status: 'retrying' })

  const onWire: Round[] = []
  let answered: { batch: OutboxItem[]; verdicts: Verdict[] } | undefined
  for (;;) {
    // One transaction a round: the answers of the oldest batch written back, then the next batch
    // planned from what is open now (read inside it, so a write merged into an unsent item since
    // goes out with it) and marked sending.
    const prev = answered
    answered = undefined
    const round = await db.transaction('rw', db.outbox, db.references, async () => {
      if (prev) {
        await record(db, prev.batch, prev.verdicts, now(), random)
        if (prev.verdicts.some((v) => v.kind === 'sign-in')) return { signIn: true as const }
      }
      // Only what is still open: an item absent from the plan's list counts as done (outbox-plan.ts).
      const plan = planFlush(await openItems(db), now(), deps.batchSize ?? 200)
      return { signIn: false as const, plan, batch: await markSending(db, roundBatch(plan.ready), now()) }
    })
    if (round.signIn) {
      report.paused = true
      // What is still on the wire is written back too (it went with the same token).
      for (const r of onWire.splice(0)) {
        const verdicts = await r.verdicts
        report.done += verdicts.filter((v) => v.kind === 'done').length
        await db.transaction('rw', db.outbox, db.references, () =>
          record(db, r.batch, verdicts, now(), random),
        )
      }
      return report
    }
    report.paused = round.plan.paused
    report.wakeAt = round.plan.wakeAt
    if (round.batch.length > 0) {
      report.sent += round.batch.length
      onWire.push({
        batch: round.batch,
        // A transport that throws instead of answering leaves it unknown whether the batch arrived:
        // retried later under the same keys, as for a lost connection.
        verdicts: send(deps.transport, round.batch).then(
          (outcomes) => outcomes.map(classify),
          () => round.batch.map(() => classify({ status: 0, body: undefined })),
        ),
      })
    }
    if (onWire.length === 0) return report
    // Wait for the oldest answer when the wire is full, or when nothing more can go before it.
    if (onWire.length >= IN_FLIGHT || round.batch.length === 0) {
      const oldest = onWire.shift()!
      const verdicts = await oldest.verdicts
      report.done += verdicts.filter((v) => v.kind === 'done').length
      answered = { batch: oldest.batch, verdicts }
    }
  }
}

/** Re-bases a follower onto its predecessor's server record, counts the attempt, marks it sending. */
async function markSending(db: OfflineDb, ready: OutboxItem[], now: number): Promise<OutboxItem[]> {
  const out: OutboxItem[] = []
  for (const item of ready) {
    let next: OutboxItem = { ...item, status: 'sending', attempts: item.attempts + 1, updatedAt: now }
    const adapter = adapterFor(item.entity.type)
    if (item.basedOnQueued && item.attempts === 0 && adapter?.rebase) {
      const server = (await db.references.get(adapter.recordKey(item.entity.uuid)))?.server
      if (server !== undefined)
        next = { ...next, body: adapter.rebase(item.body, server), basedOnQueued: false }
    }
    out.push(next)
  }
  if (out.length > 0) await db.outbox.bulkPut(out)
  return out
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

/** Writes the answers of `batch` back (inside the caller's transaction on outbox and references). */
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
  await db.outbox.bulkPut(updated)
  for (const { item, answer } of answers.values()) {
    const adapter = adapterFor(item.entity.type)
    if (!adapter) continue // no local copy to update (writeLocal and restoreLocal would do nothing)
    // The server's copy it replaces; for a record created on this device, what the create showed.
    const before = (await db.references.get(adapter.recordKey(item.entity.uuid)))?.server ?? item.local
    await writeLocal(db, item.entity, undefined, adapter.fromAnswer(answer, before), now)
    await restoreLocal(db, item.entity)
  }
}

/** After a new sign-in (or a refreshed token): the paused queue goes again. */
export async function resumeAfterSignIn(db: OfflineDb, now = Date.now()): Promise<number> {
  return db.outbox
    .where('status')
    .equals('needs-sign-in')
    .modify({ status: 'pending', nextAttemptAt: now, updatedAt: now })
}
