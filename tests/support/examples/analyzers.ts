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
  'POST /api/settings/analyzers/:id/listener': {
    as: 'admin',
    // 'stop' binds nothing: no test server listens on a demo analyzer's port.
    url: '/api/settings/analyzers/1/listener',
    body: { action: 'stop' },
    ok: 200,
  },
  'PUT /api/settings/barcode-settings': {
    as: 'admin',
    url: '/api/settings/barcode-settings',
    body: {
      format: 'code128',
      prefix: 'LB',
      prefixes: [{ filialId: 1, prefix: 'KV1' }],
      length: 10,
      labelWidthMm: 58,
      labelHeightMm: 40,
      printQr: true,
      copies: 1,
      nextNumber: 1,
      // The demo setting is seeded at version 1; no other example saves it first.
      version: 1,
    },
    ok: 200,
  },
}
