import type { RouteExample } from '../route-examples'

export const examples: Record<string, RouteExample> = {
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
  'PUT /api/settings/basic-settings': {
    as: 'admin',
    freeText: true,
    url: '/api/settings/basic-settings',
    body: {
      centreName: 'Медична мережа «Клінік Офіс»',
      centrePhone: '+380443334400',
      centreEmail: 'office@clinic.example',
      centreAddress: 'Київ, вул. Хрещатик, 1',
      legalName: 'ТОВ «Клінік Офіс»',
      legalTaxCode: '12345678',
      legalAddress: 'Київ, вул. Хрещатик, 1',
      weekdaysFrom: '08:00',
      weekdaysTo: '18:00',
      saturdayFrom: '09:00',
      saturdayTo: '16:00',
      // The demo record is seeded at version 1; no other example saves it first.
      version: 1,
    },
    ok: 200,
  },
}
