import type { RouteExample } from '../route-examples'

export const examples: Record<string, RouteExample> = {
  // The body is empty: the bad-input test skips its "empty object" case for such routes.
  'POST /api/api/v2/system-update-alert': {
    as: 'admin',
    url: '/api/api/v2/system-update-alert',
    body: {},
    ok: 200,
  },
}
