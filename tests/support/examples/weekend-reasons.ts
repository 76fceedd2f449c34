import type { RouteExample } from '../route-examples'

export const examples: Record<string, RouteExample> = {
  'PUT /api/settings/weekend-reasons': {
    as: 'admin',
    url: '/api/settings/weekend-reasons',
    body: { data: [{ uuid: '7d0c9c3e-2f6a-4c1e-9a53-1b2f0e6c8a01', name: 'Санітарний день' }] },
    ok: 200,
  },
}
