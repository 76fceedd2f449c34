/**
 * /clients/create: a new client card. The client gets its uuid here, so it can be created offline and
 * used at once (a previous entry for it waits for it in the outbox). Warns about a client with the same
 * name and birthday, or the same phone, before creating another.
 */
import { errorsAfterEdit, changedBetween } from '../../lib/errors-after-edit'
import { useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router'
import { toast } from 'sonner'
import { clientRecordKey } from '../../offline/entities/clients'
import { discard } from '../../offline/outbox'
import { useOffline } from '../../offline/react/offline-context'
import { Button } from '../../ui/button'
import {
  clientErrorsFrom422,
  errorsOf,
  emptyClientDraft,
  parseClientDraft,
  type ClientErrors,
} from './client-draft'
import { ClientFields } from './client-form'
import type { ClientView } from '../../shared/patients/client-read'
import { DuplicateWarning } from './duplicate-warning'
import { findDuplicates } from './duplicates'
import { useSaveClient } from './use-save-client'
import { today } from '../../shared/patients/use-today'
import { useSystemModules } from '../../shared/system-modules'
import { newUuid } from '../../lib/new-uuid'

export function ClientCreatePage() {
  const { db, outbox } = useOffline()
  const navigate = useNavigate()
  const save = useSaveClient()
  const birthdayRequired = useSystemModules()?.birthdayRequired ?? false
  const [uuid] = useState(() => newUuid())
  const [draft, setDraft] = useState(emptyClientDraft)
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
        const found = await findDuplicates(db, parsed.card)
        if (found.length > 0) {
          setDuplicates(found)
          return
        }
      }
      const outcome = await save.create(uuid, parsed.card)
      if (outcome.kind === 'refused') {
        setErrors(clientErrorsFrom422(outcome.item.lastError?.errors))
        toast.error('Помилка', { description: outcome.item.lastError?.message, duration: 5000 })
        // The user fixes the card and sends it again: the refused copy must not block the new one.
        await discard(db, outcome.item.id)
        outbox.kick()
        return
      }
      // The server's id once it answered; until then the uuid finds the client on this device.
      const answered = (await db.references.get(clientRecordKey(uuid)))?.server as { id?: number } | undefined
      const id = outcome.kind === 'done' && answered?.id !== undefined ? answered.id : uuid
      toast.success(outcome.kind === 'done' ? 'Клієнта створено' : 'Клієнта збережено на цьому пристрої', {
        duration: 5000,
      })
      await navigate(`/clients/profile/${id}`)
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className="grid max-w-4xl gap-5">
      <h1 className="text-2xl font-semibold text-slate-900">Новий клієнт</h1>
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
          <Button type="submit" disabled={busy}>
            Створити
          </Button>
          <Button variant="secondary" onClick={() => void navigate('/clients')}>
            Скасувати
          </Button>
        </div>
      </form>
    </section>
  )
}
