/**
 * Fiscal receipts in the payment flow (issue 27 §3). Closing an order as paid (done → payed_cash) with a
 * payment type that needs a receipt (payment_types.ppo_required, the reference data's
 * ppoRequiredPaymentTypes) makes a sale receipt on an open shift of a register of the order's filial that
 * the user may work. Before anything changes, `planSale` refuses when there is no such shift
 * («Відкрийте зміну на касі»). The receipt row, with the id the provider will know it by, is stored in the
 * payment's own transaction (`recordSale`); the provider is called only after the commit (`fiscalise`),
 * and its answer recorded in one short write. The provider being down never loses the payment: the order
 * stays paid and the receipt `pending`, sent again with the same id by «Фіскалізувати» (or a repeat of
 * the close) — the adapter asks the provider for that id first, so it is fiscalised once. A return makes
 * a return receipt of the whole sale linked to it (`relatedReceiptId`), the same way.
 */
import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { DomainError, errorMessages } from '../../../domain/api/errors'
import { fiscalMessages, type FiscalReceiptView } from '../../../domain/cash-desk/fiscal-receipt.schema'
import { receiptLines, receiptTotal } from '../../../domain/cash-desk/receipt-lines'
import type { FiscalReceiptLine } from '../../../domain/cash-desk/fiscal-receipt.schema'
import { offlineUsage, saleRefusal } from '../../../domain/cash-desk/offline-limits'
import { canSeeOrder } from '../../../domain/orders/order-access'
import type { Db, Tx } from '../../db/client'
import { paymentTypes } from '../../db/schema/finance'
import { orders } from '../../db/schema/orders'
import { cashRegisters } from '../../db/schema/staff-users'
import { FiscalError, type FiscalReceipt } from '../../integrations/checkbox/fiscal-provider'
import type { AuthUser } from '../auth/auth.repo'
import { visibleRegisters } from './cash-desk.repo'
import { providerOf, signInAt } from './register-provider'
import * as offlineRepo from './fiscal-offline.repo'
import * as repo from './fiscal-receipts.repo'
import { withRegister } from './register-lock'

export interface SalePlan {
  orderId: number
  registerId: number
  shiftId: number
  paymentKind: 'cash' | 'cashless'
  lines: FiscalReceiptLine[]
  total: number
}

const refuse = (code: string, message: string, status = 422) => new DomainError(code, status, message)

async function readOrder(db: Db | Tx, id: number) {
  const [row] = await db.select().from(orders).where(eq(orders.id, id))
  return row
}

/** The open shift the user can take money on in `filialId` (the `prefer` register's first), or a refusal. */
async function shiftFor(db: Db | Tx, userId: number, filialId: number | null, prefer?: number) {
  const registers = (await visibleRegisters(db, userId)).filter((r) => r.filialId === filialId)
  if (registers.length === 0) throw refuse('fiscal_no_register', fiscalMessages.noRegister)
  const open = await repo.openShiftOn(
    db,
    registers.map((r) => r.id),
    userId,
    prefer,
  )
  if (!open) throw refuse('fiscal_no_shift', fiscalMessages.openShift)
  return open
}

/**
 * What closing order `orderId` as paid must fiscalise, read before the payment's transaction: null when
 * nothing (the order is not ready to close — the state machine will say so —, out of the user's scope,
 * its payment type needs no receipt, or nothing is paid at the desk); a refusal when no shift is open, or
 * when the shift's register has worked offline past the law's limits (36 hours in a row, 168 a month).
 */
export async function planSale(
  db: Db | Tx,
  user: AuthUser,
  orderId: number,
  now: Date,
): Promise<SalePlan | null> {
  const order = await readOrder(db, orderId)
  if (!order || order.state !== 'done' || order.paymentTypeId === null) return null
  if (!canSeeOrder(user.permissions, user.id, order)) return null
  // Paid online already: its receipt was made when the gateway approved the payment.
  if (await repo.hasSale(db, orderId)) return null
  const [type] = await db.select().from(paymentTypes).where(eq(paymentTypes.id, order.paymentTypeId))
  if (!type?.ppoRequired) return null
  const lines = receiptLines(order.priceInfo?.priceCalculation.lines ?? [])
  const total = receiptTotal(lines)
  if (total <= 0) return null
  const { registerId, shiftId } = await shiftFor(db, user.id, order.filialId)
  // Offline past the law's limits: no sale with a fiscal receipt until the register is back online.
  const runs = (await offlineRepo.monthRuns(db, [registerId], now)).get(registerId) ?? []
  const limit = saleRefusal(offlineUsage(runs, now))
  if (limit) throw refuse('fiscal_offline_limit', limit)
  return {
    orderId,
    registerId,
    shiftId,
    paymentKind: type.cashType === 'in_cash' ? 'cash' : 'cashless',
    lines,
    total,
  }
}

