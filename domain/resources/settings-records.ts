/** Every settings record (domain/resources/settings-record.ts): one line each. */
import { notificationSettingsRecord } from '../notifications/notifications.resources'
import { telegramSettingsRecord } from '../notifications/telegram.resources'
import { onlinePaymentSettingsRecord } from '../online-payments/online-payment-settings.resources'
import { personalSettingsRecord } from '../settings/personal-settings.resources'
import { taskGeneralSetting } from '../tasks/task-settings.resources'
import type { AnySettingsRecord } from './settings-record'

export const settingsRecords: readonly AnySettingsRecord[] = [
  personalSettingsRecord,
  taskGeneralSetting,
  notificationSettingsRecord,
  telegramSettingsRecord,
  onlinePaymentSettingsRecord,
]

/** The settings record shown on `route`, if any. */
export const settingsRecordOnRoute = (route: string): AnySettingsRecord | undefined =>
  settingsRecords.find((r) => r.route === route)
