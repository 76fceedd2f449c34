/**
 * Who may read and change which orders (spec 000 §6): the one rule for the server's list filter, its
 * reads and writes by id, and the PWA's buttons. crmMcOrdersEditAll edits any order; crmMcOrdersEditOwn
 * only the orders the user created or operates, and sees only those — in the list, by id and in every
 * derived read; doctors (crmProtocolsCreate) start and finish the reception of any order.
 */
import { can, canAny, type PermissionMap } from '../permissions/check'
import type { PermissionName } from '../permissions/catalogue'

/** Any one of these reads orders (and shows the header's create-order button). */
export const orderRead: PermissionName[] = ['crmMcOrdersShow', 'crmMcOrdersEditAll', 'crmMcOrdersEditOwn']
/** Any one of these writes orders (own ones only for crmMcOrdersEditOwn). */
export const orderWrite: PermissionName[] = ['crmMcOrdersEditAll', 'crmMcOrdersEditOwn']

export type OrderAction = 'cancel' | 'close' | 'finish' | 'start_reception' | 'finish_reception'

/** Further permissions that allow an action on any order. */
export const actionAlsoAllowedBy: Record<OrderAction, readonly PermissionName[]> = {
  cancel: [],
  close: [],
  finish: [],
  start_reception: ['crmProtocolsCreate'],
  finish_reception: ['crmProtocolsCreate'],
}

export interface OrderOwners {
  createdBy: number | null
  operatorId: number | null
}

export const mayReadOrders = (p: PermissionMap | undefined): boolean => canAny(p, orderRead)

/** The list shows such a user only the orders they created or operate. */
export const seesOnlyOwnOrders = (p: PermissionMap | undefined): boolean =>
  can(p, 'crmMcOrdersEditOwn') && !can(p, 'crmMcOrdersEditAll')

/** The orders a user's list and reads cover: every order, the ones `userId` created or operates, or none. */
export type OrderScope = { kind: 'all' } | { kind: 'own'; userId: number } | { kind: 'none' }

/** The scope of `userId`'s order list; every read and write by id keeps to the same scope (canSeeOrder). */
export function orderScope(p: PermissionMap | undefined, userId: number): OrderScope {
  if (!mayReadOrders(p)) return { kind: 'none' }
  return seesOnlyOwnOrders(p) ? { kind: 'own', userId } : { kind: 'all' }
}

const isOwn = (order: OrderOwners, userId: number) =>
  order.createdBy === userId || order.operatorId === userId

/**
 * True when `order` is in `userId`'s scope: the list would show it. `also` names permissions that reach
 * any order for one action (a doctor's reception): the order is in scope for that action.
 */
export function canSeeOrder(
  p: PermissionMap | undefined,
  userId: number,
  order: OrderOwners,
  also: readonly PermissionName[] = [],
): boolean {
  if (also.some((name) => can(p, name))) return true
  const scope = orderScope(p, userId)
  return scope.kind === 'all' || (scope.kind === 'own' && isOwn(order, scope.userId))
}

/**
 * The laboratory's reach (tubes, results, labels): its permissions in `lab` open every order, as the lab
 * works on every order — except to a user whose order list is limited to their own orders, who keeps that
 * limit whatever laboratory permission they hold. Otherwise the order list's own scope decides.
 */
export function labReachesOrder(
  p: PermissionMap | undefined,
  userId: number,
  order: OrderOwners,
  lab: readonly PermissionName[],
): boolean {
  return canSeeOrder(p, userId, order, seesOnlyOwnOrders(p) ? [] : lab)
}

/** labReachesOrder as a scope, for a list's filter: the same orders, asked of the database. */
export function labOrderScope(
  p: PermissionMap | undefined,
  userId: number,
  lab: readonly PermissionName[],
): OrderScope {
  if (!seesOnlyOwnOrders(p) && lab.some((name) => can(p, name))) return { kind: 'all' }
  return orderScope(p, userId)
}

/** `userId` may change `order` (with `also`, further permissions that allow it on any order). */
export function mayEditOrder(
  p: PermissionMap | undefined,
  userId: number,
  order: OrderOwners,
  also: readonly PermissionName[] = [],
): boolean {
  if (can(p, 'crmMcOrdersEditAll') || also.some((name) => can(p, name))) return true
  return can(p, 'crmMcOrdersEditOwn') && isOwn(order, userId)
}
