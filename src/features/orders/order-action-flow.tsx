/**
 * How a row action starts: cancel asks for a reason, close asks for a confirmation (spec 000 §4), the
 * others run at once. Returns the trigger and the dialog to render.
 */
import { useState } from 'react'
import type { OrderListItem } from '../../../domain/orders/order-list.schema'
import { ConfirmDialog } from '../../offline/react/confirm-dialog'
import type { RowAction } from '../../shared/orders/order-actions'
import { OrderCancelDialog } from './order-cancel-dialog'
import type { Choice } from './order-choices'
import { useOrderAction } from './use-order-action'

type Asking = { order: OrderListItem; action: 'cancel' | 'close' }

export function useOrderActionFlow(cancelReasons: Choice[]) {
  const run = useOrderAction()
  const [asking, setAsking] = useState<Asking | null>(null)
  const close = () => setAsking(null)

  const start = (order: OrderListItem, action: RowAction) => {
    if (action === 'cancel' || action === 'close') setAsking({ order, action })
    else run.mutate({ order, action })
  }

  let dialog = null
  if (asking?.action === 'cancel') {
    const { order } = asking
    dialog = (
      <OrderCancelDialog
        code={order.code}
        reasons={cancelReasons}
        onCancel={close}
        onConfirm={(cancel) => run.mutateAsync({ order, action: 'cancel', cancel })}
      />
    )
  } else if (asking?.action === 'close') {
    const { order } = asking
    dialog = (
      <ConfirmDialog
        open
        title={`Закрити замовлення ${order.code}?`}
        confirmLabel="Закрити замовлення"
        cancelLabel="Назад"
        onCancel={close}
        onConfirm={() => {
          close()
          run.mutate({ order, action: 'close' })
        }}
      >
        <p>Замовлення буде позначене як виконане і оплачене. Змінити це потім не можна.</p>
      </ConfirmDialog>
    )
  }
  return { start, dialog, busyOrderId: run.isPending ? run.variables.order.id : undefined }
}
