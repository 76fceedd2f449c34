/**
 * Stock availability on a big warehouse (issue 24): 5,000 nomenclature items × 30 stocks, two batches of
 * each item in each stock, over 1,000,000 ledger moves on PostgreSQL — p50/p95 of the page's own query
 * (GET /api/v2/warehouse/stock-availability: the batches' kept balances) beside the same page summed from
 * the ledger on the fly (every move of every batch added up per request), for the whole network, one stock
 * and a name search.
 *
 *   BENCH_STOCK_MOVES=1000000 BENCH_STOCK_RUNS=15 npx tsx tests/bench/stock-availability.ts
 * Skipped (with a line saying so) when no PostgreSQL answers (TEST_DATABASE_URL / DATABASE_URL / local).
 */
import { sql, type SQL } from 'drizzle-orm'
import type { StockAvailabilityQuery } from '../../domain/warehouse/stock-document.schema'
import type { DbHandle } from '../../server/db/client'
import { queryRows } from '../../server/db/raw'
import {
  availabilityCount,
  availabilityPage,
  ledgerBalances,
  orderedAvailability,
} from '../../server/modules/warehouse/stock-availability.service'
import { reservedStock } from '../../server/modules/warehouse/stock-reservations'
import { withBenchDatabase } from './bench-database'

export interface StockAvailabilityFigures {
  products: number
  stocks: number
  batches: number
  moves: number
  runs: number
  seedSeconds: number
  cases: Array<{
    name: string
    total: number
    p50: number
    p95: number
    ledgerP50: number
    ledgerP95: number
  }>
  /** The open orders' reserve read beside the page (stock-reservations.ts), over `orders` open orders. */
  reserve: { orders: number; pageP50: number; pageP95: number; allP50: number; allP95: number }
}

const PRODUCTS = 5_000
const STOCKS = 30
const BATCHES_PER_PAIR = 2

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? 0
}

/**
 * 5,000 items, 30 stocks, two batches of each item in each stock, and `moves` ledger moves spread over the
 * batches: each batch received once, then issued a few units at a time; the kept balances are the sums.
 */
