import type { RouteExample } from '../route-examples'

// Stock document 1 is the saved demo delivery of server/db/seed/demo-stock.ts; 2 is a signed one (signing
// it again answers it as it is). Product 1 and warehouse 1 are demo rows.
export const examples: Record<string, RouteExample> = {
  'POST /api/api/v2/warehouse/documents': {
    as: 'admin',
    url: '/api/api/v2/warehouse/documents',
    // Only the required fields: the bad-input test expects a body missing any of them refused.
    body: {
      kind: 'incoming',
      documentDate: '2026-01-15',
      warehouseId: 1,
      lines: [{ productId: 1, quantity: 1 }],
    },
    ok: 201,
  },
  'PATCH /api/api/v2/warehouse/documents/:id': {
    as: 'admin',
    url: '/api/api/v2/warehouse/documents/1',
    body: { version: 1 },
    ok: 200,
  },
  'POST /api/api/v2/warehouse/documents/:id/sign': {
    as: 'admin',
    url: '/api/api/v2/warehouse/documents/2/sign',
    body: { version: 1 },
    ok: 200,
  },
  // The demo has no saved inventory statement: document 1 is a delivery, which takes no counts (422);
  // inventory-counts.int.test.ts counts real statements.
  'PUT /api/api/v2/warehouse/documents/:id/counts': {
    as: 'admin',
    url: '/api/api/v2/warehouse/documents/1/counts',
    body: { productId: 1, series: 'A1', expiresOn: '2027-01-31', quantity: 5, previous: 4 },
    ok: 422,
  },
}
