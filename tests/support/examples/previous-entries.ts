import type { RouteExample } from '../route-examples'

// A deadline a month ahead is always valid; staff 1 is an active doctor and client 5 a live demo client.
const deadlineAt = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10)

export const examples: Record<string, RouteExample> = {
  'POST /api/previous-orders/api': {
    as: 'registrar',
    url: '/api/previous-orders/api',
    body: { doctorId: 1, deadlineAt, type: 1, clientId: 5 },
    ok: 201,
  },
  // The POST above has just made entry 1.
  'PATCH /api/previous-orders/api/:id': {
    as: 'callcenter',
    url: '/api/previous-orders/api/1',
    body: { version: 1, doctorId: 2, deadlineAt, type: 2, clientId: 5 },
    ok: 200,
  },
}
