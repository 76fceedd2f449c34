/**
 * A printed month calendar (the protocol's visit plan, /protocol/{id}/print/calendar): the months that
 * span the marked days, each as weeks from Monday, with Ukrainian month and weekday names. Calendar days
 * only (YYYY-MM-DD, already Kyiv days): no clock, no time zone.
 */

export const ukMonthNames = [
  'Січень',
  'Лютий',
  'Березень',
  'Квітень',
  'Травень',
  'Червень',
  'Липень',
  'Серпень',
  'Вересень',
  'Жовтень',
  'Листопад',
  'Грудень',
] as const

/** Monday first, as Ukrainian calendars are printed. */
export const ukWeekdayShort = ['Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб', 'Нд'] as const

export interface MonthGrid {
  year: number
  /** 1…12. */
  month: number
  /** «Листопад 2026». */
  title: string
  /** Weeks from Monday; a day outside the month is null. */
  weeks: Array<Array<string | null>>
}

const pad = (n: number) => String(n).padStart(2, '0')

/** The weeks of one month, Monday first. */
export function monthGrid(year: number, month: number): MonthGrid {
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate()
  const lead = (new Date(Date.UTC(year, month - 1, 1)).getUTCDay() + 6) % 7
  const cells: Array<string | null> = Array.from({ length: lead }, () => null)
  for (let d = 1; d <= days; d++) cells.push(`${year}-${pad(month)}-${pad(d)}`)
  while (cells.length % 7 !== 0) cells.push(null)
  const weeks: Array<Array<string | null>> = []
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7))
  return { year, month, title: `${ukMonthNames[month - 1]} ${year}`, weeks }
}

/** The months from the month of `from` to that of `to` (YYYY-MM-DD), at most `max`. */
export function monthsBetween(from: string, to: string, max = 12): Array<{ year: number; month: number }> {
  const [fy, fm] = from.split('-').map(Number) as [number, number]
  const [ty, tm] = to.split('-').map(Number) as [number, number]
  const out: Array<{ year: number; month: number }> = []
  for (let y = fy, m = fm; (y < ty || (y === ty && m <= tm)) && out.length < max;) {
    out.push({ year: y, month: m })
    m += 1
    if (m > 12) {
      m = 1
      y += 1
    }
  }
  return out
}

/** A marked day of the plan: the visit, the next visit, a planned entry. */
export interface PlanMark {
  day: string
  kind: 'visit' | 'next' | 'entry'
  text: string
}

export const planMarkLabels: Record<PlanMark['kind'], string> = {
  visit: 'Прийом',
  next: 'Наступний візит',
  entry: 'Попередній запис',
}

/** The calendar of a plan: its marks by day order and the months they span (at most `max`). */
export function planCalendar(
  marks: readonly PlanMark[],
  max = 12,
): { marks: PlanMark[]; months: MonthGrid[]; cut: boolean } {
  const sorted = [...marks].sort((a, b) => a.day.localeCompare(b.day))
  const first = sorted[0]
  const last = sorted.at(-1)
  if (!first || !last) return { marks: [], months: [], cut: false }
  const all = monthsBetween(first.day, last.day, max + 1)
  return {
    marks: sorted,
    months: all.slice(0, max).map((m) => monthGrid(m.year, m.month)),
    cut: all.length > max,
  }
}
