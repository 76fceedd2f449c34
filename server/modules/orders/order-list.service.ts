/** Who sees which orders in the list: the scope of domain/orders/order-access.ts (reads by id keep to it). */
import { orderScope } from '../../../domain/orders/order-access'
import type { OrderListQuery } from '../../../domain/orders/order-list.schema'
import type { Db } from '../../db/client'
import type { AuthUser } from '../auth/auth.repo'
import { listOrders } from './order-list.repo'

export function orderListResponse(db: Db, query: OrderListQuery, user: AuthUser, today: string) {
  const scope = orderScope(user.permissions, user.id)
  // The route's guard lets only order readers in; 'none' would list nothing.
  if (scope.kind === 'none') return listOrders(db, query, -1, today)
  return listOrders(db, query, scope.kind === 'own' ? scope.userId : null, today)
}
