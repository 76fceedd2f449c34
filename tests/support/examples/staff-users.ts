import type { RouteExample } from '../route-examples'

// The demo laboratory login (user 5, role 5) is the one no other example signs in as: blocking it or
// giving it a new password leaves the other examples alone. Ids follow the seed's order.
const lab = {
  login: 'lab',
  name: 'Оксана Лаборантка',
  roleId: 5,
  extraRoleIds: [],
  filialIds: [1],
  staffGroupIds: [3],
  specializationIds: [14],
  warehouseIds: [],
  cashRegisterIds: [],
  clientId: null,
  mustApproveOnline: false,
}

export const examples: Record<string, RouteExample> = {
  'POST /api/api/v2/staff-users': {
    as: 'admin',
    url: '/api/api/v2/staff-users',
    body: { ...lab, login: 'example.user', name: 'Приклад Користувача', password: 'example-pass-1' },
    ok: 201,
    freeText: true,
  },
  'PUT /api/api/v2/staff-users/:id': {
    as: 'admin',
    url: '/api/api/v2/staff-users/5',
    body: { ...lab, version: 1 },
    ok: 200,
    freeText: true,
  },
  'POST /api/api/v2/staff-users/:id/password': {
    as: 'admin',
    url: '/api/api/v2/staff-users/5/password',
    body: { password: 'another-pass-1' },
    ok: 200,
    freeText: true,
  },
  'POST /api/api/v2/staff-users/:id/block': {
    as: 'admin',
    url: '/api/api/v2/staff-users/5/block',
    body: {},
    ok: 200,
  },
  'POST /api/api/v2/staff-users/:id/unblock': {
    as: 'admin',
    url: '/api/api/v2/staff-users/5/unblock',
    body: {},
    ok: 200,
  },
}
