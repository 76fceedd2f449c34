/**
 * The one durable job queue of the product (ARCHITECTURE.md §8): pg-boss 10 in the same database, on
 * PostgreSQL and on the embedded PGlite alike. Jobs are created inside the transaction of the change
 * that causes them (`enqueue(tx, …)`), survive restarts, retry with back-off, and run once even with
 * several server processes on one PostgreSQL (pg-boss fetches with SKIP LOCKED).
 *
 * pg-boss's own tables live in the schema "pgboss"; `installJobQueue` (run with the migrations) creates
 * or upgrades them and every queue of `queueNames`, so a running app never changes the schema.
 */
import { sql, type SQL } from 'drizzle-orm'
import PgBoss from 'pg-boss'
import type { Db, DbHandle, Tx } from '../db/client'

/** Every queue of the product, with its retry policy for a handler that throws (a crash, a lost database). */
export const queues = {
  'notification.send': { retryLimit: 5, retryDelay: 10, retryBackoff: true, expireInSeconds: 120 },
  // A sweep of the saved protocols whose auto-approval time has come (one per protocol save, due then).
  'protocol.auto-approve': { retryLimit: 10, retryDelay: 30, retryBackoff: true, expireInSeconds: 300 },
  // A register that went offline: its offline receipts uploaded once the provider answers again (the
  // handler plans the next try itself while the provider is still away).
  'fiscal.offline-upload': { retryLimit: 10, retryDelay: 60, retryBackoff: true, expireInSeconds: 600 },
} as const satisfies Record<string, PgBoss.Queue extends infer Q ? Omit<Q & object, 'name'> : never>
export type QueueName = keyof typeof queues
export const queueNames = Object.keys(queues) as QueueName[]

const SCHEMA = 'pgboss'

/** What pg-boss runs its SQL through. */
interface SqlRunner {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>
}

/** pg-boss's `$1`-style SQL through a Drizzle database or transaction (both drivers answer `rows`). */
export function drizzleRunner(db: Db | Tx): SqlRunner {
  return {
    async executeSql(text, values = []) {
      const parts = text.split(/\$(\d+)/)
      const chunks: SQL[] = []
      parts.forEach((part, i) => {
        if (i % 2 === 0) chunks.push(sql.raw(part))
        else chunks.push(sql`${values[Number(part) - 1] ?? null}`)
      })
      const result: unknown = await db.execute(sql.join(chunks))
      return { rows: (result as { rows: unknown[] }).rows }
    },
  }
}

/** The handle's own connection(s): a pool on PostgreSQL, the embedded instance on PGlite. */
function handleRunner(handle: DbHandle): SqlRunner {
  return {
    async executeSql(text, values) {
      if (values && values.length > 0) return handle.query(text, values)
      // pg-boss's install and upgrade plans are several statements in one text.
      return handle.query(text)
    },
  }
}

function newBoss(handle: DbHandle, options: Partial<PgBoss.ConstructorOptions> = {}): PgBoss {
  return new PgBoss({
    db: handleRunner(handle),
    schema: SCHEMA,
    migrate: false,
    supervise: false,
    schedule: false,
    ...options,
  })
}

/** Creates or upgrades pg-boss's tables and every queue; run with the migrations, before any app starts. */
export async function installJobQueue(handle: DbHandle): Promise<void> {
  const boss = newBoss(handle, { migrate: true })
  boss.on('error', () => undefined)
  await boss.start()
  try {
    for (const name of queueNames) {
      const existing = await boss.getQueue(name)
      if (existing) await boss.updateQueue(name, { name, ...queues[name] })
      else await boss.createQueue(name, { name, ...queues[name] })
    }
  } finally {
    await boss.stop({ graceful: false, wait: true })
  }
}

// Sends need no started instance: pg-boss inserts the job through the connection it is given.
let sender: PgBoss | undefined
const senderBoss = () =>
  (sender ??= new PgBoss({
    db: { executeSql: () => Promise.reject(new Error('no db')) },
    schema: SCHEMA,
  }))

export interface EnqueueOptions {
  /** Not before this moment. */
  startAfter?: Date
  /** The job's own id: a second enqueue with the same id is ignored. */
  id?: string
}

/** Adds a job inside `tx` (or straight away on `db`): it exists only if the transaction commits. */
export async function enqueue(
  tx: Db | Tx,
  name: QueueName,
  data: object,
  options: EnqueueOptions = {},
): Promise<string | null> {
  return senderBoss().send(name, data, {
    db: drizzleRunner(tx),
    ...(options.startAfter && { startAfter: options.startAfter }),
    ...(options.id && { id: options.id }),
  })
}

export type JobHandler = (data: unknown, job: { id: string; name: QueueName }) => Promise<void>

/**
 * Jobs a worker takes per fetch and handles side by side. pg-boss 10's worker waits out the polling
 * interval after every fetch, however many jobs it brought: one job per fetch would be one job every two
 * seconds. A full batch fetches the next one at once instead (notifyWorker).
 */
export const BATCH_SIZE = 20

export interface JobQueue {
  /** Starts fetching jobs of `name`, up to `batchSize` at a time per process, each handled on its own. */
  work(
    name: QueueName,
    handler: JobHandler,
    opts?: { pollingIntervalSeconds?: number; batchSize?: number },
  ): Promise<void>
  stop(): Promise<void>
}

/** Starts this process's workers and pg-boss's maintenance (expired jobs back to retry, archiving). */
export async function startJobQueue(
  handle: DbHandle,
  log: { error(obj: object, msg: string): void },
): Promise<JobQueue> {
  const boss = newBoss(handle, { supervise: true, maintenanceIntervalSeconds: 60 })
  // No job data in the log: it may name a patient's order.
  boss.on('error', (e: Error) => log.error({ err: { message: e.message } }, 'job queue error'))
  await boss.start()
  return {
    async work(name, handler, opts = {}) {
      const batchSize = opts.batchSize ?? BATCH_SIZE
      const worker: { id?: string } = {}
      worker.id = await boss.work(
        name,
        { batchSize, pollingIntervalSeconds: opts.pollingIntervalSeconds ?? 2 },
        async (jobs) => {
          // A job whose handler throws is failed (and retried) alone; pg-boss completes the rest of the
          // batch when this returns (its completion touches only jobs still active).
          await Promise.all(
            jobs.map((job) =>
              handler(job.data, { id: job.id, name }).catch((err: unknown) =>
                boss.fail(name, job.id, err as object),
              ),
            ),
          )
          if (jobs.length === batchSize && worker.id) boss.notifyWorker(worker.id)
        },
      )
    },
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 8000 })
    },
  }
}
