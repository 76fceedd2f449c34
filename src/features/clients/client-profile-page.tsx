/**
 * /clients/profile/:clientId: the client's data, previous entries (register or change one here), the
 * online cabinet dates, the deposit and the orders, delete with a reason and restore. Works offline from
 * the local copy (deposit and orders: the copy last loaded here); a client created on this device is
 * shown (and usable) before it reaches the server.
 */
import { lazy, Suspense, useState } from 'react'
import { Link, useParams } from 'react-router'
import { toast } from 'sonner'
import { TriangleAlert } from 'lucide-react'
import type { PreviousEntry } from '../../../domain/previous-entries/previous-entry.schema'
import { clientAccessMessages, clientRights } from '../../../domain/clients/client-access'
import { useSignedInUser } from '../../lib/session/session-context'
import { ReadOnlyNote } from '../../ui/read-only-note'
import { Button } from '../../ui/button'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../ui/dialog'
import { PageLoader } from '../../ui/page-loader'
import { ClientEntries } from '../../shared/previous-entries/client-entries'
import { ClientDeleteDialog } from './client-delete-dialog'
import { ClientDeposits } from './client-deposits'
import { ClientMissing } from './client-missing'
import { ClientOrders } from './client-orders'
import { ReleasedResults } from '../../shared/lab/released-results'
import { clientRef, type ClientView } from '../../shared/patients/client-read'
import { ClientSyncNotice } from './client-sync-notice'
import { birthdayShown, maskPhone } from '../../shared/patients/masks'
import { useClientRecord } from './use-client-record'
import { useSaveClient } from './use-save-client'

const PreviousEntryForm = lazy(() =>
  import('../../shared/previous-entries/previous-entry-form').then((m) => ({ default: m.PreviousEntryForm })),
)

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString('uk-UA') : '—')

function Data({ c }: { c: ClientView }) {
  const rows: Array<[string, string]> = [
    [
      'Дата народження',
      c.birthday ? `${birthdayShown(c.birthday)}${c.age !== null ? ` (${c.age} р.)` : ''}` : '—',
    ],
    ['Телефон', c.phone ? maskPhone(c.phone) : '—'],
    ['Ел. пошта', c.email ?? '—'],
    ['Стать', c.male === 'man' ? 'чоловіча' : c.male === 'woman' ? 'жіноча' : '—'],
    ['Особлива увага', c.specialAttention ? (c.specialAttentionComment ?? 'так') : 'ні'],
  ]
  const cabinet: Array<[string, string]> = [
    ['Ел. пошту підтверджено', when(c.emailVerifiedAt)],
    ['Телефон підтверджено', when(c.phoneVerifiedAt)],
    ['Кабінет увімкнено', when(c.cabinetEnabledAt)],
    ['Кабінет вимкнено', when(c.cabinetDisabledAt)],
    ['Синхронізація кабінету', c.cabinetSync ? 'увімкнена' : 'вимкнена'],
  ]
  const list = (items: Array<[string, string]>) => (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      {items.map(([k, v]) => (
        <div key={k} className="contents">
          <dt className="text-slate-600">{k}</dt>
          <dd className="text-slate-900">{v}</dd>
        </div>
      ))}
    </dl>
  )
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <section aria-label="Дані клієнта" className="grid content-start gap-2">
        <h2 className="text-lg font-semibold text-slate-900">Дані</h2>
        {list(rows)}
      </section>
      <section aria-label="Онлайн-кабінет" className="grid content-start gap-2">
        <h2 className="text-lg font-semibold text-slate-900">Онлайн-кабінет</h2>
        {list(cabinet)}
      </section>
    </div>
  )
}

export function ClientProfilePage() {
  const ref = useParams().clientId ?? ''
  const { client, loading, missing } = useClientRecord(ref)
  const save = useSaveClient()
  // The same permissions the server's client routes declare: a button the server would refuse is not shown.
  const may = clientRights(useSignedInUser().permissions)
  const [entryOpen, setEntryOpen] = useState(false)
  const [editing, setEditing] = useState<PreviousEntry | undefined>()
  const [deleting, setDeleting] = useState(false)
  if (loading) return <PageLoader />
  if (missing || !client) return <ClientMissing />
  const settle = (
    p: Promise<{ kind: string; item: { lastError?: { message: string } | undefined } }>,
    ok: string,
  ) =>
    void p.then((o) => {
      if (o.kind === 'refused')
        toast.error('Помилка', { description: o.item.lastError?.message, duration: 5000 })
      else toast.success(o.kind === 'done' ? ok : 'Збережено на цьому пристрої', { duration: 5000 })
    })
  return (
    <section className="grid max-w-5xl gap-5">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold text-slate-900">{client.pib}</h1>
        {client.specialAttention && (
          <TriangleAlert
            aria-label={`Особлива увага: ${client.specialAttentionComment ?? ''}`}
            className="size-6 text-amber-600"
          />
        )}
        {client.deletedAt && (
          <span className="rounded bg-red-100 px-2 py-0.5 text-sm text-red-900">
            Видалено: {client.deleteReason ?? ''}
          </span>
        )}
      </div>
      <ClientSyncNotice uuid={client.uuid} />
      {!may.edit && !may.delete && !may.previousEntries && (
        <ReadOnlyNote>{clientAccessMessages.readOnly}</ReadOnlyNote>
      )}
      <div className="flex flex-wrap gap-2">
        {may.edit && (
          <Link
            className="inline-flex min-h-11 items-center rounded-md border border-slate-300 px-4 text-sm font-medium hover:bg-slate-100"
            to={`/clients/profile/${clientRef(client)}/edit`}
          >
            Редагувати
          </Link>
        )}
        {may.previousEntries && (
          <Button
            disabled={client.deletedAt !== null}
            title={client.deletedAt !== null ? 'Видаленому клієнту не можна створити запис' : undefined}
            onClick={() => {
              setEditing(undefined)
              setEntryOpen(true)
            }}
          >
            Новий попередній запис
          </Button>
        )}
        {may.delete &&
          (client.deletedAt ? (
            <Button variant="secondary" onClick={() => settle(save.restore(client), 'Клієнта відновлено')}>
              Відновити
            </Button>
          ) : (
            <Button variant="secondary" onClick={() => setDeleting(true)}>
              Видалити
            </Button>
          ))}
      </div>
      <Data c={client} />
      <ClientEntries
        client={client}
        onEdit={
          may.previousEntries
            ? (e) => {
                setEditing(e)
                setEntryOpen(true)
              }
            : undefined
        }
      />
      <ClientDeposits client={client} />
      <ClientOrders client={client} />
      <ReleasedResults clientId={client.id} />
      <Dialog open={entryOpen} onOpenChange={setEntryOpen}>
        <DialogContent dismissible={false} className="w-[70%] max-w-none">
          <DialogTitle>Попередній запис</DialogTitle>
          <DialogDescription className="sr-only">Реєстрація попереднього запису пацієнта</DialogDescription>
          <div className="mt-4">
            <Suspense fallback={<PageLoader />}>
              <PreviousEntryForm
                clientId={clientRef(client)}
                entry={editing}
                onClose={() => setEntryOpen(false)}
              />
            </Suspense>
          </div>
        </DialogContent>
      </Dialog>
      <ClientDeleteDialog
        open={deleting}
        pib={client.pib}
        onCancel={() => setDeleting(false)}
        onConfirm={(reason) => {
          setDeleting(false)
          settle(save.remove(client, reason), 'Клієнта видалено')
        }}
      />
    </section>
  )
}
