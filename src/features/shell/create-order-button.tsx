import { LoaderCircle, ShoppingCart } from 'lucide-react'
import { useSignedInUser } from '../../lib/session/session-context'
import { Button } from '../../ui/button'
import { canCreateOrder, useCreateOrder } from './create-order'
import { wideLabel } from './header-label'

/** 'Створити замовлення': only for users who may work with orders (spec 000 §2.3). */
export function CreateOrderButton() {
  const { permissions } = useSignedInUser()
  const createOrder = useCreateOrder()
  if (!canCreateOrder(permissions)) return null
  return (
    <Button
      variant="ghost"
      className="px-3"
      title="Створити замовлення"
      aria-busy={createOrder.isPending || undefined}
      // A second press while the first is on its way would make a second empty order.
      onClick={() => !createOrder.isPending && createOrder.mutate()}
    >
      {createOrder.isPending ? (
        <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
      ) : (
        <ShoppingCart aria-hidden="true" className="size-5" />
      )}
      <span className={wideLabel}>Створити замовлення</span>
    </Button>
  )
}
