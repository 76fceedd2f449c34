/**
 * Notification delivery through the job queue (issue: "10,000 reminders queued and delivered to the
 * stand-ins — throughput and the p95 delay past the due time at the configured rate, beside one job per
 * message sent inline"). On an in-memory PGlite, or the PostgreSQL database BENCH_DATABASE_URL names:
 * 1. N SMS notifications planned as the product plans them — the row and its `notification.send` job
 *    (startAfter = sendAt) in one transaction, 500 rows a transaction — and timed (rows + jobs a second).
 *    Every message falls due at one moment, a few seconds after the planning ends.
 * 2. The worker started as the app starts it (startJobQueue + runNotificationJob with channelDeliver)
 *    against a local TurboSMS stand-in; from the due moment to the last sentAt: messages a second, the
 *    delay past due (sentAt − sendAt), how many the stand-in received (and twice), and the busiest clock
 *    minute beside the configured rate.
 * 3. Baseline, same run: the same kind of message sent inline, one by one, straight through the
 *    TurboSMS adapter.
 *
 *   npx tsx tests/bench/notifications.ts
 *   BENCH_NOTIFICATIONS=2000 BENCH_RATE=600 BENCH_DATABASE_URL=postgres://… npx tsx tests/bench/notifications.ts
 */
import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { NotificationSettingsValues } from '../../domain/notifications/notifications.resources'
import { notificationSettingsRecord } from '../../domain/notifications/notifications.resources'
import { openDb } from '../../server/db/client'
import { runMigrations } from '../../server/db/migrate'
import { queryRows } from '../../server/db/raw'
import { appSettings } from '../../server/db/schema/auth'
import { notifications } from '../../server/db/schema/notifications'
import { startTurboSmsStandIn } from '../../server/integrations/turbosms/stand-in'
import { createTurboSms } from '../../server/integrations/turbosms/turbosms'
import { turboSequenceId } from '../../server/integrations/turbosms/phone'
import { enqueue, startJobQueue } from '../../server/jobs/job-queue'
import { channelDeliver } from '../../server/modules/notifications/channels'
import { runNotificationJob, type Deliver } from '../../server/modules/notifications/send'

export interface NotificationsFigures {
  db: 'pglite' | 'postgres'
  planned: number
  planMs: number
  /** Messages sent through the queue (all of them unless the wait timed out). */
  sent: number
  timedOut: boolean
  /** Sent messages a second, from the due moment to the last sentAt. */
  deliveredPerSec: number
  delayP50Ms: number
  delayP95Ms: number
  delayMaxMs: number
  /** Messages the stand-in accepted for the planned recipients, and how many of them repeated one. */
  received: number
  duplicates: number
  /** Provider calls beyond one per message (a retry the stand-in answered with 507, not counted above). */
  repeatedCalls: number
  busiestMinute: number
  rate: number
  queueErrors: number
  inlineSent: number
  inlinePerSec: number
}

const TX_ROWS = 500
/** About 120 Cyrillic characters: an order confirmation as the demo template renders it. */
const TEXT = (
  'Олена Петрівна, замовлення MC-004512 підтверджено: загальний аналіз крові, глюкоза, ' +
  'ТТГ на 845,00 грн. Клініка, +380443334400'
).padEnd(120, '.')
const phone = (i: number) => `3805000${String(i).padStart(5, '0')}`
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? 0

