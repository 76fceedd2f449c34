/**
 * What a report's query is made of (report-sources.ts and the sources of each group of reports): the
 * source's shape, the Kyiv day of an instant, the period of a column, the optional filters.
 */
import { sql, type SQL } from 'drizzle-orm'
import type { ReportQuery } from '../../../domain/reports/define-report'
import { KYIV } from '../../../domain/time/kyiv'

export interface ReportPeriod {
  start: Date
  end: Date
}

export interface ReportSource {
  /** The whole result, ordered (a subquery: no trailing semicolon, no LIMIT). */
  query: (q: ReportQuery, period: ReportPeriod) => SQL
}

export const zone = sql.raw(`'${KYIV}'`)
export const kyivDayOf = (column: SQL) => sql`to_char(${column} AT TIME ZONE ${zone}, 'YYYY-MM-DD')`
export const and = (parts: Array<SQL | undefined>) =>
  sql.join(
    parts.filter((p): p is SQL => p !== undefined),
    sql` AND `,
  )

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

/** The instant an orders report's period is of: created, or confirmed (the cart finished). */
export const orderDate = (q: ReportQuery, alias = 'o') =>
  q.dateType === 'completed' ? sql.raw(`${alias}.cart_finished_at`) : sql.raw(`${alias}.created_at`)

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
    equalsIf(col('insurance_company_id'), q.insuranceCompanyId),
    equalsIf(col('guiding_organisation_id'), q.guidingOrganisationId),
    equalsIf(col('operator_id'), q.operatorId),
  ])
}

/**
 * The lines of one kind of the order `alias` (a LATERAL subquery, one row per cart line): its item's
 * id, name, quantity, doctor (services only), and its money from the order's last calculation (the
 * price_info line of the same kind and position): the sum at the price list's price (base price ×
 * quantity), the discount, and the total to pay. A line's own `price` is its final unit price, so a
 * line with no calculation counts that as its sum and total, without discount.
 */
export function cartLines(kind: 'service' | 'test' | 'product', alias = 'o'): SQL {
  const list = sql.raw(`${alias}.cart_data->'${kind}s'`)
  const priced = sql.raw(`${alias}.price_info->'priceCalculation'->'lines'`)
  return sql`LATERAL (
    SELECT (c.line->>'id')::int AS item_id,
           c.line->>'name' AS item_name,
           coalesce((c.line->>'quantity')::int, 1) AS quantity,
           (c.line->>'doctorId')::int AS doctor_id,
           coalesce((p.priced->>'basePrice')::bigint * (p.priced->>'quantity')::int,
                    c.price * coalesce((c.line->>'quantity')::int, 1)) AS line_sum,
           coalesce((p.priced->>'discount')::bigint, 0) AS line_discount,
           coalesce((p.priced->>'total')::bigint, c.price * coalesce((c.line->>'quantity')::int, 1)) AS line_total
    FROM (SELECT e.line, e.n, coalesce((e.line->>'price')::bigint, 0) AS price
          FROM jsonb_array_elements(${list}) WITH ORDINALITY AS e(line, n)) c
    LEFT JOIN LATERAL (
      SELECT x AS priced FROM json_array_elements(${priced}) x
      WHERE x->>'kind' = ${kind} AND (x->>'index')::int = c.n - 1
      LIMIT 1
    ) p ON true
  )`
}
