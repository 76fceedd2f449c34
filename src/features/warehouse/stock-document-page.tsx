/**
 * /warehouse/documents/new?kind=incoming|sales|transfer and /warehouse/documents/:id (spec 001 §3
 * "Invoice", §4): a new invoice's form; a saved one's form with «Підписати» (after a confirmation: the
 * stock moves and the document is fixed) and «Видалити» (a signed one is reversed by the server); a
 * signed or deleted one read only. Without crmWarehouseEdit every document is read only. Online only.
 */
import { useState, type ReactNode } from 'react'
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { toast } from 'sonner'
import { can } from '../../../domain/permissions/check'
import { dayText, kyivDay } from '../../../domain/time/kyiv'
import type { StockDocument } from '../../../domain/warehouse/stock-document.schema'
import { ApiError } from '../../lib/api/api-error'
import { useSignedInUser } from '../../lib/session/session-context'
import { ConfirmDialog } from '../../offline/react/confirm-dialog'
import { useOnlineStatus } from '../../shared/use-online-status'
import { Button, buttonVariants } from '../../ui/button'
import { OnlineOnlyNote } from '../../ui/online-only-note'
import { PageLoader } from '../../ui/page-loader'
import { ReadOnlyNote } from '../../ui/read-only-note'
import { StockDocumentForm } from './stock-document-form'
import { StockDocumentView } from './stock-document-view'
import { invoiceKinds, isInvoiceKind, newDocumentTitles } from './stock-document-values'
import {
  deleteDocument,
  documentKeys,
  documentRoute,
  DOCUMENTS_ROUTE,
  fetchDocument,
  signDocument,
  WAREHOUSE_EDIT,
} from './stock-documents.api'
import { useStockDocumentChoices, type StockDocumentChoices } from './use-stock-document-choices'

const OFFLINE_NOTE = 'Складські документи змінюються лише онлайн: зараз звʼязку немає, тож зберегти не вийде.'

const back = (
  <Link to={DOCUMENTS_ROUTE} className="text-sm text-sky-800 underline">
    ← Усі документи
  </Link>
)

const failure = (e: unknown) =>
  e instanceof ApiError ? e.message : 'Не вдалося: немає звʼязку з сервером. Спробуйте ще раз.'

export function StockDocumentPage() {
  const { id } = useParams()
  return id === undefined ? <NewDocument /> : <ExistingDocument rawId={id} />
}

