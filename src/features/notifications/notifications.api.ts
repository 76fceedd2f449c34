/**
 * The notification requests. All online only: the log and the sending live on the server. Resend and
 * the test message are writes, so each carries its own Idempotency-Key (a lost answer never sends twice).
 */
import { z } from 'zod'
import {
  notificationLogPageSchema,
  notificationLogRowSchema,
  notificationStatuses,
  type NotificationLogRow,
} from '../../../domain/notifications/notifications'
import { idempotencyKeyHeader } from '../../../domain/sync/sync.schema'
import { api } from '../../lib/api/api'
import { newUuid } from '../../lib/new-uuid'
import { downloadXlsx } from '../../ui/excel-transfer.api'

export const notificationKeys = {
  all: ['notifications'] as const,
  log: (query: string) => ['notifications', 'log', query] as const,
}

export const fetchNotificationLog = (query: string, signal?: AbortSignal) =>
  api.request(`/notifications?${query}`, { schema: notificationLogPageSchema, signal })

/** The log under the same filters as an Excel file. */
export const downloadNotificationLog = (query: string): Promise<Blob> =>
  downloadXlsx(`/notifications/export.xlsx?${query}`)

/** Queues the message again: the server answers the row as `ready_for_send`. */
export const resendNotification = (id: number): Promise<NotificationLogRow> =>
  api.request(`/notifications/${id}/resend`, {
    method: 'POST',
    headers: { [idempotencyKeyHeader]: newUuid() },
    schema: notificationLogRowSchema,
  })

export const testSendAnswerSchema = z.object({ status: z.enum(notificationStatuses), message: z.string() })
export type TestSendAnswer = z.infer<typeof testSendAnswerSchema>
export interface TestSendBody {
  channel: 'sms' | 'email'
  to: string
}

/** Sends one message now with the saved settings. */
export const sendTestNotification = (body: TestSendBody): Promise<TestSendAnswer> =>
  api.request('/settings/notification-settings/test', {
    method: 'POST',
    body,
    headers: { [idempotencyKeyHeader]: newUuid() },
    schema: testSendAnswerSchema,
  })
