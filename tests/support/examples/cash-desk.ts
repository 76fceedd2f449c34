import type { RouteExample } from '../route-examples'

// Register 2 is the demo's «Каса 2» of the first filial, with no provider settings: a valid body reaches
// the route's own check and is refused as "not configured" (409) without calling any provider, so the
// bad-input tests need no stand-in. The provider calls themselves are tested in cash-desk.int.test.ts.
const base = '/api/api/v2/cash-desk/registers'
const register = `${base}/2`

export const examples: Record<string, RouteExample> = {
  'POST /api/api/v2/cash-desk/registers/:id/open-shift': {
    as: 'admin',
    url: `${register}/open-shift`,
    body: {},
    ok: 409,
  },
  'POST /api/api/v2/cash-desk/registers/:id/x-report': {
    as: 'admin',
    url: `${register}/x-report`,
    body: {},
    ok: 409,
  },
  'POST /api/api/v2/cash-desk/registers/:id/close-shift': {
    as: 'admin',
    url: `${register}/close-shift`,
    body: {},
    ok: 409,
  },
  // Nothing queued on «Каса 2»: the upload has nothing to send and answers the register (no provider call).
  'POST /api/api/v2/cash-desk/registers/:id/upload-offline': {
    as: 'admin',
    url: `${register}/upload-offline`,
    body: {},
    ok: 200,
  },
  'POST /api/api/v2/cash-desk/registers/:id/service-cash': {
    as: 'admin',
    url: `${register}/service-cash`,
    body: { id: '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f', direction: 'in', amount: 50_000 },
    ok: 409,
  },
  // A receipt that does not exist on demo order 1: a valid (empty) body reaches the service's lookup (404).
  'POST /api/api/v2/mc-orders/:id/fiscal-receipts/:receiptId/fiscalise': {
    as: 'admin',
    url: '/api/api/v2/mc-orders/1/fiscal-receipts/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/fiscalise',
    body: {},
    ok: 404,
  },
  'POST /api/api/v2/mc-orders/:id/fiscal-receipts/:receiptId/return': {
    as: 'admin',
    url: '/api/api/v2/mc-orders/1/fiscal-receipts/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/return',
    body: {},
    ok: 404,
  },
}
