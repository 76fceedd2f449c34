/**
 * Long reads — reports and their Excel exports, the stock availability's export — in one read-only
 * snapshot whose statements give up after a while rather than hold the database, started through the
 * background gate (on the embedded database once no interactive request is in flight, one at a time).
 * An export reads its rows through a cursor of that snapshot a batch at a time, so they never sit in
 * memory together and work on PGlite and PostgreSQL alike.
 */
import { sql, type SQL } from 'drizzle-orm'
import type { AppContext } from '../app-context'
import type { Tx } from '../db/client'
import { queryRows } from '../db/raw'

/** A long read's statements stop after this long (PostgreSQL and PGlite alike). */
export const LONG_READ_TIMEOUT_MS = 20_000
const BATCH = 1_000

/** Runs `work` in a read-only transaction with the long-read timeout, through the background gate. */
export function readSnapshot<T>(
  ctx: Pick<AppContext, 'db' | 'background'>,
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  return ctx.background(() =>
    ctx.db.transaction(async (tx) => {
      await tx.execute(sql`SET TRANSACTION READ ONLY`)
      await tx.execute(sql.raw(`SET LOCAL statement_timeout = ${LONG_READ_TIMEOUT_MS}`))
      return work(tx)
    }),
  )
}

/** The rows of `query`, a batch at a time, through a cursor of the snapshot `tx` (inside readSnapshot). */
export async function* cursorBatches<R>(tx: Tx, query: SQL): AsyncGenerator<R[]> {
  await tx.execute(sql`DECLARE long_read NO SCROLL CURSOR FOR ${query}`)
  for (;;) {
    const rows = await queryRows<R>(tx, sql.raw(`FETCH FORWARD ${BATCH} FROM long_read`))
    yield rows
    if (rows.length < BATCH) break
  }
  await tx.execute(sql`CLOSE long_read`)
}
