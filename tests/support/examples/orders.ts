import type { RouteExample } from '../route-examples'

export const examples: Record<string, RouteExample> = {
  // The body is optional ({uuid?}); the uuid case is covered in server/modules/orders/orders.int.test.ts.
  'POST /api/mc-orders/create-new-from-zero': {
    as: 'registrar',
    url: '/api/mc-orders/create-new-from-zero',
    body: {},
    ok: 201,
  },
}
