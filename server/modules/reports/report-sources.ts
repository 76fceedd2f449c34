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
import { laboratorySources } from './sources-laboratory'
import { ordersSources } from './sources-orders'
import { peopleSources } from './sources-people'
import { salariesSources } from './sources-salaries'
import { warehouseSources } from './sources-warehouse'
import {
  and,
  equalsIf,
  inListIf,
  inPeriod,
  inWarehouses,
  kyivDayOf,
  orderConditions,
  orderDate,
  soldLines,
  type ReportRun,
  type ReportSource,
} from './report-sql'

type Choice = { id: number; name: string }

const named = (db: Db | Tx, query: SQL) => queryRows<Choice>(db, query)

/**
 * The choices of each filter of the catalogue that chooses records (GET /reports/<name>/options answers
 * the report's ones); the warehouses are those of the user's scope. The fixed choices (the document
 * type) are the screen's own, and a number of days has none.
 */
const filterChoices: Record<
  Exclude<ReportFilterKey, 'operationKind' | 'expiringDays'>,
  (run: ReportRun) => SQL
> = {
  cityId: () => sql`SELECT id, name_uk AS name FROM cities ORDER BY name_uk, id`,
  filialId: () => sql`SELECT id, name FROM filials ORDER BY name, id`,
  insuranceCompanyId: () => sql`SELECT id, name FROM insurance_companies ORDER BY name, id`,
  guidingOrganisationId: () => sql`SELECT id, name FROM guiding_organisations ORDER BY name, id`,
  departmentId: () => sql`SELECT id, name FROM departments ORDER BY name, id`,
  testCategoryId: () => sql`SELECT id, name FROM mc_test_categories ORDER BY name, id`,
  // A top-level category also chooses its subcategories' services (the salaries report).
  serviceCategoryId: () => sql`SELECT id, name FROM service_categories ORDER BY name, id`,
  testId: () => sql`SELECT id, name_uk AS name FROM mc_tests ORDER BY name_uk, id`,
  // Operators are the product's users (the order's operatorId), as in the order reference data.
  operatorId: () => sql`SELECT id, name FROM users ORDER BY name, id`,
  userIds: () => sql`SELECT id, name FROM users ORDER BY name, id`,
  warehouseId: (run) =>
    sql`SELECT id, name FROM warehouses w WHERE ${and([inWarehouses(sql`w.id`, run)])} ORDER BY name, id`,
  stockCategoryId: () => sql`SELECT id, name FROM stock_categories ORDER BY name, id`,
}

export async function reportOptions(
  db: Db | Tx,
  def: ReportDefinition,
  run: ReportRun,
): Promise<Record<string, Choice[]>> {
  const options: Record<string, Choice[]> = {}
  for (const key of def.filters)
    if (key !== 'operationKind' && key !== 'expiringDays')
      options[key] = await named(db, filterChoices[key](run))
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

// Counted by the day the order was made, whatever happened to it since; cancelled ones count as made.
const salesFunnel: ReportSource = {
  query: (q, period) => sql`
    SELECT ${kyivDayOf(sql`o.created_at`)} AS day,
           count(*)::int AS created,
           count(*) FILTER (WHERE o.cart_finished_at IS NOT NULL AND o.state <> 'deleted')::int AS confirmed,
           count(*) FILTER (WHERE o.state IN ('done', 'payed_cash'))::int AS done,
           count(*) FILTER (WHERE o.payment_status = 'paid' AND o.state <> 'deleted')::int AS paid,
           count(*) FILTER (WHERE o.state = 'deleted')::int AS cancelled,
           round(100.0 * count(*) FILTER (WHERE o.payment_status = 'paid' AND o.state <> 'deleted') / count(*))::int
             AS "paidShare",
           coalesce(sum(o.to_pay) FILTER (WHERE o.payment_status = 'paid' AND o.state <> 'deleted'), 0)::bigint
             AS "paidSum"
    FROM orders o
    WHERE ${and([
      inPeriod(sql`o.created_at`, period),
      equalsIf(sql`o.city_id`, q.cityId),
      equalsIf(sql`o.filial_id`, q.filialId),
      inListIf(sql`o.filial_id`, q.filialIds),
      equalsIf(sql`o.operator_id`, q.operatorId),
      equalsIf(sql`o.guiding_organisation_id`, q.guidingOrganisationId),
    ])}
    GROUP BY 1
    ORDER BY 1`,
}

/** The lines of one kind summed by their item's category («Без категорії» last). */
const byCategory = (kind: 'service' | 'test'): ReportSource => ({
  query: (q, period) => {
    const item = kind === 'test' ? sql`mc_tests` : sql`services`
    const categories = kind === 'test' ? sql`mc_test_categories` : sql`service_categories`
    return sql`
      WITH ${soldLines(q, period, [kind])}
      SELECT coalesce(c.name, 'Без категорії') AS category,
             sum(l.quantity)::int AS quantity,
             count(DISTINCT l.order_id)::int AS orders,
             sum(l.money + l.discount)::bigint AS sum,
             sum(l.discount)::bigint AS discount,
             sum(l.money)::bigint AS total
      FROM sold l
      LEFT JOIN ${item} i ON i.id = l.item_id
      LEFT JOIN ${categories} c ON c.id = i.category_id
      WHERE ${and([
        kind === 'test' ? equalsIf(sql`i.category_id`, q.testCategoryId) : undefined,
        kind === 'test' ? equalsIf(sql`i.department_id`, q.departmentId) : undefined,
      ])}
      GROUP BY c.id, c.name
      ORDER BY c.id IS NULL, total DESC, c.name, c.id`
  },
})

export const reportSources: Record<string, ReportSource> = {
  sales,
  'activity-report': activity,
  'sales-funnel': salesFunnel,
  'finance-analyzes': byCategory('test'),
  'finance-servants': byCategory('service'),
  ...ordersSources,
  ...peopleSources,
  ...warehouseSources,
  ...laboratorySources,
  ...salariesSources,
}

/** The source of a definition (every defined report has one; a unit test checks). */
export function sourceOf(def: ReportDefinition): ReportSource {
  const source = reportSources[def.name]
  if (!source) throw new Error(`report ${def.name} has no query`)
  return source
}
