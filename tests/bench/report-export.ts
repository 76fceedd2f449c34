/**
 * A report's Excel export of 100,000 rows (issue 25 item 3): the activity report over 30 days for 3,400
 * users, downloaded from a running server (GET /reports/activity-report/export.xlsx: one snapshot read
 * through a cursor into a temporary file, then sent) — its time and the server's resident memory above
 * where it started — beside, in the same run and writing the same sheet, the two ways it could have
 * been done: every row read at once, and pages of 1,000 read by LIMIT/OFFSET (each page running the
 * report's query again).
 *
 *   npx tsx tests/bench/report-export.ts   (PGlite in memory; BENCH_DATABASE_URL=postgres://… for a server)
 */
import { PassThrough } from 'node:stream'
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { sql } from 'drizzle-orm'
import { activityReport } from '../../domain/reports/reports'
import { buildApp } from '../../server/app'
import { loadConfig } from '../../server/config'
import { openDb } from '../../server/db/client'
import { runMigrations } from '../../server/db/migrate'
import { queryRows } from '../../server/db/raw'
import { seedDemoUsers, DEMO_PASSWORD } from '../../server/db/seed/users'
import type { CellValue } from '../../server/lib/excel/sheet-reader'
import { writeXlsx } from '../../server/lib/excel/sheet-writer'
import { reportSources } from '../../server/modules/reports/report-sources'
import { periodInstants } from '../../domain/reports/report-period'

const USERS = Number(process.env.BENCH_EXPORT_USERS ?? 3_400)
const DAYS = 30
const FROM = '2031-01-01'
const TO = '2031-01-30'

setFlagsFromString('--expose-gc')
const gc = runInNewContext('gc') as () => void

export interface ExportCase {
  name: string
  seconds: number
  peakMb: number
  bytes: number
}
export interface ReportExportFigures {
  rows: number
  db: string
  cases: ExportCase[]
}

/** Runs `work` while sampling the resident memory; answers its time and the peak above the start. */
async function measured(name: string, work: () => Promise<number>): Promise<ExportCase> {
  gc()
  const base = process.memoryUsage().rss
  let peak = base
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss)
  }, 20)
  const t0 = performance.now()
  const bytes = await work()
  const seconds = (performance.now() - t0) / 1000
  clearInterval(timer)
  peak = Math.max(peak, process.memoryUsage().rss)
  return { name, seconds, peakMb: (peak - base) / 1024 / 1024, bytes }
}

/** Writes the sheet into a byte counter (the same writer and cells as the route). */
async function sheetBytes(batches: AsyncIterable<readonly CellValue[][]>): Promise<number> {
  const out = new PassThrough()
  let bytes = 0
  out.on('data', (c: Buffer) => (bytes += c.length))
  await writeXlsx(
    out,
    { sheetName: 'bench', columns: activityReport.columns.map((c) => ({ header: c.label })) },
    batches,
  )
  return bytes
}
const cells = (rows: Array<Record<string, unknown>>) =>
  rows.map((r) =>
    activityReport.columns.map((c) => {
      const v = r[c.key]
      return v instanceof Date ? v.toISOString() : (v as CellValue)
    }),
  )

export async function reportExportBench(): Promise<ReportExportFigures> {
  const handle = await openDb({ databaseUrl: process.env.BENCH_DATABASE_URL, dataDir: 'memory://' })
  await runMigrations(handle)
  await seedDemoUsers(handle.db)
  await handle.db.execute(sql`
    INSERT INTO users (login, password_hash, name, role_id)
    SELECT 'bench-' || g, 'x', 'Користувач ' || g, (SELECT id FROM roles ORDER BY id LIMIT 1)
    FROM generate_series(1, ${USERS}::int) g`)
  await handle.db.execute(sql`
    INSERT INTO user_activities (user_id, start_time, end_time)
    SELECT u.id, ${FROM}::timestamptz + (d || ' days')::interval + interval '6 hours',
           ${FROM}::timestamptz + (d || ' days')::interval + interval '14 hours'
    FROM users u CROSS JOIN generate_series(0, ${DAYS - 1}::int) d
    WHERE u.login LIKE 'bench-%'`)
  const config = { ...loadConfig({}), staticDir: '/nonexistent', logLevel: 'silent' }
  const app = await buildApp({ config, db: handle, logger: false })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const addr = app.server.address()
  const base = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}/api`
  const login = await fetch(`${base}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: 'admin', password: DEMO_PASSWORD }),
  })
  const { token } = (await login.json()) as { token: string }

  const query = reportSources['activity-report']!.query({ from: FROM, to: TO }, periodInstants(FROM, TO), {
    warehouses: null,
    today: TO,
  })
  const [count] = await queryRows<{ n: number }>(handle.db, sql`SELECT count(*)::int AS n FROM (${query}) r`)
  const cases: ExportCase[] = []
  cases.push(
    await measured('every row read at once', async () => {
      const rows = await queryRows<Record<string, unknown>>(handle.db, query)
      return sheetBytes(
        (async function* () {
          yield cells(rows)
        })(),
      )
    }),
  )
  cases.push(
    await measured('pages of 1,000 by LIMIT/OFFSET', () =>
      sheetBytes(
        (async function* () {
          for (let offset = 0; ; offset += 1_000) {
            const rows = await queryRows<Record<string, unknown>>(
              handle.db,
              sql`SELECT * FROM (${query}) r LIMIT 1000 OFFSET ${offset}`,
            )
            yield cells(rows)
            if (rows.length < 1_000) break
          }
        })(),
      ),
    ),
  )
  cases.push(
    await measured('the product: GET …/export.xlsx (cursor → file → download)', async () => {
      const res = await fetch(`${base}/reports/activity-report/export.xlsx?from=${FROM}&to=${TO}`, {
        headers: { authorization: `Bearer ${token}` },
      })
      if (res.status !== 200) throw new Error(`export answered ${res.status}`)
      let bytes = 0
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) bytes += chunk.length
      return bytes
    }),
  )
  await app.close()
  await handle.close()
  return { rows: count?.n ?? 0, db: handle.kind, cases }
}

export function formatReportExport(f: ReportExportFigures): string {
  return [
    `report Excel export (${f.db}, activity report, ${f.rows.toLocaleString('en')} rows):`,
    ...f.cases.map(
      (c) =>
        `  ${c.name}: ${c.seconds.toFixed(1)} s, memory peak +${c.peakMb.toFixed(0)} MB, ${(c.bytes / 1024 / 1024).toFixed(1)} MB file`,
    ),
  ].join('\n')
}

if (process.argv[1]?.endsWith('report-export.ts')) console.log(formatReportExport(await reportExportBench()))
