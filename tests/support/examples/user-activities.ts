import type { RouteExample } from '../route-examples'

// 1 700 000 000 = 2023-11-14: safely in the past, never "far future".
export const examples: Record<string, RouteExample> = {
  'POST /api/api/v2/user-activities': {
    as: 'registrar',
    url: '/api/api/v2/user-activities',
    body: { startTime: 1_700_000_000 },
    ok: 201,
  },
  // The valid examples run in route order on a fresh database: the POST above has just made activity 1.
  'PATCH /api/api/v2/user-activities/:id': {
    as: 'registrar',
    url: '/api/api/v2/user-activities/1',
    body: { endTime: 1_700_000_600 },
    ok: 200,
  },
}
