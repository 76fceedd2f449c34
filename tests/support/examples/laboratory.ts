import type { RouteExample } from '../route-examples'

// A barcode no tube has: a valid scan reaches the route and is answered per item (200, `ok: false`,
// 'Штрихкод не знайдено') without moving any demo tube; the moves themselves are tested in
// server/modules/lab/lab-tubes.int.test.ts. The results' routes name an order that does not exist: a valid
// body reaches the order's lookup and is answered 404 like an order outside the scope (their saves and
// approvals are tested in server/modules/lab-results/lab-results.int.test.ts).
const barcodes = { barcodes: ['NO-SUCH-TUBE-1'] }
const missingOrder = '/api/api/v2/lab/orders/999999/results'
// The labels' routes too name a missing order (printing itself is tested with the capture printer in
// server/modules/lab-labels/lab-labels.int.test.ts).
const missingLabels = '/api/api/v2/lab/orders/999999/labels'

export const examples: Record<string, RouteExample> = {
  'POST /api/api/v2/lab/tubes/collect': {
    as: 'admin',
    url: '/api/api/v2/lab/tubes/collect',
    // A barcode is what the scanner read: any text is looked up (and not found), never run.
    freeText: true,
    body: barcodes,
    ok: 200,
  },
  'POST /api/api/v2/lab/tubes/hand-over': {
    as: 'admin',
    url: '/api/api/v2/lab/tubes/hand-over',
    // A barcode is what the scanner read: any text is looked up (and not found), never run.
    freeText: true,
    body: barcodes,
    ok: 200,
  },
  'POST /api/api/v2/lab/tubes/receive': {
    as: 'admin',
    url: '/api/api/v2/lab/tubes/receive',
    // A barcode is what the scanner read: any text is looked up (and not found), never run.
    freeText: true,
    body: barcodes,
    ok: 200,
  },
  'POST /api/api/v2/lab/tubes/:id/reject': {
    as: 'admin',
    url: '/api/api/v2/lab/tubes/999999/reject',
    body: { reason: 'Гемоліз у пробірці' },
    ok: 404,
  },
  'PUT /api/api/v2/lab/orders/:orderId/results': {
    as: 'admin',
    url: missingOrder,
    body: { items: [{ testId: 1, line: 0, indicatorCode: 'HGB', value: '130' }], version: 1 },
    ok: 404,
  },
  'POST /api/api/v2/lab/orders/:orderId/results/approve': {
    as: 'admin',
    url: `${missingOrder}/approve`,
    body: { testIds: [1] },
    ok: 404,
  },
  'POST /api/api/v2/lab/orders/:orderId/labels/print': {
    as: 'admin',
    url: `${missingLabels}/print`,
    body: { tubeIds: [1] },
    ok: 404,
  },
  'POST /api/api/v2/lab/orders/:orderId/labels/logged': {
    as: 'admin',
    url: `${missingLabels}/logged`,
    body: { tubeIds: [1], kind: 'pixel' },
    ok: 404,
  },
}
