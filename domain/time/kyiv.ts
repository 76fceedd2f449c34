/**
 * Kyiv time, in one place: every clinic of the network is in Ukraine, so "today", a slot's wall-clock
 * time, a price list's validity day and an order list's period are Kyiv calendar days and clocks,
 * whatever zone the server or the workstation runs in. Built on @date-fns/tz (its offsets come from the
 * platform's Intl data, cached per zone, and are computed on first use, not as the module loads).
 */
import { TZDate, tzOffset } from '@date-fns/tz'
import { format } from 'date-fns'

/** The IANA zone of every clinic. */
export const KYIV = 'Europe/Kyiv'

const pad = (n: number) => String(n).padStart(2, '0')

/** The instant `at` as a date whose calendar fields read Kyiv's wall clock. */
export const inKyiv = (at: Date): TZDate => new TZDate(at.getTime(), KYIV)

/** The Kyiv calendar day of an instant, as YYYY-MM-DD. */
export function kyivDay(at: Date): string {
  return format(inKyiv(at), 'yyyy-MM-dd')
}

/** Kyiv's offset from UTC in minutes at an instant (+120 in winter, +180 in summer). */
export function kyivOffsetMinutes(at: Date): number {
  return tzOffset(KYIV, at)
}

/** Weekday (1 = Monday … 7 = Sunday) and HH:MM of an instant on Kyiv's clock. */
export function kyivClock(at: Date): { weekday: number; time: string } {
  const k = inKyiv(at)
  return { weekday: ((k.getDay() + 6) % 7) + 1, time: format(k, 'HH:mm') }
}

/**
 * The instant of a Kyiv wall-clock `date` (YYYY-MM-DD) + `time` (HH:MM), and that instant as ISO 8601
 * with Kyiv's offset ("2026-03-29T10:00:00+03:00"). A time skipped by the spring change moves forward.
 */
export function kyivInstant(date: string, time: string): { iso: string; at: Date } {
  const [y = 1970, m = 1, d = 1] = date.split('-').map(Number)
  const [hh = 0, mm = 0] = time.split(':').map(Number)
  const at = new Date(new TZDate(y, m - 1, d, hh, mm, KYIV).getTime())
  const offset = kyivOffsetMinutes(at)
  const sign = offset >= 0 ? '+' : '-'
  const abs = Math.abs(offset)
  const local = format(inKyiv(at), "yyyy-MM-dd'T'HH:mm':00'")
  return { iso: `${local}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`, at }
}

/** The Kyiv day and HH:MM of an instant (ISO string or Date), for a date field and a time field. */
export function kyivDayAndTime(at: Date | string): { date: string; time: string } {
  const k = inKyiv(typeof at === 'string' ? new Date(at) : at)
  return { date: format(k, 'yyyy-MM-dd'), time: format(k, 'HH:mm') }
}

/** 'DD.MM.YYYY' of a 'YYYY-MM-DD…' text; '' for none. */
export function dayText(iso: string | null | undefined): string {
  if (!iso) return ''
  const [y, m, d] = iso.slice(0, 10).split('-')
  return `${d}.${m}.${y}`
}

/** 'DD.MM.YYYY HH:MM' of an instant on Kyiv's clock; '' for none. */
export function kyivDateTimeText(at: Date | string | null | undefined): string {
  if (!at) return ''
  const k = kyivDayAndTime(at)
  return `${dayText(k.date)} ${k.time}`
}