export async function insertWarehouse(handle: DbHandle, moves: number): Promise<number> {
  const db = handle.db
  await db.execute(
    sql`INSERT INTO nomenclature_units (name) VALUES ('бенч шт'), ('бенч уп') ON CONFLICT DO NOTHING`,
  )
  await db.execute(sql`INSERT INTO stock_categories (name)
      SELECT 'Бенч категорія ' || g FROM generate_series(1, 20) g ON CONFLICT DO NOTHING`)
  await db.execute(sql`INSERT INTO warehouses (name, filial_id, city_id)
      SELECT 'Бенч склад ' || lpad(g::text, 2, '0'), f.id, f.city_id FROM generate_series(1, ${STOCKS}) g
      CROSS JOIN LATERAL (SELECT id, city_id FROM filials ORDER BY id OFFSET (g % (SELECT count(*) FROM filials)) LIMIT 1) f`)
  await db.execute(sql`INSERT INTO products (name, category_id, storage_unit_id, use_unit_id,
        use_units_per_storage_unit, min_count, selling_price, expiration)
      SELECT 'Бенч товар ' || lpad(g::text, 5, '0'),
        (SELECT id FROM stock_categories WHERE name = 'Бенч категорія ' || (1 + g % 20)),
        (SELECT id FROM nomenclature_units WHERE name = 'бенч уп'), (SELECT id FROM nomenclature_units WHERE name = 'бенч шт'),
        10, (g % 7) * 20, 1000 + g, true
      FROM generate_series(1, ${PRODUCTS}) g`)
  await db.execute(sql`INSERT INTO stock_balances (warehouse_id, product_id, series, expires_on, qty)
      SELECT w.id, p.id, 'S' || k, date '2031-01-01' + ((p.id * 7 + w.id * 13 + k * 97) % 900), 0
      FROM warehouses w CROSS JOIN products p CROSS JOIN generate_series(1, ${BATCHES_PER_PAIR}) k
      WHERE w.name LIKE 'Бенч склад %' AND p.name LIKE 'Бенч товар %'`)
  const [counted] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM stock_balances b JOIN warehouses w ON w.id = b.warehouse_id WHERE w.name LIKE 'Бенч склад %'`,
  )
  const batches = counted?.n ?? 0
  // Every batch: one receipt of 500 units, then issues of 1–9 units; `moves` in all.
  const perBatch = Math.max(1, Math.floor(moves / batches))
  const extraPerMille = Math.round((moves / batches - perBatch) * 1000)
  await db.execute(sql`INSERT INTO stock_moves (kind, balance_id, warehouse_id, product_id, series, expires_on, qty)
      SELECT CASE WHEN i = 1 THEN 'incoming' ELSE 'order_write_off' END, b.id, b.warehouse_id, b.product_id,
        b.series, b.expires_on, CASE WHEN i = 1 THEN 500 ELSE -(1 + (b.id + i) % 9) END
      FROM stock_balances b JOIN warehouses w ON w.id = b.warehouse_id
      CROSS JOIN LATERAL generate_series(1, ${perBatch} + CASE WHEN b.id % 1000 < ${extraPerMille} THEN 1 ELSE 0 END) i
      WHERE w.name LIKE 'Бенч склад %'`)
  await db.execute(sql`UPDATE stock_balances b SET qty = m.qty
      FROM (SELECT balance_id, SUM(qty) AS qty FROM stock_moves GROUP BY balance_id) m WHERE m.balance_id = b.id`)
  await db.execute(sql`ANALYZE`)
  return batches
}

const OPEN_ORDERS = Number(process.env.BENCH_OPEN_ORDERS ?? 5_000)

/**
 * `count` open orders (confirmed, not done) spread over the bench stocks' filials, each cart with two bench
 * items and a service that uses a bench item as its material: what the reserve reads on every page.
 */
export async function insertOpenOrders(handle: DbHandle, count: number): Promise<void> {
  const db = handle.db
  // The bench stocks are their filials' stocks (the first by id), so the open orders hold from them.
  await db.execute(sql`UPDATE warehouses SET filial_id = NULL WHERE name NOT LIKE 'Бенч склад %'`)
  await db.execute(sql`UPDATE products SET service_uses =
      jsonb_build_array(jsonb_build_object('serviceId', (SELECT min(id) FROM services), 'quantity', 2))
    WHERE name IN ('Бенч товар 00001', 'Бенч товар 00002')`)
  await db.execute(sql`INSERT INTO orders (code, state, created_by, filial_id, cart_data)
      SELECT 'БЕНЧ-' || g, 'confirmed', (SELECT min(id) FROM users), w.filial_id,
        jsonb_build_object(
          'services', jsonb_build_array(jsonb_build_object('id', (SELECT min(id) FROM services), 'quantity', 1)),
          'tests', '[]'::jsonb, 'materials', '[]'::jsonb,
          'products', jsonb_build_array(
            jsonb_build_object('id', p1.id, 'quantity', 1 + g % 3),
            jsonb_build_object('id', p2.id, 'quantity', 1)))
      FROM generate_series(1, ${count}) g
      CROSS JOIN LATERAL (SELECT filial_id FROM warehouses WHERE name LIKE 'Бенч склад %'
        ORDER BY id OFFSET g % ${STOCKS} LIMIT 1) w
      CROSS JOIN LATERAL (SELECT id FROM products WHERE name = 'Бенч товар ' || lpad((1 + g % ${PRODUCTS})::text, 5, '0')) p1
      CROSS JOIN LATERAL (SELECT id FROM products
        WHERE name = 'Бенч товар ' || lpad((1 + (g * 7) % ${PRODUCTS})::text, 5, '0')) p2`)
  await db.execute(sql`ANALYZE orders`)
}

/** p50/p95 of `work` over `runs` runs (one warm-up first). */
async function timeWork(work: () => Promise<unknown>, runs: number) {
  await work()
  const times: number[] = []
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now()
    await work()
    times.push(performance.now() - t0)
  }
  return { p50: quantile(times, 0.5), p95: quantile(times, 0.95) }
}

/** Times one page as the route reads it: its rows, then the pager's total. */
async function timeRuns(handle: DbHandle, page: SQL, count: SQL, runs: number) {
  const times: number[] = []
  let total = 0
  let keys = ''
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now()
    const rows = await queryRows<{ product_id: number; warehouse_id: number; balance: string }>(
      handle.db,
      page,
    )
    const [counted] = await queryRows<{ total: number }>(handle.db, count)
    times.push(performance.now() - t0)
    total = counted?.total ?? 0
    keys = rows.map((r) => `${r.product_id}:${r.warehouse_id}:${r.balance}`).join(',')
  }
  return { total, keys, p50: quantile(times, 0.5), p95: quantile(times, 0.95) }
}

export async function stockAvailabilityBench({
  moves = Number(process.env.BENCH_STOCK_MOVES ?? 1_000_000),
  runs = Number(process.env.BENCH_STOCK_RUNS ?? 15),
} = {}): Promise<StockAvailabilityFigures | null> {
  return withBenchDatabase('stock', async (handle) => {
    const t0 = performance.now()
    const batches = await insertWarehouse(handle, moves)
    await insertOpenOrders(handle, OPEN_ORDERS)
    const seedSeconds = (performance.now() - t0) / 1000
    const [moveCount] = await queryRows<{ n: number }>(
      handle.db,
      sql`SELECT count(*)::int AS n FROM stock_moves`,
    )
    const [stock] = await queryRows<{ id: number }>(
      handle.db,
      sql`SELECT id FROM warehouses WHERE name = 'Бенч склад 07'`,
    )
    const today = '2031-06-30'
    const page = (q: Partial<StockAvailabilityQuery>): StockAvailabilityQuery => ({
      page: 1,
      perPage: 50,
      ...q,
    })
    const cases: Array<[string, StockAvailabilityQuery]> = [
      ['whole network, first page', page({})],
      ['one stock, first page', page({ warehouseId: stock!.id })],
      ['name search «товар 012», first page', page({ search: 'товар 012' })],
      ['below minimum, page 3', page({ belowMin: 'true', page: 3 })],
    ]
    const figures: StockAvailabilityFigures['cases'] = []
    for (const [caseName, q] of cases) {
      const ourPage = availabilityPage(null, q, today)
      const ourCount = availabilityCount(null, q, today)
      // The baseline: every batch summed from its moves, every pair named and sorted, then the page cut.
      const ledgerPage = sql`${orderedAvailability(null, q, today, ledgerBalances)}
      LIMIT ${q.perPage} OFFSET ${(q.page - 1) * q.perPage}`
      const ledgerCount = availabilityCount(null, q, today, ledgerBalances)
      await timeRuns(handle, ourPage, ourCount, 2) // warm the cache
      const ours = await timeRuns(handle, ourPage, ourCount, runs)
      await timeRuns(handle, ledgerPage, ledgerCount, 1)
      const ledger = await timeRuns(handle, ledgerPage, ledgerCount, runs)
      if (ours.total !== ledger.total || ours.keys !== ledger.keys)
        throw new Error(`${caseName}: the kept balances and the ledger disagree`)
      figures.push({
        name: caseName,
        total: ours.total,
        p50: ours.p50,
        p95: ours.p95,
        ledgerP50: ledger.p50,
        ledgerP95: ledger.p95,
      })
    }
    // The reserve beside the first page: the page's pairs, and the whole network's (what the export reads).
    const [first] = cases
    const rows = await queryRows<{ warehouse_id: number; product_id: number }>(
      handle.db,
      availabilityPage(null, first![1], today),
    )
    const pairs = {
      warehouseIds: [...new Set(rows.map((r) => r.warehouse_id))],
      productIds: [...new Set(rows.map((r) => r.product_id))],
    }
    const [open] = await queryRows<{ n: number }>(
      handle.db,
      sql`SELECT count(*)::int AS n FROM orders WHERE state = 'confirmed'`,
    )
    const ofPage = await timeWork(() => reservedStock(handle.db, pairs), runs)
    const ofAll = await timeWork(() => reservedStock(handle.db, {}), runs)
    return {
      reserve: {
        orders: open?.n ?? 0,
        pageP50: ofPage.p50,
        pageP95: ofPage.p95,
        allP50: ofAll.p50,
        allP95: ofAll.p95,
      },
      products: PRODUCTS,
      stocks: STOCKS,
      batches,
      moves: moveCount?.n ?? 0,
      runs,
      seedSeconds,
      cases: figures,
    }
  })
}

export function formatStockAvailability(f: StockAvailabilityFigures | null): string {
  if (!f) return 'stock availability: skipped (no PostgreSQL answers)'
  const ms = (x: number) => `${x.toFixed(0)} ms`
  return [
    `stock availability on PostgreSQL, ${f.products.toLocaleString('en')} items × ${f.stocks} stocks, ${f.batches.toLocaleString('en')} batches, ${f.moves.toLocaleString('en')} ledger moves (inserted in ${f.seedSeconds.toFixed(0)} s), ${f.runs} runs each:`,
    ...f.cases.map(
      (c) =>
        `  ${c.name} (${c.total.toLocaleString('en')} rows in all): p50 ${ms(c.p50)}, p95 ${ms(c.p95)}; summed from the ledger p50 ${ms(c.ledgerP50)}, p95 ${ms(c.ledgerP95)}`,
    ),
    `  the open orders' reserve (${f.reserve.orders.toLocaleString('en')} open orders) read beside the first page: p50 ${ms(f.reserve.pageP50)}, p95 ${ms(f.reserve.pageP95)}; the whole network's (the export) p50 ${ms(f.reserve.allP50)}, p95 ${ms(f.reserve.allP95)} — beside the page itself above`,
  ].join('\n')
}

if (import.meta.url === `file://${process.argv[1]}`)
  console.log(formatStockAvailability(await stockAvailabilityBench()))
