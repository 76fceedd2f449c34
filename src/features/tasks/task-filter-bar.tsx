/** The list's filters (spec 000 §3: admins, priorities, groups, users, counterparties) plus status and search. */
import { type FormEvent } from 'react'
import type { TaskCollectionFilters } from '../../../domain/tasks/task-list.schema'
import { taskStatuses } from '../../../domain/tasks/task-states'
import { Button } from '../../ui/button'
import { useFilterDraft } from '../../ui/filter-draft'
import { Input } from '../../ui/input'
import { selectClass } from '../../ui/select-field'
import type { FilterKey, TaskFilters } from './task-filters'

type Option = { key: string | number; value: string }

export { selectClass }

function Select({
  id,
  label,
  value,
  options,
  onChange,
}: {
  id: string
  label: string
  value: string
  options: Option[]
  onChange: (v: string) => void
}) {
  // A list set elsewhere (e.g. "1,2") that is not one option stays selectable as it is.
  const known = value === '' || options.some((o) => String(o.key) === value)
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <select id={id} className={selectClass} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">Усі</option>
        {!known && <option value={value}>Обрані ({value.split(',').length})</option>}
        {options.map((o) => (
          <option key={o.key} value={String(o.key)}>
            {o.value}
          </option>
        ))}
      </select>
    </div>
  )
}

const statusOptions: Option[] = Object.entries(taskStatuses).map(([key, value]) => ({ key, value }))

export function TaskFilterBar({
  filters,
  options,
  onChange,
}: {
  filters: TaskFilters
  options: TaskCollectionFilters | undefined
  onChange: (key: FilterKey, value: string) => void
}) {
  const search = useFilterDraft(filters.search, (v) => onChange('search', v))
  const submit = (e: FormEvent) => {
    e.preventDefault()
    onChange('search', search.value.trim())
  }
  return (
    <div className="grid gap-3 rounded-md border border-slate-200 bg-white p-4">
      <form role="search" className="flex gap-2" onSubmit={submit}>
        <Input
          aria-label="Пошук за назвою або номером"
          placeholder="Назва або номер задачі"
          {...search.field}
        />
        <Button type="submit" variant="secondary">
          Знайти
        </Button>
      </form>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-6">
        <Select
          id="f-status"
          label="Статус"
          value={filters.status}
          options={statusOptions}
          onChange={(v) => onChange('status', v)}
        />
        <Select
          id="f-priority"
          label="Пріоритет"
          value={filters.priority}
          options={options?.priorities ?? []}
          onChange={(v) => onChange('priority', v)}
        />
        <Select
          id="f-users"
          label="Виконавець"
          value={filters.users}
          options={options?.users ?? []}
          onChange={(v) => onChange('users', v)}
        />
        <Select
          id="f-author"
          label="Автор"
          value={filters.author}
          options={options?.admins ?? []}
          onChange={(v) => onChange('author', v)}
        />
        <Select
          id="f-group"
          label="Група"
          value={filters.group}
          options={options?.groups ?? []}
          onChange={(v) => onChange('group', v)}
        />
        <Select
          id="f-counterparty"
          label="Контрагент"
          value={filters.counterparty}
          options={options?.counterparties ?? []}
          onChange={(v) => onChange('counterparty', v)}
        />
      </div>
    </div>
  )
}
