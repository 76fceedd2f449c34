/**
 * The doctor's workstation's calls: asking for a line's protocol (POST
 * /api/v2/protocol-from-orders; online only — the server checks the cart). Reception start and finish
 * are the order actions of src/shared/orders/orders.api.ts; the day itself (GET /registry/doctors-arm) is
 * read through the device's reference store by its path, domain/registry/doctors-arm.ts doctorsArmPath.
 */
import { protocolRequestSchema } from '../../../domain/protocols/protocol-request.schema'
import { api } from '../../lib/api/api'
import { newUuid } from '../../lib/new-uuid'

export function requestServiceProtocol(orderId: number, serviceId: number) {
  return api.request('/api/v2/protocol-from-orders', {
    method: 'POST',
    body: { orderId, protocolableType: 'service', protocolableId: serviceId },
    headers: { 'Idempotency-Key': newUuid() },
    schema: protocolRequestSchema,
  })
}
