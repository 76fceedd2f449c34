import type { RouteExample } from '../route-examples'

// Contractor 1 is a demo row (server/db/seed/finance.ts).
export const examples: Record<string, RouteExample> = {
  'POST /api/settings/insurance-companies': {
    as: 'admin',
    url: '/api/settings/insurance-companies',
    // Only the required fields: the bad-input test expects leaving any one out to be refused.
    body: { name: 'СК «Приклад»', code: 'EXAMPLE', email: 'dms@example.com' },
    ok: 201,
  },
  'PATCH /api/settings/insurance-companies/:id': {
    as: 'admin',
    url: '/api/settings/insurance-companies/1',
    body: { version: 1 },
    ok: 200,
  },
}
