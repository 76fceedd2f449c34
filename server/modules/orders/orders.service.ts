/** Order rules. For now: an empty order created from the header, idempotent by its client uuid. */
import { DomainError } from '../../../domain/api/errors'
import { newOrderMessages } from '../../../domain/orders/new-order.schema'
import type { Db, Tx } from '../../db/client'
import * as repo from './orders.repo'

export interface CreatedOrder {
  order: repo.OrderIdentity
  /** False when an order with the same uuid already existed and is returned instead. */
  created: boolean
}

/**
 * Creates an empty order for `userId`. A uuid sent again by the same user returns the order created
 * the first time (an offline-created order may be sent twice); another user's uuid is refused.
 */
export async function createEmptyOrder(
  db: Db | Tx,
  userId: number,
  uuid: string | undefined,
): Promise<CreatedOrder> {
  const own = (order: repo.OrderIdentity): CreatedOrder => {
    if (order.createdBy !== userId) throw new DomainError('uuid_taken', 409, newOrderMessages.uuidTaken)
    return { order, created: false }
  }
  if (uuid) {
    const existing = await repo.findOrderByUuid(db, uuid)
    if (existing) return own(existing)
  }
  const inserted = await repo.insertEmptyOrder(db, userId, uuid)
  if (inserted) return { order: inserted, created: true }
  // Lost a race with the same uuid: the other request's order is the one.
  const existing = uuid ? await repo.findOrderByUuid(db, uuid) : undefined
  if (!existing) throw new Error('order insert returned no row')
  return own(existing)
}
