/**
 * A client's previous entries on the profile: the server's list when online, and the entries registered
 * on this device that are still waiting to be sent (shown as waiting), offline too.
 */
import { useEffect, useState } from 'react'
import { useLiveQuery } from 'dexie-react-hooks'
import { previousEntryTypes } from '../../../domain/previous-entries/previous-entry-rules'
import {
  previousEntryListSchema,
  type PreviousEntry,
} from '../../../domain/previous-entries/previous-entry.schema'
import { api } from '../../lib/api/api'
import { PREVIOUS_ENTRY_ENTITY } from '../../offline/entities/previous-entries'
import { useOffline } from '../../offline/react/offline-context'
import { statusLabels } from '../../offline/react/words'
import { Button } from '../../ui/button'
import type { ClientView } from '../clients/client-read'
import { birthdayShown } from '../clients/masks'
import { useDoctors } from './use-doctors'

interface Row {
  key: string
  createdAt: string
  deadlineAt: string
  doctor: string
  type: number
  comment: string | null
  waiting?: string
  entry?: PreviousEntry
}

const typeName = (t: number) => previousEntryTypes[t as 1 | 2] ?? String(t)

export function ClientEntries({
  client,
  onEdit,
}: {
  client: ClientView
  onEdit: (e: PreviousEntry) => void
}) {
  const { db } = useOffline()
  // Also keeps the doctors on the device, so an entry can be registered here offline later.
  const doctors = useDoctors()
  const [server, setServer] = useState<PreviousEntry[] | 'offline' | undefined>()
  const queued = useLiveQuery(
    async () =>
      (await db.outbox.toArray()).filter((i) => {
        if (i.entity.type !== PREVIOUS_ENTRY_ENTITY || i.status === 'done') return false
        const body = i.body as { clientId?: unknown }
        return body.clientId === client.uuid || (client.id !== undefined && body.clientId === client.id)
      }),
    [db, client.uuid, client.id],
  )
  const doneCount = useLiveQuery(() => db.outbox.where('status').equals('done').count(), [db])
  useEffect(() => {
    if (client.id === undefined) return
    let active = true
    api
      .request(`/previous-orders/api?clientId=${client.id}&perPage=100`, { schema: previousEntryListSchema })
      .then((r) => active && setServer(r.data))
      .catch((e: unknown) => {
        console.error('Previous entries failed to load', e)
        if (active) setServer('offline')
      })
    return () => {
      active = false
    }
  }, [client.id, doneCount])
  const rows: Row[] = [
    ...(queued ?? []).map((i) => {
      const b = i.body as {
        createdAt: string
        deadlineAt: string
        type: number
        comment: string | null
        doctorId: number
      }
      return {
        key: i.id,
        createdAt: b.createdAt,
        deadlineAt: b.deadlineAt,
        doctor: doctors.find((d) => d.key === b.doctorId)?.value ?? `№ ${b.doctorId}`,
        type: b.type,
        comment: b.comment,
        waiting: statusLabels[i.status],
      }
    }),
    ...(Array.isArray(server) ? server : []).map((e) => ({
      key: e.uuid,
      createdAt: e.createdAt,
      deadlineAt: e.deadlineAt,
      doctor: e.doctorName,
      type: e.type,
      comment: e.comment,
      entry: e,
    })),
  ]
  return (
    <section className="grid gap-2" aria-label="Попередні записи">
      <h2 className="text-lg font-semibold text-slate-900">Попередні записи</h2>
      {server === 'offline' && (
        <p className="text-sm text-slate-600">
          Записи з сервера недоступні без мережі; показано ті, що чекають на надсилання.
        </p>
      )}
      {rows.length === 0 ? (
        <p className="text-sm text-slate-600">
          {server === undefined && client.id !== undefined ? 'Завантаження…' : 'Записів немає'}
        </p>
      ) : (
        <table className="w-full text-left text-sm">
          <thead>
            <tr className="border-b border-slate-200 text-slate-600">
              <th className="py-1 pr-3">Створено</th>
              <th className="py-1 pr-3">Крайній термін</th>
              <th className="py-1 pr-3">Лікар</th>
              <th className="py-1 pr-3">Тип</th>
              <th className="py-1 pr-3">Коментар</th>
              <th className="py-1 pr-3">Стан</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.key} className="border-b border-slate-100">
                <td className="py-1 pr-3">{birthdayShown(r.createdAt)}</td>
                <td className="py-1 pr-3">{birthdayShown(r.deadlineAt)}</td>
                <td className="py-1 pr-3">{r.doctor}</td>
                <td className="py-1 pr-3">{typeName(r.type)}</td>
                <td className="py-1 pr-3">{r.comment ?? ''}</td>
                <td className="py-1 pr-3">{r.waiting ?? 'На сервері'}</td>
                <td>
                  {r.entry && (
                    <Button variant="ghost" onClick={() => onEdit(r.entry!)}>
                      Змінити
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}
