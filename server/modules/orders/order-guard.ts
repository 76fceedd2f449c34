/**
 * Shared checks of the order reads and writes: the order exists and is in the user's scope (else 404, the
 * same answer as a missing order, so an id outside the scope reveals nothing), the user may edit it, the
 * state allows the event. The scope is domain/orders/order-access.ts, the rule of the order list too.
 */
import { DomainError } from '../../../domain/api/errors'
import { canSeeOrder, mayEditOrder, type OrderOwners } from '../../../domain/orders/order-access'
import { nextState, refusalMessage, type OrderEvent } from '../../../domain/orders/order-machine'
import { orderMessages } from '../../../domain/orders/order.schema'
import type { OrderState } from '../../../domain/orders/order-states'
import type { PermissionName } from '../../../domain/permissions/catalogue'
import type { Db, Tx } from '../../db/client'
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

/** 404 unless the order is in the user's scope (the list would show it); `also` as for assertMayEdit. */
export function assertSeesOrder(
  user: AuthUser,
  row: OrderOwners,
  also: readonly PermissionName[] = [],
): void {
  if (!canSeeOrder(user.permissions, user.id, row, also)) throw notFound()
}

/** The order if it exists and is in the user's scope, else 404 (read-only; no lock). */
export async function visibleOrder(db: Db | Tx, user: AuthUser, id: number): Promise<OrderRow> {
  const row = await orderRow(db, id)
  if (!row) throw notFound()
  assertSeesOrder(user, row)
  return row
}

/**
 * 404 when the order is outside the user's scope, 403 when it is in scope but the user may not change it
 * (domain/orders/order-access.ts); `also` names further permissions that allow the write on any order
 * (e.g. a doctor's reception). Called before any other check of the request, so an order outside the
 * scope always answers 404, whatever the body.
 */
export function assertMayEdit(user: AuthUser, row: OrderCore, also: readonly PermissionName[] = []): void {
  if (mayEditOrder(user.permissions, user.id, row, also)) return
  assertSeesOrder(user, row, also)
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
