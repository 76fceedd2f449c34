/**
 * Offline fiscalisation's reads and writes (issue 27 §4; server/db/schema/cash-desk.ts): the registers'
 * offline runs, the offline numbers reserved at the provider, and the receipts given one while the
 * provider could not be reached. A number is given under the lock of the register's open run, so two
 * payments at once never share one and numbers go to receipts in the order they were reserved.
 */
import { and, asc, count, eq, gte, inArray, isNull, or, sql } from 'drizzle-orm'
import type { DeskOffline } from '../../../domain/cash-desk/cash-desk.schema'
import {
  kyivMonthStart,
  offlineRefusal,
  offlineUsage,
  offlineWarnings,
  type OfflineRun,
} from '../../../domain/cash-desk/offline-limits'
import type { Db, Tx } from '../../db/client'
import { cashOfflineCodes, cashOfflinePeriods } from '../../db/schema/cash-desk'
import { fiscalReceipts } from '../../db/schema/fiscal-receipts'
import { orders } from '../../db/schema/orders'
import { enqueue } from '../../jobs/job-queue'

/** How long after a register went offline its upload is first tried (then again as long as it is). */
export const UPLOAD_AFTER_SECONDS = 60

type RunRow = typeof cashOfflinePeriods.$inferSelect

/** The register's open offline run, if it is offline. */
export async function openRun(db: Db | Tx, registerId: number): Promise<RunRow | undefined> {
  const [row] = await db
    .select()
    .from(cashOfflinePeriods)
    .where(and(eq(cashOfflinePeriods.registerId, registerId), isNull(cashOfflinePeriods.endedAt)))
  return row
}

/** The runs of `registerIds` that count in the Kyiv month of `now` (and any open one), by register. */
export async function monthRuns(
  db: Db | Tx,
  registerIds: number[],
  now: Date,
): Promise<Map<number, OfflineRun[]>> {
  const out = new Map<number, OfflineRun[]>(registerIds.map((id) => [id, []]))
  if (registerIds.length === 0) return out
  const rows = await db
    .select()
    .from(cashOfflinePeriods)
    .where(
      and(
        inArray(cashOfflinePeriods.registerId, registerIds),
        or(isNull(cashOfflinePeriods.endedAt), gte(cashOfflinePeriods.endedAt, kyivMonthStart(now))),
      ),
    )
  for (const r of rows) out.get(r.registerId)?.push({ startedAt: r.startedAt, endedAt: r.endedAt })
  return out
}

/** Free reserved numbers of each register. */
export async function freeCodes(db: Db | Tx, registerIds: number[]): Promise<Map<number, number>> {
  const out = new Map<number, number>(registerIds.map((id) => [id, 0]))
  if (registerIds.length === 0) return out
  const rows = await db
    .select({ registerId: cashOfflineCodes.registerId, n: count() })
    .from(cashOfflineCodes)
    .where(and(inArray(cashOfflineCodes.registerId, registerIds), isNull(cashOfflineCodes.receiptId)))
    .groupBy(cashOfflineCodes.registerId)
  for (const r of rows) out.set(r.registerId, r.n)
  return out
}

/** Receipts made offline and not uploaded yet, by register. */
export async function queuedCounts(db: Db | Tx, registerIds: number[]): Promise<Map<number, number>> {
  const out = new Map<number, number>(registerIds.map((id) => [id, 0]))
  if (registerIds.length === 0) return out
  const rows = await db
    .select({ registerId: fiscalReceipts.registerId, n: count() })
    .from(fiscalReceipts)
    .where(and(inArray(fiscalReceipts.registerId, registerIds), eq(fiscalReceipts.state, 'offline')))
    .groupBy(fiscalReceipts.registerId)
  for (const r of rows) out.set(r.registerId, r.n)
  return out
}

/** How many queued receipts the cash desk lists. */
const QUEUE_SHOWN = 50

