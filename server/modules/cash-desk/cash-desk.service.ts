/**
 * The cash desk's actions (issue 27 §2; spec 001 §4): open a shift, X report, service deposit or
 * withdrawal, close the shift with its Z report. Each calls the register's PRRO provider first, outside
 * any database transaction (a slow provider holds no lock and no connection), and records the outcome
 * after, in one short transaction. The provider is the truth: a shift it has open that we did not record
 * (an earlier answer lost) is recorded, one it has closed is closed here; a service receipt carries the id
 * the screen made before the first try, so a repeat never moves cash twice (domain notes G5).
 */
import {
  cashDeskMessages,
  type DeskRegister,
  type ServiceCashInput,
  type ServiceReceipt,
  type ShiftTotals,
} from '../../../domain/cash-desk/cash-desk.schema'
import { DomainError } from '../../../domain/api/errors'
import {
  FiscalError,
  type FiscalProvider,
  type FiscalSession,
  type Shift,
  type ShiftReport,
} from '../../integrations/checkbox/fiscal-provider'
import type { Db } from '../../db/client'
import { notFound } from '../../lib/versioned'
import { offlineMessages } from '../../../domain/cash-desk/offline-limits'
import * as repo from './cash-desk.repo'
import { refillCodes, uploadOffline } from './fiscal-offline.service'
import { providerOf, signInAt } from './register-provider'

export interface DeskContext {
  db: Db
  now: () => Date
  userId: number
}

/** A provider's failure in the API's terms: its Ukrainian message, 503 when it was not reached. */
function refusal(err: unknown): unknown {
  if (!(err instanceof FiscalError)) return err
  if (err.kind === 'network') return new DomainError('fiscal_unavailable', 503, err.message)
  return new DomainError(err.kind === 'conflict' ? 'fiscal_conflict' : 'fiscal_refused', 409, err.message)
}

const conflict = (message: string) => new DomainError('fiscal_conflict', 409, message)

/** The register `id` of the user's scope (404 otherwise), signed in at its provider. */
async function connect(c: DeskContext, id: number) {
  const register = await repo.visibleRegister(c.db, c.userId, id)
  if (!register) throw notFound()
  if (!repo.isConfigured(register)) throw conflict(cashDeskMessages.notConfigured)
  const provider = providerOf(register)
  const session = await signInAt(provider, register).catch((e: unknown) => {
    throw refusal(e)
  })
  return { register, provider, session }
}

const totals = (r: ShiftReport): ShiftTotals => ({
  isZ: r.isZ,
  serial: r.serial,
  payments: r.payments.map((p) => ({ ...p })),
  sellCount: r.sellCount,
  returnCount: r.returnCount,
  balance: r.balance,
})

const openedAt = (s: Shift, now: Date) => (s.openedAt ? new Date(s.openedAt) : now)

async function view(c: DeskContext, register: repo.RegisterRow): Promise<DeskRegister> {
  const [one] = await repo.deskView(c.db, [register], c.now())
  return one!
}

/** The provider's current shift, recorded here if it is not yet (null when it has none). */
async function syncOpen(
  c: DeskContext,
  register: repo.RegisterRow,
  provider: FiscalProvider,
  s: FiscalSession,
) {
  const status = await provider.status(s).catch((e: unknown) => {
    throw refusal(e)
  })
  const shift = status.shift
  await c.db.transaction(async (tx) => {
    if (shift)
      await repo.recordOpened(tx, register.id, { ...shift, openedAt: openedAt(shift, c.now()) }, null)
    else await repo.recordClosed(tx, register.id, { providerShiftId: null, at: c.now(), z: null }, null)
  })
  return shift
}

/** The cash desk's registers of the user, with their shifts. */
export async function listRegisters(c: DeskContext): Promise<DeskRegister[]> {
  return repo.deskView(c.db, await repo.visibleRegisters(c.db, c.userId), c.now())
}

