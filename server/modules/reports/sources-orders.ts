/** The queries of domain/reports/reports-orders.ts (report-sql.ts has the shared parts). */
import { sql } from 'drizzle-orm'
import {
  and,
  equalsIf,
  inListIf,
  inPeriod,
  kyivDayOf,
  orderConditions,
  soldLines,
  type ReportSource,
} from './report-sql'

const kindLabel = sql`CASE a.kind WHEN 'service' THEN 'Послуга' ELSE 'Аналіз' END`

/** The sold services and tests summed per item: kind, item_id, line name and code, quantity, orders, money, discount. */
const perItem = sql`
  SELECT l.kind, l.item_id, min(l.name) AS name, min(l.code) AS code, sum(l.quantity)::int AS quantity,
         count(DISTINCT l.order_id)::int AS orders, sum(l.money)::bigint AS money,
         sum(l.discount)::bigint AS discount
  FROM sold l
  GROUP BY l.kind, l.item_id`

/** The catalogue's current name and code of an item (the line's own when the item is gone). */
const catalogue = sql`
  LEFT JOIN services s ON a.kind = 'service' AND s.id = a.item_id
  LEFT JOIN mc_tests t ON a.kind = 'test' AND t.id = a.item_id`
const itemName = sql`coalesce(s.name, t.name_uk, a.name)`
const itemCode = sql`coalesce(s.code, t.code, a.code)`

const filial: ReportSource = {
  // Orders without a filial make a row of their own, so the totals are those of the sales report.
  query: (q, period) => sql`
    SELECT coalesce(f.name, 'Без філіалу') AS filial,
           count(*)::int AS orders,
           count(o.cart_finished_at)::int AS confirmed,
           sum(o.sum)::bigint AS sum,
           sum(o.discount)::bigint AS discount,
           sum(o.to_pay)::bigint AS "toPay"
    FROM orders o
    LEFT JOIN filials f ON f.id = o.filial_id
    WHERE ${orderConditions(q, period)}
    GROUP BY f.id, f.name
    ORDER BY f.name NULLS LAST, f.id`,
}

const insuranceCompanies: ReportSource = {
  query: (q, period) => sql`
    SELECT c.name AS company,
           count(*)::int AS orders,
           count(DISTINCT o.client_id)::int AS clients,
           sum(o.sum)::bigint AS sum,
           sum(o.discount)::bigint AS discount,
           sum(o.to_pay)::bigint AS "toPay"
    FROM orders o
    JOIN insurance_companies c ON c.id = o.insurance_company_id
    WHERE ${orderConditions(q, period)}
    GROUP BY c.id, c.name
    ORDER BY c.name, c.id`,
}

const topDoctors: ReportSource = {
  query: (q, period) => sql`
    WITH ${soldLines(q, period, ['service'])}
    SELECT d.full_name AS doctor,
           sum(l.quantity)::int AS services,
           count(DISTINCT l.order_id)::int AS orders,
           sum(l.money)::bigint AS money
    FROM sold l
    JOIN staff d ON d.id = l.doctor_id
    GROUP BY d.id, d.full_name
    ORDER BY money DESC, d.full_name, d.id
    LIMIT 10`,
}

const topInsuranceCompanies: ReportSource = {
  query: (q, period) => sql`
    SELECT c.name AS company,
           count(*)::int AS orders,
           sum(o.to_pay)::bigint AS "toPay"
    FROM orders o
    JOIN insurance_companies c ON c.id = o.insurance_company_id
    WHERE ${orderConditions(q, period)}
    GROUP BY c.id, c.name
    ORDER BY "toPay" DESC, c.name, c.id
    LIMIT 10`,
}

const topServices: ReportSource = {
  query: (q, period) => sql`
    WITH ${soldLines(q, period, ['service', 'test'])}
    SELECT ${kindLabel} AS type, ${itemName} AS name, a.quantity, a.orders, a.money
    FROM (${perItem}) a
    ${catalogue}
    ORDER BY a.money DESC, a.kind, ${itemName}, a.item_id
    LIMIT 10`,
}

