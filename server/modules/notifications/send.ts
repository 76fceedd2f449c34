/**
 * Sends one planned message: the `notification.send` job's work (spec 001 §4: ready for send → sending
 * → sent / error). The row is claimed by moving it to `sending` in one statement, so two processes never
 * both send it; the per-minute rate of its channel is one counter row per minute for all processes.
 * A provider that may have acted without answering (a timeout) leaves it `unknown` — never re-sent by
 * itself; only SMS and Viber, which TurboSMS deduplicates by `sequence_id`, are asked again after an
 * interruption. Transient refusals come back later with back-off (or the provider's retry_after).
 */
import { and, eq, sql } from 'drizzle-orm'
import { z } from 'zod'
import {
  notificationSettingsRecord,
  type NotificationSettingsValues,
} from '../../../domain/notifications/notifications.resources'
import type { NotificationChannel } from '../../../domain/notifications/notifications'
import {
  telegramSettingsRecord,
  type TelegramSettingsValues,
} from '../../../domain/notifications/telegram.resources'
import type { Db, Tx } from '../../db/client'
import { queryRows } from '../../db/raw'
import { orders } from '../../db/schema/orders'
import { tasks } from '../../db/schema/tasks'
import { serviceBookings } from '../../db/schema/bookings'
import { notifications, telegramChats } from '../../db/schema/notifications'
import { readSettingsRecord } from '../../lib/crud/settings-record-routes'
import { enqueue } from '../../jobs/job-queue'
import type { SendOutcome } from '../../integrations/send-outcome'
import type { Deliver, DeliverySettings, NotificationRow } from './deliver'
import { letterAttachments } from './attachments'

export type { Deliver, DeliverySettings, NotificationRow }

/** The installation's notification settings and Telegram bot, secrets included (never answered by the API). */
export async function readNotificationSettings(db: Db | Tx): Promise<DeliverySettings> {
  const settings = (await readSettingsRecord(
    db,
    notificationSettingsRecord,
  )) as unknown as NotificationSettingsValues
  const telegram = (await readSettingsRecord(db, telegramSettingsRecord)) as unknown as TelegramSettingsValues
  return { ...settings, telegram }
}

/** Attempts before a message that keeps failing for a passing reason becomes an error. */
export const MAX_ATTEMPTS = 5
/** Channels whose provider deduplicates a repeated request, so asking again is safe. */
const IDEMPOTENT: readonly NotificationChannel[] = ['sms', 'viber']

const jobData = z.object({ notificationId: z.number().int().positive() })

/** Takes one message of the channel's per-minute rate; false when this minute's are used up. */
export async function takeRateSlot(db: Db, channel: string, perMinute: number): Promise<boolean> {
  const rows = await queryRows<{ sent: number }>(
    db,
    sql`INSERT INTO notification_rate (channel, minute, sent) VALUES (${channel}, date_trunc('minute', now()), 1)
        ON CONFLICT (channel, minute) DO UPDATE SET sent = notification_rate.sent + 1
        WHERE notification_rate.sent < ${perMinute}
        RETURNING sent`,
  )
  return rows.length > 0
}

/** The start of the next minute, spread over its first seconds so waiting messages do not all wake at once. */
const nextMinute = (now: Date) =>
  new Date(Math.floor(now.getTime() / 60_000) * 60_000 + 60_000 + Math.floor(Math.random() * 20_000))

async function update(db: Db, id: number, set: Partial<typeof notifications.$inferInsert>) {
  await db
    .update(notifications)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(notifications.id, id))
}

/**
 * Why a message is no longer due (the order cancelled, the visit moved or removed, the task handed on
 * to someone else meanwhile), or null.
 */
async function staleReason(db: Db, row: NotificationRow): Promise<string | null> {
  if (row.event === 'task_assigned' && row.taskId !== null) {
    const [task] = await db
      .select({ performerId: tasks.performerId })
      .from(tasks)
      .where(eq(tasks.id, row.taskId))
    const performer = Number(row.visitKey.split('@')[0])
    return task?.performerId === performer ? null : 'Задачу вже передано іншому — повідомлення не надіслано'
  }
  if (row.event === 'results_ready' && row.orderId !== null) {
    const [order] = await db.select({ state: orders.state }).from(orders).where(eq(orders.id, row.orderId))
    return order && order.state !== 'deleted' ? null : 'Замовлення скасовано — повідомлення не надіслано'
  }
  if ((row.event !== 'visit_reminder' && row.event !== 'visit_booked') || row.orderId === null) return null
  const [order] = await db.select({ state: orders.state }).from(orders).where(eq(orders.id, row.orderId))
  if (!order || order.state === 'deleted') return 'Замовлення скасовано — нагадування не надіслано'
  // A Telegram chat's copy of a reminder carries its chat after '#'.
  const visitId = Number(row.visitKey.split('#')[0])
  const [visit] = Number.isInteger(visitId)
    ? await db
        .select({ id: serviceBookings.id })
        .from(serviceBookings)
        .where(and(eq(serviceBookings.id, visitId), eq(serviceBookings.orderId, row.orderId)))
    : []
  return visit ? null : 'Візит скасовано або перенесено — нагадування не надіслано'
}

