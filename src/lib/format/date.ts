/**
 * Dates as the spec wants them (spec 000 §1): shown DD.MM.YYYY, sent to the server YYYY-MM-DD.
 * Calendar dates are read and written in local time: a birthday is a day, not an instant.
 */
import { format, isValid, parse, parseISO } from 'date-fns'
import { uk } from 'date-fns/locale'

export const DISPLAY_DATE = 'dd.MM.yyyy'
export const API_DATE = 'yyyy-MM-dd'

export type DateInput = Date | string | number

/** A Date from a Date, epoch milliseconds, or a server string (YYYY-MM-DD or full ISO); null if invalid. */
export function toDate(value: DateInput | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null
  const date = typeof value === 'string' ? parseISO(value) : new Date(value)
  return isValid(date) ? date : null
}

/** '31.12.2024'; an empty string for a missing or invalid date, so a table cell stays blank. */
export function formatDate(value: DateInput | null | undefined): string {
  const date = toDate(value)
  return date ? format(date, DISPLAY_DATE, { locale: uk }) : ''
}

/** '31.12.2024 14:05'. */
export function formatDateTime(value: DateInput | null | undefined): string {
  const date = toDate(value)
  return date ? format(date, `${DISPLAY_DATE} HH:mm`, { locale: uk }) : ''
}

/** '2024-12-31', the form the server takes; null for a missing or invalid date. */
export function toApiDate(value: DateInput | null | undefined): string | null {
  const date = toDate(value)
  return date ? format(date, API_DATE) : null
}

/**
 * Reads what a user typed as DD.MM.YYYY (a masked field). Strict: '31.02.2024' or '1.1.24' is null
 * rather than silently becoming another day.
 */
export function parseDisplayDate(text: string): Date | null {
  if (!/^\d{2}\.\d{2}\.\d{4}$/.test(text.trim())) return null
  const date = parse(text.trim(), DISPLAY_DATE, new Date(2000, 0, 1))
  return isValid(date) ? date : null
}

/** DD.MM.YYYY as typed → YYYY-MM-DD for the server; null when it is not a real date. */
export function displayToApiDate(text: string): string | null {
  return toApiDate(parseDisplayDate(text))
}
