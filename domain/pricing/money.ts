/**
 * Money arithmetic of the pricing engine. Money is an integer number of kopiykas; a percent travels as
 * integer basis points (1% = 100 bp), so `amount × bp` is an exact integer and the only rounding in the
 * engine is the explicit `roundDiv` below: half away from zero, the rule cashiers and PRRO receipts use.
 */

/** An integer number of kopiykas (1 грн = 100). */
export type Kop = number

/** Basis points in 100%. */
export const fullPercentBp = 10_000

/** Percent (0–100, at most two decimals) → integer basis points; the one place a float percent is read. */
export function toBasisPoints(percent: number): number {
  return Math.round(percent * 100)
}

/** Basis points → percent, for output and text. */
export function fromBasisPoints(bp: number): number {
  return bp / 100
}

/** Integer division rounded half away from zero; exact for safe integers (no float division). */
export function roundDiv(numerator: number, denominator: number): number {
  if (numerator < 0) return 0 - roundDiv(-numerator, denominator) || 0 // never -0
  const remainder = numerator % denominator
  const quotient = (numerator - remainder) / denominator
  return remainder * 2 >= denominator ? quotient + 1 : quotient
}

/** `bp` basis points of `amount`, rounded half away from zero to whole kopiykas. */
export function percentOf(amount: Kop, bp: number): Kop {
  const product = amount * bp
  if (Number.isSafeInteger(product)) return roundDiv(product, fullPercentBp)
  // Beyond 2^53 a float product is inexact; BigInt keeps the rule identical for huge line totals.
  const big = BigInt(amount) * BigInt(bp)
  const sign = big < 0n ? -1n : 1n
  const abs = big * sign
  const quotient = abs / 10_000n
  const rounded = (abs % 10_000n) * 2n >= 10_000n ? quotient + 1n : quotient
  return Number(rounded * sign)
}

const nbsp = '\u00a0'

/** Groups digits by three with a no-break space, as Intl uk-UA does. */
function groupThousands(digits: string): string {
  let out = ''
  for (let i = 0; i < digits.length; i++) {
    if (i > 0 && (digits.length - i) % 3 === 0) out += nbsp
    out += digits[i]
  }
  return out
}

/**
 * Kopiykas as Ukrainian money text, '1 530,00 грн' (no-break spaces). Written by hand rather than with
 * Intl so the worker and the server print the same bytes whatever ICU they ship; a test pins it to Intl.
 */
export function formatMoney(amount: Kop): string {
  const sign = amount < 0 ? '-' : ''
  const abs = Math.abs(amount)
  const hryvnias = Math.floor(abs / 100)
  const kopiykas = abs % 100
  return `${sign}${groupThousands(String(hryvnias))},${kopiykas < 10 ? '0' : ''}${kopiykas}${nbsp}грн`
}

/** A percent as Ukrainian text: '10%', '7,5%', '12,25%'. */
export function formatPercent(percent: number): string {
  return `${String(Math.round(percent * 100) / 100).replace('.', ',')}%`
}
