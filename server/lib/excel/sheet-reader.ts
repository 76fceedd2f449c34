/**
 * Reads the first worksheet of an uploaded .xlsx row by row with exceljs's streaming reader, each cell
 * turned into a plain string or number (rich text, formulas' results, hyperlinks' text), with the row
 * numbers Excel shows. Styles are not read, so dates arrive as serial numbers — no import needs dates.
 */
import { Readable } from 'node:stream'

/** exceljs, loaded on the first import or export rather than at server start (it takes ~0.3 s to load). */
export const loadExcel = async () => (await import('exceljs')).default

export type CellValue = string | number | null

export interface SheetRow {
  /** 1-based, as Excel numbers it. */
  row: number
  /** cells[0] is column A. */
  cells: CellValue[]
}

/** A cell's value as exceljs gives it, made plain. */
export function plainCell(v: unknown): CellValue {
  if (v === null || v === undefined) return null
  if (typeof v === 'number') return Number.isFinite(v) ? v : null
  if (typeof v === 'string') return v
  if (typeof v === 'boolean') return v ? 'так' : 'ні'
  if (v instanceof Date) return v.toISOString().slice(0, 10)
  if (typeof v === 'object') {
    const o = v as Record<string, unknown>
    if (Array.isArray(o.richText))
      return (o.richText as Array<{ text?: unknown }>)
        .map((r) => (typeof r.text === 'string' ? r.text : ''))
        .join('')
    if ('formula' in o || 'sharedFormula' in o) return plainCell(o.result)
    if ('text' in o) return plainCell(o.text)
    if ('error' in o) return String(o.error)
  }
  return null
}

/** The rows of the first worksheet (empty rows are skipped by the format itself). */
export async function* readSheetRows(data: Buffer): AsyncGenerator<SheetRow> {
  const ExcelJS = await loadExcel()
  const book = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(data), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    entries: 'ignore',
  })
  for await (const sheet of book) {
    for await (const row of sheet) {
      const values = row.values as unknown[]
      const cells: CellValue[] = []
      for (let i = 1; i < values.length; i++) cells.push(plainCell(values[i]))
      yield { row: row.number, cells }
    }
    return
  }
}
