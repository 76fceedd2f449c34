/** What delivering one notification takes and answers (types only; send.ts and channels.ts implement it). */
import type { NotificationSettingsValues } from '../../../domain/notifications/notifications.resources'
import type { TelegramSettingsValues } from '../../../domain/notifications/telegram.resources'
import type { notifications } from '../../db/schema/notifications'
import type { SendOutcome } from '../../integrations/send-outcome'
import type { MailAttachment } from '../../integrations/smtp/mailer'

export type NotificationRow = typeof notifications.$inferSelect

/** What delivering needs: the notification settings and the clinic's Telegram bot. */
export type DeliverySettings = NotificationSettingsValues & { telegram: TelegramSettingsValues }

/** Delivers one message through its channel's provider; a letter carries `attachments` (the results PDF). */
export type Deliver = (
  row: NotificationRow,
  settings: DeliverySettings,
  attachments?: MailAttachment[],
) => Promise<SendOutcome>
