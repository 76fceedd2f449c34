/**
 * Demo laboratory results (issue 22 item 5): for a few recent confirmed orders whose tests have
 * indicators, values typed by the demo laboratory assistant — mostly within the patient's range, now
 * and then above it — saved and flagged by the results service itself, half of them approved, so the
 * worklist and the entry screen show every state; only orders whose tubes the lab has received (their
 * tubes then move to in work, done or approved with the results). Runs once: nothing is added while any result exists.
 */
import { desc, eq, inArray } from 'drizzle-orm'
import type { NormParameter } from '../../../domain/laboratory/normogroups'
import type { Db } from '../client'
import { users } from '../schema/auth'
import { labResults } from '../schema/lab-results'
import { labTubes } from '../schema/lab-tubes'
import { orders } from '../schema/orders'
import type { AuthUser } from '../../modules/auth/auth.repo'
import { orderPatient, orderTests, type OrderIndicator } from '../../modules/lab-results/lab-order-tests'
import { resultStates } from '../../../domain/laboratory/released-results.schema'
import { approveOrderResults, saveOrderResults } from '../../modules/lab-results/lab-results.service'

/** A value inside the range (or just above it when `high`), with the indicator's decimals. */
function demoValue(i: OrderIndicator, high: boolean): string {
  if (i.resultType === 'select') return i.options[0] ?? ''
  if (i.resultType === 'text') return 'Без особливостей'
  const r: NormParameter | undefined = i.range
  const lo = r?.min ?? (r?.max !== null && r?.max !== undefined ? r.max / 2 : 1)
  const hi = r?.max ?? lo * 2
  const v = high ? hi * 1.15 : lo + (hi - lo) * 0.4
  return v.toFixed(i.decimals).replace('.', ',')
}

/** Fills the results of up to six recent orders (after the orders and their history are seeded). */
export async function seedDemoLabResults(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const [any] = await tx.select({ id: labResults.id }).from(labResults).limit(1)
    if (any) return
    const [lab] = await tx
      .select({ id: users.id, name: users.name, login: users.login })
      .from(users)
      .where(eq(users.login, 'lab'))
    if (!lab) return
    const user: AuthUser = {
      ...lab,
      isActive: true,
      tokensValidAfter: null,
      permissions: { crmLabSee: true, crmLabResultsEdit: true, crmLabResultsApprove: true },
      modules: {},
    }
    const recent = await tx
      .select()
      .from(orders)
      .where(inArray(orders.state, [...resultStates]))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(40)
    let filled = 0
    for (const order of recent) {
      if (filled >= 6) break
      const tests = (await orderTests(tx, order, await orderPatient(tx, order))).filter(
        (t) => t.resultMode !== 'noResult' && t.indicators.length > 0,
      )
      if (tests.length === 0) continue
      // The lab has results only of samples it received: an order whose tubes are still at the blood
      // point is left alone (its results would move them, lab/tube-progress.ts).
      const tubes = await tx
        .select({ state: labTubes.state })
        .from(labTubes)
        .where(eq(labTubes.orderId, order.id))
      if (tubes.some((x) => x.state !== 'received')) continue
      const items = tests.flatMap((t) =>
        t.indicators.map((i, k) => ({
          testId: t.testId,
          line: t.line,
          indicatorCode: i.code,
          value: demoValue(i, (filled + k) % 4 === 1),
          ...(t.resultMode === 'doubleResult' ? { value2: demoValue(i, false) } : {}),
        })),
      )
      // The last order of the demo is left half-typed: one indicator still awaits its value.
      const typed = filled === 5 && items.length > 1 ? items.slice(0, -1) : items
      const now = new Date()
      await saveOrderResults(tx, user, order.id, { items: typed }, now)
      if (filled % 2 === 0 && typed === items) await approveOrderResults(tx, user, order.id, {}, now)
      filled += 1
    }
  })
}
