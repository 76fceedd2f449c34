import type { RouteExample } from '../route-examples'

export const examples: Record<string, RouteExample> = {
  // Schedule 1: the first demo doctor (a therapist, Mondays 09:00–13:00 in KV01), service 1 the therapist's
  // first consultation (30 minutes); 2030-01-21 is a Monday no other example books.
  'POST /api/registry/book': {
    as: 'registrar',
    url: '/api/registry/book',
    body: {
      uuid: '7d1c6a52-3f0e-4b8e-9a51-2c0f6f1d2a01',
      scheduleId: 1,
      serviceId: 1,
      startsAt: '2030-01-21T10:00:00+02:00',
    },
    ok: 201,
  },
}
