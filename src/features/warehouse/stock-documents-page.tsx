/**
 * Склад → Склад (/warehouse, spec 001 §3 "Invoice", issue 24 item 3): the warehouse documents of the
 * user's stocks, newest business date first, 20 a page — number, kind, date, stock (→ the receiving one
 * of a transfer), supplier, state and total; filters in the address applied by «Показати». «Новий
 * документ» (incoming, sales, transfer) only with crmWarehouseEdit; inventory statements are made on
 * /warehouse/inventory. Online only: the list is the server's.
 */
import { flexRender, getCoreRowModel, useReactTable, type ColumnDef } from '@tanstack/react-table'
import { useQuery } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { Link, useSearchParams } from 'react-router'
import { can } from '../../../domain/permissions/check'
import { dayText } from '../../../domain/time/kyiv'
import {
  stockDocumentKindLabels,
  stockDocumentKinds,
  stockDocumentStateLabels,
  stockDocumentStates,
  type StockDocument,
} from '../../../domain/warehouse/stock-document.schema'
import { cn } from '../../lib/cn'
import { formatMoney } from '../../lib/format/money'
import { useSignedInUser } from '../../lib/session/session-context'
import { useOnlineStatus } from '../../shared/use-online-status'
import { Button, buttonVariants } from '../../ui/button'
import { DateField } from '../../ui/date-field'
import { FormField } from '../../ui/form-field'
import { ListPager } from '../../ui/list-pager'
import { PageLoader } from '../../ui/page-loader'
import { selectClass } from '../../ui/select-field'
import { invoiceKinds } from './stock-document-values'
import {
  documentKeys,
  documentRoute,
  DOCUMENTS_PER_PAGE,
  fetchDocuments,
  WAREHOUSE_EDIT,
} from './stock-documents.api'
import { documentParams, readDocumentFilters, type DocumentFilters } from './stock-documents-filters'
import { choiceName, useStockDocumentChoices, type Choice } from './use-stock-document-choices'

export const DOCUMENTS_EMPTY = 'Документів за цими умовами немає'
const notice = 'rounded-md p-4 text-sm'

type Row = Omit<StockDocument, 'lines'>

function columns(names: { warehouses: Choice[]; suppliers: Choice[] }): ColumnDef<Row>[] {
  return [
    {
      id: 'number',
      header: 'Номер',
      cell: ({ row: { original: d } }) => (
        <Link className="font-medium text-sky-800 underline" to={documentRoute(d.id)}>
          {d.number}
        </Link>
      ),
    },
    { id: 'kind', header: 'Вид', cell: ({ row }) => row.original.kindLabel },
    { id: 'date', header: 'Дата', cell: ({ row }) => dayText(row.original.documentDate) },
    {
      id: 'stock',
      header: 'Склад',
      cell: ({ row: { original: d } }) =>
        d.targetWarehouseId === null
          ? d.warehouseName
          : `${d.warehouseName} → ${choiceName(names.warehouses, d.targetWarehouseId)}`,
    },
    {
      id: 'supplier',
      header: 'Постачальник',
      cell: ({ row: { original: d } }) => choiceName(names.suppliers, d.supplierId) || '—',
    },
    {
      id: 'state',
      header: 'Стан',
      cell: ({ row: { original: d } }) => (
        <span
          className={cn(
            'font-medium',
            d.state === 'signed'
              ? 'text-green-800'
              : d.state === 'deleted'
                ? 'text-slate-500'
                : 'text-amber-800',
          )}
        >
          {d.stateLabel}
        </span>
      ),
    },
    {
      id: 'total',
      header: 'Сума, грн',
      cell: ({ row }) => <span className="tabular-nums">{formatMoney(row.original.total)}</span>,
    },
  ]
}

