/**
 * Notification settings (spec 001 §3 "Notification settings", §9) as a settings record of the
 * installation, and the message templates per filial and event as a resource: the generic routes,
 * form, list, sync and tests serve both. Secrets (the SMS key, the Viber token, the SMTP password) are
 * write-only: the API answers them empty and an empty one saved keeps the stored value.
 */
import { z } from 'zod'
import { text } from '../api/scalars'
import { defineResource } from '../resources/define-resource'
import { refId, requiredText, wholeNumber } from '../resources/resource-fields'
import { defineSettingsRecord } from '../resources/settings-record'
import {
  channelLabels,
  eventLabels,
  notificationChannels,
  notificationEvents,
  staffEvents,
} from './notifications'
import { channelTextLimit, eventPlaceholders, unknownPlaceholders } from './templates'

const trimmed = (label: string, max: number) => text().trim().max(max, `«${label}»: не довше ${max} символів`)
/** A TurboSMS alpha name: Latin letters, digits, spaces and . - _ (up to 11), or none. */
const senderName = (label: string) =>
  trimmed(label, 11).regex(/^[A-Za-z0-9 ._-]*$/, `«${label}»: латиницею або цифрами, до 11 символів`)
const email = (label: string) =>
  trimmed(label, 255).pipe(z.email(`«${label}»: адреса у форматі name@example.com`).or(z.literal('')))
const url = (label: string) =>
  trimmed(label, 300).regex(/^(https?:\/\/[^\s]+)?$/, `«${label}»: адреса на кшталт https://api.turbosms.ua`)
const time = (label: string) => text().regex(/^([01]\d|2[0-3]):[0-5]\d$/, `«${label}»: час у форматі ГГ:ХХ`)

const settingsFields = {
  enabled: z.boolean(),
  sender: senderName('Відправник SMS'),
  backupSender: senderName('Резервний відправник'),
  smsLogin: trimmed('Логін SMS-провайдера', 100),
  smsSecret: trimmed('Ключ API SMS-провайдера', 500),
  smsApiUrl: url('Адреса API SMS-провайдера'),
  viberSender: trimmed('Відправник Viber', 50),
  viberToken: trimmed('API-токен Viber', 500),
  emailHost: trimmed('SMTP-сервер', 255),
  emailPort: wholeNumber('SMTP-порт', 1, 65535),
  emailSecure: z.boolean(),
  emailUser: trimmed('SMTP-логін', 255),
  emailPassword: trimmed('SMTP-пароль', 500),
  emailFrom: email('Адреса відправника'),
  sendRatePerMinute: wholeNumber('Швидкість відправки', 1, 6000),
  reminderTime: time('Час нагадування'),
  hoursAfterSave: wholeNumber('Годин після збереження', 0, 720),
  minutesAfterConfirm: wholeNumber('Хвилин після підтвердження', 0, 1440),
  quietHours: z.boolean(),
  quietFrom: time('Не надсилати з'),
  quietTo: time('Не надсилати до'),
}

export type NotificationSettingsValues = z.infer<z.ZodObject<typeof settingsFields>>

export const notificationSettingsRecord = defineSettingsRecord({
  name: 'notification-settings',
  entity: 'notification-settings',
  route: '/settings/integrations/sms',
  apiPath: '/settings/notification-settings',
  title: 'Сповіщення: SMS, Viber, ел. пошта',
  description:
    'Як клініка надсилає пацієнтам SMS, Viber і листи: провайдер, відправники, швидкість і час нагадувань. ' +
    'Ключі й паролі після збереження не показуються: порожнє поле зберігає попередній.',
  owner: 'installation',
  appSettingKey: 'notification_settings',
  fields: settingsFields,
  form: {
    enabled: { label: 'Надсилати сповіщення пацієнтам', widget: 'checkbox' },
    sender: { label: 'Відправник SMS', help: 'Альфа-імʼя, зареєстроване у TurboSMS' },
    backupSender: { label: 'Резервний відправник', help: 'Коли провайдер не приймає основного' },
    smsLogin: { label: 'Логін SMS-провайдера' },
    smsSecret: { label: 'Ключ API SMS-провайдера', widget: 'secret' },
    smsApiUrl: { label: 'Адреса API SMS-провайдера', help: 'TurboSMS: https://api.turbosms.ua' },
    viberSender: { label: 'Відправник Viber', help: 'Порожнє — повідомлення Viber не надсилаються' },
    viberToken: { label: 'API-токен Viber', widget: 'secret', help: 'Порожнє — той самий ключ, що для SMS' },
    emailHost: { label: 'SMTP-сервер', help: 'Порожнє — листи не надсилаються' },
    emailPort: { label: 'SMTP-порт', widget: 'number' },
    emailSecure: { label: 'TLS з першого байта (порт 465)', widget: 'checkbox' },
    emailUser: { label: 'SMTP-логін' },
    emailPassword: { label: 'SMTP-пароль', widget: 'secret' },
    emailFrom: { label: 'Адреса відправника' },
    sendRatePerMinute: {
      label: 'Швидкість відправки, повідомлень за хвилину',
      widget: 'number',
      help: 'Для кожного каналу окремо, усі сервери разом',
    },
    reminderTime: {
      label: 'Час нагадування',
      widget: 'time',
      help: 'Напередодні візиту, за київським часом',
    },
    hoursAfterSave: {
      label: 'Годин після збереження',
      widget: 'number',
      help: 'Нагадування про візит, записаний менше ніж за стільки годин, не надсилається',
    },
    minutesAfterConfirm: {
      label: 'Хвилин після підтвердження',
      widget: 'number',
      help: 'Через скільки хвилин після підтвердження замовлення надсилається повідомлення про нього',
    },
    quietHours: { label: 'Не надсилати пацієнтам уночі', widget: 'checkbox' },
    quietFrom: {
      label: 'Не надсилати з',
      widget: 'time',
      help: 'За київським часом; повідомлення на цей час піде, щойно тиша скінчиться',
    },
    quietTo: { label: 'Не надсилати до', widget: 'time', help: 'За київським часом' },
  },
  defaults: {
    enabled: false,
    sender: '',
    backupSender: '',
    smsLogin: '',
    smsSecret: '',
    smsApiUrl: 'https://api.turbosms.ua',
    viberSender: '',
    viberToken: '',
    emailHost: '',
    emailPort: 587,
    emailSecure: false,
    emailUser: '',
    emailPassword: '',
    emailFrom: '',
    sendRatePerMinute: 60,
    reminderTime: '18:00',
    hoursAfterSave: 2,
    minutesAfterConfirm: 0,
    quietHours: true,
    quietFrom: '21:00',
    quietTo: '08:00',
  },
  // Read like any reference (its secrets are never answered); changed by settings editors only.
  perms: { read: 'crmReferencesSee', write: 'crmSettingsEdit' },
})

