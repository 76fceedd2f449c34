import type { RouteExample } from '../route-examples'

export const examples: Record<string, RouteExample> = {
  'PUT /api/api/v2/users/:id/permissions': {
    as: 'admin',
    url: '/api/api/v2/users/3/permissions',
    body: { grants: ['crmTasksSee'], denies: ['crmReportsCashboxSee'] },
    ok: 200,
  },
  'PUT /api/api/v2/roles/:id': {
    as: 'admin',
    url: '/api/api/v2/roles/2',
    body: { permissions: ['crmClientsSee', 'crmTasksSee'], version: 1 },
    ok: 200,
  },
  'POST /api/api/v2/roles/:id/reset': {
    as: 'admin',
    url: '/api/api/v2/roles/2/reset',
    body: { version: 1 },
    ok: 200,
  },
}
