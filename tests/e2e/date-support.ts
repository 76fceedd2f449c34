/** Dates as the DD.MM.YYYY date field (src/ui/date-field.tsx) shows and takes them. */

/** 'YYYY-MM-DD' → 'DD.MM.YYYY'. */
export const shownDay = (iso: string): string => iso.split('-').reverse().join('.')
