/** Who sees which orders in the list: crmMcOrdersEditAll or crmMcOrdersShow alone see all; EditOwn only theirs. */
import { seesOnlyOwnOrders } from '../../../domain/orders/order-access'
import type { OrderListQuery } from '../../../domain/orders/order-list.schema'
import type { Db } from '../../db/client'
import type { AuthUser } from '../auth/auth.repo'
import { listOrders } from './order-list.repo'

export function orderListResponse(db: Db, query: OrderListQuery, user: AuthUser) {
  return listOrders(db, query, seesOnlyOwnOrders(user.permissions) ? user.id : null)
}
