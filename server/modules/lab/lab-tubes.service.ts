/**
 * The laboratory tubes' reads and moves. Scope as for orders (domain/orders/order-access.ts): a user
 * sees the tubes of the orders their order list would show; crmLabSee (and, for the moves,
 * crmLabSamplesWork) reaches every order's tubes, as laboratory staff work on all of them. A tube of an
 * order outside the scope answers as an unknown barcode.
 */
import { randomUUID } from 'node:crypto'
import { eq, inArray, sql } from 'drizzle-orm'
import { DomainError } from '../../../domain/api/errors'
import type {
  OrderTubes,
  TubeMoveAnswer,
  TubeSearchAnswer,
} from '../../../domain/laboratory/lab-tubes.schema'
import {
  isTubeState,
  moveTube,
  testStateOfTube,
  tubeMessages,
  type TubeEvent,
  type TubeState,
} from '../../../domain/laboratory/tube-states'
import { labReachesOrder } from '../../../domain/orders/order-access'
import type { PermissionName } from '../../../domain/permissions/catalogue'
import type { Db, Tx } from '../../db/client'
import { labTubes, labTubeTests } from '../../db/schema/lab-tubes'
import { orders } from '../../db/schema/orders'
import type { MutationScope } from '../../lib/mutation'
import { notFound } from '../../lib/versioned'
import type { AuthUser } from '../auth/auth.repo'
import { collectionDay, orderPart, tubeOrders, tubeViews, type TubeOrderRow } from './lab-tubes.repo'

const readAlso: PermissionName[] = ['crmLabSee']
const workAlso: PermissionName[] = ['crmLabSee', 'crmLabSamplesWork']

const sees = (user: AuthUser, order: TubeOrderRow, lab: PermissionName[]) =>
  labReachesOrder(user.permissions, user.id, order, lab)

const barcodeNotFound = () => new DomainError('not_found', 404, tubeMessages.notFound)

/** GET /api/v2/lab/tubes/search: the tube with this barcode and its order, or 404 'Штрихкод не знайдено'. */
export async function searchTube(db: Db, user: AuthUser, barcode: string): Promise<TubeSearchAnswer> {
  const [tube] = await tubeViews(db, eq(labTubes.barcode, barcode))
  if (!tube) throw barcodeNotFound()
  const [order] = await tubeOrders(db, eq(orders.id, tube.orderId))
  if (!order || !sees(user, order, readAlso)) throw barcodeNotFound()
  return { tube, order: orderPart(order) }
}

/** GET /api/v2/lab/orders/:orderId/tubes. */
export async function orderTubes(db: Db, user: AuthUser, orderId: number): Promise<OrderTubes> {
  const [order] = await tubeOrders(db, eq(orders.id, orderId))
  if (!order || !sees(user, order, readAlso)) throw notFound()
  return { order: orderPart(order), tubes: await tubeViews(db, eq(labTubes.orderId, orderId)) }
}

/** GET /api/v2/lab/collection: the filial's orders confirmed that day, with their tubes. */
export async function collectionList(db: Db, user: AuthUser, filialId: number, day: string) {
  const list = await collectionDay(db, filialId, day)
  return {
    data: list.filter((x) => sees(user, x.owners, readAlso)).map(({ order, tubes }) => ({ order, tubes })),
  }
}

/** The columns a move to `to` stamps (userId null: moved by the system, e.g. an analyzer's result). */
export function stamps(to: TubeState, userId: number | null, now: Date, batch: string | null) {
  switch (to) {
    case 'collected':
      return { collectedAt: now, collectedBy: userId }
    case 'sent':
      return { sentAt: now, sentBy: userId, handOverBatch: batch }
    case 'received':
      return { receivedAt: now, receivedBy: userId }
    case 'rejected':
      return { rejectedAt: now, rejectedBy: userId }
    default:
      return {}
  }
}

