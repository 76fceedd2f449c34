import type { RouteExample } from '../route-examples'

/** City 1 is Київ and filial 1 is KV01 (Київ) in the demo seed. */
export const personalSettingsBody = {
  cityId: 1,
  filialId: 1,
  language: 'ua',
  barcodeMarginTop: 2.5,
  barcodeMarginLeft: 1,
  qrMarginTop: 0,
  qrMarginLeft: 3,
  labelPrinterType: 'zpl',
  labelPrinterHost: '192.168.1.50',
  labelPrinterPort: 9100,
  version: 0,
}

export const examples: Record<string, RouteExample> = {
  'PUT /api/api/v2/personal-settings': {
    as: 'registrar',
    url: '/api/api/v2/personal-settings',
    body: personalSettingsBody,
    ok: 200,
  },
}
