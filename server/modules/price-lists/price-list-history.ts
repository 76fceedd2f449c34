/**
 * The history of a price list and its positions (spec 001 §2 "history"): every change is written in the
 * same transaction as the change itself, with only the fields that changed before and after. Imports
 * and mass actions write one row per changed position, in batches.
 */
import { sql } from 'drizzle-orm'
import type { Tx } from '../../db/client'
import { priceListChanges } from '../../db/schema/price-lists'

export type ChangeAction = (typeof priceListChanges.$inferInsert)['action']

export interface ChangeEntry {
  priceListId: number
  positionId?: number | null
  subject: string
  action: ChangeAction
  before?: Record<string, unknown> | null
  after?: Record<string, unknown> | null
}

/** The fields of `after` whose values differ from `before`, as the two halves of a history row. */
export function changedFields<T extends Record<string, unknown>>(
  before: T,
  after: Partial<T>,
): { before: Record<string, unknown>; after: Record<string, unknown> } | null {
  const b: Record<string, unknown> = {}
  const a: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(after)) {
    if (value === undefined || key === 'version') continue
    const old = before[key] ?? null
    if (JSON.stringify(old) === JSON.stringify(value ?? null)) continue
    b[key] = old
    a[key] = value ?? null
  }
  return Object.keys(a).length ? { before: b, after: a } : null
}

const BATCH = 5_000

/**
 * Writes history rows in batches of 5,000, each one INSERT whose rows travel as one JSON parameter
 * (binding seven parameters a row took most of a 20,000-position import on PGlite).
 */
export async function recordChanges(tx: Tx, userId: number | null, entries: readonly ChangeEntry[]) {
  for (let i = 0; i < entries.length; i += BATCH) {
    const rows = entries.slice(i, i + BATCH).map((e) => ({
      price_list_id: e.priceListId,
      position_id: e.positionId ?? null,
      subject: e.subject,
      action: e.action,
      before: e.before ?? null,
      after: e.after ?? null,
    }))
    await tx.execute(sql`
      INSERT INTO ${priceListChanges} (price_list_id, position_id, subject, action, user_id, before, after)
      SELECT v.price_list_id, v.position_id, v.subject, v.action, ${userId}::int, v.before, v.after
        FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
          AS v(price_list_id int, position_id int, subject text, action text, before jsonb, after jsonb)`)
  }
}
