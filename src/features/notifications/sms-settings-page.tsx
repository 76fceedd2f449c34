/**
 * Налаштування → Інтеграції → SMS: the generic form of the notification settings record, the tab to the
 * templates, and a test send for those who may change the settings.
 */
import { notificationSettingsRecord } from '../../../domain/notifications/notifications.resources'
import { can } from '../../../domain/permissions/check'
import { useSignedInUser } from '../../lib/session/session-context'
import { SettingsRecordSection } from '../../ui/resource/settings-record-page'
import { SmsTabs } from './sms-tabs'
import { TestSendBlock } from './test-send-block'

export function SmsSettingsPage() {
  const { permissions } = useSignedInUser()
  return (
    <div className="grid gap-8">
      <SmsTabs />
      <SettingsRecordSection def={notificationSettingsRecord} />
      {can(permissions, 'crmSettingsEdit') && <TestSendBlock />}
    </div>
  )
}
