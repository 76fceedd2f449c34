/**
 * Excel price list of 20,000 positions (issue 19 "Checks"): on a fresh PGlite database (migrations only)
 * with 20,000 services and a services price list, the time and peak memory (RSS and heap sampled every
 * 20 ms, peak minus the value at the start) of
 * - the export: our streaming writer (keyset pages, row.commit(), no shared strings) against the naive
 *   one (every position in one query, a whole exceljs Workbook written to a buffer);
 * - the import of that file into an empty list: ours (the whole file checked, then multi-row INSERTs of
 *   1,000 rows sent as one JSON parameter, and history rows in batches) against the naive one (one
 *   SELECT of the service and one INSERT per row, in one transaction).
 */
import { PassThrough } from 'node:stream'
import { eq, sql } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import { openDb, type Db } from '../../server/db/client'
import { runMigrations } from '../../server/db/migrate'
import { services } from '../../server/db/schema/catalogue'
import { priceListPositions, priceLists } from '../../server/db/schema/price-lists'
import { writeXlsx } from '../../server/lib/excel/sheet-writer'
import { readUploadedSheet } from '../../server/lib/excel/upload'
import type { MutationScope } from '../../server/lib/mutation'
import {
  importPriceList,
  MAX_IMPORT_ROWS,
  positionRows,
  positionSheetColumns,
} from '../../server/modules/price-lists/price-list-excel'

const POSITIONS = Number(process.env.BENCH_POSITIONS ?? 20_000)

export interface Measured {
  ms: number
  rssMb: number
  heapMb: number
}

export interface PriceListExcelFigures {
  positions: number
  fileKb: number
  exportOurs: Measured
  exportNaive: Measured
  importOurs: Measured
  importNaive: Measured
}

const MB = 1024 * 1024

/** Runs `work` while sampling memory every 20 ms; the peaks are relative to the start. */
async function measure<T>(work: () => Promise<T>): Promise<{ m: Measured; result: T }> {
  const start = process.memoryUsage()
  let rss = start.rss
  let heap = start.heapUsed
  const sample = () => {
    const now = process.memoryUsage()
    rss = Math.max(rss, now.rss)
    heap = Math.max(heap, now.heapUsed)
  }
  const timer = setInterval(sample, 20)
  const t0 = performance.now()
  const result = await work()
  const ms = performance.now() - t0
  sample()
  clearInterval(timer)
  return { m: { ms, rssMb: (rss - start.rss) / MB, heapMb: (heap - start.heapUsed) / MB }, result }
}

async function newList(db: Db, nameUk: string): Promise<number> {
  const [list] = await db
    .insert(priceLists)
    .values({ nameUk, type: 'services', discount: 5, perpetual: true })
    .returning({ id: priceLists.id })
  return list!.id
}

async function seed(db: Db): Promise<number> {
  for (let i = 0; i < POSITIONS; i += 2_000)
    await db.insert(services).values(
      Array.from({ length: Math.min(2_000, POSITIONS - i) }, (_, j) => ({
        code: `S${String(i + j + 1).padStart(6, '0')}`,
        name: `Послуга для тесту продуктивності № ${i + j + 1}`,
      })),
    )
  const source = await newList(db, 'Джерело')
  await db.execute(sql`
    INSERT INTO price_list_positions (price_list_id, service_id, code, name, price, final_price, cost,
      lead_time, lead_time_text, external_code)
    SELECT ${source}, id, code, name, 10000 + id * 7, round((10000 + id * 7) * 0.95)::int, 5000 + id,
      1 + id % 30, 'до ' || (1 + id % 30) || ' днів', 'EXT-' || id
    FROM services`)
  return source
}

/** Our export into memory (the import needs the file); the bytes are part of what is measured. */
async function exportOurs(db: Db, listId: number): Promise<Buffer> {
  const out = new PassThrough()
  const chunks: Buffer[] = []
  out.on('data', (c: Buffer) => chunks.push(c))
  await writeXlsx(out, { sheetName: 'Позиції', columns: positionSheetColumns }, positionRows(db, listId))
  return Buffer.concat(chunks)
}

