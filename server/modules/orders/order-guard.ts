/** Shared checks of the order writes: the order exists, the user may edit it, the state allows the event. */
import { DomainError } from '../../../domain/api/errors'
import { mayEditOrder } from '../../../domain/orders/order-access'
import { nextState, refusalMessage, type OrderEvent } from '../../../domain/orders/order-machine'
import { orderMessages } from '../../../domain/orders/order.schema'
import type { OrderState } from '../../../domain/orders/order-states'
import type { PermissionName } from '../../../domain/permissions/catalogue'
import type { Tx } from '../../db/client'
import type { AuthUser } from '../auth/auth.repo'
import { notFound } from '../../lib/versioned'
import { lockedOrderCore, orderRow, type OrderCore, type OrderRow } from './order-view'

/** The order locked for this transaction, or 404. */
export async function lockOrder(tx: Tx, id: number): Promise<OrderRow> {
  const row = await orderRow(tx, id, true)
  if (!row) throw notFound()
  return row
}

/** The order locked for a recalculation (without the price info it replaces), or 404. */
export async function lockOrderToReprice(tx: Tx, id: number): Promise<OrderCore> {
  const row = await lockedOrderCore(tx, id)
  if (!row) throw notFound()
  return row
}

/**
 * 403 unless the user may change the order (domain/orders/order-access.ts); `also` names further
 * permissions that allow the write on any order (e.g. a doctor's reception).
 */
export function assertMayEdit(user: AuthUser, row: OrderCore, also: readonly PermissionName[] = []): void {
  if (!mayEditOrder(user.permissions, user.id, row, also))
    throw new DomainError('forbidden_not_own', 403, orderMessages.notOwn)
}

/**
 * The state after `event`, or 422 order_state_forbids naming the action and the state (422, not 409:
 * resending will not help, so the PWA's outbox shows it as rejected with this message).
 */
export function transition(row: OrderCore, event: OrderEvent): OrderState {
  const next = nextState(row.state, event)
  if (next === null) {
    const message = refusalMessage(row.state, event)
    throw new DomainError('order_state_forbids', 422, message, { errors: { state: [message] } })
  }
  return next
}

/** Payment orders (spec 000 §4 "Cart flow"): a payment type or a payment-wait flow. */
export const isPaymentOrder = (row: OrderCore): boolean => row.paymentTypeId !== null || row.paymentWaitFlow
