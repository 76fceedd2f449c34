import type { RouteExample } from '../route-examples'

// Price list 1 and its position 1 are demo rows (server/db/seed/price-lists.ts).
export const examples: Record<string, RouteExample> = {
  'POST /api/settings/price-lists': {
    as: 'admin',
    url: '/api/settings/price-lists',
    body: { nameUk: 'Прайс «Корпоративний» 2026', type: 'services', perpetual: true },
    ok: 201,
  },
  'PATCH /api/settings/price-lists/:id': {
    as: 'admin',
    url: '/api/settings/price-lists/1',
    body: { version: 1 },
    ok: 200,
  },
  'PATCH /api/settings/price-lists/:priceListId/positions/:id': {
    as: 'admin',
    url: '/api/settings/price-lists/1/positions/1',
    body: { version: 1 },
    ok: 200,
  },
}