export async function openShift(c: DeskContext, id: number): Promise<DeskRegister> {
  const { register, provider, session } = await connect(c, id)
  let shift: Shift
  try {
    shift = await provider.openShift(session)
  } catch (e) {
    if (!(e instanceof FiscalError) || e.kind !== 'conflict') throw refusal(e)
    // The provider has a shift open: ours from a lost answer, or opened elsewhere — recorded either way.
    const before = await repo.openShiftRow(c.db, register.id)
    const current = await syncOpen(c, register, provider, session)
    if (!current || before?.providerShiftId === current.id) throw conflict(cashDeskMessages.shiftOpen)
    return view(c, register)
  }
  await c.db.transaction((tx) =>
    repo.recordOpened(tx, register.id, { ...shift, openedAt: openedAt(shift, c.now()) }, c.userId),
  )
  // Offline numbers for the shift, reserved while the provider answers (the law allows no offline
  // receipt without one).
  await refillCodes(c.db, c.now, register.id, provider, session)
  return view(c, register)
}

/** A failure that may mean the provider has no open shift: the record follows it, and says so. */
async function noShiftOr(
  c: DeskContext,
  e: unknown,
  register: repo.RegisterRow,
  p: FiscalProvider,
  s: FiscalSession,
) {
  if (e instanceof FiscalError && (e.kind === 'refused' || e.kind === 'conflict')) {
    const current = await syncOpen(c, register, p, s)
    if (!current) return conflict(cashDeskMessages.noShift)
  }
  return refusal(e)
}

export async function xReport(c: DeskContext, id: number): Promise<DeskRegister> {
  const { register, provider, session } = await connect(c, id)
  let report: ShiftReport
  try {
    report = await provider.xReport(session)
  } catch (e) {
    throw await noShiftOr(c, e, register, provider, session)
  }
  if (!(await repo.openShiftRow(c.db, register.id))) await syncOpen(c, register, provider, session)
  await c.db.transaction((tx) => repo.recordX(tx, register.id, totals(report), c.now()))
  return view(c, register)
}

export async function closeShift(c: DeskContext, id: number): Promise<DeskRegister> {
  const { register, provider, session } = await connect(c, id)
  // The Z report counts the offline receipts: they are uploaded first.
  if ((await uploadOffline(c.db, c.now, register.id)) === 'offline') throw conflict(offlineMessages.queued)
  let closed: { shift: Shift; zReport: ShiftReport }
  try {
    closed = await provider.closeShift(session)
  } catch (e) {
    throw await noShiftOr(c, e, register, provider, session)
  }
  const { shift, zReport } = closed
  const at = shift.closedAt ? new Date(shift.closedAt) : c.now()
  await c.db.transaction(async (tx) => {
    // A shift opened elsewhere is recorded first, so its Z report is kept too.
    await repo.recordOpened(tx, register.id, { ...shift, openedAt: openedAt(shift, at) }, null)
    await repo.recordClosed(tx, register.id, { providerShiftId: shift.id, at, z: totals(zReport) }, c.userId)
  })
  return view(c, register)
}

export async function serviceCash(
  c: DeskContext,
  id: number,
  input: ServiceCashInput,
): Promise<{ register: DeskRegister; receipt: ServiceReceipt }> {
  const { register, provider, session } = await connect(c, id)
  const receipt = await provider.serviceCash(session, input).catch(async (e: unknown) => {
    throw await noShiftOr(c, e, register, provider, session)
  })
  return {
    register: await view(c, register),
    receipt: {
      id: receipt.id,
      direction: input.direction,
      amount: input.amount,
      status: receipt.status,
      fiscalCode: receipt.fiscalCode,
    },
  }
}

/**
 * «Вивантажити»: the register's offline receipts uploaded now and the register back online; 503 when the
 * provider is still away (the receipts stay queued, the job tries again).
 */
export async function uploadOfflineNow(c: DeskContext, id: number): Promise<DeskRegister> {
  const register = await repo.visibleRegister(c.db, c.userId, id)
  if (!register) throw notFound()
  if ((await uploadOffline(c.db, c.now, register.id)) === 'offline')
    throw new DomainError('fiscal_unavailable', 503, offlineMessages.stillOffline)
  return view(c, register)
}
