/**
 * What signing a document posts to the ledger, and what deleting a signed one posts back: incoming +,
 * sales − (FEFO when no series is named), transfer − on the issuing warehouse and + on the receiving one
 * (same batch, same cost), inventory ± the counted quantity minus the balance at signing. Reversals undo
 * each move once (stock_moves.reverses_id is unique).
 */
import { inArray } from 'drizzle-orm'
import { DomainError, errorMessages } from '../../../domain/api/errors'
import { kyivDay } from '../../../domain/time/kyiv'
import {
  inventoryDifference,
  isExpired,
  pickFefo,
  stockMessages,
} from '../../../domain/warehouse/stock-rules'
import type { Tx } from '../../db/client'
import { products } from '../../db/schema/catalogue'
import type { stockDocuments, stockMoves } from '../../db/schema/stock'
import { documentLines } from './stock-documents.repo'
import * as ledger from './stock-ledger.repo'

type DocRow = typeof stockDocuments.$inferSelect
type MoveRow = typeof stockMoves.$inferSelect
export interface PostContext {
  userId: number | null
  now: Date
}

/** Product names by id, for the messages. */
export async function productNames(tx: Tx, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map()
  const rows = await tx
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(inArray(products.id, ids))
  return new Map(rows.map((r) => [r.id, r.name]))
}

export interface IssueRequest {
  warehouseId: number
  productId: number
  qty: number
  /** A named series (and expiry) restricts the issue to that batch; otherwise FEFO over all batches. */
  series?: string
  expiresOn?: string | null
  /** The field the refusal is reported on. */
  field: string
}

/**
 * Takes `qty` use units of a product out of a warehouse: the named batch, or FEFO (expired batches are
 * never taken). Answers the batches and quantities taken; 422 when the stock does not cover it. The
 * caller has locked the product's batches (lockProductBatches), so the balances cannot change under it.
 */
export async function issue(tx: Tx, r: IssueRequest, name: string, today: string) {
  const all = await ledger.lockProductBatches(tx, r.warehouseId, [r.productId])
  const batches = all.filter(
    (b) => (!r.series || b.series === r.series) && (r.expiresOn == null || b.expiresOn === r.expiresOn),
  )
  const refuse = (message: string) =>
    new DomainError('stock_not_enough', 422, message, { errors: { [r.field]: [message] } })
  if (
    r.series &&
    batches.length > 0 &&
    batches.every((b) => b.qty === 0 || isExpired(b.expiresOn, today)) &&
    batches.some((b) => b.qty > 0)
  )
    throw refuse(stockMessages.seriesExpired(r.series))
  const result = pickFefo(
    batches.map((b) => ({
      id: b.id,
      series: b.series,
      expiresOn: b.expiresOn,
      receivedAt: b.receivedAt.toISOString(),
      qty: b.qty,
    })),
    r.qty,
    today,
  )
  if (!result.ok)
    throw refuse(
      result.reason === 'expired_only'
        ? stockMessages.expiredOnly(name)
        : stockMessages.notEnough(name, result.missing),
    )
  const byId = new Map(batches.map((b) => [b.id, b]))
  return result.picks.map((p) => {
    const b = byId.get(p.batchId)
    if (!b) throw new Error('picked batch missing')
    return { balance: b, qty: p.qty }
  })
}

const keyOf = (b: { warehouseId: number; productId: number; series: string; expiresOn: string | null }) => ({
  warehouseId: b.warehouseId,
  productId: b.productId,
  series: b.series,
  expiresOn: b.expiresOn,
})

