/**
 * Plans the patient's messages for a change of an order, inside that change's transaction: one row per
 * event, channel and visit in `notifications` (the unique index makes a repeated change plan nothing
 * new) and its send job (server/jobs). What is sent comes from the templates (a filial's own over the
 * general one), when from the settings (spec 001 §9): the order's message `minutesAfterConfirm` after
 * confirmation; a visit's reminder the day before at `reminderTime` (Kyiv), or — for a visit booked too
 * late for that — at once, unless the visit is less than `hoursAfterSave` hours away. A time inside the
 * quiet hours (`quietFrom`–`quietTo`, Kyiv) moves to their end; staff's task messages (plan-task.ts) are not held.
 */
import { and, asc, eq, gt, isNull, or, sql } from 'drizzle-orm'
import type { NotificationSettingsValues } from '../../../domain/notifications/notifications.resources'
import type { NotificationChannel, NotificationEvent } from '../../../domain/notifications/notifications'
import { renderTemplate } from '../../../domain/notifications/templates'
import { afterQuietHours } from '../../../domain/notifications/quiet-hours'
import { kyivDayAndTime, kyivInstant } from '../../../domain/time/kyiv'
import type { Tx } from '../../db/client'
import { notifications, notificationTemplates, telegramChats } from '../../db/schema/notifications'
import { serviceBookings } from '../../db/schema/bookings'
import { readNotificationSettings, type DeliverySettings } from './send'
import { staff } from '../../db/schema/staff'
import { enqueue } from '../../jobs/job-queue'
import {
  PHONE_CHANNELS,
  loadOrderFacts,
  previousDay,
  templateValues,
  type OrderFacts,
} from './message-values'

interface Template {
  id: number
  channel: string
  filialId: number | null
  subject: string | null
  text: string
}

/** The active templates of `event` for a filial: per channel the filial's own, else the general one. */
export async function templatesFor(
  tx: Tx,
  event: NotificationEvent,
  filialId: number | null,
): Promise<Template[]> {
  const rows = await tx
    .select({
      id: notificationTemplates.id,
      channel: notificationTemplates.channel,
      filialId: notificationTemplates.filialId,
      subject: notificationTemplates.subject,
      text: notificationTemplates.text,
    })
    .from(notificationTemplates)
    .where(
      and(
        eq(notificationTemplates.event, event),
        eq(notificationTemplates.active, true),
        filialId === null
          ? isNull(notificationTemplates.filialId)
          : or(isNull(notificationTemplates.filialId), eq(notificationTemplates.filialId, filialId)),
      ),
    )
  const byChannel = new Map<string, Template>()
  for (const t of rows) {
    const chosen = byChannel.get(t.channel)
    if (!chosen || (chosen.filialId === null && t.filialId !== null)) byChannel.set(t.channel, t)
  }
  return [...byChannel.values()]
}

/**
 * Where a channel's message goes: the patient's phone or address (none when the patient gave none), or
 * every active Telegram chat of the event (its key told apart by the chat).
 */
async function recipientsOf(
  tx: Tx,
  channel: string,
  event: NotificationEvent,
  facts: OrderFacts,
  settings: DeliverySettings,
): Promise<Array<{ recipient: string; key: string }>> {
  const one = (recipient: string | null) => (recipient ? [{ recipient, key: '' }] : [])
  if (PHONE_CHANNELS.includes(channel as NotificationChannel))
    return channel === 'viber' && !settings.viberSender ? [] : one(facts.phone)
  if (channel === 'email') return settings.emailHost ? one(facts.email) : []
  if (channel !== 'telegram' || !settings.telegram.botToken) return []
  const chats = await tx
    .select({ id: telegramChats.id, chatId: telegramChats.chatId })
    .from(telegramChats)
    .where(and(eq(telegramChats.event, event), eq(telegramChats.active, true)))
  return chats.map((c) => ({ recipient: c.chatId, key: `#tg${c.id}` }))
}

interface Planned {
  event: NotificationEvent
  sendAt: Date
  visitKey: string
  values: ReturnType<typeof templateValues>
}

async function insertPlanned(
  tx: Tx,
  facts: OrderFacts,
  settings: DeliverySettings,
  planned: Planned[],
  status: 'ready_for_send' | 'confirmation_awaiting' = 'ready_for_send',
): Promise<number> {
  let count = 0
  for (const p of planned) {
    // Patients are not written to in the quiet hours: the message waits for their end.
    const sendAt = afterQuietHours(p.sendAt, settings)
    for (const t of await templatesFor(tx, p.event, facts.filialId)) {
      for (const { recipient, key } of await recipientsOf(tx, t.channel, p.event, facts, settings)) {
        const [row] = await tx
          .insert(notifications)
          .values({
            event: p.event,
            channel: t.channel,
            status,
            recipient,
            clientId: facts.clientId,
            orderId: facts.orderId,
            filialId: facts.filialId,
            templateId: t.id,
            visitKey: p.visitKey + key,
            subject: t.subject ? renderTemplate(t.subject, p.values) : null,
            text: renderTemplate(t.text, p.values),
            sendAt,
          })
          .onConflictDoNothing()
          .returning({ id: notifications.id, uuid: notifications.uuid })
        if (!row) continue
        if (status === 'ready_for_send')
          await enqueue(
            tx,
            'notification.send',
            { notificationId: row.id },
            { startAfter: sendAt, id: row.uuid },
          )
        count += 1
      }
    }
  }
  return count
}

