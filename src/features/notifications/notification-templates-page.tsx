/**
 * Налаштування → Інтеграції → SMS → Шаблони сповіщень: the generic page of the templates resource,
 * with the SMS tabs above it and a live preview under the template's text in its form.
 */
import type { FormAddons } from '../../ui/resource/form-addons'
import { ResourcePage } from '../../ui/resource/resource-page'
import { SmsTabs } from './sms-tabs'
import { TemplatePreview } from './template-preview'

const addons: FormAddons = { 'notification-templates': { text: TemplatePreview } }

export function NotificationTemplatesPage() {
  return <ResourcePage intro={<SmsTabs />} addons={addons} />
}
