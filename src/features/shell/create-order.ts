/** The header's create-order action (spec 000 §2.9): an empty order, then its cart — offline too. */
import { useMutation } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { toast } from 'sonner'
import { mayReadOrders } from '../../../domain/orders/order-access'
import type { PermissionMap } from '../../../domain/permissions/check'
import { useOptionalOffline } from '../../offline/react/offline-context'

/** Any one of these shows the button (spec 000 §2.3, §6). */
export function canCreateOrder(permissions: PermissionMap): boolean {
  return mayReadOrders(permissions)
}

export function useCreateOrder() {
  const navigate = useNavigate()
  const offline = useOptionalOffline()
  return useMutation({
    mutationFn: async () => (await import('./create-order-flow')).createOrder(offline),
    onSuccess: (path) => navigate(path),
    onError: (error) => {
      console.error('Creating an order failed', error)
      toast.error('Помилка', { description: 'Не вдалося створити нове замовлення', duration: 5000 })
    },
  })
}