/** The register's offline receipts in the order of their numbers — the order they are uploaded in. */
export async function queued(db: Db | Tx, registerId: number, limit?: number) {
  const rows = db
    .select({ receipt: fiscalReceipts })
    .from(fiscalReceipts)
    .innerJoin(cashOfflineCodes, eq(cashOfflineCodes.receiptId, fiscalReceipts.id))
    .where(and(eq(fiscalReceipts.registerId, registerId), eq(fiscalReceipts.state, 'offline')))
    .orderBy(asc(cashOfflineCodes.id))
    .$dynamic()
  return (limit ? rows.limit(limit) : rows).then((list) => list.map((r) => r.receipt))
}

/**
 * Gives receipt `receiptId` (pending, of `registerId`) the next reserved offline number, opening the
 * register's offline run if it is not open yet (with its upload job). Refused — the receipt stays pending
 * with the reason — past the law's limits or without a free number. Answers the number or the refusal.
 */
export async function giveOfflineNumber(
  db: Db,
  now: Date,
  registerId: number,
  receiptId: string,
): Promise<{ code: string } | { refusal: string }> {
  return db.transaction(async (tx) => {
    const opened = await tx
      .insert(cashOfflinePeriods)
      .values({ registerId, startedAt: now })
      .onConflictDoNothing()
      .returning({ id: cashOfflinePeriods.id })
    if (opened.length > 0)
      await enqueue(
        tx,
        'fiscal.offline-upload',
        { registerId },
        { startAfter: new Date(now.getTime() + UPLOAD_AFTER_SECONDS * 1000) },
      )
    // The open run's lock: numbers are given one payment at a time per register.
    await tx
      .select({ id: cashOfflinePeriods.id })
      .from(cashOfflinePeriods)
      .where(and(eq(cashOfflinePeriods.registerId, registerId), isNull(cashOfflinePeriods.endedAt)))
      .for('update')
    const [had] = await tx
      .select({ code: cashOfflineCodes.code })
      .from(cashOfflineCodes)
      .where(eq(cashOfflineCodes.receiptId, receiptId))
    let code = had?.code
    if (!code) {
      const runs = (await monthRuns(tx, [registerId], now)).get(registerId) ?? []
      const left = (await freeCodes(tx, [registerId])).get(registerId) ?? 0
      const refusal = offlineRefusal(offlineUsage(runs, now), left)
      if (refusal) {
        await tx
          .update(fiscalReceipts)
          .set({ lastError: refusal })
          .where(and(eq(fiscalReceipts.id, receiptId), eq(fiscalReceipts.state, 'pending')))
        return { refusal }
      }
      const [free] = await tx
        .select({ id: cashOfflineCodes.id, code: cashOfflineCodes.code })
        .from(cashOfflineCodes)
        .where(and(eq(cashOfflineCodes.registerId, registerId), isNull(cashOfflineCodes.receiptId)))
        .orderBy(asc(cashOfflineCodes.id))
        .limit(1)
      await tx
        .update(cashOfflineCodes)
        .set({ receiptId, usedAt: now })
        .where(eq(cashOfflineCodes.id, free!.id))
      code = free!.code
    }
    await tx
      .update(fiscalReceipts)
      .set({ state: 'offline', fiscalCode: code, offlineCode: code, offlineAt: now, lastError: null })
      .where(and(eq(fiscalReceipts.id, receiptId), eq(fiscalReceipts.state, 'pending')))
    return { code }
  })
}

/** Ends the register's open run (back online), unless a receipt was given a number meanwhile. */
export async function closeRun(db: Db, registerId: number, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [run] = await tx
      .select({ id: cashOfflinePeriods.id, startedAt: cashOfflinePeriods.startedAt })
      .from(cashOfflinePeriods)
      .where(and(eq(cashOfflinePeriods.registerId, registerId), isNull(cashOfflinePeriods.endedAt)))
      .for('update')
    if (!run) return true
    if (((await queuedCounts(tx, [registerId])).get(registerId) ?? 0) > 0) return false
    await tx
      .update(cashOfflinePeriods)
      .set({ endedAt: now < run.startedAt ? run.startedAt : now, lastError: null })
      .where(eq(cashOfflinePeriods.id, run.id))
    return true
  })
}

