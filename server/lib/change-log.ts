/**
 * Writes the change feed read by GET /api/v2/sync/pull. Rows are inserted at the end of the mutation's
 * transaction under an advisory lock held until commit: cursors are then handed out in commit order,
 * so a reader that has seen cursor N never misses a row < N committed later.
 */
import { sql } from 'drizzle-orm'
import type { Tx } from '../db/client'
import { changeLog } from '../db/schema/sync'

export interface ChangeEntry {
  scope: string
  entity: string
  id: number
  uuid: string | null
  op: 'upsert' | 'delete'
  /** The owner of a row of a private scope; null for shared scopes. */
  ownerUserId?: number | null
  /** When it changed, if not the time given to writeChanges. */
  at?: Date
}

// Any fixed number, distinct from the migration and seed locks.
const CHANGE_LOG_LOCK = 727_003

/**
 * Appends `entries` (deduplicated: the last op per entity and owner wins) to the change log. `lock` may be off
 * only where transactions cannot run concurrently (PGlite).
 */
export async function writeChanges(
  tx: Tx,
  entries: readonly ChangeEntry[],
  at: Date,
  lock = true,
): Promise<void> {
  if (entries.length === 0) return
  const last = new Map<string, ChangeEntry>()
  // Per owner too: a task belongs to its author and its performer, and each must hear of the change.
  for (const e of entries) last.set(`${e.scope}\u0000${e.entity}\u0000${e.id}\u0000${e.ownerUserId ?? ''}`, e)
  if (lock) await tx.execute(sql`SELECT pg_advisory_xact_lock(${CHANGE_LOG_LOCK})`)
  await tx.insert(changeLog).values(
    [...last.values()].map((e) => ({
      scope: e.scope,
      entity: e.entity,
      entityId: e.id,
      uuid: e.uuid,
      op: e.op,
      ownerUserId: e.ownerUserId ?? null,
      changedAt: e.at ?? at,
    })),
  )
}
