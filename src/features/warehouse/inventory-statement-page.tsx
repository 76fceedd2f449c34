/**
 * /warehouse/inventory/new and /warehouse/inventory/:id (spec 001 §3 "Inventory statement", §4): a new
 * statement lists the chosen stock's batches on the book, counted as the book says until the storekeeper
 * types what was found; a saved one is counted further and saved with its version, and «Підписати»
 * (after a confirmation naming how many lines differ from the book) posts the differences; «Видалити»
 * (after a confirmation) marks a saved one deleted; a signed or deleted one is read only. Without
 * crmWarehouseEdit every statement is read only. A statement opened online is kept on the device: offline
 * (and while counts typed offline still wait) it is counted line by line through the outbox
 * (inventory-counting.tsx); signing and deleting stay online.
 */
import { useEffect, useRef, useState } from 'react'
import { Link, Navigate, useNavigate, useParams } from 'react-router'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { toast } from 'sonner'
import { can } from '../../../domain/permissions/check'
import { dayText, kyivDay } from '../../../domain/time/kyiv'
import type { StockDocument } from '../../../domain/warehouse/stock-document.schema'
import { batchKey } from '../../../domain/warehouse/stock-rules'
import { ApiError } from '../../lib/api/api-error'
import { newUuid } from '../../lib/new-uuid'
import { useSignedInUser } from '../../lib/session/session-context'
import { ConfirmDialog } from '../../offline/react/confirm-dialog'
import { useOffline } from '../../offline/react/offline-context'
import { useOnlineStatus } from '../../shared/use-online-status'
import { Button } from '../../ui/button'
import { FormField } from '../../ui/form-field'
import { OnlineOnlyNote } from '../../ui/online-only-note'
import { PageLoader } from '../../ui/page-loader'
import { ReadOnlyNote } from '../../ui/read-only-note'
import { selectClass } from '../../ui/select-field'
import { InventoryCounting } from './inventory-counting'
import { InventoryForm } from './inventory-form'
import { keepStatement, queueCount, useKeptStatement, useWaitingCounts } from './inventory-offline'
import { batchKeys, fetchStockBatches, INVENTORY_ROUTE, inventoryRoute } from './inventory.api'
import {
  differingLines,
  inventoryBody,
  inventoryLines,
  inventoryValues,
  linesFromBatches,
  type InventoryValues,
} from './inventory-values'
import { InventoryView } from './inventory-view'
import {
  createDocument,
  deleteDocument,
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
  const { db } = useOffline()
  const online = useOnlineStatus()
  const doc = useQuery({
    queryKey: documentKeys.one(id),
    queryFn: ({ signal }) => fetchDocument(id, signal),
    enabled: valid,
    staleTime: 0,
  })
  const kept = useKeptStatement(db, valid ? id : 0)
  useEffect(() => {
    // Every state: a statement signed or deleted elsewhere replaces the saved copy and is no longer counted.
    if (doc.data?.kind === 'inventory') void keepStatement(db, doc.data)
  }, [db, doc.data])
  if (!valid || (doc.isError && doc.error instanceof ApiError && doc.error.status === 404))
    return (
      <div className="grid gap-3">
        {back}
        <p role="alert">Такого опису немає або він вам недоступний.</p>
      </div>
    )
  // The newer of the server's answer and the device's copy (which the outbox's answers keep current).
  const newest = doc.data && kept && kept.version > doc.data.version ? kept : doc.data
  if (newest) {
    if (newest.kind !== 'inventory') return <Navigate to={documentRoute(newest.id)} replace />
    return <Statement doc={newest} />
  }
  // Offline, or the server out of reach: the copy kept on this device, if the statement was opened here.
  if (kept && (!online || doc.isError)) return <Statement doc={kept} />
  if (doc.isPending || kept === undefined) return <PageLoader label="Завантажуємо опис…" />
  return (
    <p role="alert">
      {online
        ? 'Не вдалося прочитати опис. Перевірте звʼязок і оновіть сторінку.'
        : 'Немає звʼязку, а цей опис на пристрої не збережено: відкрийте його онлайн, щоб рахувати без мережі.'}
    </p>
  )
}

