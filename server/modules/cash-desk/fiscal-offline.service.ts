/**
 * Offline within the law (issue 27 §4). While a register's provider answers, the product keeps offline
 * fiscal numbers reserved there (refilled when a shift opens and after each upload). A receipt the
 * provider cannot take gets the next number (fiscal-offline.repo.ts) and the register is offline; the
 * upload — a job a minute after, again while the provider is away, «Вивантажити» on the cash desk, and
 * before a Z report — tells the provider when the register went offline, sends the offline receipts in
 * the order of their numbers with their ids (one the provider already took online is found, not made
 * twice), brings the register online and sends what waited. The cash desk shows the run, the queue and
 * the warnings before the 36-hour and 168-hour limits (domain/cash-desk/offline-limits.ts).
 */
import { eq } from 'drizzle-orm'
import { offlineMessages } from '../../../domain/cash-desk/offline-limits'
import type { Db } from '../../db/client'
import { cashRegisters } from '../../db/schema/staff-users'
import { enqueue } from '../../jobs/job-queue'
import {
  FiscalError,
  type FiscalProvider,
  type FiscalSession,
} from '../../integrations/checkbox/fiscal-provider'
import { providerOf, signInAt } from './register-provider'
import * as offlineRepo from './fiscal-offline.repo'
import { fiscaliseNow, outcomeOf } from './fiscal-receipts.service'
import * as repo from './fiscal-receipts.repo'
import { withRegister } from './register-lock'

/** Numbers reserved at a time, and the stock below which more are reserved. */
export const OFFLINE_CODES_BATCH = 50
export const OFFLINE_CODES_MIN = 20

/** Keeps at least OFFLINE_CODES_MIN free numbers for the register (best effort: an error is ignored). */
export async function refillCodes(
  db: Db,
  now: () => Date,
  registerId: number,
  provider: FiscalProvider,
  session: FiscalSession,
): Promise<void> {
  const free = (await offlineRepo.freeCodes(db, [registerId])).get(registerId) ?? 0
  if (free >= OFFLINE_CODES_MIN) return
  try {
    const codes = await provider.offlineCodes(session, OFFLINE_CODES_BATCH)
    await offlineRepo.storeCodes(db, registerId, codes, now())
  } catch (err) {
    if (!(err instanceof FiscalError)) throw err
  }
}

export type UploadOutcome = 'online' | 'offline'

/**
 * Uploads the register's offline receipts and brings it online; 'offline' when the provider is still
 * away (the run stays open, its error kept for the cash desk). Then sends the receipts that waited.
 */
export function uploadOffline(db: Db, now: () => Date, registerId: number): Promise<UploadOutcome> {
  return withRegister(registerId, async () => {
    const run = await offlineRepo.openRun(db, registerId)
    if (!run && !(await offlineRepo.queuedCounts(db, [registerId])).get(registerId)) return 'online'
    const [register] = await db.select().from(cashRegisters).where(eq(cashRegisters.id, registerId))
    if (!register) return 'offline'
    const provider = providerOf(register)
    try {
      const session = await signInAt(provider, register)
      for (;;) {
        const list = await offlineRepo.queued(db, registerId)
        if (list.length > 0) {
          // Offline since the first of these receipts (a run cut short by an upload that could not
          // finish began again with the receipts after it).
          const since = Math.min(...list.map((r) => (r.offlineAt ?? r.createdAt).getTime()))
          await provider.goOffline(session, {
            at: new Date(since).toISOString(),
            ...(list[0]!.offlineCode ? { fiscalCode: list[0]!.offlineCode } : {}),
          })
        }
        for (const r of list) {
          const input = {
            id: r.id,
            lines: r.lines,
            payments: [{ kind: r.paymentKind, amount: r.total }],
            fiscalCode: r.offlineCode ?? '',
            fiscalDate: (r.offlineAt ?? r.createdAt).toISOString(),
          }
          try {
            const answer = await provider.uploadOffline(
              session,
              r.relatedReceiptId ? { ...input, relatedReceiptId: r.relatedReceiptId } : input,
            )
            // Done: its offline number (the provider's own when it had taken the receipt online after
            // all); the provider still working on such a one: pending, sent again by its id later.
            await repo.recordOutcome(db, r.id, {
              fiscalCode: null,
              ...outcomeOf(answer, now()),
            })
          } catch (err) {
            if (!(err instanceof FiscalError) || err.kind === 'network') throw err
            // Refused (the provider's words kept); the others still go, in order.
            await repo.recordOutcome(db, r.id, { state: 'failed', lastError: err.message })
          }
        }
        if (list.length > 0 || run) await provider.goOnline(session)
        if (await offlineRepo.closeRun(db, registerId, now())) break
      }
      await refillCodes(db, now, registerId, provider, session)
    } catch (err) {
      if (!(err instanceof FiscalError)) throw err
      await offlineRepo.noteUploadError(
        db,
        registerId,
        err.kind === 'network' ? offlineMessages.stillOffline : err.message,
      )
      return 'offline'
    }
    // The receipts that waited: past a limit, without a number, a return waiting for its offline sale.
    for (const r of await offlineRepo.pendingOf(db, registerId)) await fiscaliseNow(db, now, r.id)
    return (await offlineRepo.openRun(db, registerId)) ? 'offline' : 'online'
  })
}

/** The job of a register gone offline: upload, and while the provider is away try again later. */
export async function runOfflineUploadJob(db: Db, now: () => Date, data: unknown): Promise<void> {
  const registerId = (data as { registerId?: unknown } | null)?.registerId
  if (typeof registerId !== 'number') return
  if ((await uploadOffline(db, now, registerId)) === 'online') return
  await enqueue(
    db,
    'fiscal.offline-upload',
    { registerId },
    { startAfter: new Date(now().getTime() + offlineRepo.UPLOAD_AFTER_SECONDS * 1000) },
  )
}