/** Stores the sale receipt in the payment's transaction; the shift closed meanwhile undoes the payment. */
export async function recordSale(tx: Tx, plan: SalePlan, userId: number, now: Date): Promise<string> {
  if (!(await repo.shiftStillOpen(tx, plan.shiftId)))
    throw refuse('fiscal_no_shift', fiscalMessages.openShift)
  const id = randomUUID()
  await repo.insertReceipt(tx, {
    id,
    orderId: plan.orderId,
    kind: 'sale',
    relatedReceiptId: null,
    registerId: plan.registerId,
    shiftId: plan.shiftId,
    paymentKind: plan.paymentKind,
    lines: plan.lines,
    total: plan.total,
    state: 'pending',
    createdBy: userId,
    createdAt: now,
  })
  return id
}

/**
 * The sale receipt of an approved online payment (issue 27 §5), stored in the payment's transaction: on
 * a register of the order's filial — an open shift's, else the first active one, the receipt then
 * waiting (pending, no shift) for «Фіскалізувати» once a shift is open —, paid cashless, with the
 * order's lines when they make exactly the payment's amount, else one line for the amount. None when
 * the filial has no register or the order has a sale receipt already. Answers the receipt's id.
 */
export async function recordOnlinePaymentSale(
  tx: Tx,
  payment: { orderId: number; amount: number; createdBy: number | null },
  now: Date,
): Promise<string | null> {
  const order = await readOrder(tx, payment.orderId)
  if (!order || order.filialId === null || (await repo.hasSale(tx, order.id))) return null
  const ids = await repo.filialRegisterIds(tx, order.filialId)
  if (ids.length === 0) return null
  const open = await repo.openShiftOn(tx, ids, payment.createdBy ?? 0)
  const fromOrder = receiptLines(order.priceInfo?.priceCalculation.lines ?? [])
  const lines =
    receiptTotal(fromOrder) === payment.amount
      ? fromOrder
      : [
          {
            code: `order-${order.id}`,
            name: `Оплата замовлення ${order.code}`,
            price: payment.amount,
            quantity: 1000,
            discount: 0,
          },
        ]
  const id = randomUUID()
  await repo.insertReceipt(tx, {
    id,
    orderId: order.id,
    kind: 'sale',
    relatedReceiptId: null,
    registerId: open?.registerId ?? ids[0]!,
    shiftId: open?.shiftId ?? null,
    paymentKind: 'cashless',
    lines,
    total: payment.amount,
    state: 'pending',
    lastError: open ? null : fiscalMessages.waitsForShift,
    createdBy: payment.createdBy,
    createdAt: now,
  })
  return id
}

/**
 * The return receipt of a reversed online payment's sale receipt (issue 27 §5), stored in the reversal's
 * transaction and sent after the commit: the whole sale back, linked to it, on an open shift of the
 * filial's registers (the sale's first), else waiting for a shift like the sale did. A sale not
 * fiscalised yet (waiting for a shift, or refused) gets it too, and the return waits until the sale has
 * its fiscal number. None when the order has no cashless sale receipt or its return exists already.
 * Answers the receipt's id.
 */
export async function recordOnlinePaymentReturn(
  tx: Tx,
  payment: { orderId: number; createdBy: number | null },
  now: Date,
): Promise<string | null> {
  const sale = await repo.saleOf(tx, payment.orderId)
  // A sale not fiscalised yet gets its return too: the return waits until the sale is (fiscalise below),
  // so a refund before the shift opened is never left as a sale alone.
  if (!sale || sale.paymentKind !== 'cashless') return null
  if (await repo.returnOf(tx, sale.id)) return null
  const order = await readOrder(tx, payment.orderId)
  const ids = [...new Set([sale.registerId, ...(await repo.filialRegisterIds(tx, order?.filialId ?? null))])]
  const open = await repo.openShiftOn(tx, ids, payment.createdBy ?? 0, sale.registerId)
  const id = randomUUID()
  await repo.insertReceipt(tx, {
    id,
    orderId: payment.orderId,
    kind: 'return',
    relatedReceiptId: sale.id,
    registerId: open?.registerId ?? sale.registerId,
    shiftId: open?.shiftId ?? null,
    paymentKind: sale.paymentKind,
    lines: sale.lines,
    total: sale.total,
    state: 'pending',
    lastError: open ? null : fiscalMessages.waitsForShift,
    createdBy: payment.createdBy,
    createdAt: now,
  })
  return id
}

