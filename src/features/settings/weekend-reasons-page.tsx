/**
 * /settings/medical-center/weekend-reasons: the list editor (add, rename, delete, save the whole list).
 * Reads the local copy and saves through the outbox, so it works offline; the server's refusal or a
 * conflict with another administrator's edit is shown here.
 */
import { useState, type FormEvent } from 'react'
import { reasonNameKey, weekendReasonsMessages } from '../../../domain/settings/weekend-reasons.schema'
import { WEEKEND_REASONS_PATH } from '../../offline/entities/weekend-reasons'
import { useOffline } from '../../offline/react/offline-context'
import { RecordSyncNotice } from '../../offline/react/record-sync-notice'
import { useReference } from '../../offline/react/use-reference'
import { Button } from '../../ui/button'
import { can } from '../../../domain/permissions/check'
import { useSignedInUser } from '../../lib/session/session-context'
import { ReadOnlyNote } from '../../ui/read-only-note'
import { Input } from '../../ui/input'
import { PageLoader } from '../../ui/page-loader'
import { LoadFailed } from './load-failed'
import { useDraft } from './use-draft'
import { WeekendReasonsList, type ReasonRow } from './weekend-reasons-list'

/** Row errors by uuid: empty names, and every repeat of a name ('Не всі причини унікальні'). */
function validate(rows: ReasonRow[]): Record<string, string> {
  const errors: Record<string, string> = {}
  const seen = new Set<string>()
  for (const r of rows) {
    if (!r.name.trim()) errors[r.uuid] = "Назва обов'язкова"
    else if (seen.has(reasonNameKey(r.name))) errors[r.uuid] = weekendReasonsMessages.not_unique
    seen.add(reasonNameKey(r.name))
  }
  return errors
}

export function WeekendReasonsPage() {
  const { db, userId, outbox } = useOffline()
  const list = useReference<{ data: ReasonRow[] }>(WEEKEND_REASONS_PATH)
  const draft = useDraft<ReasonRow[]>(list.rev, list.data?.data ?? [])
  const [newName, setNewName] = useState('')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [saved, setSaved] = useState(false)
  // Saving needs crmSettingsEdit, as the server's PUT declares; anyone signed in reads the list.
  const mayEdit = can(useSignedInUser().permissions, 'crmSettingsEdit')

  if (list.loading) return <PageLoader />
  // Never edit what did not load: a list saved from nothing would delete every reason on the server.
  if (list.data === undefined) return <LoadFailed what="причини вихідних" onRetry={list.reload} />
  const rows = draft.value
  const edit = (next: ReasonRow[]) => {
    setSaved(false)
    draft.edit(next)
    // A row's message goes as soon as its cause is fixed (and a new one shows only on saving).
    if (Object.keys(errors).length > 0) {
      const now = validate(next)
      setErrors(Object.fromEntries(Object.entries(now).filter(([uuid]) => uuid in errors)))
    }
  }

  const add = () => {
    if (!newName.trim()) return
    edit([...rows, { uuid: crypto.randomUUID(), name: newName.trim() }])
    setNewName('')
  }

  const save = async (e: FormEvent) => {
    e.preventDefault()
    const found = validate(rows)
    setErrors(found)
    if (Object.keys(found).length > 0) return
    const data = rows.map((r) => ({
      ...(r.id !== undefined && { id: r.id }),
      uuid: r.uuid,
      name: r.name.trim(),
      ...(r.version !== undefined && { version: r.version }),
    }))
    await outbox.write({
      userId,
      entity: { type: 'weekend-reasons', uuid: 'all' },
      method: 'PUT',
      path: WEEKEND_REASONS_PATH,
      body: { data },
      label: 'Причини вихідних',
      openPath: '/settings/medical-center/weekend-reasons',
      local: { data },
      replacesWhole: true,
      seenRev: list.rev,
    })
    draft.saved(data, (await db.references.get(WEEKEND_REASONS_PATH))?.rev ?? 0)
    setSaved(true)
  }

  if (!mayEdit)
    return (
      <section className="grid max-w-2xl gap-5">
        <h1 className="text-2xl font-semibold text-slate-900">Причини вихідних</h1>
        <ReadOnlyNote>Лише перегляд: у вас немає права змінювати ці налаштування.</ReadOnlyNote>
        {rows.length === 0 ? (
          <p className="text-slate-600">Причин вихідних ще немає.</p>
        ) : (
          <ol className="grid list-decimal gap-1 pl-6">
            {rows.map((r) => (
              <li key={r.uuid}>{r.name}</li>
            ))}
          </ol>
        )}
      </section>
    )

  return (
    <section className="grid max-w-2xl gap-5">
      <h1 className="text-2xl font-semibold text-slate-900">Причини вихідних</h1>
      <RecordSyncNotice type="weekend-reasons" />
      <form className="grid gap-4" onSubmit={(e) => void save(e)} noValidate>
        <WeekendReasonsList
          rows={rows}
          errors={errors}
          onRename={(uuid, name) => edit(rows.map((r) => (r.uuid === uuid ? { ...r, name } : r)))}
          onDelete={(uuid) => edit(rows.filter((r) => r.uuid !== uuid))}
        />
        <div className="flex gap-2">
          <Input
            aria-label="Нова причина"
            placeholder="Нова причина"
            value={newName}
            onChange={(e) => setNewName(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault()
                add()
              }
            }}
          />
          <Button variant="secondary" onClick={add}>
            Додати
          </Button>
        </div>
        <div className="flex items-center gap-3">
          <Button type="submit">Зберегти</Button>
          {saved && (
            <span role="status" className="text-sm text-slate-700">
              Збережено
            </span>
          )}
        </div>
      </form>
    </section>
  )
}
