/**
 * The task's fields, for a new task and for an edit on its card. Checked with the API's own schema
 * before anything is queued, so a refusal is seen at once, offline too.
 */
import { useState, type FormEvent } from 'react'
import { can } from '../../../domain/permissions/check'
import { errorsAfterEdit } from '../../lib/errors-after-edit'
import { taskCreateSchema } from '../../../domain/tasks/task.schema'
import type { TaskCollectionFilters } from '../../../domain/tasks/task-list.schema'
import { taskPriorities, type TaskPriority } from '../../../domain/tasks/task-states'
import { Button } from '../../ui/button'
import { FormField, fieldErrorId } from '../../ui/form-field'
import { Input } from '../../ui/input'
import { DeadlineFields } from './deadline-fields'
import { useSignedInUser } from '../../lib/session/session-context'
import { selectClass } from './task-filter-bar'
import { clientRefOf, TaskPatient, type TaskClient } from './task-patient'
import { newUuid } from '../../lib/new-uuid'

export interface TaskDraft {
  title: string
  description: string
  performerId: string
  priority: TaskPriority
  topicId: string
  documentCategoryId: string
  counterpartyId: string
  client: TaskClient | null
  /** 'YYYY-MM-DDTHH:MM' on the device's clock (as the lists show deadlines), '' for none. */
  deadline: string
  documents: Array<{ name: string; url: string }>
}

/** The editable fields as the API takes them. */
export interface TaskFields {
  title: string
  description: string
  performerId: number
  priority: TaskPriority
  topicId: number | null
  documentCategoryId: number | null
  counterpartyId: number | null
  /** Only when the patient was changed in the form (an unchanged link is left as it is). */
  clientId?: number | string | null
  deadlineAt: string | null
  documents: Array<{ name: string; url: string }>
}

/** What the form shows beside the API's fields, for this device's copy of the task. */
export interface TaskShown {
  clientName: string | null
}

const idOrNull = (v: string) => (v === '' ? null : Number(v))
const pad = (n: number) => String(n).padStart(2, '0')

/** An ISO instant as the draft's 'YYYY-MM-DDTHH:MM' in the device's zone. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return ''
  const d = new Date(iso)
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`
}

/** The draft as the API takes it; the patient is sent only when it differs from `initialClient`. */
export function fieldsOf(d: TaskDraft, initialClient: TaskClient | null = null): TaskFields {
  const clientChanged = (d.client && clientRefOf(d.client)) !== (initialClient && clientRefOf(initialClient))
  return {
    ...(clientChanged ? { clientId: d.client ? clientRefOf(d.client) : null } : {}),
    title: d.title.trim(),
    description: d.description,
    performerId: Number(d.performerId),
    priority: d.priority,
    topicId: idOrNull(d.topicId),
    documentCategoryId: idOrNull(d.documentCategoryId),
    counterpartyId: idOrNull(d.counterpartyId),
    deadlineAt: d.deadline === '' ? null : new Date(d.deadline).toISOString(),
    documents: d.documents.filter((x) => x.name.trim() !== '' || x.url.trim() !== ''),
  }
}

/** First message per field, from the API's schema. */
export function validate(fields: TaskFields): Record<string, string> {
  const r = taskCreateSchema.safeParse({ uuid: newUuid(), ...fields })
  const errors: Record<string, string> = {}
  if (r.success) return errors
  for (const issue of r.error.issues) {
    const key = String(issue.path[0] ?? 'form')
    const message = key === 'performerId' ? 'Оберіть виконавця' : issue.message
    errors[key] ??= message
  }
  return errors
}

/** A topic or a category the server knows (one added offline has no id to refer to yet). */
export interface Named {
  id: number
  name: string
}

export interface TaskFormChoices {
  filters: TaskCollectionFilters | undefined
  topics: Named[]
  categories: Named[]
}

function Choice({
  id,
  label,
  value,
  error,
  options,
  empty,
  onChange,
}: {
  id: string
  label: string
  value: string
  error?: string | undefined
  options: Array<{ key: string | number; value: string }>
  empty: string
  onChange: (v: string) => void
}) {
  return (
    <FormField id={id} label={label} error={error}>
      <select
        id={id}
        className={selectClass}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? fieldErrorId(id) : undefined}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">{empty}</option>
        {options.map((o) => (
          <option key={o.key} value={String(o.key)}>
            {o.value}
          </option>
        ))}
      </select>
    </FormField>
  )
}

