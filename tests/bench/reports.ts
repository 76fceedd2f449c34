/**
 * Reports on a big database (issue 25): the sales report for 30 days over 1,000,000 orders spread over
 * 120 days on PostgreSQL — p50/p95 of the report's own query (as GET /reports/sales runs it, its
 * totals summed from the rows) beside the same query planned without its supporting indexes (index and bitmap scans switched
 * off: what a table without them costs), for the whole network and for one filial.
 *
 *   BENCH_REPORT_ORDERS=1000000 BENCH_REPORT_RUNS=15 npx tsx tests/bench/reports.ts
 * Skipped (with a line saying so) when no PostgreSQL answers (TEST_DATABASE_URL / DATABASE_URL / local).
 */
import { sql, type SQL } from 'drizzle-orm'
import { periodInstants } from '../../domain/reports/report-period'
import type { DbHandle } from '../../server/db/client'
import { queryRows } from '../../server/db/raw'
import { reportSources } from '../../server/modules/reports/report-sources'
import { withBenchDatabase } from './bench-database'

export interface ReportsFigures {
  orders: number
  runs: number
  cases: Array<{ name: string; rows: number; p50: number; p95: number; naiveP50: number; naiveP95: number }>
  seedSeconds: number
}

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? 0
}

async function timeRuns(handle: DbHandle, query: SQL, runs: number, naive: boolean) {
  const times: number[] = []
  let rows = 0
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now()
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`SET TRANSACTION READ ONLY`)
      if (naive) {
        await tx.execute(sql`SET LOCAL enable_indexscan = off`)
        await tx.execute(sql`SET LOCAL enable_bitmapscan = off`)
        await tx.execute(sql`SET LOCAL enable_indexonlyscan = off`)
      }
      // The sales report answers every row: its totals are summed from them (reports.routes.ts).
      rows = (await queryRows(tx, query)).length
    })
    times.push(performance.now() - t0)
  }
  return { rows, p50: quantile(times, 0.5), p95: quantile(times, 0.95) }
}

/**
 * Inserts `orders` orders over the 120 days before 2031-06-30, a demo filial each, 70 % confirmed a day
 * later, one in fifty deleted (the reports' benchmarks; the demo's filials and users must be there).
 */
export async function insertBenchOrders(handle: DbHandle, orders: number): Promise<void> {
  await handle.db.execute(sql`
      INSERT INTO orders (code, state, created_by, filial_id, city_id, created_at, cart_finished_at, sum, discount, to_pay, cart_data)
      SELECT 'B' || g, CASE WHEN g % 50 = 0 THEN 'deleted' ELSE 'confirmed' END,
             (SELECT min(id) FROM users), f.id, f.city_id,
             timestamptz '2031-06-30 21:00:00+00' - (g % 172800) * interval '1 minute' - (g % 60) * interval '1 second',
             CASE WHEN g % 10 < 7 THEN timestamptz '2031-06-30 21:00:00+00' - (g % 172800) * interval '1 minute' + interval '1 day' END,
             50000 + (g * 7919) % 500000, (g * 31) % 5000, 50000 + (g * 7919) % 500000 - (g * 31) % 5000,
             '{"services":[{}],"tests":[{},{}],"products":[],"materials":[]}'::jsonb
      FROM generate_series(1::bigint, ${orders}::bigint) g
      CROSS JOIN LATERAL (SELECT id, city_id FROM filials ORDER BY id OFFSET (g % (SELECT count(*) FROM filials)) LIMIT 1) f`)
}

export async function reportsBench({
  orders = Number(process.env.BENCH_REPORT_ORDERS ?? 1_000_000),
  runs = Number(process.env.BENCH_REPORT_RUNS ?? 15),
} = {}): Promise<ReportsFigures | null> {
  return withBenchDatabase('reports', async (handle) => {
    const t0 = performance.now()
    await insertBenchOrders(handle, orders)
    await handle.db.execute(sql`ANALYZE orders`)
    const seedSeconds = (performance.now() - t0) / 1000
    const [filial] = await queryRows<{ id: number }>(handle.db, sql`SELECT min(id) AS id FROM filials`)
    const period = periodInstants('2031-06-01', '2031-06-30')
    // The whole network, as an administrator without assigned warehouses sees it.
    const run = { warehouses: null, today: '2031-06-30' }
    const cases: Array<[string, SQL]> = [
      ['sales, 30 days, whole network', reportSources.sales!.query({}, period, run)],
      ['sales, 30 days, one filial', reportSources.sales!.query({ filialId: filial!.id }, period, run)],
      ['sales by confirmation, 30 days', reportSources.sales!.query({ dateType: 'completed' }, period, run)],
    ]
    const figures: ReportsFigures['cases'] = []
    for (const [caseName, query] of cases) {
      await timeRuns(handle, query, 2, false) // warm the cache
      const ours = await timeRuns(handle, query, runs, false)
      const naive = await timeRuns(handle, query, runs, true)
      figures.push({
        name: caseName,
        rows: ours.rows,
        p50: ours.p50,
        p95: ours.p95,
        naiveP50: naive.p50,
        naiveP95: naive.p95,
      })
    }
    return { orders, runs, cases: figures, seedSeconds }
  })
}

export function formatReports(f: ReportsFigures | null): string {
  if (!f) return 'reports: skipped (no PostgreSQL answers)'
  const ms = (x: number) => `${x.toFixed(0)} ms`
  return [
    `reports on PostgreSQL, ${f.orders.toLocaleString('en')} orders over 120 days (inserted in ${f.seedSeconds.toFixed(0)} s), ${f.runs} runs each:`,
    ...f.cases.map(
      (c) =>
        `  ${c.name} (${c.rows} rows): p50 ${ms(c.p50)}, p95 ${ms(c.p95)}; without its indexes p50 ${ms(c.naiveP50)}, p95 ${ms(c.naiveP95)}`,
    ),
  ].join('\n')
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(formatReports(await reportsBench()))
