/**
 * The cash desk's reads and writes: which registers a user may work (spec 001 §6 "Cashiers have available
 * cash registers per selected filials"), a register with its provider settings, and the shift rows. The
 * scope follows the rule of the registry's call list and the warehouse: the user's filials (all when none
 * is assigned), and within them the registers assigned to the user (all of those filials' when none is).
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import type { CashShift, DeskRegister, ShiftTotals } from '../../../domain/cash-desk/cash-desk.schema'
import type { Db, Tx } from '../../db/client'
import { users } from '../../db/schema/auth'
import { cashShifts } from '../../db/schema/cash-desk'
import { filials } from '../../db/schema/places'
import { cashRegisters, userCashRegisters, userFilials } from '../../db/schema/staff-users'
import { offlineViews } from './fiscal-offline.repo'

export type RegisterRow = typeof cashRegisters.$inferSelect & { filialName: string }

/** The active registers `userId` may work, by name. */
export async function visibleRegisters(db: Db | Tx, userId: number): Promise<RegisterRow[]> {
  const [mineFilials, mineRegisters] = await Promise.all([
    db.select({ id: userFilials.filialId }).from(userFilials).where(eq(userFilials.userId, userId)),
    db
      .select({ id: userCashRegisters.cashRegisterId })
      .from(userCashRegisters)
      .where(eq(userCashRegisters.userId, userId)),
  ])
  const rows = await db
    .select({ register: cashRegisters, filialName: filials.name })
    .from(cashRegisters)
    .innerJoin(filials, eq(filials.id, cashRegisters.filialId))
    .where(
      and(
        eq(cashRegisters.active, true),
        mineFilials.length
          ? inArray(
              cashRegisters.filialId,
              mineFilials.map((f) => f.id),
            )
          : undefined,
        mineRegisters.length
          ? inArray(
              cashRegisters.id,
              mineRegisters.map((r) => r.id),
            )
          : undefined,
      ),
    )
    .orderBy(filials.name, cashRegisters.name, cashRegisters.id)
  return rows.map((r) => ({ ...r.register, filialName: r.filialName }))
}

/** The register `id` if `userId` may work it; undefined otherwise (answered as a missing one). */
export async function visibleRegister(db: Db | Tx, userId: number, id: number) {
  return (await visibleRegisters(db, userId)).find((r) => r.id === id)
}

type ShiftRow = typeof cashShifts.$inferSelect

const iso = (d: Date | null) => (d ? d.toISOString() : null)

/** The open shift of each register, else its last closed one, with who opened and closed it. */
export async function latestShifts(db: Db | Tx, registerIds: number[]): Promise<Map<number, CashShift>> {
  if (registerIds.length === 0) return new Map()
  const opener = sql<
    string | null
  >`(SELECT ${users.name} FROM ${users} WHERE ${users.id} = ${cashShifts.openedBy})`
  const closer = sql<
    string | null
  >`(SELECT ${users.name} FROM ${users} WHERE ${users.id} = ${cashShifts.closedBy})`
  const rows = await db
    .selectDistinctOn([cashShifts.registerId], { shift: cashShifts, openedBy: opener, closedBy: closer })
    .from(cashShifts)
    .where(inArray(cashShifts.registerId, registerIds))
    .orderBy(
      cashShifts.registerId,
      sql`(${cashShifts.status} = 'open') DESC`,
      desc(cashShifts.openedAt),
      desc(cashShifts.id),
    )
  return new Map(rows.map((r) => [r.shift.registerId, shiftView(r.shift, r.openedBy, r.closedBy)]))
}

function shiftView(s: ShiftRow, openedBy: string | null, closedBy: string | null): CashShift {
  return {
    id: s.id,
    serial: s.serial,
    status: s.status === 'open' ? 'open' : 'closed',
    openedAt: s.openedAt.toISOString(),
    openedBy,
    closedAt: iso(s.closedAt),
    closedBy,
    lastX: s.lastX ?? null,
    lastXAt: iso(s.lastXAt),
    zReport: s.zReport ?? null,
  }
}

/** Whether the provider can be called: an address and a cashier's password or PIN. */
export const isConfigured = (r: RegisterRow) =>
  Boolean(r.apiUrl && r.licenseKey && ((r.cashierLogin && r.cashierPassword) || r.cashierPin))

/** The registers as the cash desk shows them, their offline state at `now`. */
export async function deskView(db: Db | Tx, rows: RegisterRow[], now: Date): Promise<DeskRegister[]> {
  const ids = rows.map((r) => r.id)
  const shifts = await latestShifts(db, ids)
  const withShift = new Set(ids.filter((id) => shifts.get(id)?.status === 'open'))
  const offline = await offlineViews(db, now, ids, withShift)
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    filialId: r.filialId,
    filialName: r.filialName,
    fiscalNumber: r.fiscalNumber,
    configured: isConfigured(r),
    shift: shifts.get(r.id) ?? null,
    offline: offline.get(r.id)!,
  }))
}

/** The register's shift recorded as open, if any. */
export async function openShiftRow(db: Db | Tx, registerId: number): Promise<ShiftRow | undefined> {
  const [row] = await db
    .select()
    .from(cashShifts)
    .where(and(eq(cashShifts.registerId, registerId), eq(cashShifts.status, 'open')))
  return row
}

/**
 * Records the provider's open shift (once: a repeat, or a shift opened elsewhere and found later, finds
 * the same row). A shift of ours still marked open but no longer the provider's is closed first.
 */
export async function recordOpened(
  tx: Tx,
  registerId: number,
  shift: { id: string; serial: number; openedAt: Date },
  userId: number | null,
): Promise<void> {
  await tx
    .update(cashShifts)
    .set({ status: 'closed', closedAt: shift.openedAt })
    .where(
      and(
        eq(cashShifts.registerId, registerId),
        eq(cashShifts.status, 'open'),
        sql`${cashShifts.providerShiftId} <> ${shift.id}`,
      ),
    )
  await tx
    .insert(cashShifts)
    .values({
      registerId,
      providerShiftId: shift.id,
      serial: shift.serial,
      status: 'open',
      openedAt: shift.openedAt,
      openedBy: userId,
    })
    // Any unique rule: the same shift recorded twice (a double click) is one row.
    .onConflictDoNothing()
}

/** Keeps an X report's totals on the open shift. */
export async function recordX(tx: Tx, registerId: number, totals: ShiftTotals, at: Date): Promise<void> {
  await tx
    .update(cashShifts)
    .set({ lastX: totals, lastXAt: at })
    .where(and(eq(cashShifts.registerId, registerId), eq(cashShifts.status, 'open')))
}

/** Closes the shift the provider closed, with its Z report (or none when the provider had closed it). */
export async function recordClosed(
  tx: Tx,
  registerId: number,
  closed: { providerShiftId: string | null; at: Date; z: ShiftTotals | null },
  userId: number | null,
): Promise<void> {
  await tx
    .update(cashShifts)
    .set({ status: 'closed', closedAt: closed.at, closedBy: userId, zReport: closed.z })
    .where(
      and(
        eq(cashShifts.registerId, registerId),
        eq(cashShifts.status, 'open'),
        closed.providerShiftId === null ? undefined : eq(cashShifts.providerShiftId, closed.providerShiftId),
      ),
    )
}