export function TaskForm({
  initial,
  choices,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initial: TaskDraft
  choices: TaskFormChoices
  submitLabel: string
  onSubmit: (fields: TaskFields, shown: TaskShown) => Promise<void>
  onCancel?: () => void
}) {
  const user = useSignedInUser()
  const [d, setD] = useState(initial)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)
  const set = <K extends keyof TaskDraft>(k: K, v: TaskDraft[K]) => {
    const next = { ...d, [k]: v }
    setD(next)
    // A message goes as soon as its field is right; new ones wait for the next submit.
    if (Object.keys(errors).length > 0)
      setErrors((shown) =>
        // Every message here comes from validate, so one it no longer finds is fixed.
        errorsAfterEdit(shown, validate(fieldsOf(next, initial.client)), () => true),
      )
  }
  const listOf = (items: Named[]) => items.map((i) => ({ key: i.id, value: i.name }))

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    const fields = fieldsOf(d, initial.client)
    const found = validate(fields)
    setErrors(found)
    if (Object.keys(found).length > 0) return
    setBusy(true)
    try {
      await onSubmit(fields, { clientName: d.client?.name ?? null })
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className="grid max-w-3xl gap-4" noValidate onSubmit={(e) => void submit(e)}>
      <FormField id="task-title" label="Назва" error={errors.title}>
        <Input
          id="task-title"
          value={d.title}
          aria-invalid={errors.title ? true : undefined}
          aria-describedby={errors.title ? fieldErrorId('task-title') : undefined}
          onChange={(e) => set('title', e.target.value)}
        />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <Choice
          id="task-performer"
          label="Виконавець"
          value={d.performerId}
          error={errors.performerId}
          options={choices.filters?.users ?? []}
          empty="Оберіть виконавця"
          onChange={(v) => set('performerId', v)}
        />
        <FormField id="task-priority" label="Пріоритет">
          <select
            id="task-priority"
            className={selectClass}
            value={d.priority}
            onChange={(e) => set('priority', e.target.value as TaskPriority)}
          >
            {Object.entries(taskPriorities).map(([k, v]) => (
              <option key={k} value={k}>
                {v}
              </option>
            ))}
          </select>
        </FormField>
        <Choice
          id="task-topic"
          label="Тема"
          value={d.topicId}
          options={listOf(choices.topics)}
          empty="Без теми"
          onChange={(v) => set('topicId', v)}
        />
        <Choice
          id="task-category"
          label="Категорія документів"
          value={d.documentCategoryId}
          options={listOf(choices.categories)}
          empty="Без категорії"
          onChange={(v) => set('documentCategoryId', v)}
        />
        <Choice
          id="task-counterparty"
          label="Контрагент"
          value={d.counterpartyId}
          options={choices.filters?.counterparties ?? []}
          empty="Без контрагента"
          onChange={(v) => set('counterpartyId', v)}
        />
        <FormField id="task-deadline" label="Термін виконання" error={errors.deadlineAt}>
          <DeadlineFields
            value={d.deadline}
            invalid={errors.deadlineAt !== undefined}
            onChange={(v) => set('deadline', v)}
          />
        </FormField>
      </div>
      <TaskPatient
        value={d.client}
        onChange={(v) => set('client', v)}
        canSearch={can(user.permissions, 'crmClientsSee')}
      />
      {errors.clientId && (
        <p role="alert" className="text-sm text-red-700">
          {errors.clientId}
        </p>
      )}
      <FormField id="task-description" label="Опис" error={errors.description}>
        <textarea
          id="task-description"
          rows={5}
          className="block w-full rounded-md border border-slate-300 bg-white p-3 text-base text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-700"
          value={d.description}
          onChange={(e) => set('description', e.target.value)}
        />
      </FormField>
      <fieldset className="grid gap-2">
        <legend className="text-sm font-medium text-slate-800">Документи</legend>
        {d.documents.map((doc, i) => (
          <div key={i} className="grid gap-2 sm:grid-cols-[1fr_2fr_auto]">
            <Input
              aria-label={`Назва документа ${i + 1}`}
              placeholder="Назва"
              value={doc.name}
              onChange={(e) =>
                set(
                  'documents',
                  d.documents.map((x, j) => (j === i ? { ...x, name: e.target.value } : x)),
                )
              }
            />
            <Input
              aria-label={`Посилання на документ ${i + 1}`}
              placeholder="https://…"
              value={doc.url}
              onChange={(e) =>
                set(
                  'documents',
                  d.documents.map((x, j) => (j === i ? { ...x, url: e.target.value } : x)),
                )
              }
            />
            <Button
              variant="ghost"
              onClick={() =>
                set(
                  'documents',
                  d.documents.filter((_, j) => j !== i),
                )
              }
            >
              Прибрати
            </Button>
          </div>
        ))}
        {errors.documents && (
          <p role="alert" className="text-sm text-red-700">
            {errors.documents}
          </p>
        )}
        <Button
          variant="secondary"
          className="justify-self-start"
          onClick={() => set('documents', [...d.documents, { name: '', url: '' }])}
        >
          Додати документ
        </Button>
      </fieldset>
      <div className="flex gap-2">
        <Button type="submit" disabled={busy}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            Скасувати
          </Button>
        )}
      </div>
    </form>
  )
}
