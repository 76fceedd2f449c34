/**
 * GET /api/v2/warehouse/stock-availability (and its Excel export): per product × warehouse of the user's
 * scope, the balance in use units (the sum of its batches' cached balances) split into whole storage
 * units and a remainder, the minimum count (storage units) and whether the balance is below it, and the
 * nearest expiry among batches in stock, marked expired or expiring (within the nomenclature's days to
 * expiration, else DEFAULT_EXPIRING_DAYS). Filters: warehouse, product, category, a part of the name,
 * in stock or not, below the minimum, expiring within N days. Paged by product name, then warehouse name.
 * Beside the balance, what the open orders hold (stock-reservations.ts) and what is left available.
 * `npm run bench` times the page over 5,000 items × 30 stocks and 1,000,000 moves beside the ledger summed.
 */
import { sql, type SQL } from 'drizzle-orm'
import {
  DEFAULT_EXPIRING_DAYS,
  expiryStateLabels,
  type StockAvailabilityFilter,
  type StockAvailabilityQuery,
  type StockAvailabilityRow,
} from '../../../domain/warehouse/stock-document.schema'
import { dayText, kyivDay } from '../../../domain/time/kyiv'
import type { AppContext } from '../../app-context'
import type { Db } from '../../db/client'
import { queryRows } from '../../db/raw'
import type { CellValue } from '../../lib/excel/sheet-reader'
import { writeXlsxFile } from '../../lib/excel/sheet-writer'
import { containing } from '../../lib/like'
import { cursorBatches, readSnapshot } from '../../lib/snapshot-read'
import { and, equalsIf, inListIf } from '../reports/report-sql'
import { reserveKey, reservedStock } from './stock-reservations'

export interface AvailabilityRowDb {
  warehouse_id: number
  warehouse_name: string
  product_id: number
  product_name: string
  category_id: number | null
  category_name: string | null
  balance: string
  use_unit: string
  storage_unit: string
  per_storage: number
  min_count: number
  nearest_expiry: string | null
  expiring_days: number | null
}

/**
 * «2 уп + 5 шт», «2 уп», «5 шт»; «0 шт» when empty; only the use unit when both units are one; a
 * shortfall below zero with a minus («−1 уп + 2 шт»).
 */
export function balanceText(
  balance: number,
  perStorage: number,
  storageUnit: string,
  useUnit: string,
): string {
  if (balance < 0) return `−${balanceText(-balance, perStorage, storageUnit, useUnit)}`
  if (perStorage <= 1) return `${balance} ${useUnit}`
  const whole = Math.trunc(balance / perStorage)
  const rest = balance - whole * perStorage
  if (whole === 0) return `${rest} ${useUnit}`
  return rest === 0 ? `${whole} ${storageUnit}` : `${whole} ${storageUnit} + ${rest} ${useUnit}`
}

/** Adds `days` to a YYYY-MM-DD day. */
function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)
}

export function availabilityRow(r: AvailabilityRowDb, today: string, reserved = 0): StockAvailabilityRow {
  const balance = Number(r.balance)
  const per = Math.max(1, r.per_storage)
  const whole = Math.trunc(balance / per)
  const window = r.expiring_days ?? DEFAULT_EXPIRING_DAYS
  const expiryState =
    r.nearest_expiry === null
      ? null
      : r.nearest_expiry < today
        ? 'expired'
        : r.nearest_expiry <= addDays(today, window)
          ? 'expiring'
          : null
  return {
    warehouseId: r.warehouse_id,
    warehouseName: r.warehouse_name,
    productId: r.product_id,
    productName: r.product_name,
    categoryId: r.category_id,
    categoryName: r.category_name,
    balance,
    useUnit: r.use_unit,
    storageUnit: r.storage_unit,
    useUnitsPerStorageUnit: per,
    storageUnits: whole,
    remainder: balance - whole * per,
    balanceText: balanceText(balance, per, r.storage_unit, r.use_unit),
    reserved,
    reservedText: balanceText(reserved, per, r.storage_unit, r.use_unit),
    available: balance - reserved,
    availableText: balanceText(balance - reserved, per, r.storage_unit, r.use_unit),
    minCount: r.min_count,
    belowMin: balance < r.min_count * per,
    nearestExpiry: r.nearest_expiry,
    expiryState,
  }
}

/** The balances the page reads: each batch's, kept current by the ledger's writer. */
export const keptBalances = sql`stock_balances`

/**
 * The same balances summed from the ledger on every read — what the kept balances save (the benchmark's
 * baseline, `tests/bench/stock-availability.ts`).
 */
export const ledgerBalances = sql`(SELECT balance_id AS id, warehouse_id, product_id, series, expires_on,
    SUM(qty)::bigint AS qty FROM stock_moves GROUP BY balance_id, warehouse_id, product_id, series, expires_on)`

