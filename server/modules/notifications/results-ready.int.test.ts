/**
 * «Результати аналізів готові» (event results_ready) through the real app, its job queue and the providers'
 * stand-ins: planned in the approval's transaction only when the last of the order's results is approved,
 * sent once per channel — the letter with the results PDF attached, the SMS by TurboSMS — and not planned
 * again when a corrected value is approved anew.
 */
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clients } from '../../db/schema/clients'
import { notifications } from '../../db/schema/notifications'
import { startStandIns, type StandIns } from '../../integrations/stand-ins'
import { createTestApp, type TestApp } from '../../../tests/support/test-app'
import { readOrder } from '../orders/order-fixtures'
import { approveResults, confirmedLabOrder, enterGlucose, glucoseTest } from '../lab-results/lab-fixtures'
import { until, useStandIns } from './notification-fixtures'
import { planResultsReady } from './plan'
import { appSettings } from '../../db/schema/auth'
import { queryRows } from '../../db/raw'

let t: TestApp
let stand: StandIns
const EMAIL = 'results@example.com'
const PHONE = '380671234567'
let glucose = 0
let second = 0

const readyRows = (orderId: number) =>
  t.db.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.orderId, orderId), eq(notifications.event, 'results_ready')))

beforeAll(async () => {
  stand = await startStandIns()
  t = await createTestApp({ jobs: true })
  await useStandIns(t, stand)
  await t.db.db.update(clients).set({ phone: PHONE, email: EMAIL }).where(eq(clients.id, 21))
  glucose = await glucoseTest(t, 'RN-GLU', 'Глюкоза натще')
  second = await glucoseTest(t, 'RN-GLU2', 'Глюкоза після навантаження')
})
afterAll(async () => {
  await t?.close()
  await stand?.close()
})

describe('results ready', () => {
  it('waits for the last test, then sends the letter with the PDF and the SMS once', async () => {
    const orderId = await confirmedLabOrder(t, 'cashier', 21, [glucose, second])
    const code = (await readOrder(t, orderId)).code
    await enterGlucose(t, orderId, glucose, '5,1', 0)
    await enterGlucose(t, orderId, second, '7,9', 1)
    await approveResults(t, orderId, [glucose])
    expect(await readyRows(orderId)).toEqual([])

    await approveResults(t, orderId, [second])
    const planned = await readyRows(orderId)
    expect(planned.map((r) => r.channel).sort()).toEqual(['email', 'sms'])

    const letter = await until('the letter', async () =>
      stand.smtp.messages.find((m) => m.to.includes(EMAIL) && m.subject.includes(code)),
    )
    expect(letter.subject).toBe(`Результати аналізів за замовленням ${code}`)
    expect(letter.attachments).toEqual([
      expect.objectContaining({ filename: `Результати ${code}.pdf`, contentType: 'application/pdf' }),
    ])
    expect(letter.attachments[0]!.size).toBeGreaterThan(1000)
    const sms = await until('the SMS', async () =>
      stand.turbosms.messages.find((m) => m.recipients.includes(PHONE) && m.sms?.text.includes(code)),
    )
    expect(sms.sms?.text).toMatch(/результати аналізів за замовленням .* готові/)
    await until('both sent', async () => (await readyRows(orderId)).every((r) => r.status === 'sent'))

    // A corrected value approved again plans nothing new.
    await enterGlucose(t, orderId, second, '8,0', 1)
    await approveResults(t, orderId)
    expect(await readyRows(orderId)).toHaveLength(2)
  })

  it('planned in the quiet hours, waits for their end on Kyiv’s clock (the send job too)', async () => {
    const orderId = await confirmedLabOrder(t, 'cashier', 21, [glucose])
    const [row] = await t.db.db
      .select({ value: appSettings.value })
      .from(appSettings)
      .where(eq(appSettings.key, 'notification_settings'))
    await t.db.db
      .update(appSettings)
      .set({ value: { ...(row!.value as object), quietHours: true, quietFrom: '21:00', quietTo: '08:00' } })
      .where(eq(appSettings.key, 'notification_settings'))
    try {
      // 23:00 in Kyiv on 27.11.2026 (UTC+2): due at 08:00 the next morning.
      const night = new Date('2026-11-27T21:00:00Z')
      await t.db.db.transaction((tx) => planResultsReady(tx, orderId, night))
      const planned = await readyRows(orderId)
      expect(planned.map((r) => [r.channel, r.sendAt?.toISOString()]).sort()).toEqual([
        ['email', '2026-11-28T06:00:00.000Z'],
        ['sms', '2026-11-28T06:00:00.000Z'],
      ])
      const jobs = await queryRows<{ start_after: Date | string }>(
        t.db.db,
        sql`SELECT start_after FROM pgboss.job WHERE name = 'notification.send'
              AND data->>'notificationId' IN (${sql.join(
                planned.map((p) => sql`${String(p.id)}`),
                sql`, `,
              )})`,
      )
      const starts = jobs.map((j) => new Date(j.start_after).toISOString())
      expect(starts).toEqual(['2026-11-28T06:00:00.000Z', '2026-11-28T06:00:00.000Z'])
    } finally {
      await t.db.db
        .update(appSettings)
        .set({ value: row!.value })
        .where(eq(appSettings.key, 'notification_settings'))
    }
  })
})
