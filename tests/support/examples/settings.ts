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
}
