/** The days the registry screens read (domain/schedule/registry-day.schema.ts), and stepping between them. */
export const FIRST_DAY = '2000-01-01'
export const LAST_DAY = '2099-12-31'
export const inRange = (day: string): boolean => day >= FIRST_DAY && day <= LAST_DAY

/** YYYY-MM-DD `days` after (or before) a calendar date. */
export const plusDays = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)
