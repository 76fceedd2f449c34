/** The header's create-order action (spec 000 §2.9): an empty order, then its cart. */
import { useMutation } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { toast } from 'sonner'
import { newOrderResponseSchema } from '../../../domain/orders/new-order.schema'
import { can } from '../../../domain/permissions/check'
import type { PermissionMap } from '../../../domain/permissions/check'
import { api } from '../../lib/api/api'

/** Any one of these shows the button (spec 000 §2.3, §6). */
export function canCreateOrder(permissions: PermissionMap): boolean {
  return (
    can(permissions, 'crmMcOrdersShow') ||
    can(permissions, 'crmMcOrdersEditAll') ||
    can(permissions, 'crmMcOrdersEditOwn')
  )
}

// crypto.randomUUID exists only on secure origins; a clinic server on a plain-HTTP LAN address is not one.
function newUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const b = crypto.getRandomValues(new Uint8Array(16))
  b[6] = (b[6]! & 0x0f) | 0x40
  b[8] = (b[8]! & 0x3f) | 0x80
  const hex = [...b].map((x) => x.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

// The cart needs only the id; the rest of the answer is the orders area's business.
const answerSchema = newOrderResponseSchema.pick({ orderId: true })

export function useCreateOrder() {
  const navigate = useNavigate()
  return useMutation({
    mutationFn: () => {
      // One uuid per press: a repeated request (a retry, a double tap) answers the same order.
      const uuid = newUuid()
      return api.request('/mc-orders/create-new-from-zero', {
        method: 'POST',
        body: { uuid },
        headers: { 'Idempotency-Key': uuid },
        schema: answerSchema,
      })
    },
    onSuccess: ({ orderId }) => navigate(`/mc-cart/${orderId}`),
    onError: (error) => {
      console.error('Creating an order failed', error)
      toast.error('Помилка', { description: 'Не вдалося створити нове замовлення', duration: 5000 })
    },
  })
}
