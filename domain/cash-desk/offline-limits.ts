/**
 * The law's limits of a software cash register working offline (issue 27 §4; domain notes G2, G5): at
 * most 36 hours in a row and 168 hours in a calendar month, and never without a reserved offline fiscal
 * number. Counted here from the runs the server recorded (its own clock, Kyiv months), so the cash desk
 * warns before a limit and the payment flow refuses past it.
 */
import { kyivDay, kyivInstant } from '../time/kyiv'

export const OFFLINE_HOURS_IN_ROW = 36
export const OFFLINE_HOURS_A_MONTH = 168
/** Warn when this little is left: of the run, of the month, of the reserved numbers. */
export const WARN_HOURS_LEFT_IN_ROW = 6
export const WARN_HOURS_LEFT_A_MONTH = 24
export const WARN_CODES_LEFT = 10

const HOUR = 3_600_000

export interface OfflineRun {
  startedAt: Date
  /** null: still offline. */
  endedAt: Date | null
}

export interface OfflineUsage {
  /** Since when the open run has lasted; null when the register is online. */
  since: Date | null
  inRowHours: number
  monthHours: number
}

/** The Kyiv calendar month's first instant of `at`. */
export function kyivMonthStart(at: Date): Date {
  return kyivInstant(`${kyivDay(at).slice(0, 8)}01`, '00:00').at
}

/** Hours of the open run and of the runs inside the Kyiv month of `now`. */
export function offlineUsage(runs: OfflineRun[], now: Date): OfflineUsage {
  const monthStart = kyivMonthStart(now).getTime()
  const open = runs.find((r) => r.endedAt === null)
  const monthMs = runs.reduce((sum, r) => {
    const to = (r.endedAt ?? now).getTime()
    return sum + Math.max(0, to - Math.max(r.startedAt.getTime(), monthStart))
  }, 0)
  return {
    since: open ? open.startedAt : null,
    inRowHours: open ? Math.max(0, now.getTime() - open.startedAt.getTime()) / HOUR : 0,
    monthHours: monthMs / HOUR,
  }
}

/** «5 год 30 хв» */
export function hoursText(hours: number): string {
  const minutes = Math.max(0, Math.floor(hours * 60))
  const h = Math.floor(minutes / 60)
  const m = minutes % 60
  return h > 0 ? `${h} год${m ? ` ${m} хв` : ''}` : `${m} хв`
}

export const offlineMessages = {
  inRow: `Каса працює офлайн понад ${OFFLINE_HOURS_IN_ROW} годин поспіль: продаж з фіскальним чеком заборонено, доки каса не повернеться онлайн`,
  month: `Каса вже працювала офлайн ${OFFLINE_HOURS_A_MONTH} годин цього місяця: продаж з фіскальним чеком заборонено, доки каса не повернеться онлайн`,
  noCodes: 'Немає зарезервованих офлайн-номерів: чек буде фіскалізовано, коли каса знову буде доступна',
  pendingInRow: `Каса офлайн понад ${OFFLINE_HOURS_IN_ROW} годин поспіль: чек буде фіскалізовано, коли каса знову буде доступна`,
  pendingMonth: `Ліміт ${OFFLINE_HOURS_A_MONTH} годин офлайн на місяць вичерпано: чек буде фіскалізовано, коли каса знову буде доступна`,
  stillOffline: 'Каса досі недоступна: офлайн-чеки буде вивантажено, щойно вона відповість',
  queued: 'Спершу вивантажте офлайн-чеки: каса ще недоступна',
} as const

/** Whether a new offline receipt is allowed now: null, or why not (for the receipt left pending). */
export function offlineRefusal(usage: OfflineUsage, codesLeft: number): string | null {
  if (usage.inRowHours >= OFFLINE_HOURS_IN_ROW) return offlineMessages.pendingInRow
  if (usage.monthHours >= OFFLINE_HOURS_A_MONTH) return offlineMessages.pendingMonth
  if (codesLeft <= 0) return offlineMessages.noCodes
  return null
}

/** Whether the payment flow must refuse a sale on an offline register (the limits are the law's). */
export function saleRefusal(usage: OfflineUsage): string | null {
  if (usage.since === null) return null
  if (usage.inRowHours >= OFFLINE_HOURS_IN_ROW) return offlineMessages.inRow
  if (usage.monthHours >= OFFLINE_HOURS_A_MONTH) return offlineMessages.month
  return null
}

/**
 * The cash desk's warnings before a limit is reached (and the refusals once it is); `codesLeft` null: not
 * counted (no shift open, nothing will be sold).
 */
export function offlineWarnings(usage: OfflineUsage, codesLeft: number | null): string[] {
  const out: string[] = []
  const refusal = saleRefusal(usage)
  if (refusal) out.push(refusal)
  if (usage.since !== null) {
    const rowLeft = OFFLINE_HOURS_IN_ROW - usage.inRowHours
    if (rowLeft > 0 && rowLeft <= WARN_HOURS_LEFT_IN_ROW)
      out.push(`До ліміту ${OFFLINE_HOURS_IN_ROW} годин офлайн поспіль лишилося ${hoursText(rowLeft)}`)
  }
  const monthLeft = OFFLINE_HOURS_A_MONTH - usage.monthHours
  if (monthLeft > 0 && monthLeft <= WARN_HOURS_LEFT_A_MONTH)
    out.push(`До ліміту ${OFFLINE_HOURS_A_MONTH} годин офлайн на місяць лишилося ${hoursText(monthLeft)}`)
  if (codesLeft === null) return out
  if (codesLeft <= 0) out.push('Немає зарезервованих офлайн-номерів: офлайн-чеки неможливі')
  else if (codesLeft <= WARN_CODES_LEFT) out.push(`Зарезервованих офлайн-номерів лишилося: ${codesLeft}`)
  return out
}
