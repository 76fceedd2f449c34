/**
 * /settings/task-manager/task-topics and /settings/task-manager/task-document-category: named, ordered
 * lists the task form offers. Add, rename and delete work offline through the outbox; the server's
 * refusals (a repeated name, a row still named by tasks) show here with the row's actions.
 */
import { useEffect, useState, type FormEvent } from 'react'
import type { TaskListItem } from '../../../domain/tasks/task-settings.schema'
import { ConfirmDialog } from '../../offline/react/confirm-dialog'
import { useOffline } from '../../offline/react/offline-context'
import { RecordSyncNotice } from '../../offline/react/record-sync-notice'
import { useReference } from '../../offline/react/use-reference'
import { Button } from '../../ui/button'
import { Input } from '../../ui/input'
import { PageLoader } from '../../ui/page-loader'
import { ReadOnlyNote } from '../../ui/read-only-note'
import { can } from '../../../domain/permissions/check'
import { taskManage } from '../../../domain/tasks/task-access'
import { useSignedInUser } from '../../lib/session/session-context'
import {
  addItem,
  deleteItem,
  renameItem,
  useCatalogueRows,
  categories,
  topics,
  type CatalogueDef,
  type CatalogueRow,
} from './task-catalogue-items'

function Row({ def, row, onDelete }: { def: CatalogueDef; row: CatalogueRow; onDelete: () => void }) {
  const offline = useOffline()
  const [name, setName] = useState(row.name)
  const changed = name.trim() !== row.name
  return (
    <li className="flex flex-wrap items-center gap-2 border-t border-slate-100 py-2">
      <Input
        aria-label={`Назва: ${row.name}`}
        className="max-w-md flex-1"
        value={name}
        onChange={(e) => setName(e.target.value)}
      />
      {row.unsent && (
        <span className="rounded bg-amber-100 px-1.5 py-0.5 text-xs text-amber-900">Не надіслано</span>
      )}
      <Button
        variant="secondary"
        disabled={!changed || name.trim() === ''}
        onClick={() => void renameItem(offline, def, row, name.trim())}
      >
        Зберегти
      </Button>
      <Button variant="ghost" onClick={onDelete}>
        Видалити
      </Button>
    </li>
  )
}

function CataloguePage({ def }: { def: CatalogueDef }) {
  const offline = useOffline()
  const list = useReference<{ data: TaskListItem[] }>(def.path)
  const rows = useCatalogueRows(def, list.data?.data)
  const [name, setName] = useState('')
  const [error, setError] = useState('')
  const [deleting, setDeleting] = useState<CatalogueRow | null>(null)
  // Changes need the task manager's managing right, as the server's routes declare.
  const mayEdit = can(useSignedInUser().permissions, taskManage)
  const { reload } = list
  // Other administrators' changes: ask the server once per visit (the stored copy shows meanwhile).
  // eslint-disable-next-line react-hooks/exhaustive-deps -- reload is a new function each render
  useEffect(() => reload(), [])

  if (list.loading || (list.data !== undefined && rows === undefined)) return <PageLoader />
  const add = async (e: FormEvent) => {
    e.preventDefault()
    const clean = name.trim()
    if (!clean) return setError("Назва обов'язкова")
    if (rows?.some((r) => r.name.toLowerCase() === clean.toLowerCase())) return setError('Така назва вже є')
    setError('')
    await addItem(offline, def, clean, (rows?.at(-1)?.sort ?? 0) + 10)
    setName('')
  }

  return (
    <section className="grid max-w-3xl gap-5">
      <h1 className="text-2xl font-semibold text-slate-900">{def.title}</h1>
      {mayEdit ? (
        <RecordSyncNotice type={def.type} />
      ) : (
        <ReadOnlyNote>Лише перегляд: у вас немає права змінювати налаштування менеджера задач.</ReadOnlyNote>
      )}
      {rows === undefined ? (
        <p role="alert" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          Не вдалося завантажити список: його ще немає на цьому пристрої, а сервер недоступний.
        </p>
      ) : (
        <ul aria-label={def.title}>
          {rows.length === 0 && <li className="py-2 text-slate-700">Список порожній.</li>}
          {rows.map((r) =>
            mayEdit ? (
              <Row key={`${r.uuid}:${r.name}`} def={def} row={r} onDelete={() => setDeleting(r)} />
            ) : (
              <li key={r.uuid} className="border-t border-slate-100 py-2">
                {r.name}
              </li>
            ),
          )}
        </ul>
      )}
      {mayEdit && (
        <form className="grid gap-1" noValidate onSubmit={(e) => void add(e)}>
          <div className="flex gap-2">
            <Input
              aria-label="Нова назва"
              placeholder="Нова назва"
              value={name}
              aria-invalid={error ? true : undefined}
              onChange={(e) => {
                setName(e.target.value)
                // The message goes as soon as the name is given.
                if (error && e.target.value.trim()) setError('')
              }}
            />
            <Button type="submit" variant="secondary">
              Додати
            </Button>
          </div>
          {error && (
            <p role="alert" className="text-sm text-red-700">
              {error}
            </p>
          )}
        </form>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Видалити запис?"
        confirmLabel="Так, видалити"
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) void deleteItem(offline, def, deleting)
          setDeleting(null)
        }}
      >
        <p>
          «{deleting?.name}» зникне зі списку. Якщо його вказано в задачах, сервер не дозволить видалення.
        </p>
      </ConfirmDialog>
    </section>
  )
}

export const TaskTopicsPage = () => <CataloguePage def={topics} />
export const TaskDocumentCategoriesPage = () => <CataloguePage def={categories} />