function Statement({ doc }: { doc: StockDocument }) {
  const user = useSignedInUser()
  const online = useOnlineStatus()
  const choices = useStockDocumentChoices()
  const queryClient = useQueryClient()
  const offline = useOffline()
  const waiting = useWaitingCounts(offline.db, doc.id) ?? []
  const [asking, setAsking] = useState(false)
  const [askingDelete, setAskingDelete] = useState(false)
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
  // Once the counts kept here have landed, the statement is read again (the book may have moved too).
  const hadWaiting = useRef(false)
  useEffect(() => {
    if (waiting.length > 0) hadWaiting.current = true
    else if (hadWaiting.current && online) {
      hadWaiting.current = false
      void queryClient.invalidateQueries({ queryKey: documentKeys.one(doc.id) })
    }
  }, [waiting.length, online, doc.id, queryClient])
  // A form typed online and not yet saved stays when the network goes: its «Зберегти» then keeps the
  // counts on the device (nothing typed is lost); otherwise offline is counted line by line.
  const counting = editable && ((!online && !dirty) || waiting.length > 0)
  const keepTypedOnDevice = async (values: InventoryValues) => {
    const typed = inventoryLines(values.lines, choices.products)
    const onBook = new Map(doc.lines.map((l) => [batchKey(l), l]))
    if (typed.some((t) => !onBook.has(batchKey(t)))) {
      setRefusal('Немає звʼязку: знайдений товар, якого немає в обліку, можна додати лише онлайн.')
      return
    }
    setRefusal(null)
    for (const t of typed) {
      const line = onBook.get(batchKey(t))
      if (!line || line.quantity === t.quantity) continue
      const unit = choices.products.find((p) => p.id === line.productId)?.useUnit ?? ''
      await queueCount(offline, doc, line, t.quantity, unit)
    }
    setDirty(false)
  }

  const remove = async () => {
    setAskingDelete(false)
    setBusy(true)
    setRefusal(null)
    try {
      const deleted = await deleteDocument(doc.id)
      show(deleted)
      toast.success(`Опис ${deleted.number} видалено`)
    } catch (e) {
      if (e instanceof ApiError && e.status === 409)
        void queryClient.invalidateQueries({ queryKey: documentKeys.one(doc.id) })
      setRefusal(failure(e))
    } finally {
      setBusy(false)
    }
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
    note =
      'Опис підписано: залишки складу вирівняно за фактичною кількістю, змінити чи видалити його не можна.'
  else if (doc.state === 'deleted') note = 'Опис видалено.'
  else if (!canEdit) note = 'Ви можете лише переглядати інвентаризаційні описи.'
  const signBlocked = !online
    ? 'Підписати можна лише онлайн'
    : waiting.length > 0
      ? 'Спершу мають надійти підрахунки, збережені на цьому пристрої'
      : dirty
        ? 'Спершу збережіть зміни'
        : undefined
  const deleteBlocked = !online
    ? 'Видалити можна лише онлайн'
    : waiting.length > 0
      ? 'Спершу мають надійти підрахунки, збережені на цьому пристрої'
      : undefined

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
            <div className="flex flex-wrap justify-end gap-2">
              <Button
                variant="secondary"
                disabled={busy || deleteBlocked !== undefined}
                title={deleteBlocked}
                onClick={() => setAskingDelete(true)}
              >
                Видалити
              </Button>
              <Button
                disabled={busy || signBlocked !== undefined}
                title={signBlocked}
                onClick={() => setAsking(true)}
              >
                Підписати
              </Button>
            </div>
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
      {counting ? (
        <InventoryCounting doc={doc} waiting={waiting} products={choices.products} online={online} />
      ) : editable ? (
        <InventoryForm
          key={doc.id}
          document={doc}
          initial={inventoryValues(doc, choices.products)}
          products={choices.products}
          locked={false}
          label={`Інвентаризаційний опис ${doc.number}`}
          submitLabel={online ? 'Зберегти' : 'Зберегти на пристрої'}
          onDirtyChange={setDirty}
          onSave={async (values, base) => {
            if (!online) {
              await keepTypedOnDevice(values)
              return null
            }
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
      <ConfirmDialog
        open={askingDelete}
        title={`Видалити опис № ${doc.number}?`}
        confirmLabel="Видалити"
        onCancel={() => setAskingDelete(false)}
        onConfirm={() => void remove()}
      >
        <p>
          Залишки складу не зміняться: опис не підписано. Видалений опис лишиться в списку зі станом
          «Видалено».
        </p>
      </ConfirmDialog>
    </div>
  )
}