/** The filters on a stock's sum of an item (`a`) beside its item (`p`). */
function balanceFilters(q: StockAvailabilityFilter, today: string): SQL[] {
  return [
    q.inStock === 'true' ? sql`a.balance > 0` : q.inStock === 'false' ? sql`a.balance = 0` : undefined,
    q.belowMin === 'true' ? sql`a.balance < p.min_count::bigint * p.use_units_per_storage_unit` : undefined,
    q.expiringDays === undefined
      ? undefined
      : sql`a.nearest_expiry <= ${addDays(today, q.expiringDays)}::date`,
  ].filter((h) => h !== undefined)
}

/** Each stock's sum of each item under the filters that need no sum (`a`: balance, nearest expiry). */
function pairSums(scope: number[] | null, q: StockAvailabilityFilter, balances: SQL): SQL {
  const productFilters = and([
    equalsIf(sql`p.category_id`, q.categoryId),
    q.search === undefined || q.search === '' ? undefined : sql`p.name ILIKE ${containing(q.search)}`,
  ])
  const where = and([
    // The scope is null (all) or a non-empty list of warehouses.
    inListIf(sql`b.warehouse_id`, scope ?? undefined),
    equalsIf(sql`b.warehouse_id`, q.warehouseId),
    equalsIf(sql`b.product_id`, q.productId),
    q.categoryId === undefined && (q.search === undefined || q.search === '')
      ? undefined
      : sql`b.product_id IN (SELECT p.id FROM products p WHERE ${productFilters})`,
  ])
  return sql`SELECT b.warehouse_id, b.product_id, SUM(b.qty)::bigint AS balance,
        MIN(b.expires_on) FILTER (WHERE b.qty > 0) AS nearest_expiry
      FROM ${balances} b WHERE ${where} GROUP BY b.warehouse_id, b.product_id`
}

/**
 * The rows the user may see under the filters, unordered and unpaged (the export): the batches are summed
 * per stock and item on their two ids first and named after — grouping on the names made PostgreSQL sort
 * every batch with its texts (300,000 batches: a second, spilling to disk).
 */
export function availabilityQuery(
  scope: number[] | null,
  q: StockAvailabilityFilter,
  today: string,
  balances: SQL = keptBalances,
): SQL {
  const filters = balanceFilters(q, today)
  return sql`SELECT a.warehouse_id, w.name AS warehouse_name, a.product_id, p.name AS product_name,
        p.category_id, c.name AS category_name, a.balance,
        uu.name AS use_unit, su.name AS storage_unit, p.use_units_per_storage_unit AS per_storage,
        p.min_count, a.nearest_expiry::text AS nearest_expiry, p.days_to_expiration AS expiring_days
      FROM (${pairSums(scope, q, balances)}) a
      JOIN warehouses w ON w.id = a.warehouse_id
      JOIN products p ON p.id = a.product_id
      JOIN nomenclature_units uu ON uu.id = p.use_unit_id
      JOIN nomenclature_units su ON su.id = p.storage_unit_id
      LEFT JOIN stock_categories c ON c.id = p.category_id
      ${filters.length > 0 ? sql`WHERE ${sql.join(filters, sql` AND `)}` : sql``}`
}

/** The rows under the filters in the page's order: product name, then warehouse name. */
export function orderedAvailability(
  scope: number[] | null,
  q: StockAvailabilityFilter,
  today: string,
  balances: SQL = keptBalances,
): SQL {
  return sql`SELECT r.* FROM (${availabilityQuery(scope, q, today, balances)}) r
      ORDER BY r.product_name, r.warehouse_name, r.product_id, r.warehouse_id`
}

/**
 * One page in the page's order, found the way an index reads: items by name (products_name_unique), each
 * with the stocks by name, each pair's batches summed through stock_balances_product_idx — the first page
 * reads a handful of items, not every batch of the network.
 */
export function availabilityPage(
  scope: number[] | null,
  q: StockAvailabilityQuery,
  today: string,
  balances: SQL = keptBalances,
): SQL {
  const where = and([
    inListIf(sql`w.id`, scope ?? undefined),
    equalsIf(sql`w.id`, q.warehouseId),
    equalsIf(sql`p.id`, q.productId),
    equalsIf(sql`p.category_id`, q.categoryId),
    q.search === undefined || q.search === '' ? undefined : sql`p.name ILIKE ${containing(q.search)}`,
    ...balanceFilters(q, today),
  ])
  return sql`SELECT w.id AS warehouse_id, w.name AS warehouse_name, p.id AS product_id, p.name AS product_name,
        p.category_id, c.name AS category_name, a.balance,
        uu.name AS use_unit, su.name AS storage_unit, p.use_units_per_storage_unit AS per_storage,
        p.min_count, a.nearest_expiry::text AS nearest_expiry, p.days_to_expiration AS expiring_days
      FROM products p
      CROSS JOIN warehouses w
      CROSS JOIN LATERAL (SELECT SUM(b.qty)::bigint AS balance,
              MIN(b.expires_on) FILTER (WHERE b.qty > 0) AS nearest_expiry
            FROM ${balances} b WHERE b.product_id = p.id AND b.warehouse_id = w.id HAVING COUNT(*) > 0) a
      JOIN nomenclature_units uu ON uu.id = p.use_unit_id
      JOIN nomenclature_units su ON su.id = p.storage_unit_id
      LEFT JOIN stock_categories c ON c.id = p.category_id
      WHERE ${where}
      ORDER BY p.name, w.name, p.id, w.id
      LIMIT ${q.perPage} OFFSET ${(q.page - 1) * q.perPage}`
}

