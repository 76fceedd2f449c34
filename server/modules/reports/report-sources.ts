/**
 * What each report reads: one SQL query per definition (domain/reports/reports.ts) answering every row
 * of the result in its order, with the definition's column keys as column names. The routes page it,
 * total it and export it from that one query, so the totals are the sums of the very rows shown.
 * Days are Kyiv calendar days; money stays in kopiykas.
 */
import { sql, type SQL } from 'drizzle-orm'
import type { ReportDefinition, ReportQuery } from '../../../domain/reports/define-report'
import { KYIV } from '../../../domain/time/kyiv'
import type { Db, Tx } from '../../db/client'
import { queryRows } from '../../db/raw'

export interface ReportPeriod {
  start: Date
  end: Date
}

export interface ReportSource {
  /** The whole result, ordered (a subquery: no trailing semicolon, no LIMIT). */
  query: (q: ReportQuery, period: ReportPeriod) => SQL
  /** The choices of each filter of the report. */
  options: (db: Db | Tx) => Promise<Record<string, Array<{ id: number; name: string }>>>
}

const zone = sql.raw(`'${KYIV}'`)
const kyivDayOf = (column: SQL) => sql`to_char(${column} AT TIME ZONE ${zone}, 'YYYY-MM-DD')`
const and = (parts: Array<SQL | undefined>) =>
  sql.join(
    parts.filter((p): p is SQL => p !== undefined),
    sql` AND `,
  )

const named = (db: Db | Tx, query: SQL) => queryRows<{ id: number; name: string }>(db, query)

const sales: ReportSource = {
  query: (q, { start, end }) => {
    const at = q.dateType === 'completed' ? sql`o.cart_finished_at` : sql`o.created_at`
    return sql`
      SELECT ${kyivDayOf(at)} AS day,
             count(*)::int AS orders,
             count(o.cart_finished_at)::int AS confirmed,
             sum(jsonb_array_length(o.cart_data->'services') + jsonb_array_length(o.cart_data->'tests')
                 + jsonb_array_length(o.cart_data->'products'))::int AS lines,
             sum(o.sum)::bigint AS sum,
             sum(o.discount)::bigint AS discount,
             sum(o.to_pay)::bigint AS "toPay"
      FROM orders o
      WHERE ${and([
        sql`${at} >= ${start.toISOString()}::timestamptz AND ${at} < ${end.toISOString()}::timestamptz`,
        sql`o.state <> 'deleted'`,
        q.cityId ? sql`o.city_id = ${q.cityId}` : undefined,
        q.filialId ? sql`o.filial_id = ${q.filialId}` : undefined,
        q.insuranceCompanyId ? sql`o.insurance_company_id = ${q.insuranceCompanyId}` : undefined,
      ])}
      GROUP BY 1
      ORDER BY 1`
  },
  options: async (db) => ({
    cityId: await named(db, sql`SELECT id, name_uk AS name FROM cities ORDER BY name_uk, id`),
    filialId: await named(db, sql`SELECT id, name FROM filials ORDER BY name, id`),
    insuranceCompanyId: await named(db, sql`SELECT id, name FROM insurance_companies ORDER BY name, id`),
  }),
}

const activity: ReportSource = {
  // An activity still open counts up to now; one crossing midnight counts on the day it began.
  query: (q, { start, end }) => sql`
    SELECT ${kyivDayOf(sql`a.start_time`)} AS day,
           u.name AS "user",
           min(a.start_time) AS start,
           max(coalesce(a.end_time, now())) AS "end",
           count(*)::int AS sessions,
           (sum(extract(epoch FROM coalesce(a.end_time, now()) - a.start_time)) / 60)::int AS minutes
    FROM user_activities a
    JOIN users u ON u.id = a.user_id
    WHERE ${and([
      sql`a.start_time >= ${start.toISOString()}::timestamptz AND a.start_time < ${end.toISOString()}::timestamptz`,
      q.userIds?.length
        ? sql`a.user_id IN (${sql.join(
            q.userIds.map((id) => sql`${id}`),
            sql`, `,
          )})`
        : undefined,
    ])}
    GROUP BY 1, u.id, u.name
    ORDER BY 1 DESC, u.name, u.id`,
  options: async (db) => ({
    userIds: await named(db, sql`SELECT id, name FROM users ORDER BY name, id`),
  }),
}

export const reportSources: Record<string, ReportSource> = {
  sales,
  'activity-report': activity,
}

/** The source of a definition (every defined report has one; a unit test checks). */
export function sourceOf(def: ReportDefinition): ReportSource {
  const source = reportSources[def.name]
  if (!source) throw new Error(`report ${def.name} has no query`)
  return source
}
