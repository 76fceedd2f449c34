/**
 * Typed reading of the cells of an import: columns found by their header text (order-independent,
 * unknown ones ignored), and parsers that turn a cell into a field value or a Ukrainian message.
 * An empty cell is `null`; a column the file lacks is `undefined` (the field is left as it is).
 */
import { isSafeText } from '../../../domain/api/scalars'
import { excelImportMessages as msg } from '../../../domain/excel/excel-import.schema'
import type { CellValue } from './sheet-reader'

export type Parsed<T> = { value: T } | { error: string }

const normalise = (s: string) => s.trim().toLowerCase().replace(/[’ʼ`]/g, "'").replace(/\s+/g, ' ')

/** Where each header of `headers` is in the header row (0-based), for the headers the file has. */
export function locateColumns<K extends string>(
  headerRow: readonly CellValue[],
  headers: Readonly<Record<K, string>>,
): Partial<Record<K, number>> {
  const at = new Map<string, number>()
  headerRow.forEach((cell, i) => {
    if (cell === null) return
    const name = normalise(String(cell))
    if (!at.has(name)) at.set(name, i)
  })
  const found: Partial<Record<K, number>> = {}
  for (const key of Object.keys(headers) as K[]) {
    const i = at.get(normalise(headers[key]))
    if (i !== undefined) found[key] = i
  }
  return found
}

const isBlank = (c: CellValue) => c === null || (typeof c === 'string' && c.trim() === '')

/** Free text up to `max` characters; blank is null. */
export function textCell(c: CellValue, max: number): Parsed<string | null> {
  if (isBlank(c)) return { value: null }
  const s = String(c).trim()
  if (!isSafeText(s)) return { error: msg.unsafeText }
  if (s.length > max) return { error: msg.tooLong(max) }
  return { value: s }
}

/** Hryvnias (a number, or text such as "1 234,50 грн") as kopiykas 0 … 100,000,000; blank is null. */
export function moneyCell(c: CellValue): Parsed<number | null> {
  if (isBlank(c)) return { value: null }
  const s =
    typeof c === 'number'
      ? null
      : c!
          .replace(/[\s\u00a0\u202f]/g, '')
          .replace(/грн\.?$/i, '')
          .replace(',', '.')
  if (s !== null && !/^-?\d+(\.\d+)?$/.test(s)) return { error: msg.notNumber }
  const n = s === null ? (c as number) : Number(s)
  if (n < 0) return { error: msg.negative }
  if (n > 1_000_000) return { error: msg.moneyTooLarge }
  const extraDecimals = s === null ? Math.abs(Math.round(n * 100) - n * 100) > 1e-6 : /\.\d{3,}$/.test(s)
  if (extraDecimals) return { error: msg.moneyDecimals }
  return { value: Math.round(n * 100) }
}

/** A whole number in [min, max]; blank is null. */
export function intCell(c: CellValue, min: number, max: number): Parsed<number | null> {
  if (isBlank(c)) return { value: null }
  const n = typeof c === 'number' ? c : /^\s*-?\d{1,10}\s*$/.test(c!) ? Number(c) : NaN
  if (Number.isNaN(n)) return { error: msg.integer }
  if (!Number.isInteger(n) || n < min || n > max) return { error: msg.range(min, max) }
  return { value: n }
}

const YES = new Set(['так', 'т', 'yes', 'y', 'true', '1', '+', 'да'])
const NO = new Set(['ні', 'н', 'no', 'n', 'false', '0', '-', 'нет'])

/** «так» / «ні» (also yes/no, 1/0); blank is null. */
export function flagCell(c: CellValue): Parsed<boolean | null> {
  if (isBlank(c)) return { value: null }
  const s = normalise(String(c))
  if (YES.has(s)) return { value: true }
  if (NO.has(s)) return { value: false }
  return { error: msg.flag }
}

/** The text of a yes/no flag in an export. */
export const flagText = (b: boolean) => (b ? 'так' : 'ні')

/** Kopiykas as hryvnias for an export cell (two decimals by the column's format). */
export const hryvnias = (kop: number | null) => (kop === null ? null : kop / 100)
