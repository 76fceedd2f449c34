/**
 * Streams one worksheet of an .xlsx to a Fastify reply without holding the book in memory: exceljs's
 * streaming writer with row.commit() after each row, no shared strings, and one style (the number
 * format of money columns) — the settings that keep exceljs's known memory growth away (exceljs
 * #2916, #2953). Rows come in batches from an async source, so a caller reads the database in pages.
 */
import { randomUUID } from 'node:crypto'
import { once } from 'node:events'
import { createReadStream, createWriteStream } from 'node:fs'
import { rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PassThrough, type Writable } from 'node:stream'
import { finished } from 'node:stream/promises'
import type { FastifyReply } from 'fastify'
import { XLSX_MIME } from '../../../domain/excel/excel-import.schema'
import { loadExcel, type CellValue } from './sheet-reader'

export interface SheetColumn {
  header: string
  /** Width in characters. */
  width?: number
  /** Hryvnias as numbers shown with two decimals. */
  money?: boolean
}

export interface SheetSpec {
  sheetName: string
  columns: readonly SheetColumn[]
}

/** Writes the header and every row of `batches` as an .xlsx into `out`; resolves once the book is closed. */
export async function writeXlsx(
  out: Writable,
  spec: SheetSpec,
  batches: AsyncIterable<readonly CellValue[][]>,
): Promise<void> {
  const ExcelJS = await loadExcel()
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  })
  const sheet = book.addWorksheet(spec.sheetName)
  sheet.columns = spec.columns.map((c) => ({
    width: c.width ?? Math.max(12, c.header.length + 2),
    ...(c.money ? { style: { numFmt: '0.00' } } : {}),
  }))
  sheet.addRow(spec.columns.map((c) => c.header)).commit()
  for await (const batch of batches) {
    for (const cells of batch) sheet.addRow(cells).commit()
    // The zip runs ahead of a slow reader otherwise; wait for it between batches.
    if (out.writableNeedDrain) await once(out, 'drain')
  }
  sheet.commit()
  await book.commit()
}

/** `attachment` with a plain ASCII name and the real (e.g. Cyrillic) one per RFC 6266 / 5987. */
export function attachmentHeader(fileName: string, asciiFallback: string): string {
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  )
  const ascii = asciiFallback.replace(/[^\x20-\x7e]|["\\]/g, '_')
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`
}

/** Sends the sheet as a download named `fileName`; a failure half-way aborts the transfer. */
export function sendXlsx(
  reply: FastifyReply,
  file: { fileName: string; asciiFallback: string },
  spec: SheetSpec,
  batches: AsyncIterable<readonly CellValue[][]>,
): FastifyReply {
  const body = new PassThrough()
  writeXlsx(body, spec, batches).catch((err: unknown) => {
    reply.log.error({ err }, 'xlsx export failed')
    body.destroy(err instanceof Error ? err : new Error(String(err)))
  })
  return reply
    .type(XLSX_MIME)
    .header('content-disposition', attachmentHeader(file.fileName, file.asciiFallback))
    .header('cache-control', 'no-store')
    .send(body)
}

/**
 * Writes the sheet into a temporary file and answers its path (the caller sends it with sendXlsxFile,
 * which removes it). Lets a reader finish with the database before the download starts, whatever the
 * client's speed. The file is removed when writing fails.
 */
export async function writeXlsxFile(
  spec: SheetSpec,
  batches: AsyncIterable<readonly CellValue[][]>,
): Promise<string> {
  const path = join(tmpdir(), `clinic-office-${randomUUID()}.xlsx`)
  const out = createWriteStream(path)
  try {
    await writeXlsx(out, spec, batches)
    if (!out.writableFinished) await finished(out)
    return path
  } catch (err) {
    out.destroy()
    await rm(path, { force: true })
    throw err
  }
}

/** Sends a file made by writeXlsxFile as a download named `fileName`, and removes it once sent (or not). */
export function sendXlsxFile(
  reply: FastifyReply,
  file: { fileName: string; asciiFallback: string },
  path: string,
): FastifyReply {
  const body = createReadStream(path)
  body.once('close', () => void rm(path, { force: true }))
  return reply
    .type(XLSX_MIME)
    .header('content-disposition', attachmentHeader(file.fileName, file.asciiFallback))
    .header('cache-control', 'no-store')
    .send(body)
}

/** The whole .xlsx in memory (tests, benchmarks and small files). */
export async function xlsxBuffer(spec: SheetSpec, rows: readonly CellValue[][]): Promise<Buffer> {
  const out = new PassThrough()
  const chunks: Buffer[] = []
  out.on('data', (c: Buffer) => chunks.push(c))
  const ended = once(out, 'end')
  await writeXlsx(
    out,
    spec,
    (async function* () {
      yield rows
    })(),
  )
  await ended
  return Buffer.concat(chunks)
}
