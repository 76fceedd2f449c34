/** Order rules. For now: an empty order created from the header, idempotent by its client uuid. */
import { DomainError } from '../../../domain/api/errors'
import { newOrderMessages } from '../../../domain/orders/new-order.schema'
import type { Db, Tx } from '../../db/client'
import { findRow as findPersonalSettings } from '../personal-settings/personal-settings.repo'
import { activePriceLists } from '../references/active-price-list.repo'
import * as repo from './orders.repo'

/**
 * Where a new order starts (issue 18 item 6): the city and filial of the user's personal settings and
 * that place's active service and test lists today, so the first service added is priced. A user
 * without a place gets an empty one (the cart asks).
 */
async function startingPlace(db: Db | Tx, userId: number, now: Date): Promise<repo.OrderPlace> {
  const settings = await findPersonalSettings(db, userId)
  const cityId = settings?.cityId ?? null
  const filialId = settings?.filialId ?? null
  if (cityId === null && filialId === null) return {}
  const lists = await activePriceLists(db, now, {
    ...(cityId !== null ? { cityId } : {}),
    ...(filialId !== null ? { filialId } : {}),
  })
  return {
    cityId,
    filialId,
    servicePriceListId: lists.services?.id ?? null,
    mcTestPriceListId: lists.tests?.id ?? null,
  }
}

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
  now: Date,
): Promise<CreatedOrder> {
  const own = (order: repo.OrderIdentity): CreatedOrder => {
    if (order.createdBy !== userId) throw new DomainError('uuid_taken', 409, newOrderMessages.uuidTaken)
    return { order, created: false }
  }
  if (uuid) {
    const existing = await repo.findOrderByUuid(db, uuid)
    if (existing) return own(existing)
  }
  const inserted = await repo.insertEmptyOrder(db, userId, uuid, await startingPlace(db, userId, now))
  if (inserted) return { order: inserted, created: true }
  // Lost a race with the same uuid: the other request's order is the one.
  const existing = uuid ? await repo.findOrderByUuid(db, uuid) : undefined
  if (!existing) throw new Error('order insert returned no row')
  return own(existing)
}
