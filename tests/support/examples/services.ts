import type { RouteExample } from '../route-examples'

// Service 1 is C101 of server/db/seed/demo-catalogue.ts; category 5 a sub-category of the demo tree.
export const examples: Record<string, RouteExample> = {
  'POST /api/settings/services': {
    as: 'admin',
    url: '/api/settings/services',
    body: {
      code: 'EX-101',
      name: 'Приклад послуги',
      categoryId: 5,
      standardDuration: 30,
      maxDiscount: 10,
      noSchedule: false,
      published: true,
      doctorIds: [],
    },
    ok: 201,
    // The name is free text: a fragment of SQL or script in it is a name like any other.
    freeText: true,
  },
  'PATCH /api/settings/services/:id': {
    as: 'admin',
    url: '/api/settings/services/1',
    body: { version: 1 },
    ok: 200,
  },
}
