/**
 * The queries of domain/reports/reports-laboratory.ts (report-sql.ts has the shared parts). A test of an
 * order is one lab_tube_tests row (one tube per test and order) and its results the lab_results rows of
 * the same order and test: entered when the first of them was, approved when all of them are (the last
 * approval). Durations are whole minutes, NULL while either end is missing.
 */
import { sql, type SQL } from 'drizzle-orm'
import { labErrorStages, labErrorTypes } from '../../../domain/laboratory/lab-errors.resource'
import { labFlagLabels, type LabFlag } from '../../../domain/laboratory/lab-results.schema'
import { tubeStateLabels, type TubeState } from '../../../domain/laboratory/tube-states'
import type { ReportQuery } from '../../../domain/reports/define-report'
import {
  and,
  clientNameOf,
  equalsIf,
  inListIf,
  inPeriod,
  ownOrdersIf,
  type ReportRun,
  type ReportSource,
} from './report-sql'

/** When the order was registered: first confirmed (its tubes were made), or its cart finished. */
const registeredAt = sql`coalesce(o.first_confirmed_at, o.cart_finished_at)`

const minutesBetween = (from: SQL, to: SQL) => sql`(extract(epoch FROM ${to} - ${from}) / 60)::int`

/** The orders a laboratory report reads: not deleted, of the filial chosen, within the user's reach. */
const labOrders = (q: ReportQuery, run: ReportRun): SQL =>
  and([
    sql`o.state <> 'deleted'`,
    equalsIf(sql`o.filial_id`, q.filialId),
    inListIf(sql`o.filial_id`, q.filialIds),
    ownOrdersIf(run),
  ])

/** Each order's tests' results in one row: first entered, last approved (when all are), who did it. */
const testResults = sql`
  SELECT r.order_id, r.mc_test_id,
         min(r.entered_at) AS entered_at,
         (array_agg(r.entered_by ORDER BY r.entered_at, r.id))[1] AS entered_by,
         CASE WHEN bool_and(r.state = 'approved') THEN max(r.approved_at) END AS approved_at,
         CASE WHEN bool_and(r.state = 'approved')
              THEN (array_agg(r.approved_by ORDER BY r.approved_at DESC, r.id))[1] END AS approved_by,
         count(*)::int AS results,
         count(*) FILTER (WHERE r.flag NOT IN ('none', 'normal') OR r.flag2 NOT IN ('none', 'normal'))::int
           AS out_of_range
  FROM lab_results r
  GROUP BY r.order_id, r.mc_test_id`

const timing: ReportSource = {
  query: (q, period, run) => sql`
    WITH res AS (${testResults})
    SELECT ${registeredAt} AS "registeredAt",
           o.code AS "order",
           tb.barcode,
           t.name_uk AS test,
           d.name AS department,
           tb.collected_at AS "collectedAt",
           tb.received_at AS "receivedAt",
           res.entered_at AS "resultAt",
           res.approved_at AS "approvedAt",
           ${minutesBetween(registeredAt, sql`tb.collected_at`)} AS "toCollect",
           ${minutesBetween(sql`tb.collected_at`, sql`tb.received_at`)} AS "toReceive",
           ${minutesBetween(sql`tb.received_at`, sql`res.entered_at`)} AS "toResult",
           ${minutesBetween(sql`res.entered_at`, sql`res.approved_at`)} AS "toApprove",
           ${minutesBetween(registeredAt, sql`res.approved_at`)} AS overall
    FROM lab_tube_tests tt
    JOIN lab_tubes tb ON tb.id = tt.tube_id
    JOIN orders o ON o.id = tt.order_id
    JOIN mc_tests t ON t.id = tt.mc_test_id
    LEFT JOIN departments d ON d.id = t.department_id
    LEFT JOIN res ON res.order_id = tt.order_id AND res.mc_test_id = tt.mc_test_id
    WHERE ${and([
      inPeriod(registeredAt, period),
      labOrders(q, run),
      equalsIf(sql`t.department_id`, q.departmentId),
      equalsIf(sql`t.id`, q.testId),
      equalsIf(sql`t.category_id`, q.testCategoryId),
    ])}
    ORDER BY 1, o.code, tb.barcode, t.name_uk, tt.id`,
}

/**
 * One event per test: done (its first result entered, by whom, how long after the tube was received) in
 * the period, and approved (by whom, how long after the result) in the period; summed per user.
 */