/** How many rows the filters give (the pager's total). */
export function availabilityCount(
  scope: number[] | null,
  q: StockAvailabilityFilter,
  today: string,
  balances: SQL = keptBalances,
): SQL {
  // Only the minimum needs the item beside the sums; the names are not read to count.
  return sql`SELECT COUNT(*)::int AS total FROM (${pairSums(scope, q, balances)}) a
      ${q.belowMin === 'true' ? sql`JOIN products p ON p.id = a.product_id` : sql``}
      WHERE ${and(balanceFilters(q, today))}`
}

/** The page of balances the user may see. */
export async function stockAvailability(db: Db, scope: number[] | null, q: StockAvailabilityQuery) {
  const today = kyivDay(new Date())
  const rows = await queryRows<AvailabilityRowDb>(db, availabilityPage(scope, q, today))
  const [count] = await queryRows<{ total: number }>(db, availabilityCount(scope, q, today))
  const reserved = await reservedStock(db, {
    warehouseIds: [...new Set(rows.map((r) => r.warehouse_id))],
    productIds: [...new Set(rows.map((r) => r.product_id))],
  })
  return {
    data: rows.map((r) => availabilityRow(r, today, reserved.get(reserveKey(r.warehouse_id, r.product_id)))),
    meta: { page: q.page, perPage: q.perPage, total: count?.total ?? 0 },
    generatedAt: new Date().toISOString(),
  }
}

export const availabilitySheet = {
  sheetName: 'Наявність товарів',
  columns: [
    { header: 'Найменування', width: 34 },
    { header: 'Категорія', width: 20 },
    { header: 'Склад', width: 24 },
    { header: 'Залишок (од. використання)', width: 14 },
    { header: 'Одиниця використання', width: 12 },
    { header: 'Залишок', width: 18 },
    { header: 'Резерв (од. використання)', width: 14 },
    { header: 'Доступно (од. використання)', width: 14 },
    { header: 'Мінімальна кількість', width: 12 },
    { header: 'Нижче мінімуму', width: 12 },
    { header: 'Найближчий термін придатності', width: 16 },
    { header: 'Стан терміну', width: 20 },
  ],
} as const

function sheetCells(r: StockAvailabilityRow): CellValue[] {
  return [
    r.productName,
    r.categoryName,
    r.warehouseName,
    r.balance,
    r.useUnit,
    r.balanceText,
    r.reserved,
    r.available,
    r.minCount === 0 ? null : `${r.minCount} ${r.storageUnit}`,
    r.belowMin ? 'Так' : 'Ні',
    r.nearestExpiry === null ? null : dayText(r.nearestExpiry),
    r.expiryState === null ? null : expiryStateLabels[r.expiryState],
  ]
}

/**
 * Every row under the filters into a temporary .xlsx (sent by sendXlsxFile): one read-only snapshot read
 * through a cursor a batch at a time, as the reports' exports do.
 */
export function writeAvailabilityFile(
  ctx: AppContext,
  scope: number[] | null,
  q: StockAvailabilityFilter,
): Promise<string> {
  const today = kyivDay(new Date())
  return readSnapshot(ctx, async (tx) => {
    // The open orders' reserve of the whole scope, read once in the same snapshot as the balances.
    const reserved = await reservedStock(tx, { warehouseIds: scope })
    async function* batches(): AsyncGenerator<CellValue[][]> {
      for await (const rows of cursorBatches<AvailabilityRowDb>(tx, orderedAvailability(scope, q, today)))
        yield rows.map((r) =>
          sheetCells(availabilityRow(r, today, reserved.get(reserveKey(r.warehouse_id, r.product_id)))),
        )
    }
    return writeXlsxFile(availabilitySheet, batches())
  })
}

/** The filters' choices: the warehouses of the user's scope and every stock category, by name. */
export async function stockAvailabilityOptions(db: Db, scope: number[] | null) {
  type Choice = { id: number; name: string }
  const warehouses = await queryRows<Choice>(
    db,
    sql`SELECT id, name FROM warehouses w WHERE ${and([inListIf(sql`w.id`, scope ?? undefined)])}
      ORDER BY name, id`,
  )
  const categories = await queryRows<Choice>(db, sql`SELECT id, name FROM stock_categories ORDER BY name, id`)
  return { warehouses, categories }
}
