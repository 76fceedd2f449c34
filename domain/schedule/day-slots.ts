/**
 * A doctor's slots on one Kyiv calendar day, computed from the weekly schedule rows and that date's
 * exception (issue 20; domain notes A2 "slots are computed, not stored"). Slots lie on the wall-clock
 * grid of each interval (from + k × slot length, ending by the interval's end), skip the break, and
 * never straddle it. DST: a start the spring change skips (Kyiv, 03:00–03:59 on the last Sunday of
 * March) is no slot; the autumn repeat of 03:00–03:59 gives each wall-clock start once.
 */
import { kyivClock, kyivInstant } from '../time/kyiv'

/** HH:MM (a database `time` may add ":SS") → minutes after midnight. */
export const minutesOf = (hhmm: string): number => {
  const [h, m] = hhmm.split(':').map(Number)
  return (h ?? 0) * 60 + (m ?? 0)
}

const pad = (n: number) => String(n).padStart(2, '0')
/** Minutes after midnight → HH:MM. */
export const clockOf = (t: number): string => `${pad(Math.floor(t / 60))}:${pad(t % 60)}`

/** ISO weekday (1 = Monday) of a calendar date YYYY-MM-DD. */
export const weekdayOf = (date: string): number => {
  const day = new Date(`${date}T12:00:00Z`).getUTCDay()
  return day === 0 ? 7 : day
}

/** One weekly interval of a doctor (a doctor_schedules row). */
export interface WeeklyInterval {
  id: number
  doctorId: number
  cabinetId: number | null
  weekday: number
  timeFrom: string
  timeTo: string
  breakFrom?: string | null
  breakTo?: string | null
  standardDuration: number
}

/** A doctor's date that differs from the week (a schedule_exceptions row). */
export interface DateException {
  date: string
  dayOff: boolean
  timeFrom?: string | null
  timeTo?: string | null
  breakFrom?: string | null
  breakTo?: string | null
  cabinetId?: number | null
  standardDuration?: number | null
}

export interface DaySlot {
  /** The weekly row the slot is booked under (for a changed day: the weekday's first row, else the doctor's first). */
  scheduleId: number
  cabinetId: number | null
  /** HH:MM on Kyiv's clock. */
  time: string
  /** ISO 8601 with Kyiv's offset. */
  startsAt: string
  at: Date
  endsAt: Date
}

export interface DaySlotsInput {
  /** The Kyiv calendar day, YYYY-MM-DD. */
  date: string
  /** The doctor's weekly rows (any weekday; the day's are picked here). */
  weekly: readonly WeeklyInterval[]
  /** That doctor's exception of `date`, if any. */
  exception?: DateException | null | undefined
  /** Minutes per slot (a service's standard duration); else each interval's own. */
  slotMinutes?: number | undefined
}

interface Interval {
  scheduleId: number
  cabinetId: number | null
  from: number
  to: number
  breakFrom: number | null
  breakTo: number | null
  step: number
}

function intervalsOf({ date, weekly, exception, slotMinutes }: DaySlotsInput): Interval[] {
  const weekday = weekdayOf(date)
  const day = weekly
    .filter((w) => w.weekday === weekday)
    .sort((a, b) => minutesOf(a.timeFrom) - minutesOf(b.timeFrom))
  const brk = (from?: string | null, to?: string | null) =>
    from && to ? { breakFrom: minutesOf(from), breakTo: minutesOf(to) } : { breakFrom: null, breakTo: null }
  if (!exception)
    return day.map((w) => ({
      scheduleId: w.id,
      cabinetId: w.cabinetId,
      from: minutesOf(w.timeFrom),
      to: minutesOf(w.timeTo),
      ...brk(w.breakFrom, w.breakTo),
      step: slotMinutes ?? w.standardDuration,
    }))
  if (exception.dayOff || !exception.timeFrom || !exception.timeTo) return []
  // A changed day is booked under a weekly row (bookings name one): the day's first, else any of the doctor's.
  const base = day[0] ?? [...weekly].sort((a, b) => a.id - b.id)[0]
  if (!base) return []
  return [
    {
      scheduleId: base.id,
      cabinetId: exception.cabinetId ?? base.cabinetId,
      from: minutesOf(exception.timeFrom),
      to: minutesOf(exception.timeTo),
      ...brk(exception.breakFrom, exception.breakTo),
      step: slotMinutes ?? exception.standardDuration ?? base.standardDuration,
    },
  ]
}

/** The doctor's slots on `date`, by time (bookings not subtracted; see freeSlots). */
export function daySlots(input: DaySlotsInput): DaySlot[] {
  const out: DaySlot[] = []
  const seen = new Set<string>()
  for (const iv of intervalsOf(input)) {
    if (iv.step <= 0) continue
    for (let t = iv.from; t + iv.step <= iv.to; t += iv.step) {
      const end = t + iv.step
      if (iv.breakFrom !== null && iv.breakTo !== null && t < iv.breakTo && end > iv.breakFrom) {
        // The grid starts again where the break ends.
        if (iv.breakTo > t) t = iv.breakTo - iv.step
        continue
      }
      const time = clockOf(t)
      const start = kyivInstant(input.date, time)
      // A wall-clock start that the spring change skips reads back as another time: no such slot.
      if (kyivClock(start.at).time !== time || seen.has(time)) continue
      seen.add(time)
      out.push({
        scheduleId: iv.scheduleId,
        cabinetId: iv.cabinetId,
        time,
        startsAt: start.iso,
        at: start.at,
        endsAt: new Date(start.at.getTime() + iv.step * 60_000),
      })
    }
  }
  return out.sort((a, b) => a.at.getTime() - b.at.getTime())
}
