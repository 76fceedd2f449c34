import type { RouteExample } from '../route-examples'

export const examples: Record<string, RouteExample> = {
  'PUT /api/api/v2/users/:id/permissions': {
    as: 'admin',
    url: '/api/api/v2/users/3/permissions',
    body: { grants: ['crmTasksSee'], denies: ['crmReportsCashboxSee'] },
    ok: 200,
  },
}
