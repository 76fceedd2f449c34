/**
 * The upload side of an Excel import: a content-type parser for raw .xlsx bodies (registered in the
 * import routes' own plugin, so no other route takes them) that refuses a file over 15 MB with a
 * Ukrainian 413, and the reading of the whole sheet into rows before anything is checked or stored.
 */
import type { FastifyInstance } from 'fastify'
import { DomainError } from '../../../domain/api/errors'
import {
  excelImportMessages as msg,
  XLSX_MAX_BYTES,
  XLSX_MIME,
} from '../../../domain/excel/excel-import.schema'
import { fileProblem } from './import-problems'
import { readSheetRows, type CellValue, type SheetRow } from './sheet-reader'

const tooLarge = () => new DomainError('payload_too_large', 413, msg.tooLarge)

/** Takes `application/vnd.openxmlformats-officedocument.spreadsheetml.sheet` (and octet-stream) bodies as a Buffer. */
export function acceptXlsxUploads(app: FastifyInstance, maxBytes = XLSX_MAX_BYTES): void {
  app.addContentTypeParser([XLSX_MIME, 'application/octet-stream'], (req, payload, done) => {
    if (Number(req.headers['content-length'] ?? 0) > maxBytes) {
      payload.resume()
      done(tooLarge(), undefined)
      return
    }
    const chunks: Buffer[] = []
    let size = 0
    let settled = false
    const settle = (err: Error | null, body?: Buffer) => {
      if (settled) return
      settled = true
      done(err, body)
    }
    payload.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > maxBytes) {
        chunks.length = 0
        settle(tooLarge())
      } else if (!settled) chunks.push(chunk)
    })
    payload.on('end', () => settle(null, Buffer.concat(chunks)))
    payload.on('error', (err) => settle(err))
  })
}

export interface UploadedSheet {
  header: CellValue[]
  rows: SheetRow[]
}

/** The first worksheet of the uploaded body: its first row as the header and every row below it. */
export async function readUploadedSheet(body: unknown, maxRows: number): Promise<UploadedSheet> {
  if (!Buffer.isBuffer(body) || body.length === 0) throw fileProblem(msg.notXlsx)
  let header: CellValue[] | undefined
  const rows: SheetRow[] = []
  try {
    for await (const r of readSheetRows(body)) {
      if (r.cells.every((c) => c === null || (typeof c === 'string' && c.trim() === ''))) continue
      if (!header) header = r.cells
      else if (rows.length >= maxRows) throw fileProblem(msg.tooManyRows(maxRows), '', r.row)
      else rows.push(r)
    }
  } catch (e) {
    if (e instanceof DomainError) throw e
    throw fileProblem(msg.notXlsx)
  }
  if (!header) throw fileProblem(msg.noRows)
  return { header, rows }
}
