/**
 * Склад → Інвентаризація (/warehouse/inventory, spec 001 §3 "Inventory statement", issue 24 item 4): the
 * inventory statements of the user's stocks, newest date first, 20 a page, filtered by stock and state
 * in the address (the warehouse documents' list query and filters, the kind fixed to `inventory`).
 * «Нова інвентаризація» only with crmWarehouseEdit. The list is the server's (online).
 */
import { flexRender, getCoreRowModel, useReactTable, type ColumnDef } from '@tanstack/react-table'
import { useQuery } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { Link, useSearchParams } from 'react-router'
import { can } from '../../../domain/permissions/check'
import { dayText } from '../../../domain/time/kyiv'
import {
  stockDocumentStateLabels,
  stockDocumentStates,
  type StockDocument,
} from '../../../domain/warehouse/stock-document.schema'
import { cn } from '../../lib/cn'
import { useSignedInUser } from '../../lib/session/session-context'
import { useOnlineStatus } from '../../shared/use-online-status'
import { Button, buttonVariants } from '../../ui/button'
import { FormField } from '../../ui/form-field'
import { ListPager } from '../../ui/list-pager'
import { PageLoader } from '../../ui/page-loader'
import { selectClass } from '../../ui/select-field'
import { inventoryRoute, NEW_INVENTORY_ROUTE } from './inventory.api'
import { documentKeys, DOCUMENTS_PER_PAGE, fetchDocuments, WAREHOUSE_EDIT } from './stock-documents.api'
import { documentParams, readDocumentFilters, type DocumentFilters } from './stock-documents-filters'
import { useStockDocumentChoices, type Choice } from './use-stock-document-choices'

export const INVENTORY_EMPTY = 'Інвентаризацій за цими умовами немає'
const notice = 'rounded-md p-4 text-sm'

type Row = Omit<StockDocument, 'lines'>

const columns: ColumnDef<Row>[] = [
  {
    id: 'number',
    header: 'Номер',
    cell: ({ row: { original: d } }) => (
      <Link className="font-medium text-sky-800 underline" to={inventoryRoute(d.id)}>
        {d.number}
      </Link>
    ),
  },
  { id: 'date', header: 'Дата', cell: ({ row }) => dayText(row.original.documentDate) },
  { id: 'stock', header: 'Склад', cell: ({ row }) => row.original.warehouseName },
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
]

function StatementsTable({ rows }: { rows: Row[] }) {
  // eslint-disable-next-line react-hooks/incompatible-library -- the table is rebuilt from props each render; nothing memoises its functions
  const table = useReactTable({ data: rows, columns, getCoreRowModel: getCoreRowModel() })
  return (
    <div className="overflow-auto rounded-md border border-slate-200 bg-white" data-testid="inventory-table">
      <table className="w-full text-left text-sm">
        <thead className="text-slate-700">
          {table.getHeaderGroups().map((g) => (
            <tr key={g.id}>
              {g.headers.map((h) => (
                <th
                  key={h.id}
                  scope="col"
                  className="bg-slate-50 px-2 py-1.5 font-semibold whitespace-nowrap"
                >
                  {flexRender(h.column.columnDef.header, h.getContext())}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((r) => (
            <tr key={r.id} className="hover:bg-slate-50" data-testid="inventory-row">
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
  const submit = (e: FormEvent) => {
    e.preventDefault()
    onApply(draft)
  }
  const shown =
    draft.warehouseId && !warehouses.some((w) => String(w.id) === draft.warehouseId)
      ? [...warehouses, { id: Number(draft.warehouseId), name: `№ ${draft.warehouseId}` }]
      : warehouses
  return (
    <form
      role="search"
      aria-label="Фільтри інвентаризацій"
      noValidate
      onSubmit={submit}
      className="flex flex-wrap items-end gap-3 rounded-md border border-slate-200 bg-white p-3 sm:p-4"
    >
      <FormField id="inv-f-stock" label="Склад">
        <select
          id="inv-f-stock"
          className={selectClass}
          value={draft.warehouseId}
          onChange={(e) => setDraft((d) => ({ ...d, warehouseId: e.target.value }))}
        >
          <option value="">Усі склади</option>
          {shown.map((w) => (
            <option key={w.id} value={String(w.id)}>
              {w.name}
            </option>
          ))}
        </select>
      </FormField>
      <FormField id="inv-f-state" label="Стан">
        <select
          id="inv-f-state"
          className={selectClass}
          value={draft.state}
          onChange={(e) => setDraft((d) => ({ ...d, state: e.target.value as DocumentFilters['state'] }))}
        >
          <option value="">Усі стани</option>
          {stockDocumentStates.map((s) => (
            <option key={s} value={s}>
              {stockDocumentStateLabels[s]}
            </option>
          ))}
        </select>
      </FormField>
      <Button type="submit">Показати</Button>
    </form>
  )
}

export function InventoryPage() {
  const user = useSignedInUser()
  const online = useOnlineStatus()
  const [params, setParams] = useSearchParams()
  const { page, ...read } = readDocumentFilters(params)
  const filters: DocumentFilters = { ...read, kind: '', dateFrom: '', dateTo: '' }
  const query = documentParams({ ...filters, kind: 'inventory' }, page).toString()
  const choices = useStockDocumentChoices()
  const list = useQuery({
    queryKey: documentKeys.list(query),
    queryFn: ({ signal }) => fetchDocuments(query, signal),
  })
  let body
  if (list.isPending) body = <PageLoader label="Завантажуємо інвентаризації…" />
  else if (list.isError)
    body = (
      <p
        role={online ? 'alert' : 'status'}
        className={cn(notice, online ? 'bg-red-50 text-red-900' : 'bg-amber-50 text-amber-900')}
      >
        {online
          ? 'Не вдалося прочитати інвентаризації. Оновіть сторінку.'
          : 'Немає мережі: список інвентаризацій показується лише онлайн.'}
      </p>
    )
  else if (list.data.data.length === 0)
    body = <p className={cn(notice, 'bg-white text-slate-700')}>{INVENTORY_EMPTY}</p>
  else
    body = (
      <>
        <StatementsTable rows={list.data.data} />
        <ListPager
          page={list.data.meta.page}
          perPage={DOCUMENTS_PER_PAGE}
          total={list.data.meta.total}
          label="Сторінки списку інвентаризацій"
        />
      </>
    )
  return (
    <section className="grid gap-3">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="text-2xl font-semibold text-slate-900">Інвентаризація</h1>
          <p className="max-w-3xl text-sm text-slate-700">
            Інвентаризаційні описи ваших складів: фактична кількість проти облікової. Залишки вирівнює лише
            підписаний опис.
          </p>
        </div>
        {can(user.permissions, WAREHOUSE_EDIT) && (
          <Link to={NEW_INVENTORY_ROUTE} className={buttonVariants({ variant: 'primary' })}>
            Нова інвентаризація
          </Link>
        )}
      </div>
      <FilterBar
        key={`filters?${documentParams(filters).toString()}`}
        applied={filters}
        warehouses={choices.ownWarehouses}
        onApply={(draft) => {
          const next = documentParams({ ...draft, kind: '', dateFrom: '', dateTo: '' })
          if (next.toString() === params.toString()) void list.refetch()
          else setParams(next)
        }}
      />
      {body}
    </section>
  )
}
