/**
 * The laboratory's worklist: the test lines of confirmed orders that await results or approval (or are
 * approved), by department and order day, 20 a page. A package's line is opened into its tests, as the
 * entry screen shows it; tests without indicators and noResult tests have nothing to wait for.
 */
import { asc, sql, type SQL } from 'drizzle-orm'
import type { LabWorklist, LabWorklistQuery } from '../../../domain/laboratory/lab-results.schema'
import { seesOnlyOwnOrders } from '../../../domain/orders/order-access'
import { kyivInstant } from '../../../domain/time/kyiv'
import type { Db } from '../../db/client'
import { queryRows } from '../../db/raw'
import { departments } from '../../db/schema/lab'
import type { AuthUser } from '../auth/auth.repo'
import { resultStates } from '../../../domain/laboratory/released-results.schema'

const PER_PAGE = 20

const nextDay = (day: string) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10)
}

interface Row {
  order_id: number
  order_code: string
  order_day: string
  patient: string | null
  test_id: number
  line: number
  test_code: string
  test_name: string
  department: string | null
  state: 'pending' | 'entered' | 'approved'
  total: number
}

/** GET /api/v2/lab/worklist. */
export async function labWorklist(db: Db, user: AuthUser, q: LabWorklistQuery): Promise<LabWorklist> {
  const where: SQL[] = [
    sql`o.state IN (${sql.join(
      resultStates.map((s) => sql`${s}`),
      sql`, `,
    )})`,
  ]
  if (seesOnlyOwnOrders(user.permissions))
    where.push(sql`(o.created_by = ${user.id} OR o.operator_id = ${user.id})`)
  if (q.date)
    where.push(
      sql`o.created_at >= ${kyivInstant(q.date, '00:00').iso}::timestamptz AND o.created_at < ${
        kyivInstant(nextDay(q.date), '00:00').iso
      }::timestamptz`,
    )
  const states = q.state === 'awaiting' ? sql`('pending', 'entered')` : sql`(${q.state})`
  const department = q.departmentId ? sql`AND m.department_id = ${q.departmentId}` : sql``
  const rows = await queryRows<Row>(
    db,
    sql`
    WITH lines AS (
      SELECT o.id AS order_id, o.code AS order_code, o.created_at,
             (t.ord - 1)::int AS line,
             COALESCE(p.test_id, (t.elem->>'id')::int) AS test_id,
             COALESCE(concat_ws(' ', c.surname, c.name, c.patronymic),
                      concat_ws(' ', o.client_data->>'surname', o.client_data->>'name')) AS patient
      FROM orders o
      CROSS JOIN LATERAL jsonb_array_elements(COALESCE(o.cart_data->'tests', '[]'::jsonb))
        WITH ORDINALITY AS t(elem, ord)
      LEFT JOIN mc_test_package_tests p ON p.package_id = (t.elem->>'id')::int
      LEFT JOIN clients c ON c.id = o.client_id
      WHERE ${sql.join(where, sql` AND `)}
    ), counted AS (
      SELECT l.*, m.code AS test_code, m.name_uk AS test_name, d.name AS department,
        (SELECT count(*) FROM mc_test_indicators i WHERE i.mc_test_id = m.id) AS n_ind,
        (SELECT count(*) FROM lab_results r JOIN mc_test_indicators i
            ON i.mc_test_id = r.mc_test_id AND i.code = r.indicator_code
          WHERE r.order_id = l.order_id AND r.line = l.line AND r.mc_test_id = l.test_id
            AND r.value IS NOT NULL AND (m.result_mode <> 'doubleResult' OR r.value2 IS NOT NULL)) AS n_done,
        (SELECT count(*) FROM lab_results r JOIN mc_test_indicators i
            ON i.mc_test_id = r.mc_test_id AND i.code = r.indicator_code
          WHERE r.order_id = l.order_id AND r.line = l.line AND r.mc_test_id = l.test_id
            AND r.state = 'approved') AS n_approved
      FROM lines l
      JOIN mc_tests m ON m.id = l.test_id AND m.test_type = 1 AND m.result_mode <> 'noResult'
      LEFT JOIN departments d ON d.id = m.department_id
      WHERE TRUE ${department}
    ), judged AS (
      SELECT *, CASE WHEN n_done < n_ind THEN 'pending' WHEN n_approved < n_ind THEN 'entered'
                     ELSE 'approved' END AS state
      FROM counted WHERE n_ind > 0
    )
    SELECT order_id, order_code, to_char(created_at AT TIME ZONE 'Europe/Kyiv', 'YYYY-MM-DD') AS order_day,
           patient, test_id, line, test_code, test_name, department, state, count(*) OVER ()::int AS total
    FROM judged WHERE state IN ${states}
    ORDER BY created_at DESC, order_id DESC, line, test_id
    LIMIT ${PER_PAGE} OFFSET ${(q.page - 1) * PER_PAGE}`,
  )
  return {
    data: rows.map((r) => ({
      orderId: r.order_id,
      orderCode: r.order_code,
      orderDay: r.order_day,
      patient: r.patient ?? '',
      testId: r.test_id,
      line: r.line,
      testCode: r.test_code,
      testName: r.test_name,
      department: r.department,
      state: r.state,
    })),
    meta: { page: q.page, perPage: PER_PAGE, total: rows[0]?.total ?? 0 },
    departments: await db
      .select({ id: departments.id, name: departments.name })
      .from(departments)
      .orderBy(asc(departments.sort), asc(departments.name)),
  }
}
