/** Every field of a task on its card (spec 001 §3 "Task"). */
import type { Task } from '../../../domain/tasks/task.schema'
import { Link } from 'react-router'
import { formatDateTime } from '../../lib/format/date'
import type { TaskFormChoices } from './task-form'
import { PriorityBadge } from './task-table'
import { ehealthName, statusName } from './task-words'
import { optionName } from './use-task-choices'

const named = (list: Array<{ id: number; name: string }>, id: number | null) =>
  id === null ? '—' : (list.find((i) => i.id === id)?.name ?? `№ ${id}`)

/** The linked client, opening their profile once the server knows them. */
function Patient({ task }: { task: Task }) {
  if (task.clientName === null) return '—'
  if (task.clientId === null) return `${task.clientName} (чекає на надсилання)`
  return (
    <Link to={`/clients/profile/${task.clientId}`} className="text-brand-700 underline">
      {task.clientName}
    </Link>
  )
}

export function TaskFields({ task, choices }: { task: Task; choices: TaskFormChoices }) {
  const rows: Array<[string, React.ReactNode]> = [
    ['Номер', task.number > 0 ? task.number : 'ще не присвоєно'],
    ['Статус', statusName(task.status)],
    ['Пріоритет', <PriorityBadge key="p" priority={task.priority} />],
    ['Автор', task.authorName],
    ['Виконавець', task.performerName],
    ['Пацієнт', <Patient key="c" task={task} />],
    [
      'Контрагент',
      task.counterpartyId === null
        ? '—'
        : optionName(choices.filters?.counterparties, task.counterpartyId) || `№ ${task.counterpartyId}`,
    ],
    ['Тема', named(choices.topics, task.topicId)],
    ['Категорія документів', named(choices.categories, task.documentCategoryId)],
    ['Термін виконання', task.deadlineAt ? formatDateTime(task.deadlineAt) : '—'],
    ['Статус відправки в eHealth', ehealthName(task.ehealthStatus)],
    ['Створено', formatDateTime(task.createdAt)],
    ['Змінено', formatDateTime(task.updatedAt)],
    ['Виконано', task.completedAt ? formatDateTime(task.completedAt) : '—'],
  ]
  return (
    <div className="grid gap-4 rounded-md border border-slate-200 bg-white p-4">
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-600">{label}</dt>
            <dd className="text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <div>
        <h2 className="text-sm font-medium text-slate-600">Опис</h2>
        <p className="whitespace-pre-wrap text-slate-900">{task.description || '—'}</p>
      </div>
      <div>
        <h2 className="text-sm font-medium text-slate-600">Документи</h2>
        {task.documents.length === 0 ? (
          <p className="text-slate-900">—</p>
        ) : (
          <ul className="list-disc pl-5">
            {task.documents.map((d, i) => (
              <li key={i}>
                <a href={d.url} target="_blank" rel="noreferrer" className="text-brand-700 underline">
                  {d.name}
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  )
}
