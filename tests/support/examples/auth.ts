import type { RouteExample } from '../route-examples'

export const examples: Record<string, RouteExample> = {
  'POST /api/login': {
    as: 'admin',
    url: '/api/login',
    body: { login: 'registrar', password: 'demo12345' },
    ok: 200,
  },
  // '<refresh>' is replaced by a fresh refresh token when the valid example is sent.
  'POST /api/auth/refresh': {
    as: 'admin',
    url: '/api/auth/refresh',
    body: { refreshToken: '<refresh>' },
    ok: 200,
  },
  // Ends the sessions of its user: a login no other example signs in as.
  'POST /api/auth/sign-out-everywhere': {
    as: 'warehouse',
    url: '/api/auth/sign-out-everywhere',
    body: {},
    ok: 204,
  },
}
