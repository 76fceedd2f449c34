/**
 * /settings/task-manager/general-setting: what a new task gets when its form leaves a field out — the
 * default deadline (days from creation, or none) and the default priority. Saved whole through the
 * outbox against its version, so it works offline and a concurrent edit shows as a conflict.
 */
import { useState, type FormEvent } from 'react'
import {
  taskSettingsDefaults,
  taskSettingsPutSchema,
  type TaskSettings,
} from '../../../domain/tasks/task-settings.schema'
import { taskPriorities, type TaskPriority } from '../../../domain/tasks/task-states'
import { TASK_SETTINGS_PATH, TASK_SETTINGS_TYPE } from '../../offline/entities/tasks'
import { useOffline } from '../../offline/react/offline-context'
import { RecordSyncNotice } from '../../offline/react/record-sync-notice'
import { useReference } from '../../offline/react/use-reference'
import { Button } from '../../ui/button'
import { FormField, fieldErrorId } from '../../ui/form-field'
import { Input } from '../../ui/input'
import { PageLoader } from '../../ui/page-loader'
import { ReadOnlyNote } from '../../ui/read-only-note'
import { can } from '../../../domain/permissions/check'
import { taskManage } from '../../../domain/tasks/task-access'
import { useSignedInUser } from '../../lib/session/session-context'
import { selectClass } from './task-filter-bar'

const readOnlyText = 'Лише перегляд: у вас немає права змінювати налаштування менеджера задач.'

function SettingsForm({ settings, rev }: { settings: TaskSettings; rev: number }) {
  const { userId, outbox } = useOffline()
  const [days, setDays] = useState(
    settings.defaultDeadlineDays === null ? '' : String(settings.defaultDeadlineDays),
  )
  const [priority, setPriority] = useState<TaskPriority>(settings.defaultPriority)
  const [error, setError] = useState<string | undefined>()
  const [saved, setSaved] = useState(false)

  const check = (text: string) =>
    taskSettingsPutSchema.safeParse({
      defaultDeadlineDays: text.trim() === '' ? null : Number(text),
      defaultPriority: priority,
      version: settings.version,
    })
  const save = async (e: FormEvent) => {
    e.preventDefault()
    const parsed = check(days)
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message)
      return
    }
    setError(undefined)
    await outbox.write({
      userId,
      entity: { type: TASK_SETTINGS_TYPE, uuid: 'all' },
      method: 'PUT',
      path: TASK_SETTINGS_PATH,
      body: parsed.data,
      baseVersion: parsed.data.version,
      label: 'Загальні налаштування задач',
      openPath: '/settings/task-manager/general-setting',
      local: parsed.data,
      replacesWhole: true,
      seenRev: rev,
    })
    setSaved(true)
  }

  return (
    <form className="grid max-w-md gap-4" noValidate onSubmit={(e) => void save(e)}>
      <FormField id="ts-days" label="Термін виконання нової задачі, днів" error={error}>
        <Input
          id="ts-days"
          inputMode="numeric"
          value={days}
          placeholder="Без терміну"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? fieldErrorId('ts-days') : undefined}
          onChange={(e) => {
            setSaved(false)
            setDays(e.target.value)
            // The message goes as soon as the number is right (a new one shows on saving).
            if (error) setError(check(e.target.value).error?.issues[0]?.message)
          }}
        />
      </FormField>
      <FormField id="ts-priority" label="Пріоритет нової задачі">
        <select
          id="ts-priority"
          className={selectClass}
          value={priority}
          onChange={(e) => {
            setSaved(false)
            setPriority(e.target.value as TaskPriority)
          }}
        >
          {Object.entries(taskPriorities).map(([k, v]) => (
            <option key={k} value={k}>
              {v}
            </option>
          ))}
        </select>
      </FormField>
      <div className="flex items-center gap-3">
        <Button type="submit">Зберегти</Button>
        {saved && (
          <span role="status" className="text-sm text-slate-700">
            Збережено
          </span>
        )}
      </div>
    </form>
  )
}

function SettingsShown({ settings }: { settings: TaskSettings }) {
  return (
    <dl className="grid max-w-md grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      <dt className="text-slate-600">Термін виконання нової задачі, днів</dt>
      <dd>{settings.defaultDeadlineDays ?? 'Без терміну'}</dd>
      <dt className="text-slate-600">Пріоритет нової задачі</dt>
      <dd>{taskPriorities[settings.defaultPriority]}</dd>
    </dl>
  )
}

export function TaskGeneralSettingsPage() {
  const settings = useReference<TaskSettings>(TASK_SETTINGS_PATH)
  // Saving needs the task manager's managing right, as the server's PUT declares.
  const mayEdit = can(useSignedInUser().permissions, taskManage)
  if (settings.loading) return <PageLoader />
  const data = settings.data ?? { ...taskSettingsDefaults, version: 0 }
  return (
    <section className="grid gap-5">
      <h1 className="text-2xl font-semibold text-slate-900">Загальні налаштування задач</h1>
      {mayEdit ? <RecordSyncNotice type={TASK_SETTINGS_TYPE} /> : <ReadOnlyNote>{readOnlyText}</ReadOnlyNote>}
      {settings.data === undefined ? (
        <p role="alert" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          Не вдалося завантажити налаштування: їх ще немає на цьому пристрої, а сервер недоступний.
        </p>
      ) : mayEdit ? (
        <SettingsForm settings={data} rev={settings.rev} />
      ) : (
        <SettingsShown settings={data} />
      )}
    </section>
  )
}
