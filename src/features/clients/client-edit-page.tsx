/**
 * /clients/profile/:clientId/edit: the client card for editing (the patient card opens it in a new
 * tab). Saved against the version it was read at; an edit that meets someone else's newer change shows
 * both side by side to choose, here on the client's own screen.
 */
import { errorsAfterEdit, changedBetween } from '../../lib/errors-after-edit'
import { useState, type FormEvent } from 'react'
import { Link, useNavigate, useParams } from 'react-router'
import { toast } from 'sonner'
import { discard } from '../../offline/outbox'
import { useOffline } from '../../offline/react/offline-context'
import { Button } from '../../ui/button'
import { PageLoader } from '../../ui/page-loader'
import {
  clientErrorsFrom422,
  draftOfClient,
  errorsOf,
  parseClientDraft,
  type ClientDraft,
  type ClientErrors,
} from './client-draft'
import { ClientFields } from './client-form'
import { clientRef, type ClientView } from '../../shared/patients/client-read'
import { ClientMissing } from './client-missing'
import { ClientSyncNotice } from './client-sync-notice'
import { DuplicateWarning } from './duplicate-warning'
import { findDuplicates } from './duplicates'
import { useClientRecord } from './use-client-record'
import { useSaveClient } from './use-save-client'
import { today } from '../../shared/patients/use-today'
import { useSystemModules } from '../../shared/system-modules'

function EditForm({ client }: { client: ClientView }) {
  const { db, outbox } = useOffline()
  const navigate = useNavigate()
  const save = useSaveClient()
  const birthdayRequired = useSystemModules()?.birthdayRequired ?? false
  const [draft, setDraft] = useState<ClientDraft>(() => draftOfClient(client))
  const [errors, setErrors] = useState<ClientErrors>({})
  const [duplicates, setDuplicates] = useState<ClientView[] | null>(null)
  const [busy, setBusy] = useState(false)

  const submit = async (force: boolean) => {
    const parsed = parseClientDraft(draft, today(), birthdayRequired)
    if (!parsed.ok) {
      setErrors(parsed.errors)
      return
    }
    setErrors({})
    setBusy(true)
    try {
      if (!force) {
        const found = await findDuplicates(db, parsed.card, client.uuid)
        if (found.length > 0) {
          setDuplicates(found)
          return
        }
      }
      const outcome = await save.edit(client, parsed.card)
      if (outcome.kind === 'refused') {
        if (outcome.item.status === 'conflict') return // shown by the sync notice, with both versions
        setErrors(clientErrorsFrom422(outcome.item.lastError?.errors))
        toast.error('Помилка', { description: outcome.item.lastError?.message, duration: 5000 })
        await discard(db, outcome.item.id)
        outbox.kick()
        return
      }
      toast.success(outcome.kind === 'done' ? 'Зміни збережено' : 'Зміни збережено на цьому пристрої', {
        duration: 5000,
      })
      await navigate(`/clients/profile/${clientRef(client)}`)
    } finally {
      setBusy(false)
    }
  }

  return (
    <form
      className="grid gap-5"
      noValidate
      onSubmit={(e: FormEvent) => {
        e.preventDefault()
        void submit(false)
      }}
    >
      <ClientFields
        birthdayRequired={birthdayRequired}
        draft={draft}
        errors={errors}
        onChange={(d) => {
          setDuplicates(null)
          setErrors((shown) =>
            errorsAfterEdit(shown, errorsOf(d, today(), birthdayRequired), changedBetween(draft, d)),
          )
          setDraft(d)
        }}
      />
      {duplicates && <DuplicateWarning list={duplicates} onForce={() => void submit(true)} />}
      <div className="flex gap-2">
        <Button type="submit" disabled={busy || client.deletedAt !== null}>
          Зберегти
        </Button>
        <Link
          className="inline-flex min-h-11 items-center rounded-md px-4 text-sm font-medium text-brand-700 hover:bg-slate-100"
          to={`/clients/profile/${clientRef(client)}`}
        >
          До профілю
        </Link>
      </div>
    </form>
  )
}

export function ClientEditPage() {
  const ref = useParams().clientId ?? ''
  const { client, loading, missing } = useClientRecord(ref)
  if (loading) return <PageLoader />
  if (missing || !client) return <ClientMissing />
  return (
    <section className="grid max-w-4xl gap-5">
      <h1 className="text-2xl font-semibold text-slate-900">Редагування профілю: {client.pib}</h1>
      <ClientSyncNotice uuid={client.uuid} />
      {client.deletedAt && (
        <p role="status" className="rounded-md bg-slate-100 p-3 text-sm">
          Клієнта видалено. Щоб змінити картку, спочатку відновіть його в профілі.
        </p>
      )}
      {/* A new form per server version: after "take the server's" the fields show the server's card. */}
      <EditForm key={`${client.uuid}:${client.version ?? 0}`} client={client} />
    </section>
  )
}
