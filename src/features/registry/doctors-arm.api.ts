/**
 * The doctor's workstation's calls: the day (GET /registry/doctors-arm, read through the device's
 * reference store so the day last read stays readable offline) and asking for a line's protocol (POST
 * /api/v2/protocol-from-orders; online only — the server checks the cart). Reception start and finish
 * are the order actions of src/shared/orders/orders.api.ts.
 */
import { protocolRequestSchema } from '../../../domain/protocols/protocol-request.schema'
import { api } from '../../lib/api/api'
import { newUuid } from '../../lib/new-uuid'

/** The day's path: also its key in the device's reference store. */
export function doctorsArmPath(q: { date: string; doctorId?: number | undefined }): string {
  const params = new URLSearchParams({ date: q.date })
  if (q.doctorId !== undefined) params.set('doctorId', String(q.doctorId))
  return `/registry/doctors-arm?${params}`
}

export function requestServiceProtocol(orderId: number, serviceId: number) {
  return api.request('/api/v2/protocol-from-orders', {
    method: 'POST',
    body: { orderId, protocolableType: 'service', protocolableId: serviceId },
    headers: { 'Idempotency-Key': newUuid() },
    schema: protocolRequestSchema,
  })
}
