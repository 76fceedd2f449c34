/**
 * /settings/general/personal-settings: the user's city, filial, language, label margins and printer.
 * Reads the local copy (works offline), saves through the outbox — the change shows at once and
 * reaches the server when it can; a refusal or a conflict is shown here with the server's messages.
 */
import { useState, type FormEvent } from 'react'
import {
  personalSettingsDefaults,
  personalSettingsPutSchema,
  type PersonalSettings,
} from '../../../domain/settings/personal-settings.schema'
import { toSnakeCase } from '../../../domain/api/errors'
import { PERSONAL_SETTINGS_PATH } from '../../offline/entities/personal-settings'
import { useOffline } from '../../offline/react/offline-context'
import { RecordSyncNotice } from '../../offline/react/record-sync-notice'
import { useReference } from '../../offline/react/use-reference'
import { Button } from '../../ui/button'
import { PageLoader } from '../../ui/page-loader'
import { LoadFailed } from './load-failed'
import { PersonalSettingsFields, type Draft } from './personal-settings-form'
import { PersonalSettingsSignOut } from './personal-settings-sign-out'
import { useDraft } from './use-draft'
import { useSettingsChoices } from './use-settings-names'

const fieldsOf = (s: PersonalSettings | undefined): Draft => {
  const {
    version: _v,
    updatedAt: _u,
    ...fields
  } = { ...personalSettingsDefaults, version: 0, updatedAt: null, ...s }
  return fields
}

export function PersonalSettingsPage() {
  const { db, userId, outbox } = useOffline()
  const settings = useReference<PersonalSettings>(PERSONAL_SETTINGS_PATH)
  const { cities, filials, names } = useSettingsChoices()
  const draft = useDraft<Draft>(settings.rev, fieldsOf(settings.data))
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [saved, setSaved] = useState(false)

  if (settings.loading) return <PageLoader />
  // Never edit what did not load: a list saved from nothing would delete every reason on the server.
  if (settings.data === undefined)
    return <LoadFailed what="особисті налаштування" onRetry={settings.reload} />
  const current = draft.value

  const save = async (e: FormEvent) => {
    e.preventDefault()
    const body = { ...current, version: settings.data?.version ?? 0 }
    const parsed = personalSettingsPutSchema.safeParse(body)
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(parsed.error.issues.map((i) => [toSnakeCase(String(i.path[0])), i.message])),
      )
      return
    }
    setErrors({})
    await outbox.write({
      userId,
      entity: { type: 'personal-settings', uuid: String(userId) },
      method: 'PUT',
      path: PERSONAL_SETTINGS_PATH,
      body: parsed.data,
      baseVersion: parsed.data.version,
      label: 'Особисті налаштування',
      openPath: '/settings/general/personal-settings',
      local: { ...parsed.data, updatedAt: settings.data?.updatedAt ?? null },
      replacesWhole: true,
      seenRev: settings.rev,
    })
    draft.saved(current, (await db.references.get(PERSONAL_SETTINGS_PATH))?.rev ?? 0)
    setSaved(true)
  }

  return (
    <section className="grid max-w-3xl gap-5">
      <h1 className="text-2xl font-semibold text-slate-900">Особисті налаштування</h1>
      <RecordSyncNotice type="personal-settings" names={names} />
      <form className="grid gap-5" onSubmit={(e) => void save(e)} noValidate>
        <PersonalSettingsFields
          draft={current}
          errors={errors}
          cities={cities}
          filials={filials}
          onChange={(patch) => {
            setSaved(false)
            draft.edit({ ...current, ...patch })
          }}
        />
        <div className="flex items-center gap-3">
          <Button type="submit">Зберегти</Button>
          {saved && (
            <span role="status" className="text-sm text-slate-700">
              Збережено
            </span>
          )}
        </div>
      </form>
      <PersonalSettingsSignOut />
    </section>
  )
}
