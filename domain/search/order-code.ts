/**
 * How people type an order code ("MC-000013"): on a Ukrainian keyboard layout the prefix comes out in
 * Cyrillic look-alikes ("МС-000013"), in lower case, or is left out with the leading zeros ("13").
 * One reading of what was typed, used wherever an order code is searched.
 */

/** Cyrillic letters that look like Latin capitals (Ukrainian and Russian layouts). */
const LOOK_ALIKES: Record<string, string> = {
  А: 'A',
  В: 'B',
  С: 'C',
  Е: 'E',
  Н: 'H',
  І: 'I',
  К: 'K',
  М: 'M',
  О: 'O',
  Р: 'P',
  Т: 'T',
  Х: 'X',
  У: 'Y',
}

/** The prefix every order code carries (server/modules/orders/orders.repo.ts). */
export const ORDER_CODE_PREFIX = 'MC-'

/** What an order-code search asks for: one code exactly, or codes containing a fragment. */
export type OrderCodeQuery = { exact: string } | { fragment: string }

/** Upper case with Cyrillic look-alikes as the Latin letters they resemble, spaces removed. */
export function foldOrderCode(text: string): string {
  return Array.from(
    text.normalize('NFC').toUpperCase().replace(/\s+/g, ''),
    (ch) => LOOK_ALIKES[ch] ?? ch,
  ).join('')
}

/**
 * A typed order code as a query: a number with or without the prefix ("13", "000013", "мс-13",
 * "MC000013") names one order exactly (MC-000013); anything else is a fragment of the code.
 */
export function orderCodeQuery(text: string): OrderCodeQuery | null {
  const folded = foldOrderCode(text)
  if (folded === '') return null
  const number = /^(?:MC)?[-–—_]?(\d+)$/.exec(folded)?.[1]
  if (number !== undefined) {
    const digits = number.replace(/^0+(?=\d)/, '')
    return { exact: `${ORDER_CODE_PREFIX}${digits.padStart(6, '0')}` }
  }
  return { fragment: folded.replace(/[–—_]/g, '-') }
}
