/**
 * A report's period (spec 000 §9, spec 001 §5): Kyiv calendar days from–to, both needed ('Перioд не
 * обрано!' as the spec writes it), in order, 30 days at most with both ends counted — and the presets
 * of the period picker. "3 місяці" is one of the spec's presets but longer than any report may ask, so
 * it is offered disabled with the reason (domain notes E2). Days are YYYY-MM-DD; the server turns them
 * into the half-open instants [from 00:00, to + 1 00:00) of Kyiv's clock.
 */
import { kyivInstant } from '../time/kyiv'

/** Spec 001 §5: a report needs a period (the spec's words, as written there). */
export const PERIOD_NOT_CHOSEN = 'Перioд не обрано!'
export const PERIOD_TOO_LONG = 'Період — не більше 30 днів'
export const PERIOD_REVERSED = 'Кінець періоду раніше за початок'
/** Spec 000 §9: the longest period of a report, in calendar days, both ends counted. */
export const MAX_PERIOD_DAYS = 30

/** Whole days from `from` to `to` (YYYY-MM-DD; calendar days, so DST changes do not matter). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000)
}

/** The period's problems by field (empty when fine): one is needed, in order, 30 days at most. */
export function periodErrors(from: string | undefined, to: string | undefined): Record<string, string> {
  if (!from || !to) return { [from ? 'to' : 'from']: PERIOD_NOT_CHOSEN }
  const days = daysBetween(from, to)
  if (days < 0) return { to: PERIOD_REVERSED }
  if (days + 1 > MAX_PERIOD_DAYS) return { to: PERIOD_TOO_LONG }
  return {}
}

/** The instants a period covers: [start of `from`, start of the day after `to`) on Kyiv's clock. */
export function periodInstants(from: string, to: string): { start: Date; end: Date } {
  return { start: kyivInstant(from, '00:00').at, end: kyivInstant(addDays(to, 1), '00:00').at }
}

/** `day` (YYYY-MM-DD) moved by `n` calendar days. */
export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + n)
  return d.toISOString().slice(0, 10)
}

/** Monday of the week of `day`. */
function mondayOf(day: string): string {
  const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7 // 0 = Monday
  return addDays(day, -weekday)
}

export const periodPresetKeys = [
  'thisWeek',
  'thisAndPreviousWeek',
  'next2Weeks',
  'previous2Weeks',
  'days30',
  'month',
  'months3',
] as const
export type PeriodPresetKey = (typeof periodPresetKeys)[number]

export interface PeriodPreset {
  key: PeriodPresetKey
  label: string
  /** Why it cannot be chosen, when it cannot. */
  disabled?: string
}

export const periodPresets: readonly PeriodPreset[] = [
  { key: 'thisWeek', label: 'Цей тиждень' },
  { key: 'thisAndPreviousWeek', label: 'Цей і минулий тиждень' },
  { key: 'next2Weeks', label: 'Наступні 2 тижні' },
  { key: 'previous2Weeks', label: 'Попередні 2 тижні' },
  { key: 'days30', label: '30 днів' },
  { key: 'month', label: 'Місяць' },
  { key: 'months3', label: '3 місяці', disabled: `Звіт охоплює не більше ${MAX_PERIOD_DAYS} днів` },
]

/**
 * The days a preset stands for on Kyiv day `today`: weeks run Monday to Sunday; «30 днів» and «Місяць»
 * end today (30 days, and the current calendar month up to today); «Наступні 2 тижні» starts today.
 * Null for a disabled preset.
 */
export function presetPeriod(key: PeriodPresetKey, today: string): { from: string; to: string } | null {
  const monday = mondayOf(today)
  switch (key) {
    case 'thisWeek':
      return { from: monday, to: addDays(monday, 6) }
    case 'thisAndPreviousWeek':
      return { from: addDays(monday, -7), to: addDays(monday, 6) }
    case 'next2Weeks':
      return { from: today, to: addDays(today, 13) }
    case 'previous2Weeks':
      return { from: addDays(monday, -14), to: addDays(monday, -1) }
    case 'days30':
      return { from: addDays(today, -(MAX_PERIOD_DAYS - 1)), to: today }
    case 'month':
      return { from: `${today.slice(0, 7)}-01`, to: today }
    case 'months3':
      return null
  }
}