function DocumentsTable({ rows, names }: { rows: Row[]; names: Parameters<typeof columns>[0] }) {
  // eslint-disable-next-line react-hooks/incompatible-library -- the table is rebuilt from props each render; nothing memoises its functions
  const table = useReactTable({ data: rows, columns: columns(names), getCoreRowModel: getCoreRowModel() })
  return (
    <div className="overflow-auto rounded-md border border-slate-200 bg-white" data-testid="documents-table">
      <table className="w-full text-left text-sm">
        <thead className="text-slate-700">
          {table.getHeaderGroups().map((g) => (
            <tr key={g.id}>
              {g.headers.map((h) => (
                <th
                  key={h.id}
                  scope="col"
                  className="sticky top-0 bg-slate-50 px-2 py-1.5 font-semibold whitespace-nowrap shadow-[inset_0_-1px_0] shadow-slate-200"
                >
                  {flexRender(h.column.columnDef.header, h.getContext())}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((r) => (
            <tr key={r.id} className="hover:bg-slate-50" data-testid="document-row">
              {r.getVisibleCells().map((cell) => (
                <td key={cell.id} className="border-t border-slate-100 px-2 py-1.5">
                  {flexRender(cell.column.columnDef.cell, cell.getContext())}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

function FilterBar({
  applied,
  warehouses,
  onApply,
}: {
  applied: DocumentFilters
  warehouses: Choice[]
  onApply: (f: DocumentFilters) => void
}) {
  const [draft, setDraft] = useState(applied)
  const set = (patch: Partial<DocumentFilters>) => setDraft((d) => ({ ...d, ...patch }))
  const submit = (e: FormEvent) => {
    e.preventDefault()
    onApply(draft)
  }
  // A warehouse in the address whose name is not known (yet) stays selectable, so nothing applies unseen.
  const shown =
    draft.warehouseId && !warehouses.some((w) => String(w.id) === draft.warehouseId)
      ? [...warehouses, { id: Number(draft.warehouseId), name: `№ ${draft.warehouseId}` }]
      : warehouses
  return (
    <form
      role="search"
      aria-label="Фільтри документів"
      noValidate
      onSubmit={submit}
      className="grid gap-3 rounded-md border border-slate-200 bg-white p-3 sm:p-4"
    >
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        <FormField id="sd-stock" label="Склад">
          <select
            id="sd-stock"
            className={selectClass}
            value={draft.warehouseId}
            onChange={(e) => set({ warehouseId: e.target.value })}
          >
            <option value="">Усі склади</option>
            {shown.map((w) => (
              <option key={w.id} value={String(w.id)}>
                {w.name}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id="sd-kind" label="Вид документа">
          <select
            id="sd-kind"
            className={selectClass}
            value={draft.kind}
            onChange={(e) => set({ kind: e.target.value as DocumentFilters['kind'] })}
          >
            <option value="">Усі види</option>
            {stockDocumentKinds.map((k) => (
              <option key={k} value={k}>
                {stockDocumentKindLabels[k]}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id="sd-state" label="Стан">
          <select
            id="sd-state"
            className={selectClass}
            value={draft.state}
            onChange={(e) => set({ state: e.target.value as DocumentFilters['state'] })}
          >
            <option value="">Усі стани</option>
            {stockDocumentStates.map((s) => (
              <option key={s} value={s}>
                {stockDocumentStateLabels[s]}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id="sd-from" label="Дата з">
          <DateField
            id="sd-from"
            value={draft.dateFrom || null}
            onChange={(v) => set({ dateFrom: v ?? '' })}
          />
        </FormField>
        <FormField id="sd-to" label="Дата по">
          <DateField id="sd-to" value={draft.dateTo || null} onChange={(v) => set({ dateTo: v ?? '' })} />
        </FormField>
      </div>
      <div className="flex justify-end">
        <Button type="submit">Показати</Button>
      </div>
    </form>
  )
}

export function StockDocumentsPage() {
  const user = useSignedInUser()
  const online = useOnlineStatus()
  const [params, setParams] = useSearchParams()
  const { page, ...filters } = readDocumentFilters(params)
  const query = documentParams(filters, page).toString()
  const choices = useStockDocumentChoices()
  const list = useQuery({
    queryKey: documentKeys.list(query),
    queryFn: ({ signal }) => fetchDocuments(query, signal),
  })
  const canEdit = can(user.permissions, WAREHOUSE_EDIT)
  const names = { warehouses: choices.allWarehouses, suppliers: choices.suppliers }
  let body
  if (list.isPending) body = <PageLoader label="Завантажуємо документи…" />
  else if (list.isError)
    body = (
      <p
        role={online ? 'alert' : 'status'}
        className={cn(notice, online ? 'bg-red-50 text-red-900' : 'bg-amber-50 text-amber-900')}
      >
        {online
          ? 'Не вдалося прочитати документи. Оновіть сторінку.'
          : 'Немає мережі: складські документи показуються лише онлайн. Список з’явиться, щойно мережа повернеться.'}
      </p>
    )
  else if (list.data.data.length === 0)
    body = <p className={cn(notice, 'bg-white text-slate-700')}>{DOCUMENTS_EMPTY}</p>
  else
    body = (
      <>
        <DocumentsTable rows={list.data.data} names={names} />
        <ListPager
          page={list.data.meta.page}
          perPage={DOCUMENTS_PER_PAGE}
          total={list.data.meta.total}
          label="Сторінки списку документів"
        />
      </>
    )
  return (
    <section className="grid gap-3">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="text-2xl font-semibold text-slate-900">Складські документи</h1>
          <p className="max-w-3xl text-sm text-slate-700">
            Прибуткові й видаткові накладні, переміщення та інвентаризаційні описи ваших складів. Залишки
            змінює лише підписаний документ.
          </p>
        </div>
        {canEdit && (
          <nav aria-label="Новий документ" className="flex flex-wrap items-center gap-2">
            <span className="text-sm font-medium text-slate-800">Новий документ:</span>
            {invoiceKinds.map((k) => (
              <Link
                key={k}
                to={`/warehouse/documents/new?kind=${k}`}
                className={buttonVariants({ variant: k === 'incoming' ? 'primary' : 'secondary' })}
              >
                {stockDocumentKindLabels[k]}
              </Link>
            ))}
          </nav>
        )}
      </div>
      <FilterBar
        key={`filters?${documentParams(filters).toString()}`}
        applied={filters}
        warehouses={choices.ownWarehouses}
        onApply={(draft) => {
          const next = documentParams(draft)
          // The same filters again: ask again (documents are signed meanwhile).
          if (next.toString() === params.toString()) void list.refetch()
          else setParams(next)
        }}
      />
      {body}
    </section>
  )
}
