import type { RouteExample } from '../route-examples'

// The demo protocols (server/db/seed/demo-protocols.ts): 2 and 3 saved examinations of order 9, 5 a saved
// examination of order 11, each at version 1; template 1 is «Огляд терапевта», staff card 1 a doctor.
const examination = {
  complaints: 'Втома',
  condition: 'задовільний',
  weight: 70,
  height: 1.7,
  sys: 120,
  dia: 80,
  recommendations: 'Огляд за місяць',
}

// A one-page PDF's first bytes: enough for the type check (leading bytes), small enough for the suites.
const pdf = btoa('%PDF-1.4\n%%EOF\n')

export const examples: Record<string, RouteExample> = {
  // Demo order 10 (confirmed, its patient set) holds test 1 in its cart; only the doctor's example asks for it.
  'POST /api/api/v2/protocol-from-orders': {
    as: 'doctor',
    url: '/api/api/v2/protocol-from-orders',
    body: { protocolableType: 'test', protocolableId: 1, orderId: 10 },
    ok: 201,
  },
  'PUT /api/api/v2/protocols/:id': {
    as: 'doctor',
    url: '/api/api/v2/protocols/5',
    body: {
      version: 1,
      sheets: [{ templateId: 1, values: examination }],
      doctorId: 1,
      visitAt: '2026-11-27T10:00:00+02:00',
    },
    ok: 200,
    freeText: true,
  },
  'POST /api/api/v2/protocols/:id/approve': {
    as: 'doctor',
    url: '/api/api/v2/protocols/2/approve',
    body: { version: 1 },
    ok: 200,
  },
  'POST /api/api/v2/protocols/:id/delete': {
    as: 'doctor',
    url: '/api/api/v2/protocols/3/delete',
    body: { version: 1, reasonId: 1 },
    ok: 200,
  },
  // A file of saved demo protocol 5; the name is free text (stored as given, once sanitised).
  'POST /api/api/v2/protocols/:id/files': {
    as: 'doctor',
    url: '/api/api/v2/protocols/5/files',
    body: {
      uuid: '6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f',
      name: 'Аналіз.pdf',
      type: 'application/pdf',
      content: pdf,
    },
    ok: 201,
    freeText: true,
  },
}
