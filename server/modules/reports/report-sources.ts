/**
 * What each report reads: one SQL query per definition (domain/reports/reports.ts) answering every row
 * of the result in its order, with the definition's column keys as column names. The routes page it,
 * total it and export it from that one query, so the totals are the sums of the very rows shown.
 * Days are Kyiv calendar days; money stays in kopiykas.
 */
import { sql, type SQL } from 'drizzle-orm'
import type { ReportDefinition, ReportFilterKey } from '../../../domain/reports/define-report'
import type { Db, Tx } from '../../db/client'
import { queryRows } from '../../db/raw'
import { ordersSources } from './sources-orders'
import { peopleSources } from './sources-people'
import {
  and,
  inListIf,
  inPeriod,
  kyivDayOf,
  orderConditions,
  orderDate,
  type ReportSource,
} from './report-sql'

type Choice = { id: number; name: string }

const named = (db: Db | Tx, query: SQL) => queryRows<Choice>(db, query)

/** The choices of each filter of the catalogue (GET /reports/<name>/options answers the report's ones). */
const filterChoices: Record<ReportFilterKey, SQL> = {
  cityId: sql`SELECT id, name_uk AS name FROM cities ORDER BY name_uk, id`,
  filialId: sql`SELECT id, name FROM filials ORDER BY name, id`,
  insuranceCompanyId: sql`SELECT id, name FROM insurance_companies ORDER BY name, id`,
  guidingOrganisationId: sql`SELECT id, name FROM guiding_organisations ORDER BY name, id`,
  departmentId: sql`SELECT id, name FROM departments ORDER BY name, id`,
  testCategoryId: sql`SELECT id, name FROM mc_test_categories ORDER BY name, id`,
  testId: sql`SELECT id, name_uk AS name FROM mc_tests ORDER BY name_uk, id`,
  // Operators are the product's users (the order's operatorId), as in the order reference data.
  operatorId: sql`SELECT id, name FROM users ORDER BY name, id`,
  userIds: sql`SELECT id, name FROM users ORDER BY name, id`,
}

export async function reportOptions(db: Db | Tx, def: ReportDefinition): Promise<Record<string, Choice[]>> {
  const options: Record<string, Choice[]> = {}
  for (const key of def.filters) options[key] = await named(db, filterChoices[key])
  return options
}

const sales: ReportSource = {
  query: (q, period) => sql`
      SELECT ${kyivDayOf(orderDate(q))} AS day,
             count(*)::int AS orders,
             count(o.cart_finished_at)::int AS confirmed,
             sum(jsonb_array_length(o.cart_data->'services') + jsonb_array_length(o.cart_data->'tests')
                 + jsonb_array_length(o.cart_data->'products'))::int AS lines,
             sum(o.sum)::bigint AS sum,
             sum(o.discount)::bigint AS discount,
             sum(o.to_pay)::bigint AS "toPay"
      FROM orders o
      WHERE ${orderConditions(q, period)}
      GROUP BY 1
      ORDER BY 1`,
}

const activity: ReportSource = {
  // An activity still open counts up to now; one crossing midnight counts on the day it began.
  query: (q, period) => sql`
    SELECT ${kyivDayOf(sql`a.start_time`)} AS day,
           u.name AS "user",
           min(a.start_time) AS start,
           max(coalesce(a.end_time, now())) AS "end",
           count(*)::int AS sessions,
           (sum(extract(epoch FROM coalesce(a.end_time, now()) - a.start_time)) / 60)::int AS minutes
    FROM user_activities a
    JOIN users u ON u.id = a.user_id
    WHERE ${and([inPeriod(sql`a.start_time`, period), inListIf(sql`a.user_id`, q.userIds)])}
    GROUP BY 1, u.id, u.name
    ORDER BY 1 DESC, u.name, u.id`,
}

export const reportSources: Record<string, ReportSource> = {
  sales,
  'activity-report': activity,
  ...ordersSources,
  ...peopleSources,
}

/** The source of a definition (every defined report has one; a unit test checks). */
export function sourceOf(def: ReportDefinition): ReportSource {
  const source = reportSources[def.name]
  if (!source) throw new Error(`report ${def.name} has no query`)
  return source
}
