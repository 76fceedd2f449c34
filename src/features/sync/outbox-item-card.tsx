/** One queued change on the sync screen: what it is, its state, the server's words, and the actions. */
import { Link } from 'react-router'
import type { OfflineDb } from '../../offline/db'
import type { Names } from '../../offline/entities/describe'
import type { OutboxItem } from '../../offline/outbox-types'
import { ConflictView } from '../../offline/react/conflict-view'
import { ItemActions } from '../../offline/react/item-actions'
import { plural } from '../../lib/format/plural'
import { age, statusLabels } from '../../offline/react/words'

export function OutboxItemCard(props: {
  db: OfflineDb
  item: OutboxItem
  blocked: string | undefined
  names: Names
  onChanged: () => void
}) {
  const { db, item, blocked, names, onChanged } = props
  const errors = Object.values(item.lastError?.errors ?? {}).flat()
  return (
    <li
      className="grid gap-2 rounded-md border border-slate-200 bg-white p-4"
      data-testid="outbox-item"
      data-status={item.status}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-medium text-slate-900">
          {item.label}
          {item.edits > 1 && ` (${item.edits} ${plural(item.edits, 'зміна', 'зміни', 'змін')})`}
        </p>
        <p className="text-sm text-slate-600">
          {statusLabels[item.status]} ·{' '}
          {item.status === 'done'
            ? `${age(item.doneAt ?? item.updatedAt)} тому`
            : `чекає ${age(item.createdAt)}`}
          {item.attempts > 1 && item.status !== 'done' ? ` · спроб: ${item.attempts}` : ''}
        </p>
      </div>
      {blocked && <p className="text-sm text-amber-800">{blocked}</p>}
      {item.lastError && item.status !== 'done' && (
        <div className="text-sm text-red-800">
          <p>{item.lastError.message}</p>
          {errors.length > 0 && (
            <ul className="list-disc pl-5">
              {errors.map((m, i) => (
                <li key={i}>{m}</li>
              ))}
            </ul>
          )}
        </div>
      )}
      {item.status === 'conflict' && <ConflictView item={item} names={names} />}
      <div className="flex flex-wrap items-center gap-2">
        {item.openPath && item.status !== 'done' && (
          <Link
            to={item.openPath}
            className="inline-flex min-h-11 items-center px-2 text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
          >
            Відкрити запис
          </Link>
        )}
        <ItemActions db={db} item={item} onChanged={onChanged} />
      </div>
    </li>
  )
}
