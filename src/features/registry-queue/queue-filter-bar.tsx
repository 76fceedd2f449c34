/** The board's day (today unless the address names another) and filial (all, or one of the answer's). */
import type { QueueBoard } from '../../../domain/registry/queue'
import { RegistryDayPicker } from '../../shared/registry/registry-day-picker'
import { selectClass } from '../../ui/select-field'
import type { QueueFilters } from './queue-board-model'

export function QueueFilterBar({
  filters,
  today,
  filials,
  onChange,
}: {
  filters: QueueFilters
  today: string
  filials: QueueBoard['filials'] | undefined
  /** Address changes: null removes the parameter. */
  onChange: (patch: Record<string, string | null>) => void
}) {
  const known = filials?.some((f) => f.id === filters.filialId) ?? false
  return (
    <div className="flex flex-wrap items-end gap-3">
      <RegistryDayPicker
        id="queue-date"
        date={filters.date}
        onChange={(date) => onChange({ date: date === today ? null : date })}
      />
      <div className="grid gap-1">
        <label htmlFor="queue-filial" className="text-sm font-medium text-slate-800">
          Філія
        </label>
        <select
          id="queue-filial"
          className={selectClass}
          value={filters.filialId ?? ''}
          onChange={(e) => onChange({ filialId: e.target.value || null })}
        >
          <option value="">Усі філії</option>
          {filials?.map((f) => (
            <option key={f.id} value={f.id}>
              {f.name}
            </option>
          ))}
          {filters.filialId !== undefined && !known && (
            <option value={filters.filialId}>Філія № {filters.filialId}</option>
          )}
        </select>
      </div>
    </div>
  )
}
