/** The pages of Налаштування → Інтеграції → SMS and → Telegram, as tabs. */
import { PageTabs } from '../../ui/page-tabs'

export const SMS_SETTINGS_PATH = '/settings/integrations/sms'
export const SMS_TEMPLATES_PATH = '/settings/integrations/sms/templates'
export const TELEGRAM_SETTINGS_PATH = '/settings/integrations/telegram'
export const TELEGRAM_CHATS_PATH = '/settings/integrations/telegram/chats'

export function SmsTabs() {
  return (
    <PageTabs
      label="Сповіщення"
      tabs={[
        { to: SMS_SETTINGS_PATH, label: 'Налаштування надсилання' },
        { to: SMS_TEMPLATES_PATH, label: 'Шаблони сповіщень' },
      ]}
    />
  )
}

export function TelegramTabs() {
  return (
    <PageTabs
      label="Telegram"
      tabs={[
        { to: TELEGRAM_SETTINGS_PATH, label: 'Бот клініки' },
        { to: TELEGRAM_CHATS_PATH, label: 'Чати' },
      ]}
    />
  )
}
