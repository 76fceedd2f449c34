/**
 * Runs a row action. On success the row takes the server's answer in place (state, badge, actions) and
 * stays where the user saw it, even when it no longer matches the filters; the list is marked stale so
 * the next filter or page change asks the server again. On failure a notification says why (spec 000 §8).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from 'sonner'
import type { OrderListItem, OrderListResponse } from '../../../domain/orders/order-list.schema'
import type { McOrder } from '../../../domain/orders/order.schema'
import { failureMessage, rowActions, type RowAction } from '../../shared/orders/order-actions'
import { orderQueryKeys, postOrderAction, type CancelBody } from '../../shared/orders/orders.api'
import { fetchOrderReceipts, receiptProblem } from '../../shared/orders/fiscal-receipts.api'

export interface ActionRequest {
  order: OrderListItem
  action: RowAction
  cancel?: CancelBody
}

/** The list row updated from the order the action answered. */
export function rowFromOrder(row: OrderListItem, o: McOrder): OrderListItem {
  return {
    ...row,
    state: o.state,
    stateLabel: o.stateLabel,
    version: o.version,
    allowedEvents: o.allowedEvents,
    doneAt: o.doneAt,
    paymentStatus: o.paymentStatus,
    sum: o.sum,
    discount: o.discount,
    toPay: o.toPay,
  }
}

/** After a payment: the sale receipt's fiscal number, or 'Помилка при оплаті' when it is not fiscalised. */
async function tellReceipt(order: McOrder) {
  const sale = (await fetchOrderReceipts(order.id).catch(() => [])).find((r) => r.kind === 'sale')
  if (!sale) return
  const problem = receiptProblem(sale)
  if (problem) toast.error(problem.title, { description: problem.description, duration: 10000 })
  else
    toast.success(
      `Фіскальний чек № ${sale.fiscalCode ?? ''}${sale.state === 'offline' ? ' (офлайн: каса недоступна, чек буде вивантажено)' : ''}`,
      { description: order.code, duration: 5000 },
    )
}

export function useOrderAction() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ order, action, cancel }: ActionRequest) => postOrderAction(order.id, action, cancel),
    onSuccess: (updated, { action }) => {
      client.setQueriesData<OrderListResponse>({ queryKey: orderQueryKeys.lists }, (old) =>
        old
          ? { ...old, data: old.data.map((r) => (r.id === updated.id ? rowFromOrder(r, updated) : r)) }
          : old,
      )
      void client.invalidateQueries({ queryKey: orderQueryKeys.lists, refetchType: 'none' })
      toast.success(rowActions[action].done, { description: updated.code, duration: 5000 })
      if (action === 'close') void tellReceipt(updated)
    },
    onError: (error, { action }) => {
      console.error(`Order action ${action} failed`, error)
      toast.error('Помилка', { description: failureMessage(action, error), duration: 5000 })
    },
  })
}
