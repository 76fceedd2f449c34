/**
 * /protocol/:id (spec 000 §2.2, spec 001 §3 "Protocol"): a doctor's medical protocol — who and when,
 * the templates with their indicators (calculated ones worked out as the doctor types, numbers flagged
 * against their norms), the conclusion; saved, approved or deleted by the buttons the server allows.
 * A protocol once opened stays readable offline; writing needs the network, and what was typed stays on
 * screen meanwhile. A stale version (409) keeps the draft and asks which version to keep.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { Link, useParams } from 'react-router'
import { toast } from 'sonner'
import { prescriptionSheets } from '../../../domain/protocols/protocol-print'
import {
  PROTOCOL_ENTITY,
  protocolApiPath,
  protocolMessages,
  protocolSchema,
  type Protocol,
} from '../../../domain/protocols/protocol.schema'
import { isApiError } from '../../lib/api/api-error'
import { useOffline } from '../../offline/react/offline-context'
import { RecordSyncNotice } from '../../offline/react/record-sync-notice'
import { useEntityItems, useOnline } from '../../offline/react/use-outbox'
import { StaleNote, UnavailableNote } from '../../shared/patients/cached-block-notice'
import { PageLoader } from '../../ui/page-loader'
import { ReadOnlyNote } from '../../ui/read-only-note'
import { offlineOnly, ProtocolActions } from './protocol-actions'
import { ProtocolDeleteDialog } from './protocol-delete-dialog'
import { ProtocolPeopleFields, ProtocolNotesFields } from './protocol-fields'
import { ProtocolHeader } from './protocol-header'
import { calculatedOf, checkDraft, localProtocol, serverProblems, type ProtocolDraft } from './protocol-model'
import { ProtocolSheets } from './protocol-sheets'
import { ProtocolPdfButton } from './protocol-pdf-button'
import { ProtocolConflictNote } from './protocol-conflict-note'
import { ProtocolFiles } from './protocol-files'
import { approveProtocol, deleteProtocol } from './protocols.api'
import { useProtocolDraft } from './use-protocol-draft'
import { useProtocolSource } from './use-protocol-source'

const printLink =
  'inline-flex min-h-11 items-center font-medium text-brand-800 underline-offset-2 hover:underline'

type Busy = 'save' | 'approve' | 'delete' | null

const sameMessages = (a: Readonly<Record<string, string>>, b: Readonly<Record<string, string>>) => {
  const keys = Object.keys(a)
  return keys.length === Object.keys(b).length && keys.every((k) => a[k] === b[k])
}

export function ProtocolPage() {
  const { id: raw } = useParams()
  const id = Number(raw)
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647)
    return (
      <section className="grid gap-3">
        <h1 className="text-2xl font-semibold text-slate-900">Протокол</h1>
        <p role="alert">{protocolMessages.notFound}</p>
      </section>
    )
  return <ProtocolScreen key={id} id={id} />
}

function ProtocolScreen({ id }: { id: number }) {
  const online = useOnline()
  const { db, userId, outbox } = useOffline()
  // This protocol's saves still on the device (waiting for the network, refused, or in conflict).
  const queued = (useEntityItems(db, PROTOCOL_ENTITY) ?? []).filter((i) => i.entity.uuid === String(id))
  const refused = queued.find((i) => i.status === 'rejected')
  const { answer, read, protocol, received } = useProtocolSource(id)
  const form = useProtocolDraft(protocol)
  const [problems, setProblems] = useState<Record<string, string>>({})
  const [other, setOther] = useState<string[]>([])
  const [busy, setBusy] = useState<Busy>(null)
  const [deleting, setDeleting] = useState(false)
  const [focusAsked, setFocusAsked] = useState(0)
  const formRef = useRef<HTMLFormElement>(null)
  const sheets = form.draft?.sheets
  // A keystroke changes one sheet's values: its formulas downstream of that value are worked out again.
  const calculated = useMemo(() => (sheets ?? []).map((s) => calculatedOf(s.indicators, s.values)), [sheets])
  const clear = useCallback(
    (...keys: string[]) =>
      setProblems((p) => {
        if (!keys.some((k) => k in p)) return p
        return Object.fromEntries(Object.entries(p).filter(([k]) => !keys.includes(k)))
      }),
    [setProblems],
  )
  // The messages shown, the same object while they read the same: the fields and rows given them keep
  // their props between keystrokes.
  const [lastShown, setLastShown] = useState<Record<string, string>>({})
  const sameRecord = (next: Record<string, string>) => {
    if (sameMessages(lastShown, next)) return lastShown
    setLastShown(next)
    return next
  }
  const editDraft = form.edit
  // Stable (as form.edit is), so the indicator rows keep their props between keystrokes.
  const edit = useCallback(
    (change: (d: ProtocolDraft) => ProtocolDraft, ...keys: string[]) => {
      editDraft(change)
      clear(...keys)
    },
    [editDraft, clear],
  )
  const editFields = useCallback(
    (patch: Partial<ProtocolDraft>, field: string) => edit((d) => ({ ...d, ...patch }), field),
    [edit],
  )

  useEffect(() => {
    if (focusAsked === 0) return
    // The first field with a message, in the order the form shows them.
    const marked = formRef.current?.querySelector('[data-invalid]')
    marked?.querySelector<HTMLElement>('input:not([type=hidden]):not([readonly]), textarea, button')?.focus()
  }, [focusAsked])

  if (!protocol || !form.draft)
    return (
      <section className="grid gap-3">
        <h1 className="text-2xl font-semibold text-slate-900">Протокол</h1>
        {answer.status === 'unavailable' ? (
          <UnavailableNote offline={answer.offline || !online}>
            {answer.offline || !online
              ? 'Немає мережі, а цього протоколу на пристрої ще немає. Він з’явиться, щойно мережа повернеться.'
              : `${protocolMessages.notFound} або його не вдалося завантажити.`}
          </UnavailableNote>
        ) : (
          <PageLoader label="Завантаження протоколу…" />
        )}
      </section>
    )
  const draft = form.draft
  // The server's refusal of a queued save shows on its fields, under what the screen found itself.
  const refusedErrors = refused?.lastError?.errors
  const shown = sameRecord({
    ...(refusedErrors ? serverProblems(refusedErrors, draft).fields : {}),
    ...problems,
  })
  const editable = protocol.may.save && (protocol.state === 'requested' || protocol.state === 'saved')
  const disabled = !editable || busy !== null

  const accept = (p: Protocol) => {
    received(p)
    form.reset(p)
    setProblems({})
    setOther([])
  }
  const failed = (e: unknown, what: string) => {
    if (!isApiError(e) || e.status === 0) return toast.error(what, { description: offlineOnly })
    if (e.status === 409) {
      const current = protocolSchema.safeParse(e.current)
      received(current.success ? current.data : null)
      return toast.error(protocolMessages.conflict, {
        description: 'Ваші незбережені зміни лишаються на екрані.',
      })
    }
    if (e.status === 422) {
      const found = serverProblems(e.errors, draft)
      setProblems(found.fields)
      setOther(found.other.length > 0 || Object.keys(found.fields).length > 0 ? found.other : [e.message])
      setFocusAsked((n) => n + 1)
    }
    return toast.error(what, { description: e.message })
  }
  const run = async (
    kind: Exclude<Busy, null>,
    work: () => Promise<Protocol>,
    done: string,
    what: string,
  ) => {
    setBusy(kind)
    try {
      accept(await work())
      toast.success(done)
      return true
    } catch (e) {
      failed(e, what)
      return false
    } finally {
      setBusy(null)
    }
  }

  const save = async () => {
    const check = checkDraft(
      draft,
      form.version,
      calculated.map((c) => c.values),
    )
    if (!check.ok) {
      setProblems(check.problems)
      setOther([])
      setFocusAsked((n) => n + 1)
      toast.error('Протокол не збережено', { description: protocolMessages.values })
      return
    }
    // Through the outbox: shown at once, sent now or as soon as the network is back, exactly once.
    setBusy('save')
    try {
      const local = localProtocol(protocol, check.body)
      await outbox.write({
        userId,
        entity: { type: PROTOCOL_ENTITY, uuid: String(protocol.id) },
        method: 'PUT',
        path: protocolApiPath(protocol.id),
        body: check.body,
        baseVersion: check.body.version,
        label: `Протокол: ${protocol.subject.name}`,
        openPath: `/protocol/${protocol.id}`,
        local,
        replacesWhole: true,
      })
      form.reset(local)
      setProblems({})
      setOther([])
      toast.success(
        online
          ? 'Протокол збережено'
          : 'Протокол збережено на цьому пристрої: його буде надіслано, щойно з’явиться мережа',
      )
    } catch (e) {
      failed(e, 'Не вдалося зберегти протокол')
    } finally {
      setBusy(null)
    }
  }
  const approve = () =>
    void run(
      'approve',
      () => approveProtocol(protocol.id, protocol.version),
      'Протокол затверджено',
      'Не вдалося затвердити протокол',
    )
  const remove = async (reasonId: number) => {
    const ok = await run(
      'delete',
      () => deleteProtocol(protocol.id, protocol.version, reasonId),
      'Протокол видалено',
      'Не вдалося видалити протокол',
    )
    if (ok) setDeleting(false)
  }

  let readOnly: string | null = null
  if (protocol.state === 'approved') readOnly = protocolMessages.approved
  else if (protocol.state === 'deleted') readOnly = protocolMessages.deleted
  else if (!protocol.may.save) readOnly = 'Лише перегляд: змінювати цей протокол ви не можете.'

  return (
    <section className="grid max-w-5xl gap-4">
      <ProtocolHeader protocol={protocol} />
      {read?.stale && read.data === protocol && (
        <StaleNote
          online={online}
          fetchedAt={read.fetchedAt}
          subject="протокол"
          caveat="він може бути застарілим"
        />
      )}
      {readOnly && <ReadOnlyNote>{readOnly}</ReadOnlyNote>}
      <RecordSyncNotice type={PROTOCOL_ENTITY} uuid={String(id)} />
      {form.behind && (
        <ProtocolConflictNote
          protocol={protocol}
          onShowCurrent={() => {
            form.reset(protocol)
            setProblems({})
          }}
          onKeepMine={editable ? () => form.keepMine(protocol) : undefined}
        />
      )}
      <form
        ref={formRef}
        noValidate
        aria-label="Протокол"
        className="grid gap-5"
        onSubmit={(e) => {
          e.preventDefault()
          if (editable && busy === null && !form.behind) void save()
        }}
      >
        <ProtocolPeopleFields
          draft={draft}
          choices={protocol.choices}
          problems={shown}
          disabled={disabled}
          onChange={editFields}
        />
        <ProtocolSheets
          draft={draft}
          templates={protocol.choices.templates}
          calculated={calculated}
          problems={shown}
          disabled={disabled}
          edit={edit}
        />
        <ProtocolNotesFields draft={draft} problems={shown} disabled={disabled} onChange={editFields} />
        {other.length > 0 && (
          <ul role="alert" className="grid gap-1 rounded-md bg-red-50 p-3 text-sm text-red-800">
            {other.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        )}
        <ProtocolActions
          protocol={protocol}
          editable={editable}
          dirty={form.dirty}
          queued={queued.length > 0}
          behind={form.behind}
          online={online}
          busy={busy}
          onApprove={approve}
          onDelete={() => setDeleting(true)}
        />
      </form>
      <ProtocolFiles protocol={protocol} online={online} onChanged={received} />
      {protocol.state !== 'requested' && protocol.state !== 'deleted' && (
        <div className="flex flex-wrap items-end gap-3 border-t border-slate-200 pt-3">
          <Link to={`/protocol/${protocol.id}/print`} className={printLink}>
            Друк (A4 / A5)
          </Link>
          <Link to={`/protocol/${protocol.id}/print/calendar`} className={printLink}>
            Календар візитів
          </Link>
          {prescriptionSheets(protocol).length > 0 && (
            <Link to={`/print/prescription?protocolId=${protocol.id}`} className={printLink}>
              Друк рецепта
            </Link>
          )}
          <ProtocolPdfButton protocol={protocol} online={online} />
        </div>
      )}
      <ProtocolDeleteDialog
        open={deleting}
        reasons={protocol.choices.deleteReasons}
        busy={busy !== null || !online}
        onCancel={() => setDeleting(false)}
        onConfirm={(reasonId) => void remove(reasonId)}
      />
    </section>
  )
}