const doneTimingByUser: ReportSource = {
  query: (q, period, run) => {
    const common = (at: SQL, user: SQL) =>
      and([
        inPeriod(at, period),
        sql`${user} IS NOT NULL`,
        inListIf(user, q.userIds),
        equalsIf(sql`t.department_id`, q.departmentId),
        labOrders(q, run),
      ])
    return sql`
      WITH res AS (${testResults}),
      events AS (
        SELECT res.entered_by AS user_id, 'done' AS kind,
               ${minutesBetween(sql`tb.received_at`, sql`res.entered_at`)} AS minutes
        FROM res
        JOIN orders o ON o.id = res.order_id
        JOIN mc_tests t ON t.id = res.mc_test_id
        LEFT JOIN lab_tube_tests tt ON tt.order_id = res.order_id AND tt.mc_test_id = res.mc_test_id
        LEFT JOIN lab_tubes tb ON tb.id = tt.tube_id
        WHERE ${common(sql`res.entered_at`, sql`res.entered_by`)}
        UNION ALL
        SELECT res.approved_by, 'approved',
               ${minutesBetween(sql`res.entered_at`, sql`res.approved_at`)}
        FROM res
        JOIN orders o ON o.id = res.order_id
        JOIN mc_tests t ON t.id = res.mc_test_id
        WHERE ${common(sql`res.approved_at`, sql`res.approved_by`)}
      )
      SELECT u.name AS "user",
             count(*) FILTER (WHERE e.kind = 'done')::int AS done,
             round(avg(e.minutes) FILTER (WHERE e.kind = 'done'))::int AS "avgToResult",
             max(e.minutes) FILTER (WHERE e.kind = 'done') AS "maxToResult",
             count(*) FILTER (WHERE e.kind = 'approved')::int AS approved,
             round(avg(e.minutes) FILTER (WHERE e.kind = 'approved'))::int AS "avgToApprove",
             max(e.minutes) FILTER (WHERE e.kind = 'approved') AS "maxToApprove"
      FROM events e
      JOIN users u ON u.id = e.user_id
      GROUP BY u.id, u.name
      ORDER BY u.name, u.id`
  },
}

/** Names that mark a PCR department or category (the catalogue's only mark; see the definitions). */
const pcrName = (column: SQL) =>
  sql`(${column} ILIKE 'ПЛР%' OR ${column} ILIKE 'ПЦР%' OR ${column} ILIKE 'PCR%')`
const isPcrTest = sql`EXISTS (
  SELECT 1 FROM mc_tests pt
  LEFT JOIN departments pd ON pd.id = pt.department_id
  LEFT JOIN mc_test_categories pc ON pc.id = pt.category_id
  LEFT JOIN mc_test_categories pp ON pp.id = pc.parent_id
  WHERE pt.id = r.mc_test_id AND (${pcrName(sql`pd.name`)} OR ${pcrName(sql`pc.name`)} OR ${pcrName(sql`pp.name`)}))`

const resultsPlr: ReportSource = {
  query: (q, period, run) => sql`
    SELECT r.entered_at AS "enteredAt",
           o.code AS "order",
           ${clientNameOf('o', 'c')} AS patient,
           t.name_uk AS test,
           coalesce(i.name, r.indicator_code) AS indicator,
           concat_ws(' / ', nullif(r.value, ''), nullif(r.value2, '')) || coalesce(' ' || nullif(r.unit, ''), '')
             AS value,
           r.flag,
           r.approved_at AS "approvedAt"
    FROM lab_results r
    JOIN orders o ON o.id = r.order_id
    LEFT JOIN clients c ON c.id = o.client_id
    JOIN mc_tests t ON t.id = r.mc_test_id
    LEFT JOIN mc_test_indicators i ON i.mc_test_id = r.mc_test_id AND i.code = r.indicator_code
    WHERE ${and([
      inPeriod(sql`r.entered_at`, period),
      isPcrTest,
      labOrders(q, run),
      equalsIf(sql`r.mc_test_id`, q.testId),
    ])}
    ORDER BY r.entered_at, o.code, r.line, t.name_uk, i.sort, r.id`,
  row: (r) => ({ ...r, flag: labFlagLabels[r.flag as LabFlag] || null }),
}

