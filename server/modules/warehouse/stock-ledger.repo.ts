/**
 * The one writer of the stock ledger: a move is inserted and its batch balance changed by the same
 * quantity in the caller's transaction, so a balance always equals the sum of its moves. A decrease is a
 * conditional UPDATE (`qty + n >= 0`) on a row the caller has locked, so no interleaving of issues can
 * take a balance below zero (the CHECK on stock_balances is the last guard).
 */
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm'
import { DomainError } from '../../../domain/api/errors'
import type { Db, Tx } from '../../db/client'
import { stockBalances, stockMoves, type stockMoveKinds } from '../../db/schema/stock'

export interface BatchKey {
  warehouseId: number
  productId: number
  /** '' when the batch has no series. */
  series: string
  expiresOn: string | null
}

export interface NewMove {
  kind: (typeof stockMoveKinds)[number]
  balanceId: number
  batch: BatchKey
  qty: number
  unitCost: string | null
  documentId?: number | null
  lineId?: number | null
  writeOffId?: number | null
  reversesId?: number | null
  postedBy: number | null
  postedAt: Date
}

const sameBatch = (k: BatchKey) =>
  and(
    eq(stockBalances.warehouseId, k.warehouseId),
    eq(stockBalances.productId, k.productId),
    eq(stockBalances.series, k.series),
    k.expiresOn === null ? isNull(stockBalances.expiresOn) : eq(stockBalances.expiresOn, k.expiresOn),
  )

/** The balance row of a batch, created empty if missing, locked FOR UPDATE until the transaction ends. */
export async function lockBatch(tx: Tx, k: BatchKey, now: Date) {
  await tx
    .insert(stockBalances)
    .values({ ...k, qty: 0, receivedAt: now, updatedAt: now })
    .onConflictDoNothing()
  const [row] = await tx.select().from(stockBalances).where(sameBatch(k)).for('update')
  if (!row) throw new Error('stock balance row missing after insert')
  return row
}

/** Locks every batch of `productIds` in a warehouse, in id order (one order for all, so no deadlock). */
export async function lockProductBatches(tx: Tx, warehouseId: number, productIds: number[]) {
  if (productIds.length === 0) return []
  return tx
    .select()
    .from(stockBalances)
    .where(and(eq(stockBalances.warehouseId, warehouseId), inArray(stockBalances.productId, productIds)))
    .orderBy(asc(stockBalances.id))
    .for('update')
}

/** Locks balance rows by id, in id order. */
export async function lockBalances(tx: Tx, ids: number[]) {
  if (ids.length === 0) return []
  return tx
    .select()
    .from(stockBalances)
    .where(inArray(stockBalances.id, ids))
    .orderBy(asc(stockBalances.id))
    .for('update')
}

/**
 * Posts a move: inserts it and moves its balance by `qty`. A decrease that would go below zero throws
 * `refusal` (409 stock_negative) and nothing is written.
 */
export async function postMove(tx: Tx, m: NewMove, refusal: () => string): Promise<void> {
  const cost = m.qty > 0 && m.kind === 'incoming' && m.unitCost !== null ? { unitCost: m.unitCost } : {}
  const updated = await tx
    .update(stockBalances)
    .set({ qty: sql`${stockBalances.qty} + ${m.qty}`, updatedAt: m.postedAt, ...cost })
    .where(and(eq(stockBalances.id, m.balanceId), sql`${stockBalances.qty} + ${m.qty} >= 0`))
    .returning({ id: stockBalances.id })
  if (updated.length === 0) throw new DomainError('stock_negative', 409, refusal())
  await tx.insert(stockMoves).values({
    kind: m.kind,
    balanceId: m.balanceId,
    ...m.batch,
    qty: m.qty,
    unitCost: m.unitCost,
    documentId: m.documentId ?? null,
    lineId: m.lineId ?? null,
    writeOffId: m.writeOffId ?? null,
    reversesId: m.reversesId ?? null,
    postedBy: m.postedBy,
    postedAt: m.postedAt,
  })
}

/** The moves of a document (or an order write-off) not yet undone, oldest first. */
export async function unreversedMoves(db: Db | Tx, by: { documentId: number } | { writeOffId: number }) {
  const own =
    'documentId' in by ? eq(stockMoves.documentId, by.documentId) : eq(stockMoves.writeOffId, by.writeOffId)
  return db
    .select()
    .from(stockMoves)
    .where(
      and(
        own,
        isNull(stockMoves.reversesId),
        sql`NOT EXISTS (SELECT 1 FROM stock_moves r WHERE r.reverses_id = ${stockMoves.id})`,
      ),
    )
    .orderBy(asc(stockMoves.id))
}
