/**
 * /settings/general/personal-settings: the user's settings record (city, filial, language, label
 * margins and printer type; domain/settings/personal-settings.resources.ts) on the generic settings
 * form — it opens offline and saves through the outbox — and "sign out on every device" below it.
 */
import { personalSettingsRecord } from '../../../domain/settings/personal-settings.resources'
import type { AnySettingsRecord } from '../../../domain/resources/settings-record'
import { SettingsRecordSection } from '../../ui/resource/settings-record-page'
import { PersonalSettingsSignOut } from './personal-settings-sign-out'
import { useSettingsChoices } from './use-settings-names'

const def = personalSettingsRecord as unknown as AnySettingsRecord

export function PersonalSettingsPage() {
  // Names of cities and filials for the conflict view.
  const { names } = useSettingsChoices()
  return (
    <div className="grid gap-8">
      <SettingsRecordSection def={def} names={names} />
      <PersonalSettingsSignOut />
    </div>
  )
}
