/**
 * Order actions (spec 000 §4): cancel (with a reason from the cancel reasons; frees the order's booked
 * slots and refunds its deposit write-offs), close (confirmed),
 * finish, start reception, finish reception. Each moves the order along domain/orders/order-machine.ts
 * or is refused with a Ukrainian message naming the action and the current state. Becoming done writes
 * the cart's products off the filial's stock and a cancel gives back what was written off — both in the
 * action's transaction, once each (server/modules/warehouse/order-stock.service.ts).
 */
import { eq } from 'drizzle-orm'
import { DomainError, errorMessages } from '../../../domain/api/errors'
import { actionAlsoAllowedBy, canSeeOrder, type OrderAction } from '../../../domain/orders/order-access'
import type { OrderEvent } from '../../../domain/orders/order-machine'
import { orderMessages, type McOrder } from '../../../domain/orders/order.schema'
import { serviceBookings } from '../../db/schema/bookings'
import { orderCancelReasons } from '../../db/schema/dictionaries'
import { orders } from '../../db/schema/orders'
import type { MutationScope } from '../../lib/mutation'
import { refundOrderDeposits } from '../deposits/deposits.service'
import { returnOrderStock, writeOffFinishedOrder } from '../warehouse/order-stock.service'
import { assertMayEdit, transition } from './order-guard'
import { orderRow, orderView } from './order-view'

export type { OrderAction }

/** Runs `action` on order `id`; `cancel` needs the reason. */
export async function runAction(
  m: MutationScope,
  id: number,
  action: OrderAction,
  cancel?: { reasonId: number; comment?: string | null | undefined },
): Promise<McOrder> {
  const { tx, now } = m
  const row = await orderRow(tx, id, true)
  const also = actionAlsoAllowedBy[action]
  // An order outside the user's scope answers exactly as a missing one.
  if (!row || !canSeeOrder(m.user.permissions, m.user.id, row, also))
    throw action === 'cancel'
      ? new DomainError('not_found', 404, orderMessages.notFoundOrCannotCancel)
      : new DomainError('not_found', 404, errorMessages.not_found)
  assertMayEdit(m.user, row, also)
  const event: OrderEvent = action
  const state = transition(row, event)
  const set: Partial<typeof orders.$inferInsert> = { state, version: row.version + 1, updatedAt: now }
  if (action === 'cancel' && cancel) {
    const [reason] = await tx
      .select({ id: orderCancelReasons.id })
      .from(orderCancelReasons)
      .where(eq(orderCancelReasons.id, cancel.reasonId))
    if (!reason)
      throw new DomainError('validation_failed', 422, errorMessages.validation_failed, {
        errors: { reason_id: [orderMessages.cancelReasonUnknown] },
      })
    Object.assign(set, { cancelReasonId: reason.id, cancelComment: cancel.comment ?? null, canceledAt: now })
  }
  if (action === 'cancel') {
    // Nothing of a cancelled order holds on: its booked slots are free for other carts again and
    // what it took from the client's deposits goes back to them.
    await tx.delete(serviceBookings).where(eq(serviceBookings.orderId, row.id))
    await refundOrderDeposits(tx, { orderId: row.id, orderCode: row.code, userId: m.user.id, now })
    await returnOrderStock(tx, { orderId: row.id, userId: m.user.id, now })
  }
  if (action === 'close') Object.assign(set, { closedAt: now, closedBy: m.user.id })
  if (action === 'finish' || action === 'finish_reception') set.doneAt = now
  if (action === 'start_reception') set.receptionStartedAt = now
  if (action === 'finish_reception') set.receptionFinishedAt = now
  const [saved] = await tx.update(orders).set(set).where(eq(orders.id, row.id)).returning()
  if (state === 'done')
    // Keyed by the version the order is done at: only one transition ever reaches done, and a retry of
    // it finds the write-off already there.
    await writeOffFinishedOrder(tx, {
      orderId: row.id,
      orderVersion: row.version + 1,
      filialId: row.filialId,
      products: row.cartData.products,
      services: row.cartData.services,
      tests: row.cartData.tests,
      userId: m.user.id,
      now,
    })
  return orderView(tx, saved ?? row)
}