const byRegistrar: ReportSource = {
  // Unlike the other orders reports, the deleted orders are counted here — as cancelled — so the
  // conditions are not orderConditions'. The period is of creation: what the registrar made then.
  query: (q, period) => sql`
    SELECT u.name AS registrar,
           count(*)::int AS orders,
           count(*) FILTER (WHERE o.state <> 'deleted' AND o.cart_finished_at IS NOT NULL)::int AS confirmed,
           count(*) FILTER (WHERE o.state = 'deleted')::int AS cancelled,
           coalesce(sum(o.sum) FILTER (WHERE o.state <> 'deleted'), 0)::bigint AS sum,
           coalesce(sum(o.to_pay) FILTER (WHERE o.state <> 'deleted'), 0)::bigint AS "toPay"
    FROM orders o
    JOIN users u ON u.id = o.created_by
    WHERE ${and([
      inPeriod(sql`o.created_at`, period),
      equalsIf(sql`o.filial_id`, q.filialId),
      inListIf(sql`o.filial_id`, q.filialIds),
      inListIf(sql`o.created_by`, q.userIds),
    ])}
    GROUP BY u.id, u.name
    ORDER BY u.name, u.id`,
}

const summaryServicesTests: ReportSource = {
  // A test category or a department chooses tests, so either leaves the services out; a top-level
  // category takes the tests of its subcategories too. The sum before the discount is the money plus the
  // discount: the calculation's base price × quantity (the stored price × quantity for an unpriced order).
  query: (q, period) => {
    const testsOnly = Boolean(q.testCategoryId || q.departmentId)
    const category = q.testCategoryId
      ? sql`(t.category_id = ${q.testCategoryId} OR tc.parent_id = ${q.testCategoryId})`
      : undefined
    return sql`
      WITH ${soldLines(q, period, testsOnly ? ['test'] : ['service', 'test'])}
      SELECT ${kindLabel} AS "type", ${itemCode} AS "code", ${itemName} AS "name",
             a.quantity, a.orders, (a.money + a.discount)::bigint AS "sum", a.discount,
             a.money AS "total"
      FROM (${perItem}) a
      ${catalogue}
      LEFT JOIN mc_test_categories tc ON tc.id = t.category_id
      WHERE ${and([category, equalsIf(sql`t.department_id`, q.departmentId)])}
      ORDER BY a.kind, ${itemName}, a.item_id`
  },
}

const cashbox: ReportSource = {
  // Paid is closed (done → payed_cash): the day of it, whoever closed it, the order's payment type, and
  // the register and shift of its sale receipt where one was made (issue 27 §3).
  query: (q, period) => sql`
    SELECT ${kyivDayOf(sql`o.closed_at`)} AS day,
           coalesce(u.name, 'Не вказано') AS cashier,
           coalesce(cr.name, 'Без фіскального чека') AS register,
           CASE WHEN cs.id IS NULL THEN '—' ELSE '№ ' || cs.serial END AS shift,
           coalesce(pt.name, 'Не вказано') AS "paymentType",
           count(*)::int AS payments,
           coalesce(sum(o.to_pay), 0)::bigint AS "toPay"
    FROM orders o
    LEFT JOIN users u ON u.id = o.closed_by
    LEFT JOIN payment_types pt ON pt.id = o.payment_type_id
    LEFT JOIN fiscal_receipts fr ON fr.order_id = o.id AND fr.kind = 'sale'
    LEFT JOIN cash_registers cr ON cr.id = fr.register_id
    LEFT JOIN cash_shifts cs ON cs.id = fr.shift_id
    WHERE ${and([orderConditions({ ...q, dateType: 'payed' }, period), inListIf(sql`o.closed_by`, q.userIds)])}
    GROUP BY 1, u.id, u.name, cr.id, cr.name, cs.id, cs.serial, pt.id, pt.name
    ORDER BY 1, 2, u.id, 3, cr.id, cs.serial NULLS FIRST, 5, pt.id`,
}

export const ordersSources: Record<string, ReportSource> = {
  filial,
  'insurance-companies': insuranceCompanies,
  'top-sales-doctors': topDoctors,
  'top-sales-insurance-companies': topInsuranceCompanies,
  'top-sales-services': topServices,
  'report-by-order-registrar': byRegistrar,
  'summary-services-tests': summaryServicesTests,
  cashbox,
}
