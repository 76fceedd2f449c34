/**
 * Which orders the results screens reach: the laboratory's rule (labReachesOrder) with crmLabSee; anything
 * else answers 404, as a missing order.
 */
import { labReachesOrder, type OrderOwners } from '../../../domain/orders/order-access'
import type { AuthUser } from '../auth/auth.repo'
import { notFound } from '../../lib/versioned'

/** 404 unless the lab screens show the order (domain/orders/order-access.ts labReachesOrder). */
export function assertLabSeesOrder(user: AuthUser, order: OrderOwners): void {
  if (!labReachesOrder(user.permissions, user.id, order, ['crmLabSee'])) throw notFound()
}
