/**
 * The queries of domain/reports/reports-warehouse.ts, read from the stock ledger (server/db/schema/
 * stock.ts): the cached batch balances for expired-goods, the append-only moves for warehouse-operations,
 * the orders' write-offs for warehouse-clients. Each keeps to the warehouses of the user's scope in SQL,
 * so the rows, the totals and the export agree with what the user may see.
 *
 * warehouse-operations is of the day a move was posted (when the stock really changed: a backdated
 * document, or a deletion's reversal, moves stock on the day it is signed or deleted) and shows the
 * document's own date beside it; warehouse-clients is of the day the order's goods were written off.
 */
import { sql, type SQL } from 'drizzle-orm'
import {
  DEFAULT_EXPIRING_DAYS,
  expiryStateLabels,
  stockDocumentKindLabels,
} from '../../../domain/warehouse/stock-document.schema'
import type { stockMoveKinds } from '../../db/schema/stock'
import { balanceText } from '../warehouse/stock-availability.service'
import {
  and,
  clientNameOf,
  equalsIf,
  inPeriod,
  inWarehouses,
  kyivDayOf,
  soldLines,
  type ReportSource,
} from './report-sql'

/** What each kind of move did, as the report names it. */
const moveLabels: Record<(typeof stockMoveKinds)[number], string> = {
  incoming: 'Надходження',
  sales: 'Видача',
  transfer_out: 'Переміщення: видача',
  transfer_in: 'Переміщення: надходження',
  inventory: 'Інвентаризація',
  reversal: 'Сторно (документ видалено)',
  order_write_off: 'Продаж за замовленням',
  order_return: 'Повернення (замовлення скасовано)',
}

const text = (v: unknown) => (typeof v === 'string' ? v : '')

const expiredGoods: ReportSource = {
  // A batch is listed while it has stock and an expiry within the window: the days asked, or else the
  // item's own days to expiration, or DEFAULT_EXPIRING_DAYS. Expired batches always are (a window ≥ 0).
  query: (q, _period, run) => {
    const today = sql`${run.today}::date`
    const window = sql`coalesce(${q.expiringDays ?? null}::int, p.days_to_expiration, ${DEFAULT_EXPIRING_DAYS})`
    return sql`
      SELECT b.expires_on::text AS "expiresOn",
             CASE WHEN b.expires_on < ${today} THEN ${expiryStateLabels.expired}
                  ELSE ${expiryStateLabels.expiring} END AS state,
             (b.expires_on - ${today})::int AS "daysLeft",
             p.name AS product,
             c.name AS category,
             w.name AS warehouse,
             nullif(b.series, '') AS series,
             b.qty AS quantity,
             uu.name AS "useUnit",
             su.name AS storage_unit,
             p.use_units_per_storage_unit AS per_storage,
             round(b.qty * b.unit_cost)::bigint AS cost
      FROM stock_balances b
      JOIN warehouses w ON w.id = b.warehouse_id
      JOIN products p ON p.id = b.product_id
      JOIN nomenclature_units uu ON uu.id = p.use_unit_id
      JOIN nomenclature_units su ON su.id = p.storage_unit_id
      LEFT JOIN stock_categories c ON c.id = p.category_id
      WHERE ${and([
        sql`b.qty > 0`,
        sql`b.expires_on IS NOT NULL`,
        sql`b.expires_on <= ${today} + ${window}`,
        inWarehouses(sql`b.warehouse_id`, run),
        equalsIf(sql`b.warehouse_id`, q.warehouseId),
        equalsIf(sql`p.category_id`, q.stockCategoryId),
      ])}
      ORDER BY b.expires_on, p.name, w.name, b.series, b.id`
  },
  row: (r) => ({
    ...r,
    balanceText: balanceText(
      Number(r.quantity),
      Number(r.per_storage),
      text(r.storage_unit),
      text(r.useUnit),
    ),
  }),
}

/** A move's document: a stock document of the kind, or an order (write-offs and returns). */
const operationSource = (kind: string | undefined): SQL | undefined =>
  kind === undefined ? undefined : kind === 'order' ? sql`m.write_off_id IS NOT NULL` : sql`d.kind = ${kind}`