/**
 * A visit was booked in a cart (not yet confirmed): its «Запис на прийом» messages wait for the order's
 * confirmation (spec 001 §4 'confirmation awaiting'); they carry no send job until then.
 */
export async function planVisitBooked(
  tx: Tx,
  orderId: number,
  bookingId: number,
  now: Date,
): Promise<number> {
  const settings = await readNotificationSettings(tx)
  if (!settings.enabled) return 0
  const facts = await loadOrderFacts(tx, orderId)
  const [visit] = await tx
    .select({ startsAt: serviceBookings.startsAt, doctor: staff.fullName })
    .from(serviceBookings)
    .leftJoin(staff, eq(staff.id, serviceBookings.doctorId))
    .where(eq(serviceBookings.id, bookingId))
  if (!facts || !visit) return 0
  const planned: Planned = {
    event: 'visit_booked',
    sendAt: now,
    visitKey: String(bookingId),
    values: templateValues(facts, visit),
  }
  return insertPlanned(tx, facts, settings, [planned], 'confirmation_awaiting')
}

/** A booking of the order's service line is replaced or removed: its unconfirmed messages go with it. */
export async function dropAwaitingVisit(tx: Tx, orderId: number, serviceId: number): Promise<void> {
  await tx.execute(sql`
    DELETE FROM notifications n USING service_bookings b
    WHERE n.order_id = ${orderId} AND n.status = 'confirmation_awaiting'
      AND b.order_id = ${orderId} AND b.service_id = ${serviceId}
      AND split_part(n.visit_key, '#', 1) = b.id::text`)
}

/** A booked visit's reminder time, or null when none is to be sent. */
export function reminderAt(
  startsAt: Date,
  now: Date,
  settings: Pick<NotificationSettingsValues, 'hoursAfterSave' | 'reminderTime' | 'minutesAfterConfirm'>,
): Date | null {
  if (startsAt.getTime() - now.getTime() < settings.hoursAfterSave * 3_600_000) return null
  if (startsAt <= now) return null
  const day = kyivDayAndTime(startsAt).date
  const at = kyivInstant(previousDay(day), settings.reminderTime).at
  if (at > now) return at
  return new Date(now.getTime() + settings.minutesAfterConfirm * 60_000)
}

/**
 * The order was confirmed (finish-cart): plans its confirmation message and a reminder for each of its
 * visits still ahead. Answers how many messages were planned (0 when notifications are off).
 */
export async function planOrderConfirmed(tx: Tx, orderId: number, now: Date): Promise<number> {
  const settings = await readNotificationSettings(tx)
  if (!settings.enabled) return 0
  const facts = await loadOrderFacts(tx, orderId)
  if (!facts) return 0
  // The visits' «Запис на прийом» messages waited for this confirmation (those of visits since removed
  // from the cart go with them).
  await tx.execute(sql`
    DELETE FROM notifications n
    WHERE n.order_id = ${orderId} AND n.status = 'confirmation_awaiting'
      AND NOT EXISTS (SELECT 1 FROM service_bookings b
                      WHERE b.order_id = ${orderId} AND b.id::text = split_part(n.visit_key, '#', 1))`)
  const sendAt = afterQuietHours(new Date(now.getTime() + settings.minutesAfterConfirm * 60_000), settings)
  const awaiting = await tx
    .update(notifications)
    .set({ status: 'ready_for_send', sendAt, updatedAt: now })
    .where(and(eq(notifications.orderId, orderId), eq(notifications.status, 'confirmation_awaiting')))
    .returning({ id: notifications.id, uuid: notifications.uuid })
  for (const row of awaiting)
    await enqueue(tx, 'notification.send', { notificationId: row.id }, { startAfter: sendAt, id: row.uuid })
  const visits = await tx
    .select({ id: serviceBookings.id, startsAt: serviceBookings.startsAt, doctor: staff.fullName })
    .from(serviceBookings)
    .leftJoin(staff, eq(staff.id, serviceBookings.doctorId))
    .where(and(eq(serviceBookings.orderId, orderId), gt(serviceBookings.startsAt, now)))
    .orderBy(asc(serviceBookings.startsAt))
  const planned: Planned[] = [
    {
      event: 'order_confirmed',
      sendAt: new Date(now.getTime() + settings.minutesAfterConfirm * 60_000),
      visitKey: '',
      values: templateValues(facts, visits[0] ?? null),
    },
  ]
  for (const visit of visits) {
    const at = reminderAt(visit.startsAt, now, settings)
    if (at)
      planned.push({
        event: 'visit_reminder',
        sendAt: at,
        visitKey: String(visit.id),
        values: templateValues(facts, visit),
      })
  }
  return awaiting.length + (await insertPlanned(tx, facts, settings, planned))
}

/**
 * The laboratory approved the last of the order's results: «Результати аналізів готові» goes at once, once
 * per order and channel (a correction approved again later plans nothing new). Answers how many messages
 * were planned (0 when notifications are off).
 */
export async function planResultsReady(tx: Tx, orderId: number, now: Date): Promise<number> {
  const settings = await readNotificationSettings(tx)
  if (!settings.enabled) return 0
  const facts = await loadOrderFacts(tx, orderId)
  if (!facts) return 0
  const planned: Planned = {
    event: 'results_ready',
    sendAt: now,
    visitKey: '',
    values: templateValues(facts, null),
  }
  return insertPlanned(tx, facts, settings, [planned])
}