export async function notificationsBench({
  n = Number(process.env.BENCH_NOTIFICATIONS ?? 10_000),
  rate = Number(process.env.BENCH_RATE ?? 30_000),
  inline = Number(process.env.BENCH_INLINE ?? 1_000),
  timeoutMs = Number(process.env.BENCH_TIMEOUT_S ?? 600) * 1000,
  leadMs = 3000,
}: {
  n?: number
  rate?: number
  inline?: number
  timeoutMs?: number
  leadMs?: number
} = {}): Promise<NotificationsFigures> {
  if (n > 100_000) throw new Error('BENCH_NOTIFICATIONS: at most 100,000 (five-digit phone suffixes)')
  const handle = await openDb({ databaseUrl: process.env.BENCH_DATABASE_URL, dataDir: 'memory://' })
  const standIn = await startTurboSmsStandIn()
  let queue: Awaited<ReturnType<typeof startJobQueue>> | undefined
  try {
    await runMigrations(handle)
    const { db } = handle
    // The settings as an administrator saves them, pointed at the stand-in. The form caps the rate at
    // 6,000 a minute; the worker reads the stored value as it is, so a higher one measures the queue.
    const settings: NotificationSettingsValues & { version: number } = {
      ...notificationSettingsRecord.defaults,
      enabled: true,
      sender: 'CLINIC',
      smsSecret: standIn.token,
      smsApiUrl: standIn.url,
      sendRatePerMinute: rate,
      version: 1,
    }
    await db
      .insert(appSettings)
      .values({ key: 'notification_settings', value: settings })
      .onConflictDoUpdate({ target: appSettings.key, set: { value: settings } })

    // 1. Planning: a far due moment first, so no job falls due while the rest are still being planned.
    const far = new Date(Date.now() + 3_600_000)
    const t0 = performance.now()
    for (let from = 0; from < n; from += TX_ROWS) {
      const count = Math.min(TX_ROWS, n - from)
      await db.transaction(async (tx) => {
        const rows = await tx
          .insert(notifications)
          .values(
            Array.from({ length: count }, (_, k) => ({
              event: 'order_confirmed',
              channel: 'sms',
              status: 'ready_for_send',
              recipient: phone(from + k),
              text: TEXT,
              sendAt: far,
            })),
          )
          .returning({ id: notifications.id })
        for (const row of rows)
          await enqueue(tx, 'notification.send', { notificationId: row.id }, { startAfter: far })
      })
    }
    const planMs = performance.now() - t0
    const ids = (await db.select({ id: notifications.id }).from(notifications)).length
    if (ids !== n) throw new Error(`planned ${ids} rows, expected ${n}`)
    // Then every message and its job fall due at one moment, a few seconds from now.
    const due = new Date(Date.now() + leadMs)
    await db.transaction(async (tx) => {
      await tx.update(notifications).set({ sendAt: due })
      await tx.execute(
        sql`UPDATE pgboss.job SET start_after = ${due.toISOString()}::timestamptz
            WHERE name = 'notification.send' AND state = 'created'`,
      )
    })

    // 2. The worker as the app starts it; provider calls counted per message on the way.
    let queueErrors = 0
    const log = {
      error(obj: object, msg: string) {
        queueErrors++
        if (queueErrors <= 3) console.error(msg, JSON.stringify(obj))
      },
    }
    const calls = new Map<number, number>()
    const product = channelDeliver()
    const deliver: Deliver = (row, s) => {
      calls.set(row.id, (calls.get(row.id) ?? 0) + 1)
      return product(row, s)
    }
    queue = await startJobQueue(handle, log)
    // BENCH_BATCH: another batch size than the app's, to compare.
    const batch = process.env.BENCH_BATCH ? { batchSize: Number(process.env.BENCH_BATCH) } : {}
    await queue.work('notification.send', (data) => runNotificationJob(db, data, deliver), batch)

    const sentCount = async () =>
      (
        await queryRows<{ n: number }>(
          db,
          sql`SELECT count(*)::int AS n FROM notifications WHERE status = 'sent'`,
        )
      )[0]!.n
    const giveUp = due.getTime() + timeoutMs
    let sent = 0
    let shown = Date.now()
    while ((sent = await sentCount()) < n && Date.now() < giveUp) {
      if (Date.now() - shown > 30_000 && process.stderr.isTTY) {
        process.stderr.write(`  … ${sent} of ${n} sent\n`)
        shown = Date.now()
      }
      await sleep(500)
    }
    const timedOut = sent < n
    await queue.stop()
    queue = undefined

    const done = await queryRows<{ send_at: string | Date; sent_at: string | Date }>(
      db,
      sql`SELECT send_at, sent_at FROM notifications WHERE status = 'sent'`,
    )
    const sentAt = done.map((r) => new Date(r.sent_at).getTime())
    const delays = done
      .map((r) => new Date(r.sent_at).getTime() - new Date(r.send_at).getTime())
      .sort((a, b) => a - b)
    const last = Math.max(due.getTime(), ...sentAt)
    const perMinute = new Map<number, number>()
    for (const t of sentAt)
      perMinute.set(Math.floor(t / 60_000), (perMinute.get(Math.floor(t / 60_000)) ?? 0) + 1)
    const planned = new Set(Array.from({ length: n }, (_, i) => phone(i)))
    const atStandIn = standIn.messages.filter((m) => planned.has(m.recipients[0]!))
    const received = atStandIn.length
    const duplicates = received - new Set(atStandIn.map((m) => m.recipients[0])).size
    const repeatedCalls = [...calls.values()].reduce((s, c) => s + c - 1, 0)

    // 3. Baseline: the same message, inline, one adapter call after another.
    const turbo = createTurboSms({ apiUrl: standIn.url, token: standIn.token })
    const t1 = performance.now()
    let inlineSent = 0
    for (let i = 0; i < inline; i++) {
      const outcome = await turbo.send({
        phone: `3806000${String(i).padStart(5, '0')}`,
        sms: { sender: 'CLINIC', text: TEXT },
        sequenceId: turboSequenceId(randomUUID()),
      })
      if (outcome.kind === 'sent') inlineSent++
    }
    const inlineMs = performance.now() - t1

    return {
      db: handle.kind,
      planned: n,
      planMs,
      sent,
      timedOut,
      deliveredPerSec: sent / Math.max(0.001, (last - due.getTime()) / 1000),
      delayP50Ms: quantile(delays, 0.5),
      delayP95Ms: quantile(delays, 0.95),
      delayMaxMs: delays.at(-1) ?? 0,
      received,
      duplicates,
      repeatedCalls,
      busiestMinute: Math.max(0, ...perMinute.values()),
      rate,
      queueErrors,
      inlineSent,
      inlinePerSec: (inlineSent / inlineMs) * 1000,
    }
  } finally {
    await queue?.stop()
    await standIn.close()
    await handle.close()
  }
}