const analyzes: ReportSource = {
  // The tests of the period's orders: those sampled into tubes and those with results (an order's test
  // may have results typed without a tube).
  query: (q, period, run) => sql`
    WITH res AS (${testResults}),
    period_orders AS (
      SELECT o.id FROM orders o WHERE ${and([inPeriod(registeredAt, period), labOrders(q, run)])}
    ),
    order_tests AS (
      SELECT tt.order_id, tt.mc_test_id FROM lab_tube_tests tt WHERE tt.order_id IN (SELECT id FROM period_orders)
      UNION
      SELECT res.order_id, res.mc_test_id FROM res WHERE res.order_id IN (SELECT id FROM period_orders)
    )
    SELECT t.name_uk AS test,
           t.code,
           d.name AS department,
           count(*)::int AS ordered,
           count(res.entered_at)::int AS done,
           count(res.approved_at)::int AS approved,
           count(*) FILTER (WHERE tb.state = 'rejected')::int AS rejected,
           coalesce(sum(res.results), 0)::int AS results,
           coalesce(sum(res.out_of_range), 0)::int AS "outOfRange",
           CASE WHEN sum(res.results) > 0
                THEN round(100.0 * sum(res.out_of_range) / sum(res.results))::int END AS "outOfRangeShare"
    FROM order_tests ot
    JOIN mc_tests t ON t.id = ot.mc_test_id
    LEFT JOIN departments d ON d.id = t.department_id
    LEFT JOIN res ON res.order_id = ot.order_id AND res.mc_test_id = ot.mc_test_id
    LEFT JOIN lab_tube_tests tt ON tt.order_id = ot.order_id AND tt.mc_test_id = ot.mc_test_id
    LEFT JOIN lab_tubes tb ON tb.id = tt.tube_id
    WHERE ${and([
      equalsIf(sql`t.category_id`, q.testCategoryId),
      equalsIf(sql`t.department_id`, q.departmentId),
    ])}
    GROUP BY t.id, t.name_uk, t.code, d.name
    ORDER BY t.name_uk, t.id`,
}

const stageLabel = new Map<string, string>(labErrorStages.map((s) => [s.value, s.label]))
const typeLabel = new Map<string, string>(labErrorTypes.map((s) => [s.value, s.label]))

const journal: ReportSource = {
  // A tube is in the journal on the day the lab received it, or rejected it when it never was.
  query: (q, period, run) => sql`
    WITH res AS (${testResults})
    SELECT coalesce(tb.received_at, tb.rejected_at) AS "receivedAt",
           tb.barcode,
           o.code AS "order",
           ${clientNameOf('o', 'c')} AS patient,
           f.name AS filial,
           d.name AS department,
           (SELECT string_agg(t.name_uk, ', ' ORDER BY t.name_uk)
              FROM lab_tube_tests tt JOIN mc_tests t ON t.id = tt.mc_test_id WHERE tt.tube_id = tb.id) AS tests,
           tb.state AS tube_state,
           tb.rejection_reason,
           (SELECT count(*) FROM lab_tube_tests tt WHERE tt.tube_id = tb.id)::int AS test_count,
           (SELECT count(*) FROM lab_tube_tests tt JOIN res ON res.order_id = tt.order_id
              AND res.mc_test_id = tt.mc_test_id WHERE tt.tube_id = tb.id)::int AS entered_count,
           (SELECT count(res.approved_at) FROM lab_tube_tests tt JOIN res ON res.order_id = tt.order_id
              AND res.mc_test_id = tt.mc_test_id WHERE tt.tube_id = tb.id)::int AS approved_count,
           (SELECT json_agg(json_build_array(e.stage, e.error_type::text) ORDER BY e.occurred_on, e.id)
              FROM lab_errors e WHERE e.barcode = tb.barcode)::text AS error_list,
           (SELECT count(*) FROM lab_errors e WHERE e.barcode = tb.barcode)::int AS "errorCount"
    FROM lab_tubes tb
    JOIN orders o ON o.id = tb.order_id
    LEFT JOIN clients c ON c.id = o.client_id
    LEFT JOIN filials f ON f.id = o.filial_id
    LEFT JOIN departments d ON d.id = tb.department_id
    WHERE ${and([
      inPeriod(sql`coalesce(tb.received_at, tb.rejected_at)`, period),
      labOrders(q, run),
      equalsIf(sql`tb.department_id`, q.departmentId),
    ])}
    ORDER BY 1, tb.barcode, tb.id`,
  row: (r) => {
    const state = tubeStateLabels[r.tube_state as TubeState] ?? String(r.tube_state)
    const tests = Number(r.test_count)
    const entered = Number(r.entered_count)
    const approved = Number(r.approved_count)
    const errors = (JSON.parse(typeof r.error_list === 'string' ? r.error_list : 'null') ?? []) as Array<
      [string, string]
    >
    return {
      ...r,
      state: typeof r.rejection_reason === 'string' ? `${state}: ${r.rejection_reason}` : state,
      results:
        entered === 0
          ? 'Немає'
          : approved === tests
            ? 'Затверджено'
            : `Затверджено ${approved} з ${tests}, внесено ${entered}`,
      errors:
        errors.map(([s, t]) => `${stageLabel.get(s) ?? s}: ${typeLabel.get(t) ?? t}`).join('; ') || null,
    }
  },
}

export const laboratorySources: Record<string, ReportSource> = {
  timing,
  'done-tests-timing-by-user-report': doneTimingByUser,
  'results-plr': resultsPlr,
  'analyzes-report': analyzes,
  laboratory: journal,
}
