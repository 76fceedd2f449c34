/**
 * The sync state of one task on its card: "saved on this device, waiting" for queued changes, and for
 * a refused change or a conflict the server's message, mine beside the server's task, and the actions
 * (keep mine, take the server's, send again, discard).
 */
import { useLiveQuery } from 'dexie-react-hooks'
import type { Task } from '../../../domain/tasks/task.schema'
import { TASK_ENTITY_TYPE, parseTask } from '../../offline/entities/tasks'
import { ItemActions } from '../../offline/react/item-actions'
import { useOffline } from '../../offline/react/offline-context'
import { statusLabels } from '../../offline/react/words'
import { entityKey, type OutboxItem } from '../../offline/outbox-types'
import { openItemsOf } from '../../offline/outbox'
import { formatDateTime } from '../../lib/format/date'
import { priorityName, statusName } from './task-words'

const lines = (t: Partial<Task> | undefined): Array<[string, string]> => [
  ['Назва', t?.title ?? '—'],
  ['Статус', t?.status ? statusName(t.status) : '—'],
  ['Пріоритет', t?.priority ? priorityName(t.priority) : '—'],
  ['Виконавець', t?.performerName ?? '—'],
  ['Термін', t?.deadlineAt ? formatDateTime(t.deadlineAt) : '—'],
  ['Опис', t?.description || '—'],
]

function Side({ title, task }: { title: string; task: Partial<Task> | undefined }) {
  return (
    <section className="grid content-start gap-1 rounded-md border border-slate-200 bg-white p-3">
      <h3 className="font-medium text-slate-900">{title}</h3>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        {lines(task).map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-600">{label}</dt>
            <dd className="text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}

function Problem({ item }: { item: OutboxItem }) {
  const { db, outbox } = useOffline()
  const errors = Object.values(item.lastError?.errors ?? {}).flat()
  return (
    <div role="alert" className="grid gap-3 rounded-md border border-red-300 bg-red-50 p-4 text-red-900">
      <p className="font-medium">
        {statusLabels[item.status]}
        {item.lastError?.message ? `: ${item.lastError.message}` : ''}
      </p>
      {errors.length > 0 && (
        <ul className="list-disc pl-5 text-sm">
          {errors.map((m, i) => (
            <li key={i}>{m}</li>
          ))}
        </ul>
      )}
      {item.status === 'conflict' && (
        <div className="grid gap-3 sm:grid-cols-2" data-testid="conflict-view">
          <Side title="Мої зміни" task={item.local as Partial<Task> | undefined} />
          <Side title="Зараз на сервері" task={parseTask(item.conflictCurrent)} />
        </div>
      )}
      <ItemActions db={db} item={item} onChanged={outbox.kick} />
    </div>
  )
}

export function TaskSyncNotice({ uuid }: { uuid: string }) {
  const { db } = useOffline()
  const items =
    useLiveQuery(() => openItemsOf(db, entityKey({ type: TASK_ENTITY_TYPE, uuid })), [db, uuid]) ?? []
  const problems = items.filter((i) => i.status === 'rejected' || i.status === 'conflict')
  const waiting = items.filter((i) => !problems.includes(i))
  return (
    <div className="grid gap-3" aria-live="polite">
      {problems.map((i) => (
        <Problem key={i.id} item={i} />
      ))}
      {waiting.length > 0 && (
        <p role="status" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          Зміни збережено на цьому пристрої. {statusLabels[waiting[0]!.status]}
          {waiting[0]!.lastError ? ` — ${waiting[0]!.lastError.message}` : ''}.
        </p>
      )}
    </div>
  )
}
