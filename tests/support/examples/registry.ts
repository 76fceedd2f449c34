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
  // Order 1 is the registrar's demo order; call type 1 and result 1 are demo dictionary rows.
  'POST /api/registry/calls': {
    as: 'registrar',
    url: '/api/registry/calls',
    body: { uuid: '5b0f9c1e-8a44-4c52-9d1f-3e7a2b6c4d01', orderId: 1, callTypeId: 1, callResultId: 1 },
    ok: 201,
  },
}
