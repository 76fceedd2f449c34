/**
 * Налаштування → Інтеграції → Telegram: the clinic's bot (the generic settings-record form; its token
 * typed hidden and never shown back) and the chats it writes to (the generic resource page), as tabs.
 * What a chat receives is the Telegram template of its event (SMS → Шаблони сповіщень).
 */
import { telegramSettingsRecord } from '../../../domain/notifications/telegram.resources'
import { ResourcePage } from '../../ui/resource/resource-page'
import { SettingsRecordSection } from '../../ui/resource/settings-record-page'
import { TelegramTabs } from './sms-tabs'

export function TelegramSettingsPage() {
  return (
    <div className="grid gap-8">
      <TelegramTabs />
      <SettingsRecordSection def={telegramSettingsRecord} />
    </div>
  )
}

export function TelegramChatsPage() {
  return <ResourcePage intro={<TelegramTabs />} />
}
