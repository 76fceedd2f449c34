import type { RouteExample } from '../route-examples'

// Demo rows of server/db/seed/price-lists.ts: list 1 (services, Kyiv) with its positions 1 and 2, list 2
// (tests) with position set 1 and its material prices, list 13 the unpublished draft without positions.
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
  'POST /api/settings/price-lists/:priceListId/positions': {
    as: 'admin',
    url: '/api/settings/price-lists/13/positions',
    body: { items: [{ serviceId: 1, price: 10000 }] },
    ok: 201,
  },
  'POST /api/settings/price-lists/:priceListId/positions/mass': {
    as: 'admin',
    url: '/api/settings/price-lists/1/positions/mass',
    body: { action: 'publish', positions: [{ id: 2, version: 1 }] },
    ok: 200,
  },
  'PUT /api/settings/price-lists/:priceListId/materials': {
    as: 'admin',
    url: '/api/settings/price-lists/2/materials',
    body: { materials: [] },
    ok: 200,
  },
  'POST /api/settings/price-lists/mass-attachment': {
    as: 'admin',
    url: '/api/settings/price-lists/mass-attachment',
    body: { priceListIds: [1], items: [{ serviceId: 1, price: 10000 }] },
    ok: 200,
  },
  'POST /api/settings/price-lists/:priceListId/position-sets': {
    as: 'admin',
    url: '/api/settings/price-lists/1/position-sets',
    body: { name: 'Набір «Приклад»', positionIds: [1] },
    ok: 201,
    freeText: true,
  },
  'PATCH /api/settings/price-lists/:priceListId/position-sets/:id': {
    as: 'admin',
    url: '/api/settings/price-lists/2/position-sets/1',
    body: { version: 1 },
    ok: 200,
  },
}
