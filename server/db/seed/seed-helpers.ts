/** Small building blocks of the demo seed: insert-once per table, lookups by natural key, prices. */
import { sql } from 'drizzle-orm'
import type { PgColumn, PgInsertValue, PgTable } from 'drizzle-orm/pg-core'
import type { Tx } from '../client'

/**
 * Inserts `rows` only when `table` has no rows yet, so running the seed again changes nothing and an
 * administrator's edits survive. Answers whether it inserted.
 */
export async function insertIfEmpty<T extends PgTable>(
  tx: Tx,
  table: T,
  build: () => PgInsertValue<T>[],
): Promise<boolean> {
  // Widened to PgTable: a generic table type trips Drizzle's select typing.
  const target: PgTable = table
  const [any] = await tx
    .select({ one: sql<number>`1` })
    .from(target)
    .limit(1)
  if (any) return false
  // Built only now: parents looked up by name may have been renamed since an earlier seed.
  const rows = build()
  // 500 rows × ~20 columns stays far below PostgreSQL's 65 535 parameters per statement.
  for (let i = 0; i < rows.length; i += 500) await tx.insert(table).values(rows.slice(i, i + 500))
  return true
}

/** Natural key → id of every row of a table (e.g. city name → city id). */
export async function idsBy(
  tx: Tx,
  table: PgTable,
  key: PgColumn,
  id: PgColumn,
): Promise<Map<string, number>> {
  const rows = await tx.select({ key, id }).from(table)
  return new Map(rows.map((r) => [String(r.key), Number(r.id)]))
}

/** The id of `key`; a missing parent means the demo data set itself is inconsistent. */
export function need(map: ReadonlyMap<string, number>, key: string, what: string): number {
  const id = map.get(key)
  if (id === undefined) throw new Error(`Demo seed: ${what} "${key}" not found`)
  return id
}

/** Hryvnias → kopiykas, rounded to whole 10 UAH after applying a city factor (prices look hand-made). */
export function cityPrice(uah: number, factor = 1): number {
  return Math.max(10, Math.round((uah * factor) / 10) * 10) * 100
}

/** Minutes after midnight as HH:MM (e.g. 545 → "09:05"), for kyivInstant. */
export const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`

/** Deterministic pseudo-random numbers in [0, 1) (mulberry32): the same seed gives the same data. */
export function prng(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