const int = (x: number) => Math.round(x).toLocaleString('en-US')
const perSec = (x: number) => (x < 10 ? x.toFixed(1) : int(x))
const secs = (ms: number) => `${(ms / 1000).toFixed(ms < 10_000 ? 1 : 0)} s`

export function formatNotifications(f: NotificationsFigures): string {
  const sent = f.timedOut ? `only ${int(f.sent)} of ${int(f.planned)} sent before the timeout, ` : ''
  return (
    `notifications (${f.db}): ${int(f.planned)} SMS queued in ${secs(f.planMs)} (${int((f.planned / f.planMs) * 1000)}/s), ` +
    `${sent}delivered through the job queue at ${perSec(f.deliveredPerSec)}/s, ` +
    `delay past due p50 ${secs(f.delayP50Ms)} p95 ${secs(f.delayP95Ms)} max ${secs(f.delayMaxMs)}, ` +
    `${int(f.received)} at the stand-in (${int(f.duplicates)} duplicates${f.repeatedCalls ? `, ${int(f.repeatedCalls)} repeated calls` : ''}), ` +
    `busiest minute ${int(f.busiestMinute)} ${f.busiestMinute <= f.rate ? '≤' : '> (OVER)'} rate ${int(f.rate)}` +
    `${f.queueErrors ? `, ${int(f.queueErrors)} queue errors` : ''}; ` +
    `inline adapter calls ${int(f.inlinePerSec)}/s (${int(f.inlineSent)} sent)`
  )
}

if (import.meta.url === `file://${process.argv[1]}`)
  console.log(formatNotifications(await notificationsBench()))
