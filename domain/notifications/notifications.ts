/**
 * Notifications to patients (spec 001 §1, §3 "Notification settings", §4 notification statuses, §9
 * send rate, reminder time, hours after save, minutes after confirm; domain notes F): what is sent
 * (channels, events), the state of one message, and the shapes of the log and the settings the API
 * serves. Sending itself is the server's (server/modules/notifications, server/integrations/*).
 */
import { z } from 'zod'
import { int4, text, version } from '../api/scalars'

export const notificationChannels = ['sms', 'viber', 'email', 'telegram'] as const
export type NotificationChannel = (typeof notificationChannels)[number]
export const channelLabels: Record<NotificationChannel, string> = {
  sms: 'SMS',
  viber: 'Viber',
  email: 'Ел. пошта',
  telegram: 'Telegram',
}

/** Events a template answers. Each is raised by the change named beside it. */
export const notificationEvents = ['order_confirmed', 'visit_reminder'] as const
export type NotificationEvent = (typeof notificationEvents)[number]
export const eventLabels: Record<NotificationEvent, string> = {
  // finish-cart: the cart becomes a confirmed order
  order_confirmed: 'Замовлення підтверджено',
  // a confirmed order with a booked visit: the day before, at the reminder time
  visit_reminder: 'Нагадування про візит',
}

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

const time = () => text().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Час у форматі ГГ:ХХ')
const optionalText = (max: number) => text().trim().max(max, `Не довше ${max} символів`)
/** A TurboSMS alpha name: Latin letters, digits, spaces and . - _ (up to 11). */
const senderName = () =>
  optionalText(11).regex(/^[A-Za-z0-9 ._-]*$/, 'Імʼя відправника — латиницею, цифрами, до 11 символів')

/**
 * The installation's notification settings (spec 001 §3). Secrets are write-only: GET answers whether
 * each is set; PUT with an empty secret keeps the stored one.
 */
export const notificationSettingsSchema = z.object({
  enabled: z.boolean(),
  sender: senderName(),
  backupSender: senderName(),
  smsLogin: optionalText(100),
  smsSecretSet: z.boolean(),
  viberSender: optionalText(50),
  viberTokenSet: z.boolean(),
  /** The SMS provider's API address (TurboSMS; a local stand-in in the demo and tests). */
  smsApiUrl: optionalText(300),
  emailHost: optionalText(255),
  emailPort: int4(1, 65535),
  emailSecure: z.boolean(),
  emailUser: optionalText(255),
  emailPasswordSet: z.boolean(),
  emailFrom: optionalText(255),
  /** Messages each channel may send per minute, all server processes together (spec 001 §9). */
  sendRatePerMinute: int4(1, 6000),
  /** The day before a visit, the reminder goes at this Kyiv time. */
  reminderTime: time(),
  hoursAfterSave: int4(0, 720),
  minutesAfterConfirm: int4(0, 1440),
  version: version(),
})
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>

export const notificationSettingsPutSchema = notificationSettingsSchema
  .omit({ smsSecretSet: true, viberTokenSet: true, emailPasswordSet: true })
  .extend({
    smsSecret: optionalText(500).optional(),
    viberToken: optionalText(500).optional(),
    emailPassword: optionalText(500).optional(),
  })
export type NotificationSettingsPut = z.infer<typeof notificationSettingsPutSchema>

export const notificationSettingsLabels: Record<string, string> = {
  enabled: 'Надсилати сповіщення',
  sender: 'Відправник SMS',
  backupSender: 'Резервний відправник',
  smsLogin: 'Логін SMS-провайдера',
  smsSecret: 'Ключ SMS-провайдера',
  viberSender: 'Відправник Viber',
  viberToken: 'API-токен Viber',
  smsApiUrl: 'Адреса API SMS-провайдера',
  emailHost: 'SMTP-сервер',
  emailPort: 'SMTP-порт',
  emailSecure: 'TLS з першого байта (порт 465)',
  emailUser: 'SMTP-логін',
  emailPassword: 'SMTP-пароль',
  emailFrom: 'Адреса відправника',
  sendRatePerMinute: 'Швидкість відправки, повідомлень за хвилину',
  reminderTime: 'Час нагадування (напередодні візиту)',
  hoursAfterSave: 'Годин після збереження',
  minutesAfterConfirm: 'Хвилин після підтвердження',
}

export const notificationSettingsDefaults: Omit<
  NotificationSettings,
  'smsSecretSet' | 'viberTokenSet' | 'emailPasswordSet'
> = {
  enabled: false,
  sender: '',
  backupSender: '',
  smsLogin: '',
  viberSender: '',
  smsApiUrl: 'https://api.turbosms.ua',
  emailHost: '',
  emailPort: 587,
  emailSecure: false,
  emailUser: '',
  emailFrom: '',
  sendRatePerMinute: 60,
  reminderTime: '18:00',
  hoursAfterSave: 0,
  minutesAfterConfirm: 0,
  version: 1,
}
