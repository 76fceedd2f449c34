/**
 * /settings/general/basic-settings: the medical centre's data, legal information and contact-centre
 * hours (spec 001 §1, §2, §5), one record for the installation. Every field is needed ('Заповніть всі
 * поля' names the empty ones). Online only: the record is the installation's, not one device's.
 */
import { useState, type FormEvent } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { can } from '../../../domain/permissions/check'
import {
  FILL_ALL_FIELDS,
  basicSettingsLabels,
  basicSettingsPutSchema,
  basicSettingsSchema,
  type BasicSettings,
  type BasicSettingsKey,
} from '../../../domain/settings/basic-settings'
import { api } from '../../lib/api/api'
import { isApiError } from '../../lib/api/api-error'
import { useSignedInUser } from '../../lib/session/session-context'
import { useOnlineStatus } from '../../shared/use-online-status'
import { ReadOnlyNote } from '../../ui/read-only-note'
import { OnlineOnlyNote } from '../../ui/online-only-note'
import { Button } from '../../ui/button'
import { FormField, fieldErrorId } from '../../ui/form-field'
import { Input } from '../../ui/input'
import { PageLoader } from '../../ui/page-loader'
import { TimeField } from '../../ui/time-field'
import { newUuid } from '../../lib/new-uuid'

const KEY = ['basic-settings'] as const
const groups: ReadonlyArray<{ title: string; keys: readonly BasicSettingsKey[] }> = [
  { title: 'Медичний центр', keys: ['centreName', 'centrePhone', 'centreEmail', 'centreAddress'] },
  { title: 'Юридична інформація', keys: ['legalName', 'legalTaxCode', 'legalAddress'] },
  {
    title: 'Години роботи контакт-центру',
    keys: ['weekdaysFrom', 'weekdaysTo', 'saturdayFrom', 'saturdayTo'],
  },
]
const isTime = (k: BasicSettingsKey) => /From$|To$/.test(k)

