/**
 * Notifications (spec 001 §3, §4): the templates per filial and event (a resource), and every message
 * planned or sent — the log. A message row is written in the same transaction as the change that
 * causes it, with the job that sends it (server/jobs); its status moves as spec 001 §4 says.
 */
import { sql } from 'drizzle-orm'
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { editable } from './columns'
import { filials } from './places'
import { clients } from './clients'
import { orders } from './orders'
import { tasks } from './tasks'

export const notificationTemplates = pgTable('notification_templates', {
  id: serial('id').primaryKey(),
  event: text('event').notNull(),
  channel: text('channel').notNull(),
  filialId: integer('filial_id').references(() => filials.id),
  subject: text('subject'),
  text: text('text').notNull(),
  active: boolean('active').notNull().default(true),
  ...editable,
})

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    uuid: text('uuid')
      .notNull()
      .unique()
      .default(sql`gen_random_uuid()::text`),
    event: text('event'),
    channel: text('channel').notNull(),
    status: text('status').notNull(),
    /** Phone (digits), e-mail address or Telegram chat id. */
    recipient: text('recipient').notNull(),
    clientId: integer('client_id').references(() => clients.id),
    orderId: integer('order_id').references(() => orders.id),
    filialId: integer('filial_id').references(() => filials.id),
    templateId: integer('template_id').references(() => notificationTemplates.id),
    /** For a message about a task (task_assigned): the task; its performer is in `visitKey`. */
    taskId: integer('task_id').references(() => tasks.id, { onDelete: 'cascade' }),
    /** For a reminder: the visit it is about (booking id), so a cancelled visit sends nothing. */
    visitKey: text('visit_key').notNull().default(''),
    subject: text('subject'),
    text: text('text').notNull(),
    sendAt: timestamp('send_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    providerMessageId: text('provider_message_id'),
    providerAnswer: text('provider_answer'),
    error: text('error'),
    /** Who sent it by hand (a test or a resend); null when the product planned it. */
    userId: integer('user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_created_idx').on(t.createdAt),
    index('notifications_order_idx').on(t.orderId),
    index('notifications_status_idx').on(t.status, t.sendAt),
    // One message per event, channel and visit of an order: a repeated confirm never plans a second.
    uniqueIndex('notifications_once_idx').on(t.orderId, t.event, t.channel, t.visitKey),
    // One message per task, event, channel and performer (and chat): a repeated save plans nothing new.
    uniqueIndex('notifications_task_once_idx').on(t.taskId, t.event, t.channel, t.visitKey),
  ],
)

/** The chats the clinic's Telegram bot writes to, one event each (spec 001 §3 "Telegram chat"). */
export const telegramChats = pgTable('telegram_chats', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  chatId: text('chat_id').notNull(),
  event: text('event').notNull(),
  active: boolean('active').notNull().default(true),
  ...editable,
})

/** Messages sent per channel and minute, all server processes together (the send rate, spec 001 §9). */
export const notificationRate = pgTable(
  'notification_rate',
  {
    channel: text('channel').notNull(),
    minute: timestamp('minute', { withTimezone: true }).notNull(),
    sent: integer('sent').notNull().default(0),
  },
  (t) => [uniqueIndex('notification_rate_pk').on(t.channel, t.minute)],
)
