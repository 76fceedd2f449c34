/**
 * Delivers a message through its channel's real adapter with the installation's settings: SMS and
 * Viber through TurboSMS (Viber as a hybrid message that falls back to SMS; the backup sender when the
 * provider refuses the main one), e-mail over SMTP (the text and an HTML part made from it, with
 * the letter's attachments: the results PDF of a «results ready» letter). The ids sent along (TurboSMS `sequence_id`, the
 * letter's Message-ID) are the notification's own, so a repeat is recognisable as one.
 */
import { letterHtml } from '../../../domain/notifications/letter-html'
import { permanent, type SendOutcome } from '../../integrations/send-outcome'
import { createMailer, type MailAttachment } from '../../integrations/smtp/mailer'
import { turboSequenceId } from '../../integrations/turbosms/phone'
import { createTurboSms } from '../../integrations/turbosms/turbosms'
import { createTelegram } from '../../integrations/telegram/telegram'
import type { Deliver, DeliverySettings, NotificationRow } from './send'

const NOT_SET_UP = {
  sms: 'SMS-провайдера не налаштовано',
  email: 'Пошту (SMTP) не налаштовано',
  telegram: 'Telegram-бота не налаштовано',
}

async function sendSms(row: NotificationRow, s: DeliverySettings, timeoutMs?: number) {
  if (!s.smsSecret || !s.smsApiUrl || !s.sender) return permanent(NOT_SET_UP.sms)
  const turbo = createTurboSms({ apiUrl: s.smsApiUrl, token: s.smsSecret, ...(timeoutMs && { timeoutMs }) })
  const viber =
    row.channel === 'viber' && s.viberSender
      ? { sender: s.viberSender, text: row.text, ...(s.viberToken && { token: s.viberToken }) }
      : undefined
  const send = (sender: string, variant?: string) =>
    turbo.send({
      phone: row.recipient,
      sms: { sender, text: row.text },
      ...(viber && { viber }),
      sequenceId: turboSequenceId(row.uuid, variant),
    })
  const outcome = await send(s.sender)
  if (outcome.kind === 'failed' && outcome.senderRefused && s.backupSender && s.backupSender !== s.sender)
    return send(s.backupSender, 'backup')
  return outcome
}

async function sendEmail(
  row: NotificationRow,
  s: DeliverySettings,
  attachments: MailAttachment[],
  timeoutMs?: number,
) {
  if (!s.emailHost || !s.emailFrom) return permanent(NOT_SET_UP.email)
  const mailer = createMailer({
    host: s.emailHost,
    port: s.emailPort,
    secure: s.emailSecure,
    from: s.emailFrom,
    ...(s.emailUser && { user: s.emailUser, password: s.emailPassword }),
    ...(timeoutMs && { timeoutMs }),
  })
  const subject = row.subject ?? 'Повідомлення клініки'
  return mailer.send({
    to: row.recipient,
    subject,
    text: row.text,
    html: letterHtml(subject, row.text),
    attachments,
    messageId: `notification-${row.uuid}@clinic-office`,
  })
}

/** The product's deliverer; `timeoutMs` shortens the providers' wait (tests). */
export function channelDeliver(opts: { timeoutMs?: number } = {}): Deliver {
  return async (row, settings, attachments = []): Promise<SendOutcome> => {
    switch (row.channel) {
      case 'sms':
      case 'viber':
        return sendSms(row, settings, opts.timeoutMs)
      case 'email':
        return sendEmail(row, settings, attachments, opts.timeoutMs)
      case 'telegram': {
        const { botToken, apiUrl } = settings.telegram
        if (!botToken) return permanent(NOT_SET_UP.telegram)
        const bot = createTelegram({
          token: botToken,
          ...(apiUrl && { apiRoot: apiUrl }),
          ...(opts.timeoutMs && { timeoutMs: opts.timeoutMs }),
        })
        return bot.sendMessage(row.recipient, row.text)
      }
      default:
        return permanent('Невідомий канал')
    }
  }
}
