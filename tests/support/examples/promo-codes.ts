import type { RouteExample } from '../route-examples'

// Promo code 1 is SPRING10 of server/db/seed/orders.ts; the create example lets the server generate the code.
export const examples: Record<string, RouteExample> = {
  'POST /api/settings/promo-codes': {
    as: 'admin',
    url: '/api/settings/promo-codes',
    body: { percent: 10, perpetual: true, multipleUse: true },
    ok: 201,
  },
  'POST /api/settings/promo-codes/generate': {
    as: 'admin',
    url: '/api/settings/promo-codes/generate',
    // Only the required fields: the bad-input test expects a body missing any of them refused.
    body: {
      count: 3,
      symbolCount: 8,
      symbolSet: 'digits_letters',
      percent: 5,
      perpetual: true,
      multipleUse: true,
    },
    ok: 201,
  },
  'PATCH /api/settings/promo-codes/:id': {
    as: 'admin',
    url: '/api/settings/promo-codes/1',
    body: { version: 1 },
    ok: 200,
  },
}
