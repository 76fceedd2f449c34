import type { RouteExample } from '../route-examples'

export const examples: Record<string, RouteExample> = {
  'PUT /api/settings/analyzers/:id/test-codes': {
    as: 'admin',
    // Analyzer codes are stored as the analyzer sends them.
    freeText: true,
    url: '/api/settings/analyzers/1/test-codes',
    body: { data: [{ code: 'GLU', mcTestId: 1, indicatorCode: null }] },
    ok: 200,
  },
}
