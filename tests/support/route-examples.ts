/**
 * A valid example body for every mutating API route. The bad-input test mutates each field of these
 * (wrong type, missing, overlong, extra field, SQL and script fragments); a new mutating route without
 * an example fails that test, so no route escapes it.
 */
export interface RouteExample {
  /** Demo login that may call the route. */
  as: string
  /** Concrete URL (path parameters filled in). */
  url: string
  body: Record<string, unknown>
  /** The status a valid body gets. */
  ok: number
}

export const routeExamples: Record<string, RouteExample> = {
  'POST /api/login': {
    as: 'admin',
    url: '/api/login',
    body: { login: 'registrar', password: 'demo12345' },
    ok: 200,
  },
  'POST /api/auth/refresh': {
    as: 'admin',
    url: '/api/auth/refresh',
    body: { refreshToken: '<refresh>' },
    ok: 200,
  },
  'PUT /api/api/v2/system-modules': {
    as: 'admin',
    url: '/api/api/v2/system-modules',
    body: {
      joinReports: false,
      thirdLogisticsStep: false,
      upselling: true,
      onlinePayment: true,
      labPayment: false,
      birthdayRequired: false,
      phoneMask: true,
      rowsPerPage: 15,
    },
    ok: 200,
  },
  'PUT /api/api/v2/users/:id/permissions': {
    as: 'admin',
    url: '/api/api/v2/users/3/permissions',
    body: { grants: ['crmTasksSee'], denies: ['crmReportsCashboxSee'] },
    ok: 200,
  },
}
