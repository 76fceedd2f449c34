/** Reads and writes of weekend_reasons rows, in the WeekendReason answer shape. */
import { asc, gt, inArray, sql } from 'drizzle-orm'
import type { WeekendReason } from '../../../domain/settings/weekend-reasons.schema'
import type { Db, Tx } from '../../db/client'
import { weekendReasons } from '../../db/schema/dictionaries'

const columns = {
  id: weekendReasons.id,
  uuid: weekendReasons.uuid,
  name: weekendReasons.name,
  version: weekendReasons.version,
}

/** Every reason in its configured order. */
export async function listReasons(db: Db | Tx): Promise<WeekendReason[]> {
  return db.select(columns).from(weekendReasons).orderBy(asc(weekendReasons.sort), asc(weekendReasons.id))
}

/** The next sort value: new reasons go to the end of the list. */
export async function nextSort(tx: Tx): Promise<number> {
  const [row] = await tx
    .select({ max: sql<number>`coalesce(max(${weekendReasons.sort}), 0)::int` })
    .from(weekendReasons)
  return (row?.max ?? 0) + 10
}

export async function deleteReasons(tx: Tx, ids: number[]): Promise<void> {
  if (ids.length) await tx.delete(weekendReasons).where(inArray(weekendReasons.id, ids))
}

/** Rows for the change feed (a shared scope: every signed-in user sees every reason). */
export async function rowsByIds(db: Db, ids: number[]): Promise<WeekendReason[]> {
  if (ids.length === 0) return []
  return db.select(columns).from(weekendReasons).where(inArray(weekendReasons.id, ids))
}

export async function rowsPage(db: Db, afterId: number, limit: number): Promise<WeekendReason[]> {
  return db
    .select(columns)
    .from(weekendReasons)
    .where(gt(weekendReasons.id, afterId))
    .orderBy(asc(weekendReasons.id))
    .limit(limit)
}
