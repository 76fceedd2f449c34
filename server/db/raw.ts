/** Raw SQL with typed rows: Drizzle's execute() answers differ in type between PGlite and node-postgres. */
import type { SQL } from 'drizzle-orm'
import type { Db, Tx } from './client'

/** Runs `query` and returns its rows as T. */
export async function queryRows<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query)
  return (result as { rows: T[] }).rows
}