const channelOptions = notificationChannels.map((value) => ({ value, label: channelLabels[value] }))
const eventOptions = notificationEvents.map((value) => ({ value, label: eventLabels[value] }))
const braces = (keys: readonly string[]) => keys.map((k) => `{${k}}`).join(', ')
const placeholderHelp = `Підстановки: ${braces(eventPlaceholders.order_confirmed)}; для задач: ${braces(eventPlaceholders.task_assigned)}`

export const notificationTemplates = defineResource({
  name: 'notification-templates',
  entity: 'notification-template',
  route: '/settings/integrations/sms/templates',
  table: 'notification_templates',
  title: 'Шаблони сповіщень',
  one: 'Шаблон сповіщення',
  description:
    'Що отримує пацієнт на кожну подію (а чати співробітників у Telegram — про задачі), окремо для кожного каналу; шаблон філіалу переважає загальний (без філіалу).',
  fields: {
    event: z.enum(notificationEvents, { error: 'Оберіть подію' }),
    channel: z.enum(notificationChannels, { error: 'Оберіть канал' }),
    filialId: refId('Філіал').nullable().optional(),
    subject: trimmed('Тема листа', 200).nullable().optional(),
    text: requiredText('Текст', 20_000),
    active: z.boolean().optional(),
  },
  form: {
    event: { label: 'Подія', widget: 'select', options: eventOptions },
    channel: { label: 'Канал', widget: 'select', options: channelOptions },
    filialId: { label: 'Філіал', ref: 'filials', empty: 'Усі філіали' },
    subject: { label: 'Тема листа', help: 'Лише для ел. пошти' },
    text: { label: 'Текст', widget: 'textarea', help: placeholderHelp },
    active: { label: 'Діє', widget: 'checkbox', initial: true },
  },
  columns: [
    { key: 'event', label: 'Подія', options: eventOptions },
    { key: 'channel', label: 'Канал', options: channelOptions },
    { key: 'filialId', label: 'Філіал', kind: 'ref', ref: 'filials' },
    { key: 'text', label: 'Текст' },
    { key: 'active', label: 'Діє', kind: 'boolean' },
  ],
  filters: [
    { key: 'q', kind: 'search', label: 'Пошук', fields: ['text', 'subject'] },
    { key: 'filialId', kind: 'ref', label: 'Філіал', ref: 'filials' },
  ],
  sort: { field: 'event' },
  perms: { read: 'crmReferencesSee', write: 'crmSettingsEdit' },
  unique: [
    {
      fields: ['event', 'channel', 'filialId'],
      message: 'Шаблон цієї події для цього каналу й філіалу вже є',
    },
  ],
  check: (row) => {
    const problems: Record<string, string> = {}
    if (staffEvents.includes(row.event) && row.channel !== 'telegram')
      problems.channel = 'Про задачі пише лише Telegram-бот — у чати співробітників'
    const unknown = unknownPlaceholders(row.text, row.event)
    if (unknown.length > 0)
      problems.text = `${unknownPlaceholders(row.text).length > 0 ? 'Невідомі підстановки' : 'Для цієї події немає підстановок'}: ${braces(unknown)}`
    else if (row.text.length > channelTextLimit[row.channel])
      problems.text = `Для каналу «${channelLabels[row.channel]}» — не довше ${channelTextLimit[row.channel]} символів`
    if (row.channel === 'email' && !row.subject) problems.subject = 'Для листа потрібна тема'
    return problems
  },
  describe: (r) => `${eventLabels[r.event] ?? r.event} · ${channelLabels[r.channel] ?? r.channel}`,
})