/** Keeps why the last upload did not bring the register back, for the cash desk. */
export async function noteUploadError(db: Db, registerId: number, message: string): Promise<void> {
  await db
    .update(cashOfflinePeriods)
    .set({ lastError: message })
    .where(and(eq(cashOfflinePeriods.registerId, registerId), isNull(cashOfflinePeriods.endedAt)))
}

/** Stores numbers the provider reserved (a number already kept is kept once). */
export async function storeCodes(db: Db, registerId: number, codes: string[], now: Date): Promise<void> {
  if (codes.length === 0) return
  await db
    .insert(cashOfflineCodes)
    .values(codes.map((code) => ({ registerId, code, reservedAt: now })))
    .onConflictDoNothing()
}

/** The register's receipts that wait to be sent (pending on a shift): sales first, oldest first. */
export async function pendingOf(db: Db | Tx, registerId: number) {
  return db
    .select({ id: fiscalReceipts.id })
    .from(fiscalReceipts)
    .where(
      and(
        eq(fiscalReceipts.registerId, registerId),
        eq(fiscalReceipts.state, 'pending'),
        sql`${fiscalReceipts.shiftId} IS NOT NULL`,
      ),
    )
    .orderBy(
      sql`${fiscalReceipts.relatedReceiptId} IS NOT NULL`,
      asc(fiscalReceipts.createdAt),
      asc(fiscalReceipts.id),
    )
}

/** The offline state of registers as the cash desk shows it; `withShift`: those whose codes count. */
export async function offlineViews(
  db: Db | Tx,
  now: Date,
  registerIds: number[],
  withShift: Set<number>,
): Promise<Map<number, DeskOffline>> {
  const [runs, free, queuedBy, open, lists] = await Promise.all([
    monthRuns(db, registerIds, now),
    freeCodes(db, registerIds),
    queuedCounts(db, registerIds),
    Promise.all(registerIds.map(async (id) => [id, await openRun(db, id)] as const)),
    Promise.all(registerIds.map(async (id) => [id, await queued(db, id, QUEUE_SHOWN)] as const)),
  ])
  const listOf = new Map(lists)
  const orderIds = [...new Set(lists.flatMap(([, l]) => l.map((r) => r.orderId)))]
  const codeOf = new Map(
    orderIds.length
      ? (
          await db
            .select({ id: orders.id, code: orders.code })
            .from(orders)
            .where(inArray(orders.id, orderIds))
        ).map((o) => [o.id, o.code])
      : [],
  )
  const openOf = new Map(open)
  return new Map(
    registerIds.map((id) => {
      const usage = offlineUsage(runs.get(id) ?? [], now)
      const codesLeft = free.get(id) ?? 0
      return [
        id,
        {
          since: usage.since ? usage.since.toISOString() : null,
          inRowHours: Math.round(usage.inRowHours * 100) / 100,
          monthHours: Math.round(usage.monthHours * 100) / 100,
          queued: queuedBy.get(id) ?? 0,
          codesLeft,
          lastError: openOf.get(id)?.lastError ?? null,
          warnings: offlineWarnings(usage, withShift.has(id) ? codesLeft : null),
          queue: (listOf.get(id) ?? []).map((r) => ({
            id: r.id,
            orderId: r.orderId,
            orderCode: codeOf.get(r.orderId) ?? String(r.orderId),
            kind: r.kind,
            total: r.total,
            offlineCode: r.offlineCode ?? '',
            offlineAt: (r.offlineAt ?? r.createdAt).toISOString(),
          })),
        },
      ]
    }),
  )
}
