/**
 * The queries of domain/reports/reports-people.ts (report-sql.ts has the shared parts). A doctor of a
 * service is its cart line's doctorId (staff.id); the referring doctor, the sending organisation and the
 * order's doctor are the order's own columns.
 */
import { sql, type SQL } from 'drizzle-orm'
import type { ReportQuery } from '../../../domain/reports/define-report'
import { clientNameOf, kyivDayOf, orderConditions, type ReportPeriod, type ReportSource } from './report-sql'

/** Orders of the period grouped by one named reference of the order (the marketing reports). */
const ordersBy =
  (label: string, table: string, column: string): ReportSource['query'] =>
  (q, period) => sql`
    SELECT r.${sql.raw(table === 'staff' ? 'full_name' : 'name')} AS ${sql.identifier(label)},
           count(*)::int AS orders,
           count(DISTINCT o.client_id)::int AS clients,
           sum(o.sum)::bigint AS sum,
           sum(o.discount)::bigint AS discount,
           sum(o.to_pay)::bigint AS "toPay"
    FROM orders o
    JOIN ${sql.raw(table)} r ON r.id = o.${sql.raw(column)}
    WHERE ${orderConditions(q, period)}
    GROUP BY r.id
    ORDER BY "toPay" DESC, 1, r.id`

/** The service lines that name a doctor, of the orders of the period. */
const doctorLines = (q: ReportQuery, period: ReportPeriod, extra: SQL = sql`TRUE`) => sql`
  SELECT o.id AS order_id, o.client_id, o.created_at,
         (l->>'doctorId')::int AS doctor_id,
         (l->>'id')::int AS service_id,
         l->>'name' AS name,
         (l->>'quantity')::int AS quantity,
         (l->>'price')::bigint AS price
  FROM orders o
  CROSS JOIN LATERAL jsonb_array_elements(o.cart_data->'services') AS l
  WHERE ${orderConditions(q, period)} AND l->>'doctorId' IS NOT NULL AND ${extra}`

const doctorServices: ReportSource = {
  // The service's current name; its name on the line when it is no longer in the catalogue.
  query: (q, period) => sql`
    SELECT d.full_name AS doctor,
           coalesce(sv.name, min(x.name)) AS service,
           sum(x.quantity)::int AS quantity,
           count(DISTINCT x.order_id)::int AS orders,
           sum(x.price * x.quantity)::bigint AS sum
    FROM (${doctorLines(q, period)}) x
    JOIN staff d ON d.id = x.doctor_id
    LEFT JOIN services sv ON sv.id = x.service_id
    GROUP BY d.id, x.service_id, sv.name
    ORDER BY 1, d.id, 2, x.service_id`,
}

const doctorRepeats: ReportSource = {
  // Each doctor's client is classified once, at their first visit of the period: a repeat when an
  // earlier order of the client (any time, any filial, not deleted) has a service of the same doctor.
  query: (q, period) => sql`
    WITH firsts AS (
      SELECT DISTINCT ON (x.doctor_id, x.client_id) x.doctor_id, x.client_id, x.order_id, x.created_at
      FROM (${doctorLines(q, period, sql`o.client_id IS NOT NULL`)}) x
      ORDER BY x.doctor_id, x.client_id, x.created_at, x.order_id
    ), classified AS (
      SELECT f.doctor_id,
             EXISTS (
               SELECT 1 FROM orders p
               WHERE p.client_id = f.client_id
                 AND p.state <> 'deleted'
                 AND (p.created_at, p.id) < (f.created_at, f.order_id)
                 AND p.cart_data->'services' @> jsonb_build_array(jsonb_build_object('doctorId', f.doctor_id))
             ) AS is_repeat
      FROM firsts f
    )
    SELECT d.full_name AS doctor,
           count(*)::int AS clients,
           count(*) FILTER (WHERE NOT c.is_repeat)::int AS "primary",
           count(*) FILTER (WHERE c.is_repeat)::int AS "repeat",
           round(100.0 * count(*) FILTER (WHERE c.is_repeat) / count(*))::int AS "repeatPercent"
    FROM classified c
    JOIN staff d ON d.id = c.doctor_id
    GROUP BY d.id
    ORDER BY clients DESC, 1, d.id`,
}

const clientsByDay: ReportSource = {
  // A client is new on the Kyiv day of their first order that is not deleted (any filial).
  query: (q, period) => sql`
    WITH day_orders AS (
      SELECT ${kyivDayOf(sql`o.created_at`)} AS day, o.client_id, o.to_pay
      FROM orders o
      WHERE ${orderConditions(q, period)}
    ), firsts AS (
      SELECT p.client_id, ${kyivDayOf(sql`min(p.created_at)`)} AS first_day
      FROM orders p
      WHERE p.state <> 'deleted'
        AND p.client_id IN (SELECT client_id FROM day_orders WHERE client_id IS NOT NULL)
      GROUP BY p.client_id
    )
    SELECT d.day,
           count(DISTINCT d.client_id)::int AS clients,
           count(DISTINCT d.client_id) FILTER (WHERE f.first_day = d.day)::int AS "newClients",
           count(DISTINCT d.client_id) FILTER (WHERE f.first_day < d.day)::int AS "returningClients",
           count(*)::int AS orders,
           sum(d.to_pay)::bigint AS "toPay"
    FROM day_orders d
    LEFT JOIN firsts f ON f.client_id = d.client_id
    GROUP BY d.day
    ORDER BY d.day`,
}

const npsEmployees: ReportSource = {
  query: (q, period) => sql`
    SELECT s.full_name AS employee,
           count(*)::int AS ratings,
           count(*) FILTER (WHERE o.nps_rating >= 9)::int AS promoters,
           count(*) FILTER (WHERE o.nps_rating BETWEEN 7 AND 8)::int AS passives,
           count(*) FILTER (WHERE o.nps_rating <= 6)::int AS detractors,
           round(100.0 * (count(*) FILTER (WHERE o.nps_rating >= 9) - count(*) FILTER (WHERE o.nps_rating <= 6))
                 / count(*))::int AS nps
    FROM orders o
    JOIN staff s ON s.id = o.doctor_id
    WHERE ${orderConditions(q, period)} AND o.nps_rating IS NOT NULL
    GROUP BY s.id
    ORDER BY nps DESC, ratings DESC, 1, s.id`,
}

const npsDetailing: ReportSource = {
  // The client's card's name, or the name typed into the order when it has no card.
  query: (q, period) => sql`
    SELECT ${kyivDayOf(sql`o.created_at`)} AS day,
           o.code,
           s.full_name AS employee,
           ${clientNameOf()} AS client,
           o.nps_rating AS rating,
           o.nps_comment AS comment
    FROM orders o
    LEFT JOIN staff s ON s.id = o.doctor_id
    LEFT JOIN clients c ON c.id = o.client_id
    WHERE ${orderConditions(q, period)} AND o.nps_rating IS NOT NULL
    ORDER BY o.created_at DESC, o.id DESC`,
}

export const peopleSources: Record<string, ReportSource> = {
  doctors: { query: ordersBy('doctor', 'staff', 'referring_doctor_id') },
  organisations: { query: ordersBy('organisation', 'guiding_organisations', 'guiding_organisation_id') },
  'doctor-services': doctorServices,
  'doctor-repeats': doctorRepeats,
  'clients-report': clientsByDay,
  'nps-employees': npsEmployees,
  'nps-employees-detailing': npsDetailing,
}
