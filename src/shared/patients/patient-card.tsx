/**
 * The patient card (spec 000 §2.6): full name, birthday with age, phone (a click copies it; the notice
 * shows for 5 s), email, the special-attention warning with its comment as tooltip, 'Інший пацієнт'
 * and 'Перейти до профілю' (the edit page, in a new tab).
 */
import { useEffect, useState } from 'react'
import { TriangleAlert } from 'lucide-react'
import { Button } from '../../ui/button'
import { birthdayShown, maskPhone } from './masks'
import { clientRef, type ClientView } from './client-read'

const COPIED_MS = 5000

function SpecialAttention({ comment }: { comment: string | null }) {
  const text = comment ?? 'Особлива увага'
  return (
    <span className="group relative inline-flex" tabIndex={0} aria-label={`Особлива увага: ${text}`}>
      <TriangleAlert aria-hidden="true" className="size-5 text-amber-600" data-testid="special-attention" />
      <span
        role="tooltip"
        className="invisible absolute top-full left-0 z-10 mt-1 w-64 rounded-md bg-slate-900 p-2 text-xs text-white group-hover:visible group-focus:visible"
      >
        {text}
      </span>
    </span>
  )
}

export function PatientCard({ client, onAnother }: { client: ClientView; onAnother: () => void }) {
  const [copied, setCopied] = useState(false)
  useEffect(() => {
    if (!copied) return
    const t = setTimeout(() => setCopied(false), COPIED_MS)
    return () => clearTimeout(t)
  }, [copied])
  const copy = async () => {
    if (!client.phone) return
    try {
      await navigator.clipboard.writeText(client.phone)
    } catch {
      // The notice still helps: the number is on screen to copy by hand where the clipboard is closed.
    }
    setCopied(true)
  }
  return (
    <section
      aria-label="Картка пацієнта"
      className="grid gap-2 rounded-md border border-slate-200 bg-slate-50 p-4"
    >
      <div className="flex items-center gap-2">
        <h3 className="text-lg font-semibold text-slate-900">{client.pib}</h3>
        {client.specialAttention && <SpecialAttention comment={client.specialAttentionComment} />}
        {client.id === undefined && (
          <span className="rounded bg-amber-100 px-2 py-0.5 text-xs text-amber-900">чекає на надсилання</span>
        )}
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-slate-600">Дата народження</dt>
        <dd>
          {client.birthday
            ? `${birthdayShown(client.birthday)}${client.age !== null ? ` (${client.age} р.)` : ''}`
            : '—'}
        </dd>
        <dt className="text-slate-600">Телефон</dt>
        <dd>
          {client.phone ? (
            <button
              type="button"
              className="text-brand-700 underline"
              onClick={() => void copy()}
              title="Скопіювати"
            >
              {maskPhone(client.phone)}
            </button>
          ) : (
            '—'
          )}
          {copied && (
            <span role="status" className="ml-2 text-green-700">
              Номер телефону скопійовано
            </span>
          )}
        </dd>
        <dt className="text-slate-600">Ел. пошта</dt>
        <dd>{client.email ?? '—'}</dd>
      </dl>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={onAnother}>
          Інший пацієнт
        </Button>
        <a
          className="inline-flex min-h-11 items-center rounded-md px-4 text-sm font-medium text-brand-700 hover:bg-slate-100"
          href={`/clients/profile/${clientRef(client)}/edit`}
          target="_blank"
          rel="noopener"
        >
          Перейти до профілю
        </a>
      </div>
    </section>
  )
}
