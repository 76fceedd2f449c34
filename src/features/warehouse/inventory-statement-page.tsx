/**
 * /warehouse/inventory/new and /warehouse/inventory/:id (spec 001 §3 "Inventory statement", §4): a new
 * statement lists the chosen stock's batches on the book, counted as the book says until the storekeeper
 * types what was found; a saved one is counted further and saved with its version, and «Підписати»
 * (after a confirmation naming how many lines differ from the book) posts the differences; a signed or
 * deleted one is read only. Without crmWarehouseEdit every statement is read only.
 */
import { useState } from 'react'
import { Link, Navigate, useNavigate, useParams } from 'react-router'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { toast } from 'sonner'
import { can } from '../../../domain/permissions/check'
import { dayText, kyivDay } from '../../../domain/time/kyiv'
import type { StockDocument } from '../../../domain/warehouse/stock-document.schema'
import { ApiError } from '../../lib/api/api-error'
import { newUuid } from '../../lib/new-uuid'
import { useSignedInUser } from '../../lib/session/session-context'
import { ConfirmDialog } from '../../offline/react/confirm-dialog'
import { useOnlineStatus } from '../../shared/use-online-status'
import { Button } from '../../ui/button'
import { FormField } from '../../ui/form-field'
import { OnlineOnlyNote } from '../../ui/online-only-note'
import { PageLoader } from '../../ui/page-loader'
import { ReadOnlyNote } from '../../ui/read-only-note'
import { selectClass } from '../../ui/select-field'
import { InventoryForm } from './inventory-form'
import { batchKeys, fetchStockBatches, INVENTORY_ROUTE, inventoryRoute } from './inventory.api'
import {
  differingLines,
  inventoryBody,
  inventoryLines,
  inventoryValues,
  linesFromBatches,
} from './inventory-values'
import { InventoryView } from './inventory-view'
import {
  createDocument,
  documentKeys,
  documentRoute,
  fetchDocument,
  patchDocument,
  signDocument,
  WAREHOUSE_EDIT,
} from './stock-documents.api'
import { useStockDocumentChoices } from './use-stock-document-choices'

const back = (
  <Link to={INVENTORY_ROUTE} className="text-sm text-sky-800 underline">
    ← Усі інвентаризації
  </Link>
)

const failure = (e: unknown) =>
  e instanceof ApiError ? e.message : 'Не вдалося: немає звʼязку з сервером. Спробуйте ще раз.'

export function InventoryStatementPage() {
  const { id } = useParams()
  return id === undefined ? <NewStatement /> : <ExistingStatement rawId={id} />
}

function NewStatement() {
  const user = useSignedInUser()
  const online = useOnlineStatus()
  const choices = useStockDocumentChoices()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [picked, setPicked] = useState<number | null>(null)
  const [createKey, setCreateKey] = useState(() => newUuid())
  const only = choices.ownWarehouses.length === 1 ? (choices.ownWarehouses[0]?.id ?? null) : null
  const warehouseId = picked ?? only
  const batches = useQuery({
    queryKey: batchKeys.of(warehouseId ?? 0),
    queryFn: ({ signal }) => fetchStockBatches(warehouseId ?? 0, signal),
    enabled: warehouseId !== null,
    staleTime: 0,
  })
  if (!can(user.permissions, WAREHOUSE_EDIT)) return <Navigate to="/403" replace />
  let body = null
  if (warehouseId === null) body = <p className="text-slate-700">Оберіть склад, щоб побачити його залишки.</p>
  else if (batches.isPending) body = <PageLoader label="Завантажуємо залишки складу…" />
  else if (batches.isError)
    body = (
      <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
        Не вдалося прочитати залишки складу. Перевірте звʼязок і спробуйте ще раз.
      </p>
    )
  else
    body = (
      <InventoryForm
        key={warehouseId}
        document={null}
        initial={{
          documentDate: kyivDay(new Date()),
          warehouseId,
          lines: linesFromBatches(batches.data.data, choices.products),
        }}
        products={choices.products}
        locked={!online}
        label="Нова інвентаризація"
        submitLabel="Зберегти опис"
        onSave={async (values) => {
          try {
            const saved = await createDocument(inventoryBody(values, choices.products), createKey)
            queryClient.setQueryData(documentKeys.one(saved.id), saved)
            void queryClient.invalidateQueries({ queryKey: documentKeys.lists })
            toast.success(`Опис ${saved.number} збережено`)
            void navigate(inventoryRoute(saved.id), { replace: true })
            return null
          } catch (e) {
            // A refused request is a new attempt next time; a lost answer is retried under the same key.
            if (e instanceof ApiError && e.status >= 400) setCreateKey(newUuid())
            throw e
          }
        }}
      />
    )
  return (
    <div className="grid gap-4">
      {back}
      <h1 className="text-2xl font-semibold">Нова інвентаризація</h1>
      <OnlineOnlyNote online={online}>
        Новий опис створюється лише онлайн: зараз звʼязку немає, тож залишки складу не прочитати.
      </OnlineOnlyNote>
      <p className="max-w-3xl text-sm text-slate-700">
        Фактична кількість заповнена за обліком — змініть ті рядки, де порахували інакше, і додайте знайдений
        товар, якого немає в обліку.
      </p>
      <div className="max-w-sm">
        <FormField id="inv-stock" label="Склад *">
          <select
            id="inv-stock"
            className={selectClass}
            value={warehouseId === null ? '' : String(warehouseId)}
            onChange={(e) => setPicked(e.target.value === '' ? null : Number(e.target.value))}
          >
            <option value="">Оберіть склад</option>
            {choices.ownWarehouses.map((w) => (
              <option key={w.id} value={String(w.id)}>
                {w.name}
              </option>
            ))}
          </select>
        </FormField>
      </div>
      {body}
    </div>
  )
}

