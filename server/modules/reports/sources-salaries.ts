/**
 * The query of domain/reports/reports-salaries.ts. A line's doctor is its cart line's doctorId (staff.id),
 * its money the line's total after discounts (report-sql.ts soldLines). Its rate is the doctor's row of
 * doctor_rates valid on the order's Kyiv day (by the report's date type) — the latest valid_from not after
 * it — for the service's category first, then for its parent category, then the doctor's general row.
 */
import { sql } from 'drizzle-orm'
import { NO_RATE } from '../../../domain/reports/reports-salaries'
import {
  and,
  inListIf,
  kyivDayOf,
  orderConditions,
  orderDate,
  soldLines,
  type ReportSource,
} from './report-sql'

/** '40%', '12,5%', '40% + 50,00 грн' — a rate as the row shows it. */
const rateText = sql`replace(trim_scale(rt.percent)::text, '.', ',') || '%'
  || CASE WHEN rt.fixed_per_service > 0
          THEN ' + ' || replace(to_char(rt.fixed_per_service / 100.0, 'FM999999990.00'), '.', ',') || ' грн'
          ELSE '' END`

const salaries: ReportSource = {
  query: (q, period) => sql`
    WITH ${soldLines(
      q,
      period,
      ['service'],
      sql`SELECT o.id, o.cart_data, o.price_info, (${kyivDayOf(orderDate(q))})::date AS day
          FROM orders o WHERE ${orderConditions(q, period)}`,
    )},
    lines AS (
      SELECT l.doctor_id, l.quantity, l.money, rt.percent, rt.fixed_per_service,
             CASE WHEN rt.percent IS NULL THEN NULL ELSE ${rateText} END AS rate,
             CASE WHEN rt.percent IS NULL THEN 0
                  ELSE round(l.money * rt.percent / 100) + rt.fixed_per_service * l.quantity END AS pay
      FROM sold l
      JOIN period_orders po ON po.id = l.order_id
      LEFT JOIN services sv ON sv.id = l.item_id
      LEFT JOIN service_categories sc ON sc.id = sv.category_id
      LEFT JOIN LATERAL (
        SELECT r.percent, r.fixed_per_service
        FROM doctor_rates r
        WHERE r.doctor_id = l.doctor_id AND r.valid_from <= po.day
          AND (r.service_category_id IS NULL OR r.service_category_id = sv.category_id
               OR r.service_category_id = sc.parent_id)
        ORDER BY CASE WHEN r.service_category_id = sv.category_id THEN 0
                      WHEN r.service_category_id IS NOT NULL THEN 1 ELSE 2 END,
                 r.valid_from DESC
        LIMIT 1
      ) rt ON TRUE
      WHERE l.doctor_id IS NOT NULL
        AND ${and([
          q.serviceCategoryId
            ? sql`(sv.category_id = ${q.serviceCategoryId} OR sc.parent_id = ${q.serviceCategoryId})`
            : undefined,
        ])}
    )
    SELECT d.full_name AS doctor,
           sum(x.quantity)::int AS services,
           sum(x.money)::bigint AS money,
           string_agg(DISTINCT x.rate, '; ' ORDER BY x.rate) AS rate,
           sum(x.pay)::bigint AS pay,
           CASE WHEN bool_or(x.percent IS NULL) THEN ${NO_RATE}::text END AS note
    FROM lines x
    JOIN staff d ON d.id = x.doctor_id
    WHERE ${and([inListIf(sql`d.user_id`, q.userIds)])}
    GROUP BY d.id, d.full_name
    ORDER BY pay DESC, 1, d.id`,
}

export const salariesSources: Record<string, ReportSource> = {
  'finance-doctors-salaries': salaries,
}