/** Moves one locked tube to `to` with its tests. */
export async function writeMove(
  tx: Tx,
  tubeId: number,
  to: TubeState,
  extra: Partial<typeof labTubes.$inferInsert>,
  now: Date,
) {
  await tx
    .update(labTubes)
    .set({ state: to, ...extra, version: sql`${labTubes.version} + 1`, updatedAt: now })
    .where(eq(labTubes.id, tubeId))
  await tx
    .update(labTubeTests)
    .set({ state: testStateOfTube(to), updatedAt: now })
    .where(eq(labTubeTests.tubeId, tubeId))
}

/**
 * POST …/collect, …/hand-over, …/receive: each barcode moved on its own. An unknown barcode (or a tube
 * outside the scope) and a move the tube's state refuses answer on their item; a tube already there is
 * ok and unchanged (an offline replay lands once).
 */
export async function moveTubes(
  m: MutationScope,
  event: Extract<TubeEvent, 'collect' | 'hand_over' | 'receive'>,
  barcodes: readonly string[],
): Promise<TubeMoveAnswer> {
  const { tx, now, user } = m
  const wanted = [...new Set(barcodes)]
  const rows = await tx
    .select({ id: labTubes.id, barcode: labTubes.barcode, state: labTubes.state, orderId: labTubes.orderId })
    .from(labTubes)
    .where(inArray(labTubes.barcode, wanted))
    .orderBy(labTubes.id)
    .for('update')
  const owners = rows.length
    ? await tubeOrders(
        tx,
        inArray(
          orders.id,
          rows.map((r) => r.orderId),
        ),
      )
    : []
  const batchId = event === 'hand_over' ? randomUUID() : null
  const outcome = new Map<
    string,
    { ok: boolean; unchanged: boolean; message: string | null; id: number | null }
  >()
  for (const b of wanted) {
    const row = rows.find((r) => r.barcode === b)
    const order = row && owners.find((o) => o.id === row.orderId)
    if (!row || !order || !sees(user, order, workAlso) || !isTubeState(row.state)) {
      outcome.set(b, { ok: false, unchanged: true, message: tubeMessages.notFound, id: null })
      continue
    }
    const move = moveTube(row.state, event)
    if (move.kind === 'refused') {
      outcome.set(b, { ok: false, unchanged: true, message: move.message, id: row.id })
      continue
    }
    if (move.kind === 'move')
      await writeMove(tx, row.id, move.to, stamps(move.to, user.id, now, batchId), now)
    outcome.set(b, { ok: true, unchanged: move.kind === 'same', message: null, id: row.id })
  }
  const ids = [...outcome.values()].map((o) => o.id).filter((id): id is number => id !== null)
  const views = ids.length ? await tubeViews(tx, inArray(labTubes.id, ids)) : []
  const moved = [...outcome.values()].some((o) => o.ok && !o.unchanged)
  return {
    items: barcodes.map((barcode) => {
      const o = outcome.get(barcode)!
      return {
        barcode,
        ok: o.ok,
        unchanged: o.unchanged,
        message: o.message,
        tube: views.find((v) => v.id === o.id) ?? null,
      }
    }),
    batchId: moved ? batchId : null,
  }
}

/** POST /api/v2/lab/tubes/:id/reject: 404 unknown / outside the scope, 422 when the state refuses. */
export async function rejectTube(m: MutationScope, tubeId: number, reason: string) {
  const { tx, now, user } = m
  const [row] = await tx.select().from(labTubes).where(eq(labTubes.id, tubeId)).for('update')
  if (!row || !isTubeState(row.state)) throw notFound()
  const [order] = await tubeOrders(tx, eq(orders.id, row.orderId))
  if (!order || !sees(user, order, workAlso)) throw notFound()
  const move = moveTube(row.state, 'reject')
  if (move.kind === 'refused')
    throw new DomainError('tube_state_forbids', 422, move.message, { errors: { state: [move.message] } })
  if (move.kind === 'move')
    await writeMove(
      tx,
      row.id,
      move.to,
      { ...stamps(move.to, user.id, now, null), rejectionReason: reason },
      now,
    )
  const [tube] = await tubeViews(tx, eq(labTubes.id, row.id))
  return {
    items: [{ barcode: row.barcode, ok: true, unchanged: move.kind === 'same', message: null, tube: tube! }],
    batchId: null,
  }
}