function SettingsForm({ current, editable }: { current: BasicSettings; editable: boolean }) {
  const queryClient = useQueryClient()
  const [draft, setDraft] = useState<BasicSettings>(current)
  /** The record the draft started from: what a conflict is compared with. */
  const [base, setBase] = useState<BasicSettings>(current)
  const [errors, setErrors] = useState<Partial<Record<BasicSettingsKey, string>>>({})
  const [summary, setSummary] = useState<string | undefined>()
  const [status, setStatus] = useState<string | undefined>()
  const [saving, setSaving] = useState(false)

  const save = async (e: FormEvent) => {
    e.preventDefault()
    setStatus(undefined)
    const parsed = basicSettingsPutSchema.safeParse(draft)
    if (!parsed.success) {
      const next: Partial<Record<BasicSettingsKey, string>> = {}
      for (const issue of parsed.error.issues) {
        const k = issue.path[0] as BasicSettingsKey
        next[k] ??= issue.message
      }
      setErrors(next)
      setSummary(Object.values(next).includes(FILL_ALL_FIELDS) ? FILL_ALL_FIELDS : undefined)
      return
    }
    setErrors({})
    setSummary(undefined)
    setSaving(true)
    try {
      const saved = await api.request('/settings/basic-settings', {
        method: 'PUT',
        body: parsed.data,
        headers: { 'Idempotency-Key': newUuid() },
        schema: basicSettingsSchema,
      })
      // The form already shows what was saved: the cache takes it without remounting the form.
      queryClient.setQueryData(KEY, saved)
      setBase(saved)
      setDraft((d) => ({ ...d, version: saved.version }))
      setStatus('Збережено')
    } catch (err) {
      const current =
        isApiError(err) && err.status === 409 ? basicSettingsSchema.safeParse(err.current) : null
      if (current?.success) {
        // Someone saved first. A field this user left as it was takes their value; a field this user
        // changed keeps what was typed. The next save is based on what the server has now.
        const theirs = current.data
        const keys = Object.keys(basicSettingsLabels) as BasicSettingsKey[]
        const mine = parsed.data
        const taken = keys.filter((k) => mine[k] === base[k] && theirs[k] !== base[k])
        const both = keys.filter((k) => mine[k] !== base[k] && theirs[k] !== base[k] && theirs[k] !== mine[k])
        const names = (ks: BasicSettingsKey[]) => ks.map((k) => basicSettingsLabels[k]).join(', ')
        setBase(theirs)
        setDraft((d) => ({
          ...d,
          ...Object.fromEntries(taken.map((k) => [k, theirs[k]])),
          version: theirs.version,
        }))
        queryClient.setQueryData(KEY, theirs)
        setStatus(
          'Не збережено: основні налаштування щойно змінив інший користувач.' +
            (taken.length ? ` Його зміни підставлено у форму: ${names(taken)}.` : '') +
            (both.length ? ` Змінили ви обидва — залишено ваше: ${names(both)}.` : '') +
            ' Перевірте і збережіть ще раз.',
        )
      } else setStatus(isApiError(err) ? `Не збережено: ${err.message}` : 'Не збережено: спробуйте ще раз.')
    } finally {
      setSaving(false)
    }
  }

  const set = (k: BasicSettingsKey, v: string) => {
    setStatus(undefined)
    setDraft((d) => ({ ...d, [k]: v }))
  }

  return (
    <form className="grid max-w-2xl gap-6" noValidate onSubmit={(e) => void save(e)}>
      {summary && (
        <p role="alert" className="rounded-md bg-amber-50 p-3 text-amber-900">
          {summary}
        </p>
      )}
      {groups.map((g) => (
        <fieldset key={g.title} className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-lg font-semibold text-slate-900">{g.title}</legend>
          {g.keys.map((k) => {
            const id = `basic-${k}`
            const common = {
              id,
              disabled: !editable,
              'aria-invalid': errors[k] ? true : undefined,
              'aria-describedby': errors[k] ? fieldErrorId(id) : undefined,
            }
            return (
              <FormField key={k} id={id} label={`${basicSettingsLabels[k]} *`} error={errors[k]}>
                {isTime(k) ? (
                  <TimeField {...common} value={draft[k]} onChange={(v) => set(k, v)} />
                ) : (
                  <Input {...common} value={draft[k]} onChange={(e) => set(k, e.target.value)} />
                )}
              </FormField>
            )
          })}
        </fieldset>
      ))}
      {editable && (
        <div className="flex items-center gap-3">
          <Button type="submit" disabled={saving}>
            {saving ? 'Збереження…' : 'Зберегти'}
          </Button>
          {status && (
            <span role="status" className="text-sm text-slate-700">
              {status}
            </span>
          )}
        </div>
      )}
    </form>
  )
}

export function BasicSettingsPage() {
  const { permissions } = useSignedInUser()
  const online = useOnlineStatus()
  const server = useQuery({
    queryKey: KEY,
    queryFn: () => api.request('/settings/basic-settings', { schema: basicSettingsSchema }),
    enabled: online,
  })
  const canEdit = can(permissions, 'crmMainSettingsEdit')
  return (
    <section className="grid gap-5">
      <h1 className="text-2xl font-semibold text-slate-900">Основні налаштування</h1>
      <OnlineOnlyNote online={online}>
        Немає зʼєднання з сервером. Основні налаштування відкриваються і змінюються лише онлайн.
      </OnlineOnlyNote>
      {!canEdit && (
        <ReadOnlyNote>
          Лише перегляд: змінювати основні налаштування може користувач із відповідним правом.
        </ReadOnlyNote>
      )}
      {server.data ? (
        <SettingsForm current={server.data} editable={canEdit && online} />
      ) : server.isError ? (
        <p role="alert" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          Не вдалося завантажити основні налаштування. Спробуйте оновити сторінку.
        </p>
      ) : online ? (
        <PageLoader />
      ) : null}
    </section>
  )
}
