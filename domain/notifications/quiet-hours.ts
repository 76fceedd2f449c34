/**
 * Quiet hours (spec 001 §9 beside the reminder time): no message goes to a patient between `from` and
 * `to` on Kyiv's clock (default 21:00–08:00). A message due inside the period is not dropped: it is
 * moved to the period's end. Staff's task messages (plan-task.ts) are not held — see README.
 * All wall-clock arithmetic is Kyiv's, through domain/time/kyiv.ts, so the spring and autumn changes
 * (last Sunday of March and of October) keep "08:00" 08:00.
 */
import { kyivDayAndTime, kyivInstant } from '../time/kyiv'

export interface QuietHours {
  /** Whether the period applies at all. */
  quietHours: boolean
  /** HH:MM, Kyiv: the first minute of the period. */
  quietFrom: string
  /** HH:MM, Kyiv: the first minute after the period. */
  quietTo: string
}

const nextDay = (day: string): string => {
  const [y = 1970, m = 1, d = 1] = day.split('-').map(Number)
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10)
}

/**
 * The first instant at or after `at` outside the quiet period: `at` itself when it is outside (or the
 * period is off or empty), else the period's end on Kyiv's clock — the same day's `quietTo` for a time
 * before it, the next day's for a time after `quietFrom` in a period that runs past midnight.
 */
export function afterQuietHours(at: Date, quiet: QuietHours): Date {
  const { quietFrom: from, quietTo: to } = quiet
  if (!quiet.quietHours || from === to) return at
  const { date, time } = kyivDayAndTime(at)
  const overnight = from > to
  const inside = overnight ? time >= from || time < to : time >= from && time < to
  if (!inside) return at
  const endDay = overnight && time >= from ? nextDay(date) : date
  return kyivInstant(endDay, to).at
}

/** Whether `at` falls in the quiet period. */
export const inQuietHours = (at: Date, quiet: QuietHours): boolean =>
  afterQuietHours(at, quiet).getTime() !== at.getTime()