/** The provider's answer as stored: done with its fiscal code, still pending, or refused. */
export function outcomeOf(r: FiscalReceipt, now: Date) {
  if (r.status === 'done')
    return {
      state: 'done' as const,
      fiscalCode: r.fiscalCode,
      pageUrl: r.url,
      lastError: null,
      fiscalisedAt: now,
    }
  if (r.status === 'error')
    return { state: 'failed' as const, pageUrl: r.url, lastError: 'Каса відхилила чек' }
  return { state: 'pending' as const, pageUrl: r.url, lastError: 'Каса ще не видала фіскальний номер' }
}

/**
 * Sends receipt `id` to its register's provider, outside any transaction, and records the outcome. Never
 * throws for the provider: a refusal marks it failed, with the words. When the provider cannot be reached
 * — or the register is already offline — the receipt gets the next reserved offline number instead
 * (fiscal-offline.repo.ts), uploaded in order once the provider is back; past the law's limits or
 * without a number it stays pending, with the reason.
 */
export async function fiscalise(db: Db, now: () => Date, id: string): Promise<repo.ReceiptRow | undefined> {
  const receipt = await repo.receiptById(db, id)
  if (!sendable(receipt)) return receipt
  return withRegister(receipt.registerId, () => fiscaliseNow(db, now, id))
}

/** Not done, not holding an offline number (uploaded later), and on a shift (an online payment's may wait for one). */
const sendable = (r: repo.ReceiptRow | undefined): r is repo.ReceiptRow =>
  !!r && r.state !== 'done' && r.state !== 'offline' && r.shiftId !== null

/** fiscalise() inside the register's turn (the offline upload calls it for the receipts that waited). */
export async function fiscaliseNow(
  db: Db,
  now: () => Date,
  id: string,
): Promise<repo.ReceiptRow | undefined> {
  // Read again inside the register's turn: an earlier turn may have sent it.
  const receipt = await repo.receiptById(db, id)
  if (!sendable(receipt)) return receipt
  const offline = Boolean(await offlineRepo.openRun(db, receipt.registerId))
  // A return goes only after its sale has a fiscal number (the provider links it to that sale): an
  // offline sale's return waits for the upload, unless the register is still offline and it follows.
  if (receipt.relatedReceiptId) {
    const sale = await repo.receiptById(db, receipt.relatedReceiptId)
    if (sale?.state !== 'done' && !(sale?.state === 'offline' && offline)) {
      await repo.recordOutcome(db, id, { state: 'pending', lastError: fiscalMessages.waitsForSale })
      return repo.receiptById(db, id)
    }
  }
  if (offline) {
    await offlineRepo.giveOfflineNumber(db, now(), receipt.registerId, id)
    return repo.receiptById(db, id)
  }
  const [register] = await db.select().from(cashRegisters).where(eq(cashRegisters.id, receipt.registerId))
  if (!register) return receipt
  const provider = providerOf(register)
  try {
    const session = await signInAt(provider, register)
    const input = {
      id: receipt.id,
      lines: receipt.lines,
      payments: [{ kind: receipt.paymentKind, amount: receipt.total }],
    }
    const answer = receipt.relatedReceiptId
      ? await provider.refund(session, { ...input, relatedReceiptId: receipt.relatedReceiptId })
      : await provider.sell(session, input)
    await repo.recordOutcome(db, id, outcomeOf(answer, now()))
  } catch (err) {
    if (!(err instanceof FiscalError)) throw err
    if (err.kind !== 'network') {
      await repo.recordOutcome(db, id, { state: 'failed', lastError: err.message })
      return repo.receiptById(db, id)
    }
    // Not reached (or no answer): an offline number, the same id kept — if the provider did take it,
    // the upload finds that receipt instead of making a second one. Refused one, it stays pending with why.
    await offlineRepo.giveOfflineNumber(db, now(), receipt.registerId, id)
  }
  return repo.receiptById(db, id)
}

