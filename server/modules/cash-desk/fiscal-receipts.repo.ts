/**
 * Reads and writes of the orders' fiscal receipts (server/db/schema/fiscal-receipts.ts): the open shift a
 * receipt can go on, the row stored before the provider is called, the outcome recorded after, and the
 * receipts of an order as the order's page shows them.
 */
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm'
import type { FiscalReceiptView } from '../../../domain/cash-desk/fiscal-receipt.schema'
import type { Db, Tx } from '../../db/client'
import { users } from '../../db/schema/auth'
import { cashShifts } from '../../db/schema/cash-desk'
import { fiscalReceipts } from '../../db/schema/fiscal-receipts'
import { cashRegisters } from '../../db/schema/staff-users'

export type ReceiptRow = typeof fiscalReceipts.$inferSelect
export type NewReceipt = typeof fiscalReceipts.$inferInsert

/**
 * The open shift on one of `registerIds`, the ones `preferRegisterId` or `userId` opened first; undefined
 * when none of them has one.
 */
export async function openShiftOn(
  db: Db | Tx,
  registerIds: number[],
  userId: number,
  preferRegisterId?: number,
): Promise<{ registerId: number; shiftId: number } | undefined> {
  if (registerIds.length === 0) return undefined
  const rows = await db
    .select({ registerId: cashShifts.registerId, shiftId: cashShifts.id, openedBy: cashShifts.openedBy })
    .from(cashShifts)
    .where(and(inArray(cashShifts.registerId, registerIds), eq(cashShifts.status, 'open')))
    .orderBy(asc(cashShifts.registerId))
  const rank = (r: (typeof rows)[number]) =>
    (r.registerId === preferRegisterId ? 0 : 2) + (r.openedBy === userId ? 0 : 1)
  const [best] = rows.sort((a, b) => rank(a) - rank(b))
  return best && { registerId: best.registerId, shiftId: best.shiftId }
}

/** Whether shift `shiftId` is still open (read in the payment's transaction, locked against a close). */
export async function shiftStillOpen(tx: Tx, shiftId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: cashShifts.id })
    .from(cashShifts)
    .where(and(eq(cashShifts.id, shiftId), eq(cashShifts.status, 'open')))
    .for('share')
  return Boolean(row)
}

export async function insertReceipt(tx: Tx, row: NewReceipt): Promise<void> {
  await tx.insert(fiscalReceipts).values(row)
}

export async function receiptById(db: Db | Tx, id: string): Promise<ReceiptRow | undefined> {
  const [row] = await db.select().from(fiscalReceipts).where(eq(fiscalReceipts.id, id))
  return row
}

/** The order's receipts not yet fiscalised (pending; a failed one waits for «Фіскалізувати»). */
export async function unfinished(db: Db | Tx, orderId: number): Promise<ReceiptRow[]> {
  return (
    db
      .select()
      .from(fiscalReceipts)
      .where(and(eq(fiscalReceipts.orderId, orderId), eq(fiscalReceipts.state, 'pending')))
      // Sales before their returns (a return waits for its sale), each in the order it was made.
      .orderBy(
        sql`${fiscalReceipts.relatedReceiptId} IS NOT NULL`,
        asc(fiscalReceipts.createdAt),
        asc(fiscalReceipts.id),
      )
  )
}

export async function returnOf(db: Db | Tx, saleId: string): Promise<ReceiptRow | undefined> {
  const [row] = await db
    .select()
    .from(fiscalReceipts)
    .where(and(eq(fiscalReceipts.relatedReceiptId, saleId), eq(fiscalReceipts.kind, 'return')))
  return row
}

/** Records the provider's outcome; a receipt already done stays as it is. */
export async function recordOutcome(
  db: Db,
  id: string,
  set: Partial<
    Pick<ReceiptRow, 'state' | 'fiscalCode' | 'pageUrl' | 'lastError' | 'fiscalisedAt' | 'shiftId'>
  >,
): Promise<void> {
  await db
    .update(fiscalReceipts)
    .set(set)
    .where(and(eq(fiscalReceipts.id, id), ne(fiscalReceipts.state, 'done')))
}

/** The receipts of an order, oldest first, as the order's page shows them. */
export async function orderReceipts(db: Db | Tx, orderId: number): Promise<FiscalReceiptView[]> {
  const rows = await db
    .select({
      r: fiscalReceipts,
      registerName: cashRegisters.name,
      shiftSerial: cashShifts.serial,
      createdBy: sql<
        string | null
      >`(SELECT ${users.name} FROM ${users} WHERE ${users.id} = ${fiscalReceipts.createdBy})`,
    })
    .from(fiscalReceipts)
    .innerJoin(cashRegisters, eq(cashRegisters.id, fiscalReceipts.registerId))
    .leftJoin(cashShifts, eq(cashShifts.id, fiscalReceipts.shiftId))
    .where(eq(fiscalReceipts.orderId, orderId))
    .orderBy(asc(fiscalReceipts.createdAt), asc(fiscalReceipts.kind))
  return rows.map(({ r, registerName, shiftSerial, createdBy }) => ({
    id: r.id,
    orderId: r.orderId,
    kind: r.kind,
    relatedReceiptId: r.relatedReceiptId,
    registerId: r.registerId,
    registerName,
    shiftSerial: shiftSerial ?? null,
    paymentKind: r.paymentKind,
    lines: r.lines,
    total: r.total,
    state: r.state,
    fiscalCode: r.fiscalCode,
    pageUrl: r.pageUrl,
    lastError: r.lastError,
    createdAt: r.createdAt.toISOString(),
    createdBy,
    fiscalisedAt: r.fiscalisedAt ? r.fiscalisedAt.toISOString() : null,
    offlineCode: r.offlineCode,
    offlineAt: r.offlineAt ? r.offlineAt.toISOString() : null,
  }))
}

/** The sale receipt of order `orderId` (one at most: paid online, or closed as paid at the desk). */
export async function saleOf(db: Db | Tx, orderId: number): Promise<ReceiptRow | undefined> {
  const [row] = await db
    .select()
    .from(fiscalReceipts)
    .where(and(eq(fiscalReceipts.orderId, orderId), eq(fiscalReceipts.kind, 'sale')))
    .limit(1)
  return row
}

/** Whether order `orderId` has a sale receipt already. */
export const hasSale = async (db: Db | Tx, orderId: number): Promise<boolean> =>
  (await saleOf(db, orderId)) !== undefined

/** The active registers of filial `filialId`, by id (none for an order without a filial). */
export async function filialRegisterIds(db: Db | Tx, filialId: number | null): Promise<number[]> {
  if (filialId === null) return []
  const rows = await db
    .select({ id: cashRegisters.id })
    .from(cashRegisters)
    .where(and(eq(cashRegisters.filialId, filialId), eq(cashRegisters.active, true)))
    .orderBy(asc(cashRegisters.id))
  return rows.map((r) => r.id)
}
