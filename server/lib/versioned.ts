/**
 * Optimistic locking (ARCHITECTURE.md §4): an edit carries the version it was based on; the row is
 * updated only while it still has that version, and a stale edit gets 409 with the current row.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm'
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core'
import { DomainError, errorMessages } from '../../domain/api/errors'
import type { Tx } from '../db/client'

/** A table with the `editable` columns. */
type Versioned = PgTable & { id?: PgColumn; version: PgColumn; updatedAt: PgColumn }

/** Which row: by id (optionally narrowed by `extra`), or by another unique match. */
export type VersionedWhere = { id: number; version: number; extra?: SQL } | { match: SQL; version: number }

/** 409 version_conflict carrying the current record (in the route's answer shape). */
export function versionConflict(current: unknown): DomainError {
  return new DomainError('version_conflict', 409, errorMessages.version_conflict, { current })
}

export function notFound(): DomainError {
  return new DomainError('not_found', 404, errorMessages.not_found)
}

/**
 * `UPDATE … SET …, version = version + 1 WHERE id = ? AND version = ?` (or another unique `match`
 * instead of the id). Answers the updated row; when nothing matched, throws 409 with `current()` if
 * the row exists, 404 otherwise.
 */
export async function updateVersioned<T extends Versioned>(
  tx: Tx,
  table: T,
  where: VersionedWhere,
  set: PgUpdateSetSource<T>,
  current: () => Promise<unknown>,
): Promise<T['$inferSelect']> {
  // Widened: Drizzle's generic update typing does not follow a table type parameter.
  const target = table as Versioned
  const match = 'match' in where ? where.match : and(sql`${target.id ?? sql`id`} = ${where.id}`, where.extra)
  const rows = (await tx
    .update(target)
    .set({ ...set, version: sql`${target.version} + 1`, updatedAt: sql`now()` })
    .where(and(match, eq(target.version, where.version)))
    .returning()) as T['$inferSelect'][]
  const [row] = rows
  if (row) return row
  const now = await current()
  if (now === undefined || now === null) throw notFound()
  throw versionConflict(now)
}
