import type { RouteExample } from '../route-examples'

// The demo queue (server/db/seed/demo-queue.ts) follows the 12 demo orders: order 13 is today's walk-in
// waiting in KV01, order 20 has four moves (wait → … → payed), both created by the registrar.
export const examples: Record<string, RouteExample> = {
  'POST /api/registry/queue/moves': {
    as: 'registrar',
    url: '/api/registry/queue/moves',
    body: { uuid: '3c8e1f0a-6b2d-4e7a-9c15-7a0d2b4e6f01', orderId: 13, from: 'wait', to: 'clinic' },
    ok: 201,
  },
  'POST /api/registry/queue/undo': {
    as: 'registrar',
    url: '/api/registry/queue/undo',
    body: { orderId: 20 },
    ok: 200,
  },
  'PATCH /api/registry/queue/out-of-turn': {
    as: 'registrar',
    url: '/api/registry/queue/out-of-turn',
    body: { orderId: 13, outOfTurn: true },
    ok: 200,
  },
  'PUT /api/registry/queue/settings': {
    as: 'admin',
    url: '/api/registry/queue/settings',
    body: { onTimeWindowMin: 15, longWaitMin: 75 },
    ok: 200,
  },
}