function NewDocument() {
  const user = useSignedInUser()
  const online = useOnlineStatus()
  const choices = useStockDocumentChoices()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const kind = useSearchParams()[0].get('kind')
  if (!can(user.permissions, WAREHOUSE_EDIT)) return <Navigate to="/403" replace />
  if (!isInvoiceKind(kind))
    return (
      <div className="grid gap-4">
        {back}
        <h1 className="text-2xl font-semibold">Новий документ</h1>
        <p>Оберіть, який документ створити:</p>
        <ul className="flex flex-wrap gap-2">
          {invoiceKinds.map((k) => (
            <li key={k}>
              <Link className={buttonVariants({ variant: 'secondary' })} to={`?kind=${k}`}>
                {newDocumentTitles[k]}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    )
  return (
    <div className="grid gap-4">
      {back}
      <h1 className="text-2xl font-semibold">{newDocumentTitles[kind]}</h1>
      <OnlineOnlyNote online={online}>{OFFLINE_NOTE}</OnlineOnlyNote>
      <StockDocumentForm
        key={kind}
        kind={kind}
        document={null}
        choices={choices}
        today={kyivDay(new Date())}
        online={online}
        onSaved={(saved) => {
          queryClient.setQueryData(documentKeys.one(saved.id), saved)
          void queryClient.invalidateQueries({ queryKey: documentKeys.lists })
          toast.success(`Документ ${saved.number} збережено`)
          void navigate(documentRoute(saved.id), { replace: true })
        }}
      />
    </div>
  )
}

function ExistingDocument({ rawId }: { rawId: string }) {
  const id = Number(rawId)
  const valid = /^\d{1,10}$/.test(rawId) && id > 0 && id <= 2_147_483_647
  const doc = useQuery({
    queryKey: documentKeys.one(id),
    queryFn: ({ signal }) => fetchDocument(id, signal),
    enabled: valid,
    staleTime: 0,
  })
  const choices = useStockDocumentChoices()
  if (!valid || (doc.isError && doc.error instanceof ApiError && doc.error.status === 404))
    return (
      <div className="grid gap-3">
        {back}
        <p role="alert">Такого документа немає або він вам недоступний.</p>
      </div>
    )
  if (doc.isPending) return <PageLoader label="Завантажуємо документ…" />
  if (doc.isError)
    return <p role="alert">Не вдалося прочитати документ. Перевірте звʼязок і оновіть сторінку.</p>
  return <Loaded doc={doc.data} choices={choices} />
}

function Loaded({ doc, choices }: { doc: StockDocument; choices: StockDocumentChoices }) {
  const user = useSignedInUser()
  const online = useOnlineStatus()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [asking, setAsking] = useState<'sign' | 'delete' | null>(null)
  const [dirty, setDirty] = useState(false)
  const [busy, setBusy] = useState(false)
  const [refusal, setRefusal] = useState<string | null>(null)
  const canEdit = can(user.permissions, WAREHOUSE_EDIT)
  const editable = canEdit && doc.state === 'saved' && isInvoiceKind(doc.kind)

  const act = async (what: 'sign' | 'delete') => {
    setAsking(null)
    setBusy(true)
    setRefusal(null)
    try {
      const saved = what === 'sign' ? await signDocument(doc.id, doc.version) : await deleteDocument(doc.id)
      queryClient.setQueryData(documentKeys.one(saved.id), saved)
      void queryClient.invalidateQueries({ queryKey: documentKeys.lists })
      toast.success(`Документ ${saved.number} ${what === 'sign' ? 'підписано' : 'видалено'}`)
      if (what === 'delete') void navigate(DOCUMENTS_ROUTE)
    } catch (e) {
      if (e instanceof ApiError && e.status === 409) {
        void queryClient.invalidateQueries({ queryKey: documentKeys.one(doc.id) })
        setRefusal(`${e.message}. Документ оновлено з сервера — перевірте його і спробуйте ще раз.`)
      } else setRefusal(failure(e))
    } finally {
      setBusy(false)
    }
  }

  let note: ReactNode = null
  if (doc.kind === 'inventory')
    note = (
      <>
        Інвентаризаційні описи ведуться в розділі{' '}
        <Link className="text-sky-800 underline" to="/warehouse/inventory">
          «Інвентаризація»
        </Link>
        .
      </>
    )
  else if (doc.state === 'signed')
    note = canEdit
      ? 'Документ підписано: його рух уже на складі, змінити його не можна. Помилку виправляють, видаливши документ — сервер сторнує його рух.'
      : 'Документ підписано: його рух уже на складі.'
  else if (doc.state === 'deleted') note = 'Документ видалено.'
  else if (!canEdit) note = 'Ви можете лише переглядати складські документи.'

  const actions = canEdit && doc.state !== 'deleted' && isInvoiceKind(doc.kind) && (
    <div className="flex flex-wrap gap-2">
      {doc.state === 'saved' && (
        <Button
          disabled={!online || busy || dirty}
          title={dirty ? 'Спершу збережіть зміни' : undefined}
          onClick={() => setAsking('sign')}
        >
          Підписати
        </Button>
      )}
      <Button variant="secondary" disabled={!online || busy} onClick={() => setAsking('delete')}>
        Видалити
      </Button>
    </div>
  )

  return (
    <div className="grid gap-4">
      {back}
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="text-2xl font-semibold">
            {doc.kindLabel} № {doc.number}
          </h1>
          <p className="text-slate-700">
            {doc.stateLabel} · {dayText(doc.documentDate)}
          </p>
        </div>
        {actions}
      </div>
      {note && <ReadOnlyNote>{note}</ReadOnlyNote>}
      {canEdit && doc.state !== 'deleted' && <OnlineOnlyNote online={online}>{OFFLINE_NOTE}</OnlineOnlyNote>}
      {refusal && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          {refusal}
        </p>
      )}
      {editable && isInvoiceKind(doc.kind) ? (
        <StockDocumentForm
          key={doc.id}
          kind={doc.kind}
          document={doc}
          choices={choices}
          today={kyivDay(new Date())}
          online={online}
          onDirtyChange={setDirty}
          onSaved={(saved) => {
            queryClient.setQueryData(documentKeys.one(saved.id), saved)
            void queryClient.invalidateQueries({ queryKey: documentKeys.lists })
            toast.success(`Документ ${saved.number} збережено`)
          }}
        />
      ) : (
        <StockDocumentView doc={doc} choices={choices} />
      )}
      <ConfirmDialog
        open={asking === 'sign'}
        title={`Підписати документ № ${doc.number}?`}
        confirmLabel="Підписати"
        onCancel={() => setAsking(null)}
        onConfirm={() => void act('sign')}
      >
        <p>Після підпису залишки на складі зміняться, а документ більше не можна буде змінити.</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={asking === 'delete'}
        title={`Видалити документ № ${doc.number}?`}
        confirmLabel="Видалити"
        onCancel={() => setAsking(null)}
        onConfirm={() => void act('delete')}
      >
        {doc.state === 'signed' ? (
          <p>
            Документ уже підписано: сервер сторнує його рух, і залишки на складі повернуться до стану без
            нього. Якщо товар уже видано зі складу, видалення буде відхилено.
          </p>
        ) : (
          <p>Документ буде позначено видаленим; залишки на складі не зміняться.</p>
        )}
      </ConfirmDialog>
    </div>
  )
}
