import type { RouteExample } from '../route-examples'

// Demo clients 2–4 are neither deleted nor in a cabinet and have phones (server/db/seed/demo-client.ts);
// the valid examples run in route order on a fresh database, so restore finds client 3 deleted at version 2.
export const examples: Record<string, RouteExample> = {
  'POST /api/clients': {
    as: 'registrar',
    url: '/api/clients',
    body: { surname: 'Приклад', name: "Мар'яна" },
    ok: 201,
  },
  'PATCH /api/clients/:id': {
    as: 'registrar',
    url: '/api/clients/2',
    body: { version: 1, surname: 'Литвиненко', name: 'Ганна' },
    ok: 200,
  },
  'POST /api/clients/:id/delete': {
    as: 'admin',
    url: '/api/clients/3/delete',
    body: { reason: 'Дублікат картки', version: 1 },
    ok: 200,
  },
  'POST /api/clients/:id/restore': {
    as: 'admin',
    url: '/api/clients/3/restore',
    body: { version: 2 },
    ok: 200,
  },
  'POST /api/clients/:id/cabinet-sync': {
    as: 'registrar',
    url: '/api/clients/4/cabinet-sync',
    body: { enabled: true, version: 1 },
    ok: 200,
  },
}
