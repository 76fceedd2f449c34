/**
 * Telegram (spec 001 §2 integrations/telegram, §3 "Telegram chat: bot token, chat id, event, state",
 * §5 a bot name ends with 'bot'): the clinic's bot as a settings record (its token write-only, kept on
 * the server only — never in a row every device syncs), and the chats it writes to, each subscribed to
 * one event, as a resource. A chat whose members blocked or removed the bot is switched off by itself.
 */
import { z } from 'zod'
import { text } from '../api/scalars'
import { defineResource } from '../resources/define-resource'
import { requiredText } from '../resources/resource-fields'
import { defineSettingsRecord } from '../resources/settings-record'
import { eventLabels, notificationEvents } from './notifications'

/** Spec 001 §5. */
export const BOT_NAME_RULE = 'Імʼя бота має закінчуватися на «bot»'

const trimmed = (label: string, max: number) => text().trim().max(max, `«${label}»: не довше ${max} символів`)

const telegramFields = {
  botName: trimmed('Імʼя бота', 64).refine(
    (v) => v === '' || /bot$/i.test(v.replace(/^@/, '')),
    BOT_NAME_RULE,
  ),
  botToken: trimmed('Токен бота', 200).regex(
    /^(\d{5,15}:[A-Za-z0-9_-]{20,})?$/,
    '«Токен бота»: у форматі 123456789:AAE… (як його видав @BotFather)',
  ),
  apiUrl: trimmed('Адреса Bot API', 300).regex(
    /^(https?:\/\/[^\s]+)?$/,
    '«Адреса Bot API»: на кшталт https://api.telegram.org',
  ),
}
export type TelegramSettingsValues = z.infer<z.ZodObject<typeof telegramFields>>

export const telegramSettingsRecord = defineSettingsRecord({
  name: 'telegram-settings',
  entity: 'telegram-settings',
  route: '/settings/integrations/telegram',
  apiPath: '/settings/telegram-settings',
  title: 'Telegram-бот клініки',
  description:
    'Бот, що пише в робочі чати про події. Створіть його у @BotFather, додайте до чату і вкажіть чат у «Чатах Telegram». ' +
    'Токен після збереження не показується: порожнє поле зберігає попередній.',
  owner: 'installation',
  appSettingKey: 'telegram_settings',
  fields: telegramFields,
  form: {
    botName: {
      label: 'Імʼя бота',
      placeholder: 'clinic_office_bot',
      help: 'Як у @BotFather; закінчується на «bot»',
    },
    botToken: { label: 'Токен бота', widget: 'secret' },
    apiUrl: { label: 'Адреса Bot API', help: 'Зазвичай https://api.telegram.org' },
  },
  defaults: { botName: '', botToken: '', apiUrl: 'https://api.telegram.org' },
  // Read like any reference (the token is never answered); changed by settings editors only.
  perms: { read: 'crmReferencesSee', write: 'crmSettingsEdit' },
})

const eventOptions = notificationEvents.map((value) => ({ value, label: eventLabels[value] }))

export const telegramChats = defineResource({
  name: 'telegram-chats',
  entity: 'telegram-chat',
  route: '/settings/integrations/telegram/chats',
  table: 'telegram_chats',
  title: 'Чати Telegram',
  one: 'Чат Telegram',
  description:
    'Куди бот клініки пише про подію — текстом шаблону каналу «Telegram» цієї події. Чат, де бота заблокували або видалили, вимикається сам.',
  fields: {
    title: requiredText('Назва', 100),
    chatId: requiredText('Ідентифікатор чату', 64).pipe(
      z
        .string()
        .regex(
          /^(-?\d{1,20}|@[A-Za-z0-9_]{5,32})$/,
          '«Ідентифікатор чату»: число (напр. -1001234567890) або @канал',
        ),
    ),
    event: z.enum(notificationEvents, { error: 'Оберіть подію' }),
    active: z.boolean().optional(),
  },
  form: {
    title: { label: 'Назва', placeholder: 'Адміністратори' },
    chatId: { label: 'Ідентифікатор чату', help: 'Число з «-» для групи, або @імʼя каналу' },
    event: { label: 'Подія', widget: 'select', options: eventOptions },
    active: { label: 'Діє', widget: 'checkbox', initial: true },
  },
  columns: [
    { key: 'title', label: 'Назва' },
    { key: 'chatId', label: 'Чат' },
    { key: 'event', label: 'Подія', options: eventOptions },
    { key: 'active', label: 'Діє', kind: 'boolean' },
  ],
  filters: [{ key: 'q', kind: 'search', label: 'Пошук', fields: ['title', 'chatId'] }],
  sort: { field: 'title' },
  perms: { read: 'crmReferencesSee', write: 'crmSettingsEdit' },
  unique: [{ fields: ['event', 'chatId'], message: 'Цей чат уже отримує цю подію' }],
  describe: (r) => r.title,
})
