/**
 * The date field's text (DD.MM.YYYY) and its value (YYYY-MM-DD), the limits a day must keep, and the
 * Ukrainian message for a typed day that cannot be taken.
 */
import { birthdayIso } from '../../domain/search/normalize'
import { formatDate } from '../../domain/pricing/calendar'

export interface DayLimits {
  /** The earliest day allowed, 'YYYY-MM-DD'. */
  min?: string | undefined
  /** The latest day allowed, 'YYYY-MM-DD'. */
  max?: string | undefined
  /** Days that may not be chosen (e.g. days off). */
  disabledDays?: ((day: string) => boolean) | undefined
}

export const dateMessages = {
  format: 'Введіть дату у форматі ДД.ММ.РРРР',
  notADay: 'Такої дати не існує',
  before: (min: string) => `Дата не може бути раніше ${formatDate(min)}`,
  after: (max: string) => `Дата не може бути пізніше ${formatDate(max)}`,
  unavailable: 'Цей день не можна вибрати',
}

/** 'YYYY-MM-DD' → 'DD.MM.YYYY' ('' for none). */
export const shownFromIso = (iso: string | null): string => (iso ? formatDate(iso) : '')

/** A whole typed 'DD.MM.YYYY' → 'YYYY-MM-DD'; null while incomplete or not a real day. */
export const isoFromShown = (text: string): string | null =>
  /^\d{2}\.\d{2}\.\d{4}$/.test(text) ? birthdayIso(text) : null

const pad = (n: number) => String(n).padStart(2, '0')

/** A calendar's local Date → 'YYYY-MM-DD'. */
export const isoFromDay = (d: Date): string =>
  `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`

/** 'YYYY-MM-DD' → a local Date at noon (no zone shift can move it to another day). */
export function dayFromIso(iso: string): Date {
  const [y = 1970, m = 1, d = 1] = iso.split('-').map(Number)
  return new Date(y, m - 1, d, 12)
}

/** Why `iso` is outside the limits, or null. */
export function limitProblem(iso: string, limits: DayLimits): string | null {
  if (limits.min && iso < limits.min) return dateMessages.before(limits.min)
  if (limits.max && iso > limits.max) return dateMessages.after(limits.max)
  if (limits.disabledDays?.(iso)) return dateMessages.unavailable
  return null
}

/**
 * What is wrong with the typed text, or null: a whole text that is no real day or breaks the limits at
 * once; an incomplete one only after the user has left the field (no scolding mid-typing).
 */
export function dateProblem(text: string, limits: DayLimits, left: boolean): string | null {
  if (text === '') return null
  if (text.length < 10) return left ? dateMessages.format : null
  const iso = isoFromShown(text)
  if (iso === null) return dateMessages.notADay
  return limitProblem(iso, limits)
}
