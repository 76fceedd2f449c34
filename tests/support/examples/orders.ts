import type { RouteExample } from '../route-examples'

// Orders 1–12 are the demo orders of server/db/seed/orders.ts, one per example, in the state each action
// needs (ids follow the seed's order on a fresh database); every example runs once on its own order.
export const examples: Record<string, RouteExample> = {
  // The body is optional ({uuid?}); the uuid case is covered in server/modules/orders/orders.int.test.ts.
  'POST /api/mc-orders/create-new-from-zero': {
    as: 'registrar',
    url: '/api/mc-orders/create-new-from-zero',
    body: {},
    ok: 201,
  },
  'PATCH /api/api/v2/mc-orders/:id': {
    as: 'cashier',
    url: '/api/api/v2/mc-orders/1',
    body: { version: 1 },
    ok: 200,
  },
  'PATCH /api/api/v2/crm-orders/:id': {
    as: 'cashier',
    url: '/api/api/v2/crm-orders/2',
    body: { version: 1 },
    ok: 200,
  },
  // An empty body is the spec's hard update.
  'POST /api/api/v2/mc-orders/:id/update-calculation': {
    as: 'cashier',
    url: '/api/api/v2/mc-orders/3/update-calculation',
    body: {},
    ok: 200,
  },
  'PATCH /api/api/v2/mc-orders/:id/update-calculation-after-payment': {
    as: 'cashier',
    url: '/api/api/v2/mc-orders/4/update-calculation-after-payment',
    body: {},
    ok: 200,
  },
  'PATCH /api/api/v2/check-carts/:id': {
    as: 'cashier',
    url: '/api/api/v2/check-carts/5',
    body: {},
    ok: 200,
  },
  'PATCH /api/api/v2/mc-orders/:id/finish-cart': {
    as: 'cashier',
    url: '/api/api/v2/mc-orders/6/finish-cart',
    body: { payFromInsuranceCompany: false },
    ok: 200,
  },
  'POST /api/api/v2/mc-orders/:id/cancel': {
    as: 'cashier',
    url: '/api/api/v2/mc-orders/7/cancel',
    body: { reasonId: 1 },
    ok: 200,
  },
  'POST /api/api/v2/mc-orders/:id/close': {
    as: 'cashier',
    url: '/api/api/v2/mc-orders/8/close',
    body: { confirmed: true },
    ok: 200,
  },
  'POST /api/api/v2/mc-orders/:id/finish': {
    as: 'cashier',
    url: '/api/api/v2/mc-orders/9/finish',
    body: {},
    ok: 200,
  },
  'POST /api/api/v2/mc-orders/:id/start-reception': {
    as: 'doctor',
    url: '/api/api/v2/mc-orders/10/start-reception',
    body: {},
    ok: 200,
  },
  'POST /api/api/v2/mc-orders/:id/finish-reception': {
    as: 'doctor',
    url: '/api/api/v2/mc-orders/11/finish-reception',
    body: {},
    ok: 200,
  },
  // Schedule 1: the first demo doctor, Mondays 09:00–13:00, 30-minute slots; 2030-01-07 is a Monday.
  'POST /api/api/v2/mc-orders/:id/book-service': {
    as: 'cashier',
    url: '/api/api/v2/mc-orders/1/book-service',
    body: { serviceId: 1, scheduleId: 1, startsAt: '2030-01-07T09:00:00+02:00' },
    ok: 200,
  },
  // Reads only: test 1 is the first test line of the demo orders' cart.
  'POST /api/api/v2/mc-orders/:id/check-test-before-remove': {
    as: 'cashier',
    url: '/api/api/v2/mc-orders/1/check-test-before-remove',
    body: { testId: 1 },
    ok: 200,
  },
  'POST /api/mc-cart/:id/change-no-schedule-state': {
    as: 'cashier',
    url: '/api/mc-cart/2/change-no-schedule-state',
    body: { serviceId: 1, noSchedule: false },
    ok: 200,
  },
}