/** Claims the message (ready → sending); answers the claimed row or null when there is nothing to send. */
async function claim(db: Db, id: number): Promise<NotificationRow | null> {
  const [claimed] = await db
    .update(notifications)
    .set({ status: 'sending', attempts: sql`${notifications.attempts} + 1`, updatedAt: new Date() })
    .where(and(eq(notifications.id, id), eq(notifications.status, 'ready_for_send')))
    .returning()
  if (claimed) return claimed
  const [current] = await db.select().from(notifications).where(eq(notifications.id, id))
  // Sent, failed, unknown, awaiting confirmation or gone: this job has nothing to do.
  if (current?.status !== 'sending') return null
  // A previous attempt stopped half-way (the process ended mid-send).
  if (!IDEMPOTENT.includes(current.channel as NotificationChannel)) {
    await update(db, id, {
      status: 'unknown',
      error: 'Відправку перервано: невідомо, чи повідомлення надіслано',
    })
    return null
  }
  return current
}

/** The `notification.send` job: sends the message named by `data` once, as far as the provider allows. */
export async function runNotificationJob(
  db: Db,
  data: unknown,
  deliver: Deliver,
  now: () => Date = () => new Date(),
): Promise<void> {
  const { notificationId } = jobData.parse(data)
  const row = await claim(db, notificationId)
  if (!row) return
  const settings = await readNotificationSettings(db)
  // The switch is the patients' messages'; the staff's chats hear of tasks while the bot is set up.
  if (!settings.enabled && row.userId === null && row.taskId === null) {
    await update(db, row.id, { status: 'error', error: 'Сповіщення вимкнено в налаштуваннях' })
    return
  }
  const stale = await staleReason(db, row)
  if (stale) {
    await update(db, row.id, { status: 'error', error: stale })
    return
  }
  if (!(await takeRateSlot(db, row.channel, settings.sendRatePerMinute))) {
    // Over the rate: wait for the next minute without spending an attempt.
    const at = nextMinute(now())
    await db.transaction(async (tx) => {
      await tx
        .update(notifications)
        .set({
          status: 'ready_for_send',
          attempts: sql`${notifications.attempts} - 1`,
          updatedAt: new Date(),
        })
        .where(eq(notifications.id, row.id))
      await enqueue(tx, 'notification.send', { notificationId: row.id }, { startAfter: at })
    })
    return
  }
  const attachments = row.channel === 'email' ? await letterAttachments(db, row) : []
  await record(db, row, await deliver(row, settings, attachments), now())
}

/** Stores what the provider answered and, for a passing refusal, plans the next attempt. */
export async function record(db: Db, row: NotificationRow, outcome: SendOutcome, now: Date): Promise<void> {
  if (outcome.kind === 'sent') {
    await update(db, row.id, {
      status: 'sent',
      sentAt: now,
      providerMessageId: outcome.providerMessageId,
      providerAnswer: outcome.answer,
      error: null,
    })
    return
  }
  if (outcome.kind === 'unknown') {
    await update(db, row.id, { status: 'unknown', error: outcome.message })
    return
  }
  if (outcome.permanent || row.attempts >= MAX_ATTEMPTS) {
    await update(db, row.id, { status: 'error', error: outcome.message, providerAnswer: outcome.answer })
    // The bot was blocked or removed: the chat gets nothing more until someone switches it on again.
    if (outcome.blocked && row.channel === 'telegram')
      await db
        .update(telegramChats)
        .set({ active: false, version: sql`${telegramChats.version} + 1`, updatedAt: now })
        .where(eq(telegramChats.chatId, row.recipient))
    return
  }
  const waitSeconds = outcome.retryAfterSeconds ?? 30 * 2 ** (row.attempts - 1)
  await db.transaction(async (tx) => {
    await tx
      .update(notifications)
      .set({
        status: 'ready_for_send',
        error: outcome.message,
        providerAnswer: outcome.answer,
        updatedAt: now,
      })
      .where(eq(notifications.id, row.id))
    await enqueue(
      tx,
      'notification.send',
      { notificationId: row.id },
      { startAfter: new Date(now.getTime() + waitSeconds * 1000) },
    )
  })
}
