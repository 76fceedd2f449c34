/**
 * The idempotency_keys table: claiming a key inside the mutation's transaction, storing its answer,
 * and purging old keys. On PostgreSQL a concurrent claim of the same key waits on the primary key
 * until the first transaction commits, then finds its stored answer; on PGlite transactions run one
 * at a time, so the second simply finds the row.
 */
import { and, eq, lt, sql } from 'drizzle-orm'
import { DomainError, errorMessages } from '../../domain/api/errors'
import type { Db, Tx } from '../db/client'
import { idempotencyKeys } from '../db/schema/sync'

export interface KeyFingerprint {
  key: string
  userId: number
  method: string
  path: string
  requestHash: string
}

/** Status stored while the claiming transaction runs; never visible to others (uncommitted). */
const IN_FLIGHT = 0

/**
 * Claims the key for this transaction. Answers undefined when claimed (run the work), or the stored
 * answer of an earlier identical request; refuses the key used with another request (422).
 */
export async function claimKey(
  tx: Tx,
  f: KeyFingerprint,
): Promise<{ statusCode: number; response: unknown } | undefined> {
  const claimed = await tx
    .insert(idempotencyKeys)
    .values({ ...f, statusCode: IN_FLIGHT, response: null })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key })
  if (claimed.length > 0) return undefined
  return readStored(tx, f)
}

async function readStored(tx: Tx, f: KeyFingerprint): Promise<{ statusCode: number; response: unknown }> {
  const [stored] = await tx
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, f.userId), eq(idempotencyKeys.key, f.key)))
  if (!stored || stored.statusCode === IN_FLIGHT) {
    // Only reachable if the first request's transaction is still running on another server without a
    // blocking unique check, which PostgreSQL does not do; ask the client to retry rather than guess.
    throw new DomainError(
      'idempotency_in_flight',
      409,
      'Запит із цим ключем ще виконується. Спробуйте пізніше',
    )
  }
  if (stored.requestHash !== f.requestHash)
    throw new DomainError('idempotency_key_reused', 422, errorMessages.idempotency_key_reused)
  return { statusCode: stored.statusCode, response: stored.response }
}

/**
 * Stores a refusal of the work after its transaction was rolled back. If an identical request
 * claimed and answered the key in between, answers that stored answer instead (both sends then
 * tell the same story).
 */
export async function storeRefusal(
  db: Db,
  f: KeyFingerprint,
  statusCode: number,
  response: unknown,
): Promise<{ statusCode: number; response: unknown } | undefined> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(idempotencyKeys)
      .values({ ...f, statusCode, response })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key })
    if (inserted.length > 0) return undefined
    return readStored(tx, f)
  })
}

/** Stores the answer of a claimed key (in the same transaction as the effect): its JSON text as sent. */
export async function storeAnswer(
  tx: Tx,
  f: KeyFingerprint,
  statusCode: number,
  responseJson: string,
): Promise<void> {
  await tx
    .update(idempotencyKeys)
    .set({ statusCode, response: sql`${responseJson}::json` })
    .where(and(eq(idempotencyKeys.userId, f.userId), eq(idempotencyKeys.key, f.key)))
}

/** Deletes keys older than `days` (a device that has not synced for a month resends as new). */
export async function purgeIdempotencyKeys(db: Db, now: Date, days = 30): Promise<number> {
  const before = new Date(now.getTime() - days * 86_400_000)
  const rows = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, before))
    .returning({ key: idempotencyKeys.key })
  return rows.length
}