/** Sends the order's receipts not yet fiscalised (after the payment, and on a repeat of it). */
export async function fiscaliseOrder(db: Db, now: () => Date, orderId: number): Promise<void> {
  for (const r of await repo.unfinished(db, orderId)) await fiscalise(db, now, r.id)
}

export interface ReceiptContext {
  db: Db
  now: () => Date
  user: AuthUser
}

/** The order `orderId` if the user may see it, else 404 as a missing one. */
async function visibleOrder(c: ReceiptContext, orderId: number) {
  const order = await readOrder(c.db, orderId)
  if (!order || !canSeeOrder(c.user.permissions, c.user.id, order))
    throw refuse('not_found', errorMessages.not_found, 404)
  return order
}

export async function listOfOrder(c: ReceiptContext, orderId: number): Promise<FiscalReceiptView[]> {
  await visibleOrder(c, orderId)
  return repo.orderReceipts(c.db, orderId)
}

const viewOf = async (c: ReceiptContext, orderId: number, id: string) =>
  (await repo.orderReceipts(c.db, orderId)).find((r) => r.id === id)!

/**
 * «Фіскалізувати»: sends a receipt of the order not yet fiscalised again, with its id, on the open shift
 * of its register (a shift closed since is replaced by the one open now; none: «Відкрийте зміну на касі»).
 */
export async function retry(c: ReceiptContext, orderId: number, id: string): Promise<FiscalReceiptView> {
  const order = await visibleOrder(c, orderId)
  const receipt = await repo.receiptById(c.db, id)
  if (!receipt || receipt.orderId !== order.id) throw refuse('not_found', errorMessages.not_found, 404)
  if (receipt.state === 'done') throw refuse('fiscal_done', fiscalMessages.alreadyDone, 409)
  if (receipt.state === 'offline') throw refuse('fiscal_offline', fiscalMessages.offlineQueued, 409)
  const open = await repo.openShiftOn(c.db, [receipt.registerId], c.user.id)
  if (!open) throw refuse('fiscal_no_shift', fiscalMessages.openShift)
  if (open.shiftId !== receipt.shiftId) await repo.recordOutcome(c.db, id, { shiftId: open.shiftId })
  await fiscalise(c.db, c.now, id)
  return viewOf(c, order.id, id)
}

/**
 * The return of a fiscalised sale (the whole of it): a return receipt linked to the sale, on an open
 * shift of the user's registers in the order's filial (the sale's register first). A repeat finds the
 * return already made and sends it again if it is not fiscalised yet.
 */
export async function returnSale(
  c: ReceiptContext,
  orderId: number,
  saleId: string,
): Promise<FiscalReceiptView> {
  const order = await visibleOrder(c, orderId)
  const sale = await repo.receiptById(c.db, saleId)
  if (!sale || sale.orderId !== order.id) throw refuse('not_found', errorMessages.not_found, 404)
  if (sale.kind !== 'sale') throw refuse('fiscal_not_sale', fiscalMessages.notSale)
  if (sale.state !== 'done') throw refuse('fiscal_sale_not_done', fiscalMessages.saleNotDone, 409)
  const made = await repo.returnOf(c.db, sale.id)
  if (made)
    return made.state === 'done' || made.state === 'offline'
      ? viewOf(c, order.id, made.id)
      : retry(c, order.id, made.id)
  const open = await shiftFor(c.db, c.user.id, order.filialId, sale.registerId)
  const id = randomUUID()
  const insert = c.db.transaction(async (tx) => {
    if (!(await repo.shiftStillOpen(tx, open.shiftId)))
      throw refuse('fiscal_no_shift', fiscalMessages.openShift)
    await repo.insertReceipt(tx, {
      id,
      orderId: order.id,
      kind: 'return',
      relatedReceiptId: sale.id,
      registerId: open.registerId,
      shiftId: open.shiftId,
      paymentKind: sale.paymentKind,
      lines: sale.lines,
      total: sale.total,
      state: 'pending',
      createdBy: c.user.id,
      createdAt: c.now(),
    })
  })
  // Two returns at once: the index allows one per sale, and the other request answers that one.
  const stored = await insert.then(
    () => id,
    async (e: unknown) => {
      const other = await repo.returnOf(c.db, sale.id)
      if (!other) throw e
      return other.id
    },
  )
  await fiscalise(c.db, c.now, stored)
  return viewOf(c, order.id, stored)
}
