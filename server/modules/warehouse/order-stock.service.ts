/**
 * The goods and materials of an order, for the orders flow to call inside its own transaction: written
 * off a warehouse FEFO when the order is finished — exactly once per (order, version), however often
 * the finish is retried — and given back when it is cancelled, exactly once.
 */
import { and, eq, isNull } from 'drizzle-orm'
import { kyivDay } from '../../../domain/time/kyiv'
import type { Tx } from '../../db/client'
import { stockMoves, stockOrderWriteOffs } from '../../db/schema/stock'
import * as ledger from './stock-ledger.repo'
import { issue, productNames, reverseMoves } from './stock-posting'

export interface OrderWriteOff {
  orderId: number
  orderVersion: number
  warehouseId: number
  /** Use units per product; several entries of one product add up. */
  items: { productId: number; qty: number }[]
  userId: number | null
  now: Date
}

export interface WrittenOffBatch {
  productId: number
  series: string
  expiresOn: string | null
  qty: number
}

const taken = async (tx: Tx, writeOffId: number): Promise<WrittenOffBatch[]> =>
  (
    await tx
      .select()
      .from(stockMoves)
      .where(and(eq(stockMoves.writeOffId, writeOffId), eq(stockMoves.kind, 'order_write_off')))
      .orderBy(stockMoves.id)
  ).map((m) => ({ productId: m.productId, series: m.series, expiresOn: m.expiresOn, qty: -m.qty }))

/**
 * Writes the items off FEFO for (order, version); a repeat of the same key changes nothing and answers
 * what the first call took. Refuses (422 stock_not_enough, the caller's transaction rolls back) when a
 * product's unexpired stock does not cover it.
 */
export async function writeOffOrderStock(
  tx: Tx,
  w: OrderWriteOff,
): Promise<{ repeated: boolean; batches: WrittenOffBatch[] }> {
  const [created] = await tx
    .insert(stockOrderWriteOffs)
    .values({
      orderId: w.orderId,
      orderVersion: w.orderVersion,
      warehouseId: w.warehouseId,
      writtenOffAt: w.now,
    })
    .onConflictDoNothing()
    .returning({ id: stockOrderWriteOffs.id })
  if (!created) {
    const [done] = await tx
      .select({ id: stockOrderWriteOffs.id })
      .from(stockOrderWriteOffs)
      .where(
        and(eq(stockOrderWriteOffs.orderId, w.orderId), eq(stockOrderWriteOffs.orderVersion, w.orderVersion)),
      )
    return { repeated: true, batches: done ? await taken(tx, done.id) : [] }
  }
  const totals = new Map<number, number>()
  for (const i of w.items) totals.set(i.productId, (totals.get(i.productId) ?? 0) + i.qty)
  const ids = [...totals.keys()].sort((a, b) => a - b)
  const names = await productNames(tx, ids)
  await ledger.lockProductBatches(tx, w.warehouseId, ids)
  const today = kyivDay(w.now)
  for (const productId of ids) {
    const qty = totals.get(productId) ?? 0
    if (qty <= 0) continue
    const name = names.get(productId) ?? ''
    const picks = await issue(
      tx,
      { warehouseId: w.warehouseId, productId, qty, field: `products.${productId}` },
      name,
      today,
    )
    for (const p of picks)
      await ledger.postMove(
        tx,
        {
          kind: 'order_write_off',
          balanceId: p.balance.id,
          batch: {
            warehouseId: w.warehouseId,
            productId,
            series: p.balance.series,
            expiresOn: p.balance.expiresOn,
          },
          qty: -p.qty,
          unitCost: p.balance.unitCost,
          writeOffId: created.id,
          postedBy: w.userId,
          postedAt: w.now,
        },
        () => name,
      )
  }
  return { repeated: false, batches: await taken(tx, created.id) }
}

/**
 * Gives back everything written off for order `orderId` and not yet returned — once: a second call finds
 * nothing left to return. Answers the batches returned.
 */
export async function returnOrderStock(
  tx: Tx,
  r: { orderId: number; userId: number | null; now: Date },
): Promise<WrittenOffBatch[]> {
  const open = await tx
    .update(stockOrderWriteOffs)
    .set({ returnedAt: r.now })
    .where(and(eq(stockOrderWriteOffs.orderId, r.orderId), isNull(stockOrderWriteOffs.returnedAt)))
    .returning({ id: stockOrderWriteOffs.id })
  const returned: WrittenOffBatch[] = []
  for (const { id } of open) {
    const moves = await ledger.unreversedMoves(tx, { writeOffId: id })
    await reverseMoves(tx, moves, 'order_return', { userId: r.userId, now: r.now })
    returned.push(
      ...moves.map((m) => ({
        productId: m.productId,
        series: m.series,
        expiresOn: m.expiresOn,
        qty: -m.qty,
      })),
    )
  }
  return returned
}
