/**
 * The fast path of POST /api/v2/sync/push: every item of a batch runs through its route as usual
 * (inject), but inside ONE database transaction shared through AsyncLocalStorage — the stored
 * answers and change-log rows are written once at the end. On PGlite a transaction of ~5 statements
 * costs a few milliseconds, so one per item could never drain 500 items/s.
 *
 * Exactly-once still holds: keys are written in the same transaction as the effects, and when any key
 * turns out to be taken meanwhile, or any item's work fails (its partial writes cannot be undone
 * alone), the whole batch is rolled back and the caller replays it item by item (one transaction each).
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Db, Tx } from '../db/client'
import { idempotencyKeys } from '../db/schema/sync'
import { writeChanges, type ChangeEntry } from './change-log'
import type { KeyFingerprint } from './idempotency-store'

export interface StoredAnswer {
  requestHash: string
  statusCode: number
  response: unknown
}

export interface BatchContext {
  tx: Tx
  userId: number
  /** Answers stored before the batch, and those of items already run in it, by key. */
  answers: Map<string, StoredAnswer>
  /** Keys answered in this batch, written at the end. */
  pending: Array<KeyFingerprint & { statusCode: number; response: unknown }>
  changes: ChangeEntry[]
  /** Set when an item's work failed: stop, roll back, replay item by item. */
  aborted: boolean
}

const store = new AsyncLocalStorage<BatchContext>()

/** The batch the current request runs in, if any. */
export const currentBatch = (): BatchContext | undefined => store.getStore()

/**
 * The database as routes see it: inside a batch every call (select, insert, transaction → savepoint…)
 * goes to the batch's transaction, so nothing a batched route does escapes its rollback, and no query
 * waits for a connection the batch holds (PGlite has exactly one).
 */
export function batchAwareDb(db: Db): Db {
  return new Proxy(db, {
    get(target, prop) {
      const active: object = store.getStore()?.tx ?? target
      const value: unknown = Reflect.get(active, prop, active)
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(active) : value
    },
  })
}

class BatchAborted extends Error {}

export interface BatchOptions {
  lockChangeLog: boolean
  /** Told about an unexpected failure of the batch transaction (it is then replayed item by item). */
  onError?: (e: unknown) => void
}

/**
 * Runs `fn` (the batch's items, in order) in one transaction for `userId`. Answers its result, or
 * undefined when the batch was rolled back and must be replayed item by item.
 */
export async function runBatch<R>(
  db: Db,
  userId: number,
  keys: string[],
  opts: BatchOptions,
  fn: () => Promise<R>,
): Promise<R | undefined> {
  try {
    return await db.transaction(async (tx) => {
      const known = await tx
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.userId, userId), inArray(idempotencyKeys.key, keys)))
      const ctx: BatchContext = {
        tx,
        userId,
        answers: new Map(known.map((k) => [k.key, k])),
        pending: [],
        changes: [],
        aborted: false,
      }
      const result = await store.run(ctx, fn)
      if (ctx.aborted) throw new BatchAborted()
      await writeChanges(tx, ctx.changes, new Date(), opts.lockChangeLog)
      if (ctx.pending.length) {
        const written = await tx
          .insert(idempotencyKeys)
          .values(ctx.pending)
          .onConflictDoNothing()
          .returning({ key: idempotencyKeys.key })
        // Someone stored one of these keys meanwhile: their answer wins, replay item by item.
        if (written.length !== ctx.pending.length) throw new BatchAborted()
      }
      // Fails if any statement of the batch failed unnoticed (PostgreSQL would turn COMMIT into ROLLBACK).
      await tx.execute(sql`SELECT 1`)
      return result
    })
  } catch (e) {
    // Anything else (a deadlock, a lost connection, a bug) also falls back: item by item, every key
    // is claimed first, so whatever this transaction did or did not commit is never done twice.
    if (!(e instanceof BatchAborted)) opts.onError?.(e)
    return undefined
  }
}
