/**
 * GET /api/v2/lab/released-results (domain/laboratory/released-results.schema.ts): what the clinic outside
 * the laboratory sees of the results — approved values only — for one order or a client's orders.
 * The orders are those the laboratory's rule reaches (labReachesOrder / labOrderScope): the lab reaches
 * every order, anyone else the orders their order list shows; one outside answers 404 (by order) or is
 * simply not listed (by client). Each order is read through readOrderResults, so the values, ranges and
 * states are the results screen's own.
 */
import { and, count, desc, eq, exists, or, sql } from 'drizzle-orm'
import { labOrderScope } from '../../../domain/orders/order-access'
import {
  RELEASED_RESULTS_PER_PAGE,
  type ReleasedOrderResults,
  type ReleasedResults,
  type ReleasedResultsQuery,
} from '../../../domain/laboratory/released-results.schema'
import type { LabOrderResults } from '../../../domain/laboratory/lab-results.schema'
import type { Db } from '../../db/client'
import { labResults } from '../../db/schema/lab-results'
import { orders } from '../../db/schema/orders'
import type { AuthUser } from '../auth/auth.repo'
import { readOrderResults } from './lab-results.service'

/** Only what was approved: a test's values show once all of them are approved. */
export function released(r: LabOrderResults): ReleasedOrderResults {
  return {
    orderId: r.orderId,
    orderCode: r.orderCode,
    orderDay: r.orderDay,
    tests: r.tests.map((t) => {
      const shown = t.state === 'approved'
      const approvals = t.indicators.map((i) => i.approvedAt).filter((a) => a !== null)
      return {
        testId: t.testId,
        line: t.line,
        name: t.name,
        state: t.state,
        approvedAt: shown && approvals.length ? approvals.sort().at(-1)! : null,
        indicators: shown
          ? t.indicators.map((i) => ({
              code: i.code,
              name: i.name,
              value: i.value,
              value2: i.value2,
              unit: i.unit,
              norm: i.norm,
              flag: i.flag,
              flag2: i.flag2,
            }))
          : [],
      }
    }),
  }
}

export async function releasedResults(
  db: Db,
  user: AuthUser,
  query: ReleasedResultsQuery,
): Promise<ReleasedResults> {
  const perPage = RELEASED_RESULTS_PER_PAGE
  if (query.orderId !== undefined) {
    const one = released(await readOrderResults(db, user, query.orderId))
    return { data: [one], meta: { page: 1, perPage, total: 1 } }
  }
  const scope = labOrderScope(user.permissions, user.id, ['crmLabSee'])
  if (scope.kind === 'none') return { data: [], meta: { page: query.page, perPage, total: 0 } }
  const where = and(
    eq(orders.clientId, query.clientId!),
    exists(
      db
        .select({ one: sql`1` })
        .from(labResults)
        .where(and(eq(labResults.orderId, orders.id), eq(labResults.state, 'approved'))),
    ),
    scope.kind === 'own'
      ? or(eq(orders.createdBy, scope.userId), eq(orders.operatorId, scope.userId))
      : undefined,
  )
  const [counted] = await db.select({ total: count() }).from(orders).where(where)
  const ids = await db
    .select({ id: orders.id })
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(perPage)
    .offset((query.page - 1) * perPage)
  const data: ReleasedOrderResults[] = []
  for (const { id } of ids) data.push(released(await readOrderResults(db, user, id)))
  return { data, meta: { page: query.page, perPage, total: counted?.total ?? 0 } }
}