const warehouseOperations: ReportSource = {
  query: (q, period, run) => sql`
    SELECT m.posted_at AS "postedAt",
           m.kind AS move_kind,
           d.kind AS document_kind,
           d.number AS document_number,
           ord.code AS order_code,
           d.document_date::text AS "documentDate",
           w.name AS warehouse,
           p.name AS product,
           nullif(m.series, '') AS series,
           m.expires_on::text AS "expiresOn",
           greatest(m.qty, 0) AS "quantityIn",
           greatest(-m.qty, 0) AS "quantityOut",
           uu.name AS "useUnit",
           round(m.qty * m.unit_cost)::bigint AS cost
    FROM stock_moves m
    JOIN warehouses w ON w.id = m.warehouse_id
    JOIN products p ON p.id = m.product_id
    JOIN nomenclature_units uu ON uu.id = p.use_unit_id
    LEFT JOIN stock_documents d ON d.id = m.document_id
    LEFT JOIN stock_order_write_offs wo ON wo.id = m.write_off_id
    LEFT JOIN orders ord ON ord.id = wo.order_id
    WHERE ${and([
      inPeriod(sql`m.posted_at`, period),
      inWarehouses(sql`m.warehouse_id`, run),
      equalsIf(sql`m.warehouse_id`, q.warehouseId),
      operationSource(q.operationKind),
    ])}
    ORDER BY m.posted_at, m.id`,
  row: (r) => {
    const kind = text(r.document_kind) as keyof typeof stockDocumentKindLabels
    return {
      ...r,
      operation: moveLabels[text(r.move_kind) as keyof typeof moveLabels] ?? text(r.move_kind),
      document: r.order_code
        ? `Замовлення № ${text(r.order_code)}`
        : r.document_number
          ? `${stockDocumentKindLabels[kind] ?? ''} № ${text(r.document_number)}`.trim()
          : null,
    }
  },
}

const warehouseClients: ReportSource = {
  // One row per product of each write-off not given back: what was sold is what the ledger took plus
  // what the stock lacked (the write-off's shortfall); the money is the order's product lines after
  // discounts (soldLines), the cost what the taken batches cost.
  query: (q, period, run) => sql`
    WITH sales AS (
      SELECT wo.id, wo.order_id, wo.warehouse_id, wo.written_off_at, wo.shortfall
      FROM stock_order_write_offs wo
      WHERE ${and([
        sql`wo.returned_at IS NULL`,
        inPeriod(sql`wo.written_off_at`, period),
        inWarehouses(sql`wo.warehouse_id`, run),
        equalsIf(sql`wo.warehouse_id`, q.warehouseId),
      ])}
    ),
    taken AS (
      SELECT m.write_off_id, m.product_id, -sum(m.qty) AS qty, -sum(m.qty * m.unit_cost) AS cost
      FROM stock_moves m
      WHERE m.kind = 'order_write_off' AND m.write_off_id IN (SELECT id FROM sales)
      GROUP BY 1, 2
    ),
    short AS (
      SELECT s.id AS write_off_id, (x->>'productId')::int AS product_id, sum((x->>'qty')::int) AS qty
      FROM sales s
      CROSS JOIN LATERAL jsonb_array_elements(s.shortfall) x
      GROUP BY 1, 2
    ),
    ${soldLines(
      q,
      period,
      ['product'],
      sql`SELECT o.id, o.cart_data, o.price_info FROM orders o WHERE o.id IN (SELECT order_id FROM sales)`,
    )},
    money AS (SELECT order_id, item_id, sum(money) AS sum FROM sold GROUP BY 1, 2),
    sold_products AS (
      SELECT write_off_id, product_id FROM taken UNION SELECT write_off_id, product_id FROM short
    )
    SELECT ${kyivDayOf(sql`s.written_off_at`)} AS day,
           o.code AS "order",
           ${clientNameOf('o', 'c')} AS client,
           w.name AS warehouse,
           p.name AS product,
           (coalesce(t.qty, 0) + coalesce(sh.qty, 0))::int AS quantity,
           coalesce(sh.qty, 0)::int AS shortfall,
           uu.name AS "useUnit",
           coalesce(mo.sum, 0)::bigint AS sum,
           round(t.cost)::bigint AS cost
    FROM sales s
    JOIN sold_products k ON k.write_off_id = s.id
    JOIN orders o ON o.id = s.order_id
    LEFT JOIN clients c ON c.id = o.client_id
    JOIN warehouses w ON w.id = s.warehouse_id
    JOIN products p ON p.id = k.product_id
    JOIN nomenclature_units uu ON uu.id = p.use_unit_id
    LEFT JOIN taken t ON t.write_off_id = k.write_off_id AND t.product_id = k.product_id
    LEFT JOIN short sh ON sh.write_off_id = k.write_off_id AND sh.product_id = k.product_id
    LEFT JOIN money mo ON mo.order_id = s.order_id AND mo.item_id = k.product_id
    ORDER BY s.written_off_at, s.id, p.name, p.id`,
}

export const warehouseSources: Record<string, ReportSource> = {
  'expired-goods': expiredGoods,
  'warehouse-operations': warehouseOperations,
  'warehouse-clients': warehouseClients,
}
