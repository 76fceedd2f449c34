/**
 * /settings/general/modules: the system modules of this installation (spec 000 §6, spec 001 §6),
 * each switched on or off (rows per page as a number). Online only: a switch takes effect at once for
 * every signed-in user through the realtime channel, which a change kept on one device could not do.
 * Changed by holders of crmMainSettingsEdit; everyone else sees the switches read-only.
 */
import { useState, type FormEvent } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { can } from '../../../domain/permissions/check'
import {
  systemModuleDefaults,
  systemModuleKeys,
  systemModulesSchema,
  type SystemModuleKey,
  type SystemModules,
} from '../../../domain/settings/system-modules'
import { api } from '../../lib/api/api'
import { isApiError } from '../../lib/api/api-error'
import { useRealtimeEvent } from '../../lib/realtime/use-realtime'
import { useSignedInUser } from '../../lib/session/session-context'
import { useOffline } from '../../offline/react/offline-context'
import { useOnlineStatus } from '../../shared/use-online-status'
import { storeSystemModules, useSystemModules } from '../../shared/system-modules'
import { ReadOnlyNote } from '../../ui/read-only-note'
import { OnlineOnlyNote } from '../../ui/online-only-note'
import { Button } from '../../ui/button'
import { Checkbox } from '../../ui/checkbox'
import { FormField, fieldErrorId } from '../../ui/form-field'
import { Input } from '../../ui/input'
import { PageLoader } from '../../ui/page-loader'
import { newUuid } from '../../lib/new-uuid'

/** What each switch changes in this version of the product. */
const effects: Record<SystemModuleKey, string> = {
  joinReports: 'Звіти з фільтром філіалу приймають кілька філіалів і показують їх одним звітом.',
  thirdLogisticsStep: 'Третій крок логістики: екрани логістики ще не побудовані, перемикач зберігається.',
  upselling: 'Пункт меню і сторінка звіту «Додаткові продажі».',
  onlinePayment: 'Позначка «Онлайн-оплата» в кошику замовлення.',
  labPayment: 'Оплата в лабораторії: екрани лабораторії ще не побудовані, перемикач зберігається.',
  birthdayRequired: 'Обовʼязкова дата народження пацієнта: перемикач зберігається для форм пацієнта.',
  phoneMask: 'Маска +38 у полях телефону (поточний стан системи).',
  rowsPerPage: 'Скільки рядків показують списки на сторінці (від 5 до 100).',
}

const KEY = ['system-modules'] as const

interface FormProps {
  current: SystemModules
  canEdit: boolean
  /** Kept by the page: a save remounts the form with the saved switches, and the word of it stays. */
  status: string | undefined
  setStatus: (s: string | undefined) => void
}

function ModulesForm({ current, canEdit, status, setStatus }: FormProps) {
  const { db } = useOffline()
  const queryClient = useQueryClient()
  const online = useOnlineStatus()
  const [draft, setDraft] = useState<SystemModules>(current)
  const [rows, setRows] = useState(String(current.rowsPerPage))
  const [error, setError] = useState<string | undefined>()
  const [saving, setSaving] = useState(false)
  const editable = canEdit && online

  const save = async (e: FormEvent) => {
    e.preventDefault()
    const parsed = systemModulesSchema.safeParse({ ...draft, rowsPerPage: Number(rows.trim() || NaN) })
    if (!parsed.success) {
      setError('Вкажіть ціле число рядків від 5 до 100')
      return
    }
    setError(undefined)
    setSaving(true)
    try {
      const saved = await api.request('/api/v2/system-modules', {
        method: 'PUT',
        body: parsed.data,
        headers: { 'Idempotency-Key': newUuid() },
        schema: systemModulesSchema,
      })
      queryClient.setQueryData(KEY, saved)
      await storeSystemModules(db, saved)
      setDraft(saved)
      setStatus('Збережено: зміни вже діють для всіх користувачів у мережі.')
    } catch (err) {
      setStatus(isApiError(err) ? `Не збережено: ${err.message}` : 'Не збережено: спробуйте ще раз.')
    } finally {
      setSaving(false)
    }
  }

  return (
    <form className="grid max-w-2xl gap-5" noValidate onSubmit={(e) => void save(e)}>
      <ul className="grid gap-4">
        {systemModuleKeys
          .filter((k) => k !== 'rowsPerPage')
          .map((k) => (
            <li key={k} className="grid gap-1">
              <Checkbox
                id={`module-${k}`}
                label={systemModuleDefaults[k].label}
                checked={draft[k] === true}
                disabled={!editable}
                describedBy={`module-${k}-help`}
                onChange={(v) => {
                  setStatus(undefined)
                  setDraft((d) => ({ ...d, [k]: v }))
                }}
              />
              <p id={`module-${k}-help`} className="pl-8 text-sm text-slate-600">
                {effects[k]}
              </p>
            </li>
          ))}
      </ul>
      <FormField id="module-rowsPerPage" label={systemModuleDefaults.rowsPerPage.label} error={error}>
        <Input
          id="module-rowsPerPage"
          className="max-w-32"
          inputMode="numeric"
          value={rows}
          disabled={!editable}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? fieldErrorId('module-rowsPerPage') : 'module-rowsPerPage-help'}
          onChange={(e) => {
            setStatus(undefined)
            setRows(e.target.value)
          }}
        />
      </FormField>
      <p id="module-rowsPerPage-help" className="-mt-3 text-sm text-slate-600">
        {effects.rowsPerPage}
      </p>
      {canEdit && (
        <div className="flex items-center gap-3">
          <Button type="submit" disabled={!online || saving}>
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

export function SystemModulesPage() {
  const { permissions } = useSignedInUser()
  const online = useOnlineStatus()
  const cached = useSystemModules()
  const server = useQuery({
    queryKey: KEY,
    queryFn: () => api.request('/api/v2/system-modules', { schema: systemModulesSchema }),
    enabled: online,
  })
  const queryClient = useQueryClient()
  // Another administrator's switch shows here at once too.
  useRealtimeEvent('systemModulesChanged', (m) => queryClient.setQueryData(KEY, m))
  const canEdit = can(permissions, 'crmMainSettingsEdit')
  const [status, setStatus] = useState<string | undefined>()
  const current = online ? server.data : (cached ?? server.data)
  return (
    <section className="grid gap-5">
      <h1 className="text-2xl font-semibold text-slate-900">Модулі системи</h1>
      <p className="max-w-2xl text-slate-700">
        Модулі вмикаються і вимикаються для всієї системи: зміна діє одразу для всіх користувачів, які зараз
        працюють, без перезавантаження сторінки.
      </p>
      <OnlineOnlyNote online={online}>
        Немає зʼєднання з сервером. Модулі змінюються лише онлайн, бо зміна одразу діє для всіх користувачів;
        нижче — стан, відомий цьому пристрою.
      </OnlineOnlyNote>
      {!canEdit && (
        <ReadOnlyNote>
          Змінювати модулі може лише користувач із правом редагування основних налаштувань.
        </ReadOnlyNote>
      )}
      {current ? (
        <ModulesForm
          key={JSON.stringify(current)}
          current={current}
          canEdit={canEdit}
          status={status}
          setStatus={setStatus}
        />
      ) : server.isError ? (
        <p role="alert" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          Не вдалося завантажити модулі системи. Спробуйте оновити сторінку.
        </p>
      ) : (
        <PageLoader />
      )}
    </section>
  )
}
