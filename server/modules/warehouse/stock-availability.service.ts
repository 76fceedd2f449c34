/**
 * GET /api/v2/warehouse/stock-availability: per product × warehouse of the user's scope, the balance (the
 * sum of its batches' cached balances) and the nearest expiry among batches in stock; paged by product
 * name, then warehouse name.
 */
import { sql } from 'drizzle-orm'
import type { StockAvailabilityQuery } from '../../../domain/warehouse/stock-document.schema'
import type { Db } from '../../db/client'
import { queryRows } from '../../db/raw'
import { containing } from '../../lib/like'
import { and, equalsIf, inListIf } from '../reports/report-sql'

interface Row {
  warehouse_id: number
  warehouse_name: string
  product_id: number
  product_name: string
  balance: string
  nearest_expiry: string | null
  total: string
}

/** The page of balances the user may see. */
export async function stockAvailability(db: Db, scope: number[] | null, q: StockAvailabilityQuery) {
  const where = and([
    // The scope is null (all) or a non-empty list of warehouses.
    inListIf(sql`b.warehouse_id`, scope ?? undefined),
    equalsIf(sql`b.warehouse_id`, q.warehouseId),
    equalsIf(sql`b.product_id`, q.productId),
    q.search === undefined || q.search === '' ? undefined : sql`p.name ILIKE ${containing(q.search)}`,
  ])
  const having =
    q.inStock === 'true'
      ? sql`HAVING SUM(b.qty) > 0`
      : q.inStock === 'false'
        ? sql`HAVING SUM(b.qty) = 0`
        : sql``
  const rows = await queryRows<Row>(
    db,
    sql`SELECT b.warehouse_id, w.name AS warehouse_name, b.product_id, p.name AS product_name,
        SUM(b.qty)::bigint AS balance, MIN(b.expires_on) FILTER (WHERE b.qty > 0)::text AS nearest_expiry,
        COUNT(*) OVER () AS total
      FROM stock_balances b
      JOIN warehouses w ON w.id = b.warehouse_id
      JOIN products p ON p.id = b.product_id
      WHERE ${where}
      GROUP BY b.warehouse_id, w.name, b.product_id, p.name
      ${having}
      ORDER BY p.name, w.name, b.product_id, b.warehouse_id
      LIMIT ${q.perPage} OFFSET ${(q.page - 1) * q.perPage}`,
  )
  return {
    data: rows.map((r) => ({
      warehouseId: r.warehouse_id,
      warehouseName: r.warehouse_name,
      productId: r.product_id,
      productName: r.product_name,
      balance: Number(r.balance),
      nearestExpiry: r.nearest_expiry,
    })),
    meta: { page: q.page, perPage: q.perPage, total: Number(rows[0]?.total ?? 0) },
  }
}
