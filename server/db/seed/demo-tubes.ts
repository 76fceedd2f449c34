/**
 * Demo laboratory tubes: the demo orders that are confirmed (cart_confirmed and later) get their tubes
 * as the confirmation makes them (server/modules/lab/tube-sync.ts), confirmed minutes before the seed, so
 * the home page's tube search and today's collection list show something. Their barcodes are the demo's
 * pre-printed stickers ('S' and nine digits), not the counter's, so a fresh installation's counter still
 * starts at 1. Then the tubes move along the way the orders are: a done order's tubes are received by the
 * lab, a partly done order's are handed over (the first) or received, the paid confirmed order's are
 * collected, the rest wait to be collected. Runs only while there are no tubes.
 */
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm'
import { testStateOfTube, type TubeState } from '../../../domain/laboratory/tube-states'
import type { Db, Tx } from '../client'
import { users } from '../schema/auth'
import { labTubes, labTubeTests } from '../schema/lab-tubes'
import { orders } from '../schema/orders'
import { priceOrder } from '../../modules/orders/calculation.service'
import { syncOrderTubes } from '../../modules/lab/tube-sync'

const SEED_LOCK = 727_022
const confirmedStates = ['cart_confirmed', 'confirmed', 'done_part', 'done', 'payed_cash']

/** The states the tubes of an order in `state` reach (the n-th order in that state). */
function tubeStateFor(state: string, nth: number, paid: boolean): TubeState {
  if (state === 'done' || state === 'payed_cash') return 'received'
  if (state === 'done_part') return nth === 0 ? 'sent' : 'received'
  if (state === 'confirmed' && paid) return 'collected'
  return 'new'
}

const path: TubeState[] = ['new', 'collected', 'sent', 'received']

/**
 * Moves an order's tubes along the way between their confirmation `at` and the seed's `now`: collected,
 * sent and received within that span, never after `now` (a tube received in the future would miss a
 * report of today, and its results, typed at `now`, would come before it).
 */
async function moveDemoTubes(
  tx: Tx,
  orderId: number,
  to: TubeState,
  userId: number | null,
  at: Date,
  now: Date,
) {
  const reach = path.indexOf(to)
  if (reach <= 0) return
  const span = Math.max(0, now.getTime() - at.getTime())
  const share = (part: number) => new Date(at.getTime() + Math.floor(span * part))
  await tx
    .update(labTubes)
    .set({
      state: to,
      collectedAt: share(0.2),
      collectedBy: userId,
      ...(reach >= 2
        ? {
            sentAt: share(0.5),
            sentBy: userId,
            handOverBatch: sql`md5(${`demo-batch-${orderId}`})::uuid`,
          }
        : {}),
      ...(reach >= 3 ? { receivedAt: share(0.9), receivedBy: userId } : {}),
      version: reach + 1,
    })
    .where(eq(labTubes.orderId, orderId))
  await tx
    .update(labTubeTests)
    .set({ state: testStateOfTube(to) })
    .where(eq(labTubeTests.orderId, orderId))
}

export async function seedDemoTubes(db: Db, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK})`)
    const [any] = await tx.select({ id: labTubes.id }).from(labTubes).limit(1)
    if (any) return
    const [lab] = await tx.select({ id: users.id }).from(users).where(eq(users.login, 'lab'))
    const list = await tx
      .select()
      .from(orders)
      .where(and(inArray(orders.state, confirmedStates), isNull(orders.firstConfirmedAt)))
      .orderBy(asc(orders.id))
    let sticker = 0
    const issue = () => Promise.resolve(`S${String(++sticker + 100_000).padStart(9, '0')}`)
    const seen = new Map<string, number>()
    for (const [i, row] of list.entries()) {
      if (row.cartData.tests.length === 0) continue
      // Confirmed just before the seed, a minute apart, in the demo orders' order.
      const confirmedAt = new Date(now.getTime() - (list.length - i) * 60_000)
      const priced = await priceOrder(tx, row, row.cartData, now)
      await syncOrderTubes(tx, row, row.cartData, priced.calculatedContainers, issue)
      await tx
        .update(orders)
        .set({
          firstConfirmedAt: confirmedAt,
          ...(row.priceInfo
            ? { priceInfo: { ...row.priceInfo, firstConfirmedAt: confirmedAt.toISOString() } }
            : {}),
        })
        .where(eq(orders.id, row.id))
      const nth = seen.get(row.state) ?? 0
      seen.set(row.state, nth + 1)
      const to = tubeStateFor(row.state, nth, row.paymentTypeId !== null)
      await moveDemoTubes(tx, row.id, to, lab?.id ?? null, confirmedAt, now)
    }
  })
}