function ExistingStatement({ rawId }: { rawId: string }) {
  const id = Number(rawId)
  const valid = /^\d{1,10}$/.test(rawId) && id > 0 && id <= 2_147_483_647
  const doc = useQuery({
    queryKey: documentKeys.one(id),
    queryFn: ({ signal }) => fetchDocument(id, signal),
    enabled: valid,
    staleTime: 0,
  })
  if (!valid || (doc.isError && doc.error instanceof ApiError && doc.error.status === 404))
    return (
      <div className="grid gap-3">
        {back}
        <p role="alert">Такого опису немає або він вам недоступний.</p>
      </div>
    )
  if (doc.isPending) return <PageLoader label="Завантажуємо опис…" />
  if (doc.isError) return <p role="alert">Не вдалося прочитати опис. Перевірте звʼязок і оновіть сторінку.</p>
  if (doc.data.kind !== 'inventory') return <Navigate to={documentRoute(doc.data.id)} replace />
  return <Statement doc={doc.data} />
}

function Statement({ doc }: { doc: StockDocument }) {
  const user = useSignedInUser()
  const online = useOnlineStatus()
  const choices = useStockDocumentChoices()
  const queryClient = useQueryClient()
  const [asking, setAsking] = useState(false)
  const [dirty, setDirty] = useState(false)
  const [busy, setBusy] = useState(false)
  const [refusal, setRefusal] = useState<string | null>(null)
  const canEdit = can(user.permissions, WAREHOUSE_EDIT)
  const editable = canEdit && doc.state === 'saved'
  const differing = differingLines(doc)
  const moved = doc.lines.filter((l) => l.currentQuantity !== l.expectedQuantity).length
  const show = (saved: StockDocument) => {
    queryClient.setQueryData(documentKeys.one(saved.id), saved)
    void queryClient.invalidateQueries({ queryKey: documentKeys.lists })
  }

  const sign = async () => {
    setAsking(false)
    setBusy(true)
    setRefusal(null)
    try {
      const saved = await signDocument(doc.id, doc.version)
      show(saved)
      toast.success(`Опис ${saved.number} підписано`)
    } catch (e) {
      if (e instanceof ApiError && e.status === 409) {
        void queryClient.invalidateQueries({ queryKey: documentKeys.one(doc.id) })
        setRefusal(`${e.message}. Опис оновлено з сервера — перевірте його і спробуйте ще раз.`)
      } else setRefusal(failure(e))
    } finally {
      setBusy(false)
    }
  }

  let note: string | null = null
  if (doc.state === 'signed')
    note = 'Опис підписано: залишки складу вирівняно за фактичною кількістю, змінити його не можна.'
  else if (doc.state === 'deleted') note = 'Опис видалено.'
  else if (!canEdit) note = 'Ви можете лише переглядати інвентаризаційні описи.'
  const signBlocked = !online ? 'Підписати можна лише онлайн' : dirty ? 'Спершу збережіть зміни' : undefined

  return (
    <div className="grid gap-4">
      {back}
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="text-2xl font-semibold">Інвентаризаційний опис № {doc.number}</h1>
          <p className="text-slate-700">
            {doc.stateLabel} · {dayText(doc.documentDate)} · {doc.warehouseName}
          </p>
        </div>
        {editable && (
          <div className="grid justify-items-end gap-1">
            <Button
              disabled={busy || signBlocked !== undefined}
              title={signBlocked}
              onClick={() => setAsking(true)}
            >
              Підписати
            </Button>
            {signBlocked && <p className="text-sm text-slate-700">{signBlocked}</p>}
          </div>
        )}
      </div>
      {note && <ReadOnlyNote>{note}</ReadOnlyNote>}
      {editable && moved > 0 && (
        <p role="status" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          Після збереження опису облік змінився в рядках: {moved}. Підпис вирівняє залишок до фактичної
          кількості від обліку на момент підпису.
        </p>
      )}
      {refusal && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          {refusal}
        </p>
      )}
      {editable ? (
        <InventoryForm
          key={doc.id}
          document={doc}
          initial={inventoryValues(doc, choices.products)}
          products={choices.products}
          locked={!online}
          label={`Інвентаризаційний опис ${doc.number}`}
          submitLabel="Зберегти"
          onDirtyChange={setDirty}
          onSave={async (values, base) => {
            const saved = await patchDocument(doc.id, {
              version: (base ?? doc).version,
              lines: inventoryLines(values.lines, choices.products),
            })
            show(saved)
            toast.success(`Опис ${saved.number} збережено`)
            return saved
          }}
        />
      ) : (
        <InventoryView doc={doc} products={choices.products} />
      )}
      <ConfirmDialog
        open={asking}
        title={`Підписати опис № ${doc.number}?`}
        confirmLabel="Підписати"
        onCancel={() => setAsking(false)}
        onConfirm={() => void sign()}
      >
        <p>
          {differing === 0
            ? `Усі рядки (${doc.lines.length}) збігаються з обліком: залишки не зміняться.`
            : `Рядків із розбіжностями: ${differing} з ${doc.lines.length}. Після підпису залишки складу стануть такими, як порахували.`}
        </p>
        <p>Підписаний опис змінити не можна.</p>
      </ConfirmDialog>
    </div>
  )
}
