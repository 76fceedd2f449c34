import type { RouteExample } from '../route-examples'

// Contractors 1 and 2 are demo rows (server/db/seed/finance.ts).
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
  // Contractor 2: the PATCH example above has already moved contractor 1 to version 2.
  'POST /api/settings/insurance-companies/:id/access-token': {
    as: 'admin',
    url: '/api/settings/insurance-companies/2/access-token',
    body: { confirm: true, version: 1 },
    ok: 200,
  },
}
