import type { RouteExample } from '../route-examples'
import { personalSettingsBody } from './personal-settings'

export const examples: Record<string, RouteExample> = {
  'POST /api/api/v2/sync/push': {
    as: 'doctor',
    url: '/api/api/v2/sync/push',
    body: {
      items: [
        {
          id: '0b7e6a52-4d1c-4f7e-8a0e-5c3d2b1a0f01',
          method: 'PUT',
          path: '/api/v2/personal-settings',
          body: personalSettingsBody,
        },
      ],
    },
    ok: 200,
  },
}
