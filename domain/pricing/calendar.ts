/**
 * Calendar days for validity checks. Price lists and promo codes carry plain dates ('2026-03-31'), valid
 * through the whole day in the clinic's time zone, so `now` is turned into that zone's date first:
 * at 01:30 Kyiv time on 1 April a code valid to 31 March has expired, whatever the server's zone.
 */
import { TZDate } from '@date-fns/tz'
import { format } from 'date-fns'
import { KYIV, kyivDay } from '../time/kyiv'

/** Default time zone of the network (every clinic is in Ukraine). */
export const defaultTimeZone = KYIV

/** The calendar date of `now` in `timeZone`, as 'YYYY-MM-DD'. */
export function localDate(now: Date, timeZone: string): string {
  return timeZone === KYIV ? kyivDay(now) : format(new TZDate(now.getTime(), timeZone), 'yyyy-MM-dd')
}

/** Where a day falls against a validity window. */
export type Validity = 'valid' | 'not_yet_valid' | 'expired'

export interface ValidityWindow {
  dateFrom: string | null
  dateTo: string | null
  /** Valid without an end date; `dateFrom` still applies. */
  perpetual: boolean
}

/** Whether `today` ('YYYY-MM-DD') lies in the window; both ends are inclusive. */
export function validityOn(today: string, window: ValidityWindow): Validity {
  // ISO dates compare correctly as strings.
  if (window.dateFrom !== null && today < window.dateFrom) return 'not_yet_valid'
  if (!window.perpetual && window.dateTo !== null && today > window.dateTo) return 'expired'
  return 'valid'
}

/** 'YYYY-MM-DD' → 'DD.MM.YYYY', the date format of the interface (spec 001 §9). */
export function formatDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-')
  return `${day ?? ''}.${month ?? ''}.${year ?? ''}`
}
