/**
 * The order list's calls. The list is online-only for now (orders are not kept on the device), so these
 * go straight to the server; each action press carries its own Idempotency-Key, so a retried request
 * (a flaky network, a double tap) moves the order once.
 */
import { orderListResponseSchema, type OrderListResponse } from '../../../domain/orders/order-list.schema'
import { orderSchema, type McOrder } from '../../../domain/orders/order.schema'
import { idempotencyKeyHeader } from '../../../domain/sync/sync.schema'
import { api } from '../../lib/api/api'
import { rowActions, type RowAction } from './order-actions'
import { newUuid } from '../../lib/new-uuid'

export const orderQueryKeys = {
  lists: ['orders', 'list'] as const,
  list: (query: string) => ['orders', 'list', query] as const,
}

export function fetchOrderList(query: string, signal: AbortSignal): Promise<OrderListResponse> {
  return api.request(`/api/v2/mc-orders?${query}`, { schema: orderListResponseSchema, signal })
}

/** The body of a cancel: a reason of the cancel reasons and an optional comment (spec 000 §4). */
export interface CancelBody {
  reasonId: number
  comment: string | null
}

const actionKey = () => `order-action-${newUuid()}`

export function postOrderAction(id: number, action: RowAction, body?: CancelBody): Promise<McOrder> {
  return api.request(`/api/v2/mc-orders/${id}/${rowActions[action].path}`, {
    method: 'POST',
    body: action === 'close' ? { confirmed: true } : (body ?? {}),
    headers: { [idempotencyKeyHeader]: actionKey() },
    schema: orderSchema,
  })
}