/** The naive export: every position at once into a whole Workbook, written to a buffer. */
async function exportNaive(db: Db, listId: number): Promise<Buffer> {
  const rows = await db.select().from(priceListPositions).where(eq(priceListPositions.priceListId, listId))
  rows.sort((a, b) => (a.code < b.code ? -1 : 1))
  const book = new ExcelJS.Workbook()
  const sheet = book.addWorksheet('Позиції')
  sheet.addRow(positionSheetColumns.map((c) => c.header))
  for (const p of rows)
    sheet.addRow([
      p.code,
      p.name,
      p.externalCode,
      p.externalName,
      p.price / 100,
      p.finalPrice / 100,
      p.manualPrice ? 'так' : 'ні',
      p.cost === null ? null : p.cost / 100,
      p.partnerPrice === null ? null : p.partnerPrice / 100,
      p.costPrice === null ? null : p.costPrice / 100,
      p.leadTime,
      p.citoLeadTime,
      p.leadTimeText,
    ])
  return Buffer.from(await book.xlsx.writeBuffer())
}

/** The naive import: the file read, then one SELECT and one INSERT per row in one transaction. */
async function importNaive(db: Db, listId: number, file: Buffer): Promise<number> {
  const sheet = await readUploadedSheet(file, MAX_IMPORT_ROWS)
  let n = 0
  await db.transaction(async (tx) => {
    for (const { cells } of sheet.rows) {
      const [s] = await tx
        .select({ id: services.id, code: services.code, name: services.name })
        .from(services)
        .where(eq(services.code, String(cells[0])))
      if (!s) throw new Error(`unknown code ${String(cells[0])}`)
      const kop = (c: unknown) => (typeof c === 'number' ? Math.round(c * 100) : null)
      await tx.insert(priceListPositions).values({
        priceListId: listId,
        serviceId: s.id,
        code: s.code,
        name: s.name,
        externalCode: (cells[2] as string | null) ?? null,
        externalName: (cells[3] as string | null) ?? null,
        price: kop(cells[4])!,
        finalPrice: Math.round((kop(cells[4])! * 95) / 100),
        cost: kop(cells[7]),
        partnerPrice: kop(cells[8]),
        costPrice: kop(cells[9]),
        leadTime: (cells[10] as number | null) ?? null,
        citoLeadTime: (cells[11] as number | null) ?? null,
        leadTimeText: (cells[12] as string | null) ?? null,
      })
      n++
    }
  })
  return n
}

export async function priceListExcelBench(): Promise<PriceListExcelFigures> {
  const handle = await openDb({ dataDir: 'memory://' })
  try {
    await runMigrations(handle)
    const db = handle.db
    const source = await seed(db)
    const ours = await measure(() => exportOurs(db, source))
    const naive = await measure(() => exportNaive(db, source))
    const file = ours.result
    const target = await newList(db, 'Імпорт: наш')
    const imported = await measure(async () => {
      const sheet = await readUploadedSheet(file, MAX_IMPORT_ROWS)
      // Outside an HTTP request: the scope a route's mutation would give, without a signed-in user.
      return db.transaction((tx) =>
        importPriceList({ tx, user: { id: null } } as unknown as MutationScope, target, sheet),
      )
    })
    if (imported.result.created !== POSITIONS) throw new Error(`imported ${JSON.stringify(imported.result)}`)
    const naiveTarget = await newList(db, 'Імпорт: по рядку')
    const naiveImport = await measure(() => importNaive(db, naiveTarget, file))
    if (naiveImport.result !== POSITIONS) throw new Error(`naive import stored ${naiveImport.result}`)
    return {
      positions: POSITIONS,
      fileKb: file.length / 1024,
      exportOurs: ours.m,
      exportNaive: naive.m,
      importOurs: imported.m,
      importNaive: naiveImport.m,
    }
  } finally {
    await handle.close()
  }
}

export function formatPriceListExcel(r: PriceListExcelFigures): string {
  const line = (label: string, x: Measured) =>
    `  ${label.padEnd(44)} ${(x.ms / 1000).toFixed(2).padStart(6)} s  ${x.rssMb.toFixed(0).padStart(5)} MB  ${x.heapMb.toFixed(0).padStart(5)} MB`
  return [
    `price list Excel (PGlite), ${r.positions.toLocaleString('en')} positions, file ${(r.fileKb / 1024).toFixed(1)} MB:`,
    `  ${''.padEnd(44)} ${'time'.padStart(8)}  ${'+RSS'.padStart(8)}  ${'+heap'.padStart(8)}`,
    line('export, streaming writer (ours)', r.exportOurs),
    line('export, whole Workbook (naive)', r.exportNaive),
    line('import, checked + set-based (ours)', r.importOurs),
    line('import, one INSERT per row (naive)', r.importNaive),
  ].join('\n')
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(formatPriceListExcel(await priceListExcelBench()))
}
