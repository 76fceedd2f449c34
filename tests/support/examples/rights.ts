import type { RouteExample } from '../route-examples'
import { defaultRoles } from '../../../domain/permissions/roles'

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
    // The registrar's own defaults: the other examples still run as a registrar with their rights.
    body: { permissions: [...defaultRoles.registrar!.permissions], version: 1 },
    ok: 200,
  },
  'POST /api/api/v2/roles/:id/reset': {
    as: 'admin',
    // Another role than the edit above: each example runs once per database, in any order.
    url: '/api/api/v2/roles/3/reset',
    body: { version: 1 },
    ok: 200,
  },
}
