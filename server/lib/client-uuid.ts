/**
 * Client-generated uuids (ARCHITECTURE.md §4): a row created offline carries the device's uuid, so a
 * resent create finds the row instead of making a second one, and a queued request may name its
 * parent by uuid before the parent has a server id.
 */
import { and, eq, type SQL } from 'drizzle-orm'
import type { PgColumn, PgInsertValue, PgTable } from 'drizzle-orm/pg-core'
import { z } from 'zod'
import { id } from '../../domain/api/scalars'
import type { Tx } from '../db/client'
import { notFound } from './versioned'

type WithUuid = PgTable & { id: PgColumn; uuid: PgColumn }

/** Inserts the row unless its uuid exists; answers the row and whether it was created now. */
export async function insertOnce<T extends WithUuid>(
  tx: Tx,
  table: T,
  values: PgInsertValue<T> & { uuid: string },
): Promise<{ row: T['$inferSelect']; created: boolean }> {
  const target = table as WithUuid
  const inserted = (await tx
    .insert(target)
    .values(values as never)
    .onConflictDoNothing({ target: target.uuid })
    .returning()) as T['$inferSelect'][]
  if (inserted[0]) return { row: inserted[0], created: true }
  const [existing] = (await tx
    .select()
    .from(target)
    .where(eq(target.uuid, values.uuid))) as T['$inferSelect'][]
  if (!existing) throw new Error('insertOnce: uuid conflict without a row')
  return { row: existing, created: false }
}

/** A parent reference: the server id, or the uuid the device gave it. */
export const parentRefSchema = z.union([id(), z.uuid()])
export type ParentRef = z.infer<typeof parentRefSchema>

/** The server id of a parent named by id or by uuid; 404 when no such row. */
export async function resolveId(tx: Tx, table: WithUuid, ref: ParentRef, extra?: SQL): Promise<number> {
  const where = typeof ref === 'number' ? eq(table.id, ref) : eq(table.uuid, ref)
  const [row] = await tx.select({ id: table.id }).from(table).where(and(where, extra))
  if (!row) throw notFound()
  return Number(row.id)
}
