/**
 * The notification log (spec 001 §2 reports/log-notification, gated by crmReportsLogNotificationSee):
 * the messages of a period of at most 30 days with their statuses, its Excel export, sending again by
 * hand after an error; and a test send from the notification settings (crmSettingsEdit).
 */
import { and, desc, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { DomainError, errorBodySchema } from '../../../domain/api/errors'
import { idParam } from '../../../domain/api/scalars'
import {
  channelLabels,
  eventLabels,
  LOG_PAGE_SIZE,
  notificationLogPageSchema,
  notificationLogQuerySchema,
  notificationLogRowSchema,
  notificationTestAnswerSchema,
  notificationTestSchema,
  resendableStatuses,
  statusLabels,
  type NotificationLogQuery,
  type NotificationLogRow,
  type NotificationStatus,
} from '../../../domain/notifications/notifications'
import { kyivDateTimeText } from '../../../domain/time/kyiv'
import { PERIOD_NOT_CHOSEN } from '../../../domain/reports/report-period'
import { checkedPeriod } from '../reports/checked-period'
import type { AppContext } from '../../app-context'
import type { Db, Tx } from '../../db/client'
import { clients } from '../../db/schema/clients'
import { notifications } from '../../db/schema/notifications'
import { orders } from '../../db/schema/orders'
import { sendXlsx } from '../../lib/excel/sheet-writer'
import { containing } from '../../lib/like'
import { emptyBodyAsObject } from '../../lib/optional-body'
import { enqueue } from '../../jobs/job-queue'
import { requireUser } from '../../plugins/auth'
import { readNotificationSettings, record, takeRateSlot } from './send'

const tags = ['Сповіщення']
const errors = { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 422: errorBodySchema }
const LOG = 'crmReportsLogNotificationSee'

/** The log's WHERE for a checked query (422 with the period's problem otherwise). */
function logFilter(q: NotificationLogQuery): SQL | undefined {
  const { start: from, end: to } = checkedPeriod(q)
  const search = q.q?.trim()
  const digits = search?.replace(/\D/g, '') ?? ''
  return and(
    gte(notifications.createdAt, from),
    lt(notifications.createdAt, to),
    q.status ? eq(notifications.status, q.status) : undefined,
    q.channel ? eq(notifications.channel, q.channel) : undefined,
    q.event ? eq(notifications.event, q.event) : undefined,
    search
      ? or(
          sql`${notifications.recipient} ILIKE ${containing(search)}`,
          digits.length >= 3 ? sql`${notifications.recipient} LIKE ${containing(digits)}` : undefined,
          sql`${orders.code} ILIKE ${containing(search)}`,
        )
      : undefined,
  )
}

const selection = {
  id: notifications.id,
  createdAt: notifications.createdAt,
  sendAt: notifications.sendAt,
  sentAt: notifications.sentAt,
  channel: notifications.channel,
  event: notifications.event,
  status: notifications.status,
  recipient: notifications.recipient,
  clientId: notifications.clientId,
  surname: clients.surname,
  name: clients.name,
  patronymic: clients.patronymic,
  orderId: notifications.orderId,
  orderCode: orders.code,
  filialId: notifications.filialId,
  subject: notifications.subject,
  text: notifications.text,
  attempts: notifications.attempts,
  providerAnswer: notifications.providerAnswer,
  error: notifications.error,
}

type Selected = { [K in keyof typeof selection]: unknown }

function toRow(r: Selected): NotificationLogRow {
  const name = [r.surname, r.name, r.patronymic].filter(Boolean).join(' ')
  return notificationLogRowSchema.parse({
    ...r,
    createdAt: (r.createdAt as Date).toISOString(),
    sendAt: (r.sendAt as Date).toISOString(),
    sentAt: r.sentAt ? (r.sentAt as Date).toISOString() : null,
    clientName: name || null,
  })
}

function logQuery(db: Db | Tx, where: SQL | undefined) {
  return db
    .select(selection)
    .from(notifications)
    .leftJoin(clients, eq(clients.id, notifications.clientId))
    .leftJoin(orders, eq(orders.id, notifications.orderId))
    .where(where)
}

/** One row of the log by id (the answer of a resend). */
async function logRow(db: Db | Tx, id: number): Promise<NotificationLogRow> {
  const [row] = await logQuery(db, eq(notifications.id, id))
  if (!row) throw new DomainError('not_found', 404, 'Повідомлення не знайдено')
  return toRow(row)
}

const EXPORT_BATCH = 1000
const at = (iso: string | null) => kyivDateTimeText(iso) || null

export function notificationsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/notifications',
      {
        config: { auth: LOG },
        schema: {
          tags,
          summary: 'Журнал сповіщень',
          description:
            `Messages created in the Kyiv days from–to (both needed: 422 on \`from\` '${PERIOD_NOT_CHOSEN}'; at most ` +
            `30 days), newest first, ${LOG_PAGE_SIZE} a page; filters by status, channel, event and q (recipient or order code).`,
          querystring: notificationLogQuerySchema,
          response: { 200: notificationLogPageSchema, ...errors },
        },
      },
      async (req, reply) => {
        void reply.header('cache-control', 'private, no-store')
        const where = logFilter(req.query)
        const page = req.query.page ?? 1
        const [rows, [count]] = await Promise.all([
          logQuery(ctx.db, where)
            .orderBy(desc(notifications.createdAt), desc(notifications.id))
            .limit(LOG_PAGE_SIZE)
            .offset((page - 1) * LOG_PAGE_SIZE),
          ctx.db
            .select({ n: sql<number>`count(*)::int` })
            .from(notifications)
            .leftJoin(orders, eq(orders.id, notifications.orderId))
            .where(where),
        ])
        return { data: rows.map(toRow), total: count?.n ?? 0, page, pageSize: LOG_PAGE_SIZE }
      },
    )

    app.get(
      '/notifications/export.xlsx',
      {
        config: { auth: LOG },
        schema: {
          tags,
          summary: 'Журнал сповіщень в Excel',
          description: 'The same filters as the log; every matching message, read in batches.',
          querystring: notificationLogQuerySchema,
          response: errors,
        },
      },
      async (req, reply) => {
        const where = logFilter(req.query)
        async function* batches() {
          for (let offset = 0; ; offset += EXPORT_BATCH) {
            const rows = await logQuery(ctx.db, where)
              .orderBy(desc(notifications.createdAt), desc(notifications.id))
              .limit(EXPORT_BATCH)
              .offset(offset)
            if (rows.length === 0) return
            yield rows
              .map(toRow)
              .map((r) => [
                at(r.createdAt),
                at(r.sendAt),
                at(r.sentAt),
                channelLabels[r.channel],
                r.event ? eventLabels[r.event] : 'Вручну',
                statusLabels[r.status],
                r.recipient,
                r.clientName,
                r.orderCode,
                r.text,
                r.error ?? r.providerAnswer,
              ])
            if (rows.length < EXPORT_BATCH) return
          }
        }
        return sendXlsx(
          reply,
          {
            fileName: `Журнал сповіщень ${req.query.from ?? ''}–${req.query.to ?? ''}.xlsx`,
            asciiFallback: 'notifications.xlsx',
          },
          {
            sheetName: 'Сповіщення',
            columns: [
              { header: 'Створено', width: 17 },
              { header: 'Відправити о', width: 17 },
              { header: 'Надіслано', width: 17 },
              { header: 'Канал' },
              { header: 'Подія', width: 24 },
              { header: 'Статус', width: 20 },
              { header: 'Отримувач', width: 18 },
              { header: 'Пацієнт', width: 30 },
              { header: 'Замовлення', width: 14 },
              { header: 'Текст', width: 60 },
              { header: 'Відповідь провайдера', width: 40 },
            ],
          },
          batches(),
        )
      },
    )

    app.post(
      '/notifications/:id/resend',
      {
        config: { auth: LOG },
        schema: {
          tags,
          summary: 'Надіслати ще раз',
          description:
            'A message in error or of unknown outcome goes back to ready for send, now. Any other status: 422.',
          params: z.object({ id: idParam() }),
          body: z.object({}).strict(),
          response: { 200: notificationLogRowSchema, ...errors },
        },
        preValidation: emptyBodyAsObject,
      },
      async (req, reply) =>
        ctx.mutate(req, reply, async ({ tx }) => {
          const [row] = await tx
            .select({ status: notifications.status })
            .from(notifications)
            .where(eq(notifications.id, req.params.id))
            .for('update')
          if (!row) throw new DomainError('not_found', 404, 'Повідомлення не знайдено')
          if (!resendableStatuses.includes(row.status as NotificationStatus))
            throw new DomainError('validation_failed', 422, 'Це повідомлення не можна надіслати ще раз')
          const now = ctx.now()
          await tx
            .update(notifications)
            .set({
              status: 'ready_for_send',
              sendAt: now,
              error: null,
              attempts: 0,
              userId: requireUser(req).id,
              updatedAt: now,
            })
            .where(eq(notifications.id, req.params.id))
          await enqueue(tx, 'notification.send', { notificationId: req.params.id })
          return logRow(tx, req.params.id)
        }),
    )

    app.post(
      '/settings/notification-settings/test',
      {
        config: { auth: 'crmSettingsEdit' },
        schema: {
          tags,
          summary: 'Перевірити надсилання',
          description:
            'Sends one test message now with the saved settings (SMS to a phone, or a letter) and answers its status; ' +
            'it is logged like any other.',
          body: notificationTestSchema,
          response: { 200: notificationTestAnswerSchema, ...errors },
        },
      },
      async (req) => {
        const settings = await readNotificationSettings(ctx.db)
        const { channel } = req.body
        const recipient = channel === 'sms' ? req.body.to.replace(/\D/g, '') : req.body.to
        const text = `Перевірка сповіщень: ${settings.sender || 'клініка'}`
        const [row] = await ctx.db
          .insert(notifications)
          .values({
            channel,
            status: 'sending',
            recipient,
            subject: channel === 'email' ? 'Перевірка сповіщень' : null,
            text,
            sendAt: ctx.now(),
            attempts: 1,
            userId: requireUser(req).id,
          })
          .returning()
        if (!row) throw new Error('test notification not stored')
        if (!(await takeRateSlot(ctx.db, channel, settings.sendRatePerMinute))) {
          await ctx.db
            .update(notifications)
            .set({ status: 'error', error: 'Перевищено швидкість відправки — спробуйте за хвилину' })
            .where(eq(notifications.id, row.id))
        } else {
          // A passing refusal is not retried for a test: it is an error the user sees now.
          const outcome = await ctx.deliverNotification(row, settings)
          await record(ctx.db, { ...row, attempts: Number.MAX_SAFE_INTEGER }, outcome, ctx.now())
        }
        const saved = await logRow(ctx.db, row.id)
        return { status: saved.status, message: saved.error ?? statusLabels[saved.status] }
      },
    )
  }
}
