/** The task's change log (spec 001 §3): action, author, date and time, and what changed. */
import type { TaskLogEntry } from '../../../domain/tasks/task.schema'
import { taskLogActions } from '../../../domain/tasks/task-states'
import { formatDateTime } from '../../lib/format/date'
import { priorityName, statusName } from './task-words'

const fieldNames: Record<string, string> = {
  title: 'назва',
  description: 'опис',
  performerId: 'виконавець',
  priority: 'пріоритет',
  status: 'статус',
  clientId: 'пацієнт',
  counterpartyId: 'контрагент',
  topicId: 'тема',
  documentCategoryId: 'категорія документів',
  deadlineAt: 'термін',
  documents: 'документи',
}

function valueText(field: string, v: unknown): string {
  if (v === null || v === undefined || v === '') return '—'
  if (field === 'status' && typeof v === 'number') return statusName(v)
  if (field === 'priority' && typeof v === 'string') return priorityName(v)
  if (field === 'deadlineAt' && typeof v === 'string') return formatDateTime(v)
  if (Array.isArray(v)) return String(v.length)
  if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') return String(v)
  return JSON.stringify(v)
}

function Changes({ entry }: { entry: TaskLogEntry }) {
  if (entry.action === 'added') return null
  const fields = Object.entries(entry.changes)
  if (fields.length === 0) return null
  return (
    <ul className="text-xs text-slate-600">
      {fields.map(([field, c]) => (
        <li key={field}>
          {fieldNames[field] ?? field}: {valueText(field, c.from)} → {valueText(field, c.to)}
        </li>
      ))}
    </ul>
  )
}

export function TaskLog({ log }: { log: TaskLogEntry[] }) {
  if (log.length === 0) return <p className="text-sm text-slate-700">Записів ще немає.</p>
  return (
    <table className="w-full text-left text-sm" aria-label="Журнал змін">
      <thead className="text-slate-700">
        <tr>
          <th scope="col" className="py-1 pr-3">
            Дія
          </th>
          <th scope="col" className="py-1 pr-3">
            Автор
          </th>
          <th scope="col" className="py-1 pr-3">
            Дата і час
          </th>
        </tr>
      </thead>
      <tbody>
        {log.map((e) => (
          <tr key={e.id} className="border-t border-slate-100 align-top">
            <td className="py-1 pr-3">
              {taskLogActions[e.action]}
              <Changes entry={e} />
            </td>
            <td className="py-1 pr-3">{e.authorName}</td>
            <td className="py-1 pr-3 whitespace-nowrap">{formatDateTime(e.at)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
