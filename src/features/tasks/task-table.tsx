/** The task list's table: one row per task, the title links to its card. */
import { Link } from 'react-router'
import type { Task } from '../../../domain/tasks/task.schema'
import { formatDateTime } from '../../lib/format/date'
import { cn } from '../../lib/cn'
import { priorityName, priorityTone, statusName, unsentNote } from './task-words'
import { taskPath } from './task-writes'

export interface TaskRow {
  task: Task
  unsent: boolean
}

export function PriorityBadge({ priority }: { priority: Task['priority'] }) {
  return (
    <span className={cn('rounded-full px-2 py-0.5 text-xs font-semibold', priorityTone[priority])}>
      {priorityName(priority)}
    </span>
  )
}

export function TaskTable({ rows }: { rows: TaskRow[] }) {
  if (rows.length === 0)
    return <p className="rounded-md bg-white p-6 text-slate-700">Задач за цими умовами немає.</p>
  return (
    <div className="overflow-x-auto rounded-md border border-slate-200 bg-white">
      <table className="w-full text-left text-sm">
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className="px-3 py-2">
              №
            </th>
            <th scope="col" className="px-3 py-2">
              Задача
            </th>
            <th scope="col" className="px-3 py-2">
              Пріоритет
            </th>
            <th scope="col" className="px-3 py-2">
              Статус
            </th>
            <th scope="col" className="px-3 py-2">
              Виконавець
            </th>
            <th scope="col" className="px-3 py-2">
              Автор
            </th>
            <th scope="col" className="px-3 py-2">
              Пацієнт
            </th>
            <th scope="col" className="px-3 py-2">
              Термін
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ task, unsent }) => (
            <tr key={task.uuid} className="border-t border-slate-100">
              <td className="px-3 py-2 text-slate-700">{task.number > 0 ? task.number : '—'}</td>
              <td className="px-3 py-2">
                <Link to={taskPath(task)} className="font-medium text-brand-700 hover:underline">
                  {task.title}
                </Link>
                {unsent && (
                  <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs text-amber-900">
                    {unsentNote}
                  </span>
                )}
              </td>
              <td className="px-3 py-2">
                <PriorityBadge priority={task.priority} />
              </td>
              <td className="px-3 py-2">{statusName(task.status)}</td>
              <td className="px-3 py-2">{task.performerName}</td>
              <td className="px-3 py-2">{task.authorName}</td>
              <td className="px-3 py-2">{task.clientName ?? '—'}</td>
              <td className="px-3 py-2 whitespace-nowrap">
                {task.deadlineAt ? formatDateTime(task.deadlineAt) : '—'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