/** Posts the moves of a saved document being signed (in the signing transaction). */
export async function postDocument(tx: Tx, doc: DocRow, ctx: PostContext): Promise<void> {
  const lines = await documentLines(tx, doc.id)
  const names = await productNames(tx, [...new Set(lines.map((l) => l.productId))])
  const today = kyivDay(ctx.now)
  const base = { documentId: doc.id, postedBy: ctx.userId, postedAt: ctx.now }
  const never = () => errorMessages.internal
  // One lock order for every signer: all batches of the document's products, by id.
  await ledger.lockProductBatches(tx, doc.warehouseId, [...names.keys()])
  for (const [i, line] of lines.entries()) {
    const batch = {
      warehouseId: doc.warehouseId,
      productId: line.productId,
      series: line.series,
      expiresOn: line.expiresOn,
    }
    const name = names.get(line.productId) ?? ''
    if (doc.kind === 'incoming') {
      const b = await ledger.lockBatch(tx, batch, ctx.now)
      await ledger.postMove(
        tx,
        {
          ...base,
          kind: 'incoming',
          balanceId: b.id,
          batch,
          qty: line.quantity,
          unitCost: line.unitCost,
          lineId: line.id,
        },
        never,
      )
    } else if (doc.kind === 'inventory') {
      const b = await ledger.lockBatch(tx, batch, ctx.now)
      const diff = inventoryDifference(line.quantity, b.qty)
      if (diff !== 0)
        await ledger.postMove(
          tx,
          {
            ...base,
            kind: 'inventory',
            balanceId: b.id,
            batch,
            qty: diff,
            unitCost: line.unitCost ?? b.unitCost,
            lineId: line.id,
          },
          never,
        )
    } else {
      const picks = await issue(
        tx,
        {
          warehouseId: doc.warehouseId,
          productId: line.productId,
          qty: line.quantity,
          series: line.series,
          expiresOn: line.series ? line.expiresOn : null,
          field: `lines.${i}.quantity`,
        },
        name,
        today,
      )
      for (const p of picks) {
        const out = keyOf(p.balance)
        const kind = doc.kind === 'sales' ? 'sales' : 'transfer_out'
        await ledger.postMove(
          tx,
          {
            ...base,
            kind,
            balanceId: p.balance.id,
            batch: out,
            qty: -p.qty,
            unitCost: p.balance.unitCost,
            lineId: line.id,
          },
          () => stockMessages.notEnough(name, p.qty),
        )
        if (doc.kind === 'transfer' && doc.targetWarehouseId !== null) {
          const into = { ...out, warehouseId: doc.targetWarehouseId }
          const b = await ledger.lockBatch(tx, into, ctx.now)
          await ledger.postMove(
            tx,
            {
              ...base,
              kind: 'transfer_in',
              balanceId: b.id,
              batch: into,
              qty: p.qty,
              unitCost: p.balance.unitCost,
              lineId: line.id,
            },
            never,
          )
        }
      }
    }
  }
}

/**
 * Undoes moves once each (increases first, so a batch that went out and back is never briefly negative);
 * 409 with `refusal` when a balance would go below zero.
 */
export async function reverseMoves(
  tx: Tx,
  moves: MoveRow[],
  kind: 'reversal' | 'order_return',
  ctx: PostContext,
) {
  await ledger.lockBalances(tx, [...new Set(moves.map((m) => m.balanceId))])
  const names = await productNames(tx, [...new Set(moves.map((m) => m.productId))])
  const ordered = [...moves].sort((a, b) => a.qty - b.qty)
  for (const m of ordered) {
    const name = names.get(m.productId) ?? ''
    await ledger.postMove(
      tx,
      {
        kind,
        balanceId: m.balanceId,
        batch: keyOf(m),
        qty: -m.qty,
        unitCost: m.unitCost,
        documentId: m.documentId,
        lineId: m.lineId,
        writeOffId: m.writeOffId,
        reversesId: m.id,
        postedBy: ctx.userId,
        postedAt: ctx.now,
      },
      () => stockMessages.reversalNegative(name),
    )
  }
}

/** Posts the reversing moves of a signed document being deleted. */
export async function reverseDocument(tx: Tx, doc: DocRow, ctx: PostContext): Promise<void> {
  await reverseMoves(tx, await ledger.unreversedMoves(tx, { documentId: doc.id }), 'reversal', ctx)
}
