/**
 * The sync state of one client on its own screens: "saved on this device, waiting" while its writes
 * are unsent, and a refusal or a conflict with the server's messages and the actions to settle it; a
 * conflict shows my card beside the server's, field by field.
 */
import { useLiveQuery } from 'dexie-react-hooks'
import { CLIENT_ENTITY } from '../../offline/entities/clients'
import { openItemsOf } from '../../offline/outbox'
import type { OutboxItem } from '../../offline/outbox-types'
import { ItemActions } from '../../offline/react/item-actions'
import { useOffline } from '../../offline/react/offline-context'
import { statusLabels } from '../../offline/react/words'
import { readClient } from '../../shared/patients/client-read'
import { birthdayShown, maskPhone } from '../../shared/patients/masks'
import { today } from '../../shared/patients/use-today'

const lines = (raw: unknown): Array<[string, string]> => {
  const c = readClient(raw, today())
  return [
    ['Прізвище', c.surname],
    ["Ім'я", c.name],
    ['По батькові', c.patronymic ?? '—'],
    ['Дата народження', birthdayShown(c.birthday) || '—'],
    ['Телефон', c.phone ? maskPhone(c.phone) : '—'],
    ['Ел. пошта', c.email ?? '—'],
    ['Стать', c.male === 'man' ? 'чоловіча' : c.male === 'woman' ? 'жіноча' : '—'],
    ['Особлива увага', c.specialAttention ? (c.specialAttentionComment ?? 'так') : 'ні'],
  ]
}

function Column({ title, raw }: { title: string; raw: unknown }) {
  return (
    <section className="grid content-start gap-1 rounded-md border border-slate-200 bg-white p-3">
      <h4 className="font-medium text-slate-900">{title}</h4>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        {lines(raw).map(([label, value]) => (
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
  const messages = Object.values(item.lastError?.errors ?? {}).flat()
  return (
    <div role="alert" className="grid gap-3 rounded-md border border-red-300 bg-red-50 p-4 text-red-900">
      <p className="font-medium">
        {statusLabels[item.status]}
        {item.lastError?.message ? `: ${item.lastError.message}` : ''}
      </p>
      {messages.length > 0 && (
        <ul className="list-disc pl-5 text-sm">
          {messages.map((msg, i) => (
            <li key={i}>{msg}</li>
          ))}
        </ul>
      )}
      {item.status === 'conflict' && (
        <div className="grid gap-3 sm:grid-cols-2" data-testid="conflict-view">
          <Column title="Мої зміни" raw={item.local ?? item.body} />
          <Column title="Зараз на сервері" raw={item.conflictCurrent} />
        </div>
      )}
      <ItemActions db={db} item={item} onChanged={outbox.kick} />
    </div>
  )
}

export function ClientSyncNotice({ uuid }: { uuid: string }) {
  const { db } = useOffline()
  const items = useLiveQuery(() => openItemsOf(db, `${CLIENT_ENTITY}:${uuid}`), [db, uuid]) ?? []
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
