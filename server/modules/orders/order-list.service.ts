/** Who sees which orders in the list: crmMcOrdersEditAll or crmMcOrdersShow alone see all; EditOwn only theirs. */
import type { OrderListQuery } from '../../../domain/orders/order-list.schema'
import type { Db } from '../../db/client'
import type { AuthUser } from '../auth/auth.repo'
import { listOrders } from './order-list.repo'

export function orderListResponse(db: Db, query: OrderListQuery, user: AuthUser) {
  const p = user.permissions
  const onlyOwn = p.crmMcOrdersEditOwn === true && p.crmMcOrdersEditAll !== true
  return listOrders(db, query, onlyOwn ? user.id : null)
}
