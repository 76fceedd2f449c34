/**
 * What a report's query is made of (report-sources.ts and the sources of each group of reports): the
 * source's shape, the Kyiv day of an instant, the period of a column, the optional filters, the lines
 * sold in orders, a client's name.
 */
import { sql, type SQL } from 'drizzle-orm'
import type { ReportQuery } from '../../../domain/reports/define-report'
import { KYIV } from '../../../domain/time/kyiv'

export interface ReportPeriod {
  start: Date
  end: Date
}

/**
 * Who asks and when: the warehouses they may see (null: every one), today's Kyiv day, and — for a user
 * whose order list holds only the orders they created or operate — their id (the laboratory's reports
 * keep to those orders, domain/orders/order-access.ts labReachesOrder).
 */
export interface ReportRun {
  warehouses: number[] | null
  today: string
  ownOrdersOf?: number
}

export interface ReportSource {
  /** The whole result, ordered (a subquery: no trailing semicolon, no LIMIT). */
  query: (q: ReportQuery, period: ReportPeriod, run: ReportRun) => SQL
  /** Finishes a row of the query for the answer (a value TypeScript already knows how to make). */
  row?: (row: Record<string, unknown>) => Record<string, unknown>
}

export const zone = sql.raw(`'${KYIV}'`)
export const kyivDayOf = (column: SQL) => sql`to_char(${column} AT TIME ZONE ${zone}, 'YYYY-MM-DD')`
/** The conditions given, joined by AND (TRUE when none is). */
export const and = (parts: Array<SQL | undefined>): SQL => {
  const given = parts.filter((p): p is SQL => p !== undefined)
  return given.length ? sql.join(given, sql` AND `) : sql`TRUE`
}

/** SQL helpers for the sources: a period of a column, an optional equality, a list of ids. */
export const inPeriod = (column: SQL, { start, end }: ReportPeriod) =>
  sql`${column} >= ${start.toISOString()}::timestamptz AND ${column} < ${end.toISOString()}::timestamptz`
export const equalsIf = (column: SQL, value: number | undefined) =>
  value ? sql`${column} = ${value}` : undefined
export const inListIf = (column: SQL, ids: number[] | undefined) =>
  ids?.length
    ? sql`${column} IN (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : undefined

/** Only the warehouses the user may see (`run.warehouses`; null: every one). */
export const inWarehouses = (column: SQL, run: ReportRun): SQL | undefined =>
  run.warehouses === null ? undefined : (inListIf(column, run.warehouses) ?? sql`FALSE`)

/** Only the orders the user reaches (`run.ownOrdersOf`: those they created or operate). */
export const ownOrdersIf = (run: ReportRun, alias = 'o'): SQL | undefined =>
  run.ownOrdersOf === undefined
    ? undefined
    : sql`(${sql.raw(`${alias}.created_by`)} = ${run.ownOrdersOf} OR ${sql.raw(`${alias}.operator_id`)} = ${run.ownOrdersOf})`

const dateColumns = { created: 'created_at', completed: 'cart_finished_at', payed: 'closed_at' } as const

/** The instant an orders report's period is of: created, confirmed (the cart finished), or paid (closed). */
export const orderDate = (q: ReportQuery, alias = 'o') =>
  sql.raw(`${alias}.${dateColumns[q.dateType ?? 'created']}`)

/**
 * The orders of the period that a report over orders counts: not deleted, of the period by the date
 * type, narrowed by whichever order filters the query has (city, filial, insurance company, sending
 * organisation, operator).
 */
export function orderConditions(q: ReportQuery, period: ReportPeriod, alias = 'o'): SQL {
  const col = (name: string) => sql.raw(`${alias}.${name}`)
  return and([
    inPeriod(orderDate(q, alias), period),
    sql`${col('state')} <> 'deleted'`,
    equalsIf(col('city_id'), q.cityId),
    equalsIf(col('filial_id'), q.filialId),
    inListIf(col('filial_id'), q.filialIds),
    equalsIf(col('insurance_company_id'), q.insuranceCompanyId),
    equalsIf(col('guiding_organisation_id'), q.guidingOrganisationId),
    equalsIf(col('operator_id'), q.operatorId),
  ])
}

export type LineKind = 'service' | 'test' | 'product'
const cartList: Record<LineKind, string> = { service: 'services', test: 'tests', product: 'products' }

/**
 * The CTEs ending in `sold`: one row per service, test or product line of the period's orders (or of
 * the orders `periodOrders` selects: id, cart_data, price_info) — order_id, kind,
 * item_id, name, code, doctor_id, quantity, money (after discounts) and discount. The money is the
 * line's `total` of the order's last calculation (price_info, the line of the same kind, index and id);
 * a line the calculation does not cover (an order never priced by the server) counts its stored unit
 * price × quantity with no discount. The price lines are expanded once per order and joined by key, so
 * a cart's json is parsed once, not once per line.
 */
export function soldLines(
  q: ReportQuery,
  period: ReportPeriod,
  kinds: readonly LineKind[],
  periodOrders: SQL = sql`SELECT o.id, o.cart_data, o.price_info FROM orders o WHERE ${orderConditions(q, period)}`,
): SQL {
  const lists = kinds.map(
    (k) =>
      sql`SELECT o.id AS order_id, ${k}::text AS kind, c.n - 1 AS idx, c.item
          FROM period_orders o
          CROSS JOIN LATERAL jsonb_array_elements(o.cart_data->${sql.raw(`'${cartList[k]}'`)}) WITH ORDINALITY AS c(item, n)`,
  )
  const kindList = sql.join(
    kinds.map((k) => sql`${k}`),
    sql`, `,
  )
  return sql`
    period_orders AS (${periodOrders}),
    cart_lines AS (${sql.join(lists, sql` UNION ALL `)}),
    priced AS (
      SELECT o.id AS order_id, p->>'kind' AS kind, (p->>'index')::int AS idx, (p->>'id')::int AS item_id,
             (p->>'total')::bigint AS total, (p->>'discount')::bigint AS discount
      FROM period_orders o
      CROSS JOIN LATERAL json_array_elements(o.price_info->'priceCalculation'->'lines') p
      WHERE p->>'kind' IN (${kindList})
    ),
    sold AS (
      SELECT l.order_id, l.kind, (l.item->>'id')::int AS item_id, l.item->>'name' AS name,
             l.item->>'code' AS code, (l.item->>'doctorId')::int AS doctor_id,
             (l.item->>'quantity')::int AS quantity,
             coalesce(p.total, (l.item->>'price')::bigint * (l.item->>'quantity')::int) AS money,
             coalesce(p.discount, 0) AS discount
      FROM cart_lines l
      LEFT JOIN priced p ON p.order_id = l.order_id AND p.kind = l.kind AND p.idx = l.idx
                        AND p.item_id = (l.item->>'id')::int
    )`
}

/** "Surname Name Patronymic" of three text parts, empty ones left out (NULL when all are). */
const fullName = (part: (field: string) => string) =>
  `nullif(concat_ws(' ', ${['surname', 'name', 'patronymic'].map((f) => `nullif(${part(f)}, '')`).join(', ')}), '')`

/**
 * The client of an order `o`: the name on their card `c` (LEFT JOINed clients), or the name typed into
 * the order when it has no card.
 */
export const clientNameOf = (o = 'o', c = 'c') =>
  sql.raw(
    `CASE WHEN ${c}.id IS NOT NULL THEN ${fullName((f) => `${c}.${f}`)}
          ELSE ${fullName((f) => `${o}.client_data->>'${f}'`)} END`,
  )
