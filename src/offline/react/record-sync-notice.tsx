/**
 * The sync state of one record on its own screen: "saved on this device, waiting" for queued edits,
 * and for a refused edit or a conflict the server's messages and the actions to fix it right here.
 */
import type { Names } from '../entities/describe'
import type { OutboxItem } from '../outbox-types'
import { ConflictView } from './conflict-view'
import { ItemActions } from './item-actions'
import { useOffline } from './offline-context'
import { useEntityItems } from './use-outbox'
import { statusLabels } from './words'

function FieldErrors({ errors }: { errors: Record<string, string[]> | undefined }) {
  const list = Object.values(errors ?? {}).flat()
  if (list.length === 0) return null
  return (
    <ul className="list-disc pl-5 text-sm">
      {list.map((m, i) => (
        <li key={i}>{m}</li>
      ))}
    </ul>
  )
}

function Problem({ item, names }: { item: OutboxItem; names?: Names | undefined }) {
  const { db, outbox } = useOffline()
  return (
    <div role="alert" className="grid gap-3 rounded-md border border-red-300 bg-red-50 p-4 text-red-900">
      <p className="font-medium">
        {statusLabels[item.status]}
        {item.lastError?.message ? `: ${item.lastError.message}` : ''}
      </p>
      <FieldErrors errors={item.lastError?.errors} />
      {item.status === 'conflict' && <ConflictView item={item} names={names} />}
      <ItemActions db={db} item={item} onChanged={outbox.kick} />
    </div>
  )
}

/** The queued writes of entity `type` (of one record when `uuid` is given) and their problems. */
export function RecordSyncNotice({
  type,
  uuid,
  names,
}: {
  type: string
  uuid?: string | undefined
  names?: Names | undefined
}) {
  const { db } = useOffline()
  const items = (useEntityItems(db, type) ?? []).filter((i) => uuid === undefined || i.entity.uuid === uuid)
  const problems = items.filter((i) => i.status === 'rejected' || i.status === 'conflict')
  const waiting = items.filter((i) => !problems.includes(i))
  return (
    <div className="grid gap-3" aria-live="polite">
      {problems.map((i) => (
        <Problem key={i.id} item={i} names={names} />
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
