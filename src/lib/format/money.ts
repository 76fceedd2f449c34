/**
 * Money in hryvnia (spec 000 §1): the amount in Ukrainian notation followed by ' грн'. Amounts travel
 * and are stored as whole kopiykas, so sums never pick up floating-point cents.
 */

// Made on first use: the first uk-UA formatter loads the locale's data (~50 ms on a slow machine), and a
// module that only imports this file (a page prefetched while another one opens) must not pay for it.
let amount: Intl.NumberFormat | undefined

export const CURRENCY_SUFFIX = ' грн'

/** 123456 kopiykas → '1 234,56 грн' (the group separator is a no-break space, as uk-UA writes it). */
export function formatMoney(kopiykas: number): string {
  amount ??= new Intl.NumberFormat('uk-UA', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
  return `${amount.format(kopiykas / 100)}${CURRENCY_SUFFIX}`
}

/** Hryvnia as typed ('12.5', '12,50') → whole kopiykas; null when it is not a number. */
export function toKopiykas(hryvnia: string | number): number | null {
  if (typeof hryvnia === 'string' && hryvnia.trim() === '') return null
  const value = typeof hryvnia === 'number' ? hryvnia : Number(hryvnia.trim().replace(',', '.'))
  return Number.isFinite(value) ? Math.round(value * 100) : null
}
