/**
 * A client's previous entries on the profile: the server's list when online, and the entries registered
 * on this device that are still waiting to be sent (shown as waiting), offline too.
 */
import { useLiveQuery } from 'dexie-react-hooks'
import type { z } from 'zod'
import { previousEntryTypes } from '../../../domain/previous-entries/previous-entry-rules'
import {
  previousEntryListSchema,
  type PreviousEntry,
} from '../../../domain/previous-entries/previous-entry.schema'
import { PREVIOUS_ENTRY_ENTITY } from '../../offline/entities/previous-entries'
import { useOffline } from '../../offline/react/offline-context'
import { useCachedAnswer, type CachedAnswer } from '../../offline/react/use-cached-answer'
import { openItems } from '../../offline/outbox'
import { useOnline } from '../../offline/react/use-outbox'
import { statusLabels } from '../../offline/react/words'
import { Button } from '../../ui/button'
import { StaleNote, UnavailableNote } from '../patients/cached-block-notice'
import type { ClientView } from '../patients/client-read'
import { birthdayShown } from '../patients/masks'
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

/** The request (and the key of the copy kept on the device) for a client's previous entries. */
export const previousEntriesPath = (clientId: number) =>
  `/previous-orders/api?clientId=${clientId}&perPage=100`

const typeName = (t: number) => previousEntryTypes[t as 1 | 2] ?? String(t)

interface EntriesProps {
  client: ClientView
  /** Opens an entry for changing; without it (no crmPreviousOrdersEdit) the entries are read-only. */
  onEdit?: ((e: PreviousEntry) => void) | undefined
}

export function ClientEntries(props: EntriesProps) {
  // A client not yet on the server has no entries there: only this device's are shown.
  return props.client.id === undefined ? (
    <EntriesBlock {...props} answer={null} />
  ) : (
    <ServerEntries {...props} clientId={props.client.id} />
  )
}

function ServerEntries({ clientId, ...props }: EntriesProps & { clientId: number }) {
  const { db } = useOffline()
  // Asked again each time one of this device's entries has reached the server.
  const sent = useLiveQuery(
    () =>
      db.outbox
        .where('status')
        .equals('done')
        .filter((i) => i.entity.type === PREVIOUS_ENTRY_ENTITY)
        .count(),
    [db],
  )
  // Network first; the copy last loaded is kept on the device for offline, marked as maybe out of date.
  const answer = useCachedAnswer(previousEntriesPath(clientId), previousEntryListSchema, sent)
  return <EntriesBlock {...props} answer={answer} />
}

function EntriesBlock({
  client,
  onEdit,
  answer,
}: EntriesProps & { answer: CachedAnswer<z.infer<typeof previousEntryListSchema>> | null }) {
  const { db } = useOffline()
  // Also keeps the doctors on the device, so an entry can be registered here offline later.
  const doctors = useDoctors()
  const queued = useLiveQuery(
    async () =>
      (await openItems(db)).filter((i) => {
        if (i.entity.type !== PREVIOUS_ENTRY_ENTITY) return false
        const body = i.body as { clientId?: unknown }
        return body.clientId === client.uuid || (client.id !== undefined && body.clientId === client.id)
      }),
    [db, client.uuid, client.id],
  )
  const online = useOnline()
  const server = answer?.status === 'shown' ? answer.data.data : []
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
    ...server.map((e) => ({
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
      {answer?.status === 'shown' && answer.stale && (
        <StaleNote
          online={online}
          fetchedAt={answer.fetchedAt}
          subject="записи"
          caveat="список може бути застарілим"
        />
      )}
      {answer?.status === 'unavailable' && (
        <UnavailableNote offline={answer.offline || !online}>
          {answer.offline || !online
            ? 'Записи з сервера недоступні без мережі на цьому пристрої; показано ті, що чекають на надсилання.'
            : 'Помилка при завантаженні попередніх записів'}
        </UnavailableNote>
      )}
      {rows.length === 0 ? (
        <p className="text-sm text-slate-600">
          {answer?.status === 'loading' ? 'Завантаження…' : 'Записів немає'}
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
                  {r.entry && onEdit && (
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
