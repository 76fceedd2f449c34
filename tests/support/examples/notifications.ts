import type { RouteExample } from '../route-examples'

export const examples: Record<string, RouteExample> = {
  // The demo settings are seeded at version 1 (server/db/seed/demo-notifications.ts).
  'PUT /api/settings/notification-settings': {
    as: 'admin',
    freeText: true,
    url: '/api/settings/notification-settings',
    body: {
      enabled: true,
      sender: 'CLINIC',
      backupSender: 'CLINICINFO',
      smsLogin: 'clinic-demo',
      smsSecret: '',
      smsApiUrl: 'http://127.0.0.1:8491',
      viberSender: '',
      viberToken: '',
      emailHost: '127.0.0.1',
      emailPort: 8493,
      emailSecure: false,
      emailUser: '',
      emailPassword: '',
      emailFrom: 'noreply@clinic.example',
      sendRatePerMinute: 60,
      reminderTime: '18:00',
      hoursAfterSave: 2,
      minutesAfterConfirm: 0,
      quietHours: false,
      quietFrom: '21:00',
      quietTo: '08:00',
      version: 1,
    },
    ok: 200,
  },
  'PUT /api/settings/telegram-settings': {
    as: 'admin',
    url: '/api/settings/telegram-settings',
    body: { botName: 'clinic_demo_bot', botToken: '', apiUrl: 'http://127.0.0.1:8492', version: 1 },
    ok: 200,
  },
  // The provider is not reachable in the tests: the test message is logged as an error, answered 200.
  'POST /api/settings/notification-settings/test': {
    as: 'admin',
    freeText: true,
    url: '/api/settings/notification-settings/test',
    body: { channel: 'sms', to: '0501112233' },
    ok: 200,
  },
  // Demo log message 3 was refused by the provider (status error).
  'POST /api/notifications/:id/resend': {
    as: 'admin',
    url: '/api/notifications/3/resend',
    body: {},
    ok: 200,
  },
}
