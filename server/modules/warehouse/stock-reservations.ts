/**
 * What the open orders hold of a stock: the goods of every order whose cart is placed and which is not
 * done yet (cart confirmed, by the registrar or the client, confirmed, in reception), and the materials
 * its services and tests use (the nomenclature's uses), at its filial's stock (order-stock.service.ts's
 * filialStock: the filial's first warehouse), in use units. The write-off
 * takes them when the order is done and a cancelled order holds nothing, so the reserve is read from the
 * orders themselves, never kept beside them: it cannot drift from what the orders say. Open orders are the
 * few days' worth a clinic has not finished, read through orders_state_idx.
 */
import { sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client'
import { queryRows } from '../../db/raw'
import { and, inListIf } from '../reports/report-sql'

/** The states of an order whose cart's products wait for the write-off (order-machine.ts: before done). */
export const reservingStates = [
  'cart_confirmed',
  'cart_confirmed_by_client',
  'confirmed',
  'done_part',
] as const

export interface ReservedFilter {
  /** Only these warehouses (null or undefined: every one). */
  warehouseIds?: number[] | null
  productIds?: number[]
  /** Leaves this order out: its own cart is not a reserve against it. */
  exceptOrderId?: number
}

/** `${warehouseId}:${productId}` — the key of reservedStock's map. */
export const reserveKey = (warehouseId: number, productId: number) => `${warehouseId}:${productId}`

/**
 * The nomenclature's uses by services or tests, one row per (item, service or test): read once per query
 * from the few items that have any, then joined to the open orders' lines by id (a hash join, not a
 * containment test of every item against every line).
 */
const usesOf = (usesColumn: 'service_uses' | 'test_uses', keyName: 'serviceId' | 'mcTestId') => {
  // Constants of this module, never input: spelled into the text as a column and a jsonb key.
  const uses = sql.raw(`p.${usesColumn}`)
  const key = sql.raw(`'${keyName}'`)
  return sql`SELECT p.id AS product_id, (u.use->>${key})::int AS line_id, (u.use->>'quantity')::bigint AS per
      FROM products p CROSS JOIN LATERAL jsonb_array_elements(${uses}) AS u(use)
      WHERE ${uses} <> '[]'::jsonb`
}

/** What the lines of the open orders' cart `kind` take of the materials in `uses` (a CTE of usesOf). */
const materialWants = (kind: 'services' | 'tests', uses: 'service_uses' | 'test_uses') =>
  sql`SELECT o.warehouse_id, m.product_id, m.per * coalesce((e.line->>'quantity')::bigint, 1) AS qty
      FROM open o
      CROSS JOIN LATERAL jsonb_array_elements(o.cart_data->${sql.raw(`'${kind}'`)}) AS e(line)
      JOIN ${sql.raw(uses)} m ON m.line_id = (e.line->>'id')::int`

/**
 * Use units the open orders hold per warehouse and product (absent: nothing reserved): the goods of their
 * carts and the materials their services and tests use, as the write-off will take them.
 */
export async function reservedStock(db: Db | Tx, f: ReservedFilter = {}): Promise<Map<string, number>> {
  if (f.warehouseIds?.length === 0 || f.productIds?.length === 0) return new Map()
  const rows = await queryRows<{ warehouse_id: number; product_id: number; reserved: string }>(
    db,
    sql`WITH open AS (
          SELECT o.id, o.cart_data, fw.id AS warehouse_id
          FROM orders o
          CROSS JOIN LATERAL (SELECT w.id FROM warehouses w WHERE w.filial_id = o.filial_id
            ORDER BY w.id LIMIT 1) fw
          WHERE ${and([
            sql`o.state IN (${sql.join(
              reservingStates.map((s) => sql`${s}`),
              sql`, `,
            )})`,
            f.exceptOrderId === undefined ? undefined : sql`o.id <> ${f.exceptOrderId}`,
            inListIf(sql`fw.id`, f.warehouseIds ?? undefined),
          ])}
        ), service_uses AS (${usesOf('service_uses', 'serviceId')}
        ), test_uses AS (${usesOf('test_uses', 'mcTestId')}
        ), wants AS (
          SELECT o.warehouse_id, p.id AS product_id,
            (e.line->>'quantity')::bigint * p.use_units_per_storage_unit AS qty
          FROM open o
          CROSS JOIN LATERAL jsonb_array_elements(o.cart_data->'products') AS e(line)
          JOIN products p ON p.id = (e.line->>'id')::int
          UNION ALL ${materialWants('services', 'service_uses')}
          UNION ALL ${materialWants('tests', 'test_uses')}
        )
        SELECT warehouse_id, product_id, SUM(qty)::bigint AS reserved
        FROM wants
        WHERE ${and([inListIf(sql`product_id`, f.productIds)])}
        GROUP BY warehouse_id, product_id`,
  )
  return new Map(rows.map((r) => [reserveKey(r.warehouse_id, r.product_id), Number(r.reserved)]))
}
