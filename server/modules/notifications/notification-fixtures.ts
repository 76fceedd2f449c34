/** Tests' notification settings: switched on and pointed at the local stand-ins, the bot included. */
import { expect } from 'vitest'
import type { StandIns } from '../../integrations/stand-ins'
import type { InjectOptions, LightMyRequestResponse } from 'fastify'

/** What these helpers need of tests/support's TestApp (server code may not import tests/). */
interface TestApp {
  as(login: string, opts: InjectOptions): Promise<LightMyRequestResponse>
}

export async function useStandIns(t: TestApp, stand: StandIns): Promise<void> {
  const admin = (url: string, payload: object) => t.as('admin', { method: 'PUT', url: `/api${url}`, payload })
  const put = await admin('/settings/notification-settings', {
    enabled: true,
    sender: 'CLINIC',
    backupSender: 'CLINIC2',
    smsLogin: 'clinic',
    smsSecret: stand.turbosms.token,
    smsApiUrl: stand.turbosms.url,
    viberSender: '',
    viberToken: '',
    emailHost: stand.smtp.host,
    emailPort: stand.smtp.port,
    emailSecure: false,
    emailUser: '',
    emailPassword: '',
    emailFrom: 'clinic@example.com',
    sendRatePerMinute: 600,
    reminderTime: '18:00',
    hoursAfterSave: 2,
    minutesAfterConfirm: 0,
    quietHours: false,
    quietFrom: '21:00',
    quietTo: '08:00',
    version: 1,
  })
  expect(put.statusCode, put.body).toBe(200)
  expect(put.json()).toMatchObject({ smsSecret: '', enabled: true, version: 2 })
  const bot = await admin('/settings/telegram-settings', {
    botName: 'clinic_demo_bot',
    botToken: stand.telegram.token,
    apiUrl: stand.telegram.url,
    version: 1,
  })
  expect(bot.statusCode, bot.body).toBe(200)
  expect(bot.json()).toMatchObject({ botToken: '' })
}

/** Waits (up to `ms`) for `probe` to answer something. */
export async function until<T>(
  what: string,
  probe: () => Promise<T | undefined | false>,
  ms = 20_000,
): Promise<T> {
  const end = Date.now() + ms
  for (;;) {
    const v = await probe()
    if (v) return v
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 200))
  }
}
