import type { RouteExample } from '../route-examples'

export const examples: Record<string, RouteExample> = {
  // Demo order 10 (confirmed, its patient set) holds test 1 in its cart; only the doctor's example asks for it.
  'POST /api/api/v2/protocol-from-orders': {
    as: 'doctor',
    url: '/api/api/v2/protocol-from-orders',
    body: { protocolableType: 'test', protocolableId: 1, orderId: 10 },
    ok: 201,
  },
}
