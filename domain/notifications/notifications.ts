/**
 * Notifications to patients (spec 001 §1, §3 "Notification settings", §4 notification statuses, §9
 * send rate, reminder time, hours after save, minutes after confirm; domain notes F): what is sent
 * (channels, events), the state of one message, and the shapes of the log and the settings the API
 * serves. Sending itself is the server's (server/modules/notifications, server/integrations/*).
 */
import { z } from 'zod'
import { queryInt, text } from '../api/scalars'

export const notificationChannels = ['sms', 'viber', 'email', 'telegram'] as const
export type NotificationChannel = (typeof notificationChannels)[number]
export const channelLabels: Record<NotificationChannel, string> = {
  sms: 'SMS',
  viber: 'Viber',
  email: 'Ел. пошта',
  telegram: 'Telegram',
}

/** Events a template answers. Each is raised by the change named beside it. */
export const notificationEvents = [
  'visit_booked',
  'order_confirmed',
  'visit_reminder',
  'task_assigned',
  'results_ready',
] as const
export type NotificationEvent = (typeof notificationEvents)[number]
export const eventLabels: Record<NotificationEvent, string> = {
  // a visit booked in a cart: awaits the order's confirmation, then goes `minutesAfterConfirm` later
  visit_booked: 'Запис на прийом',
  // finish-cart: the cart becomes a confirmed order
  order_confirmed: 'Замовлення підтверджено',
  // a confirmed order with a booked visit: the day before, at the reminder time
  visit_reminder: 'Нагадування про візит',
  // a task created for, or handed to, someone other than its author: to the event's Telegram chats
  task_assigned: 'Задачу призначено',
  // the laboratory approved the last of the order's results: at once; the letter carries the results PDF
  results_ready: 'Результати аналізів готові',
}
/** Events about the staff's work, not a patient's: their messages go to the clinic's Telegram chats only. */
export const staffEvents: readonly NotificationEvent[] = ['task_assigned']

/**
 * Spec 001 §4's five statuses, and `unknown`: the provider was asked but did not answer in time, so it
 * may have sent the message — it is never re-sent by itself (domain notes F5.1), only by hand.
 */
export const notificationStatuses = [
  'confirmation_awaiting',
  'ready_for_send',
  'sending',
  'sent',
  'error',
  'unknown',
] as const
export type NotificationStatus = (typeof notificationStatuses)[number]
export const statusLabels: Record<NotificationStatus, string> = {
  confirmation_awaiting: 'Очікує підтвердження',
  ready_for_send: 'Готове до відправки',
  sending: 'Відправляється',
  sent: 'Надіслано',
  error: 'Помилка',
  unknown: 'Невідомо, чи доставлено',
}
/** Statuses a user may send again by hand. */
export const resendableStatuses: readonly NotificationStatus[] = ['error', 'unknown']

/** Spec 001 §8, on a refused or impossible e-mail. */
export const EMAIL_SEND_FAILED = 'Помилка при відправці, перевірте e-mail'

/** One message of the log (GET /notifications). */
export const notificationLogRowSchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  sendAt: z.string(),
  sentAt: z.string().nullable(),
  channel: z.enum(notificationChannels),
  event: z.enum(notificationEvents).nullable(),
  status: z.enum(notificationStatuses),
  recipient: z.string(),
  clientId: z.number().int().nullable(),
  clientName: z.string().nullable(),
  orderId: z.number().int().nullable(),
  orderCode: z.string().nullable(),
  filialId: z.number().int().nullable(),
  subject: z.string().nullable(),
  text: z.string(),
  attempts: z.number().int(),
  /** What the provider answered last, in words (its status or error), never the raw body. */
  providerAnswer: z.string().nullable(),
  error: z.string().nullable(),
})
export type NotificationLogRow = z.infer<typeof notificationLogRowSchema>

export const notificationLogPageSchema = z.object({
  data: z.array(notificationLogRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
})
// The log is a report: its period follows the reports' rules (domain/reports/report-period.ts).
export const LOG_PAGE_SIZE = 15

const day = () => z.iso.date({ error: 'Дата у форматі ДД.ММ.РРРР' })

/** GET /notifications: the log's filters (the period is checked by `periodErrors`). */
export const notificationLogQuerySchema = z.object({
  from: day().optional(),
  to: day().optional(),
  status: z.enum(notificationStatuses).optional(),
  channel: z.enum(notificationChannels).optional(),
  event: z.enum(notificationEvents).optional(),
  q: text().trim().max(100, 'Не довше 100 символів').optional(),
  page: queryInt(1, 100_000).optional(),
})
export type NotificationLogQuery = z.infer<typeof notificationLogQuerySchema>

/** POST /settings/notification-settings/test */
export const notificationTestSchema = z.strictObject({
  channel: z.enum(['sms', 'email']),
  to: text().trim().min(1, 'Вкажіть, куди надіслати').max(255, 'Не довше 255 символів'),
})
export const notificationTestAnswerSchema = z.object({
  status: z.enum(notificationStatuses),
  message: z.string(),
})
