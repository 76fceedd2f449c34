/**
 * Склад → Наявність товарів (/warehouse/stock-availability): per nomenclature and stock the balance (in
 * storage units and a remainder, «2 уп + 5 шт»), what the open orders hold («Резерв») and what is left
 * («Доступно»), the minimum count with «нижче мінімуму», the nearest
 * expiry (DD.MM.YYYY) marked «прострочено» / «закінчується термін» in words; filters in the address
 * applied by «Показати», pages, «Експорт в Excel». Read-only. The answer is kept on the device per
 * query and shown offline with the time it was made.
 */
import { flexRender, getCoreRowModel, useReactTable, type ColumnDef } from '@tanstack/react-table'
import { useState, type FormEvent, type ReactNode } from 'react'
import { useSearchParams } from 'react-router'
import { dayText, kyivDateTimeText } from '../../../domain/time/kyiv'
import {
  expiryStateLabels,
  stockAvailabilityOptionsSchema,
  stockAvailabilitySchema,
  type StockAvailabilityRow,
} from '../../../domain/warehouse/stock-document.schema'
import { cn } from '../../lib/cn'
import { useCachedAnswer } from '../../offline/react/use-cached-answer'
import { useOnline } from '../../offline/react/use-outbox'
import { Button } from '../../ui/button'
import { Checkbox } from '../../ui/checkbox'
import { ExcelExportButton } from '../../ui/excel-export-button'
import { FormField } from '../../ui/form-field'
import { Input } from '../../ui/input'
import { ListPager } from '../../ui/list-pager'
import { PageLoader } from '../../ui/page-loader'
import { selectClass } from '../../ui/select-field'
import {
  availabilityParams,
  readAvailabilityFilters,
  type AvailabilityFilters,
} from './stock-availability-filters'
import { availabilityOptionsPath, availabilityPath, downloadAvailability } from './stock-availability.api'

const notice = 'rounded-md p-4 text-sm'
export const AVAILABILITY_EMPTY = 'Товарів за цими умовами немає'

const columns: ColumnDef<StockAvailabilityRow>[] = [
  { id: 'name', header: 'Найменування', cell: ({ row }) => row.original.productName },
  { id: 'category', header: 'Категорія', cell: ({ row }) => row.original.categoryName ?? '—' },
  { id: 'stock', header: 'Склад', cell: ({ row }) => row.original.warehouseName },
  {
    id: 'balance',
    header: 'Залишок',
    cell: ({ row: { original: r } }) =>
      r.storageUnits > 0 && r.useUnitsPerStorageUnit > 1
        ? `${r.balanceText} (${r.balance} ${r.useUnit})`
        : r.balanceText,
  },
  {
    id: 'reserved',
    header: 'Резерв',
    // What the open orders of the stock's filial hold until they are done (an answer kept on the device
    // by an older version has no reserve: none shown).
    cell: ({ row: { original: r } }) => (r.reserved > 0 ? r.reservedText : '—'),
  },
  {
    id: 'available',
    header: 'Доступно',
    cell: ({ row: { original: r } }) =>
      r.reserved > 0 ? (
        <span className={cn(r.available < 0 && 'font-semibold text-red-800')}>{r.availableText}</span>
      ) : (
        r.balanceText
      ),
  },
  {
    id: 'min',
    header: 'Мін. кількість',
    cell: ({ row: { original: r } }) => (
      <>
        {r.minCount > 0 ? `${r.minCount} ${r.storageUnit}` : '—'}
        {r.belowMin && <span className="ml-2 font-semibold text-red-800">нижче мінімуму</span>}
      </>
    ),
  },
  {
    id: 'expiry',
    header: 'Найближчий термін придатності',
    cell: ({ row: { original: r } }) => (
      <>
        {r.nearestExpiry === null ? '—' : dayText(r.nearestExpiry)}
        {r.expiryState && (
          <span
            className={cn(
              'ml-2 font-semibold',
              r.expiryState === 'expired' ? 'text-red-800' : 'text-amber-800',
            )}
          >
            {expiryStateLabels[r.expiryState].toLowerCase()}
          </span>
        )}
      </>
    ),
  },
]

function AvailabilityTable({ rows }: { rows: StockAvailabilityRow[] }) {
  // eslint-disable-next-line react-hooks/incompatible-library -- the table is rebuilt from props each render; nothing memoises its functions
  const table = useReactTable({ data: rows, columns, getCoreRowModel: getCoreRowModel() })
  return (
    <div
      className="overflow-auto rounded-md border border-slate-200 bg-white"
      data-testid="availability-table"
    >
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
            <tr key={r.id} className="hover:bg-slate-50" data-testid="availability-row">
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
  onApply,
}: {
  applied: AvailabilityFilters
  onApply: (f: AvailabilityFilters) => void
}) {
  const options = useCachedAnswer(availabilityOptionsPath, stockAvailabilityOptionsSchema)
  const choices = options.status === 'shown' ? options.data : { warehouses: [], categories: [] }
  const [draft, setDraft] = useState(applied)
  const set = (patch: Partial<AvailabilityFilters>) => setDraft((d) => ({ ...d, ...patch }))
  const submit = (e: FormEvent) => {
    e.preventDefault()
    onApply(draft)
  }
  // A choice in the address whose name is not known (yet) stays selectable, so nothing applies unseen.
  const keep = (list: { id: number; name: string }[], value: string) =>
    value && !list.some((c) => String(c.id) === value)
      ? [...list, { id: Number(value), name: `№ ${value}` }]
      : list
  return (
    <form
      role="search"
      aria-label="Фільтри наявності"
      noValidate
      onSubmit={submit}
      className="grid gap-3 rounded-md border border-slate-200 bg-white p-3 sm:p-4"
    >
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <FormField id="sa-search" label="Назва">
          <Input
            id="sa-search"
            value={draft.search}
            maxLength={100}
            onChange={(e) => set({ search: e.target.value })}
          />
        </FormField>
        <FormField id="sa-stock" label="Склад">
          <select
            id="sa-stock"
            className={selectClass}
            value={draft.warehouseId}
            onChange={(e) => set({ warehouseId: e.target.value })}
          >
            <option value="">Усі склади</option>
            {keep(choices.warehouses, draft.warehouseId).map((w) => (
              <option key={w.id} value={String(w.id)}>
                {w.name}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id="sa-category" label="Категорія">
          <select
            id="sa-category"
            className={selectClass}
            value={draft.categoryId}
            onChange={(e) => set({ categoryId: e.target.value })}
          >
            <option value="">Усі категорії</option>
            {keep(choices.categories, draft.categoryId).map((c) => (
              <option key={c.id} value={String(c.id)}>
                {c.name}
              </option>
            ))}
          </select>
        </FormField>
        <FormField
          id="sa-expiring"
          label="Термін спливає за, днів"
          hint="Порожньо — без цього фільтра; прострочені теж показуються"
        >
          <Input
            id="sa-expiring"
            inputMode="numeric"
            value={draft.expiringDays}
            onChange={(e) => set({ expiringDays: e.target.value.replace(/\D/g, '').slice(0, 4) })}
          />
        </FormField>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Checkbox
          id="sa-below-min"
          label="Лише нижче мінімуму"
          checked={draft.belowMin}
          onChange={(belowMin) => set({ belowMin })}
        />
        <Button type="submit">Показати</Button>
      </div>
    </form>
  )
}

function AvailabilityResult({
  query,
  refreshKey,
  online,
}: {
  query: string
  refreshKey: number
  online: boolean
}) {
  const answer = useCachedAnswer(availabilityPath(query), stockAvailabilitySchema, refreshKey)
  if (answer.status === 'loading') return <PageLoader label="Завантажуємо залишки…" />
  if (answer.status === 'unavailable') {
    const offline = answer.offline || !online
    return (
      <p
        role={offline ? 'status' : 'alert'}
        className={cn(notice, offline ? 'bg-amber-50 text-amber-900' : 'bg-red-50 text-red-900')}
      >
        {offline
          ? 'Немає мережі, а цього списку на пристрої ще немає: він з’явиться, щойно мережа повернеться.'
          : 'Помилка при завантаженні даних'}
      </p>
    )
  }
  const { data, meta, generatedAt } = answer.data
  let body: ReactNode
  if (data.length === 0) body = <p className={cn(notice, 'bg-white text-slate-700')}>{AVAILABILITY_EMPTY}</p>
  else
    body = (
      <>
        <AvailabilityTable rows={data} />
        <ListPager
          page={meta.page}
          perPage={meta.perPage}
          total={meta.total}
          label="Сторінки списку товарів"
        />
      </>
    )
  return (
    <>
      {answer.stale && (
        <p role="status" className={cn(notice, 'bg-amber-50 text-amber-900')}>
          {online ? 'Не вдалося оновити список' : 'Немає мережі'}: показано збережену копію від{' '}
          {kyivDateTimeText(generatedAt)}.
        </p>
      )}
      {body}
    </>
  )
}

export function StockAvailabilityPage() {
  const [params, setParams] = useSearchParams()
  const online = useOnline()
  const [asked, setAsked] = useState(0)
  const { page, ...filters } = readAvailabilityFilters(params)
  const query = availabilityParams(filters, page).toString()
  return (
    <section className="grid gap-3">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="text-2xl font-semibold text-slate-900">Наявність товарів</h1>
          <p className="max-w-3xl text-sm text-slate-700">
            Залишки за складами з найближчим терміном придатності. Резерв товарів поки не ведеться.
          </p>
        </div>
        <ExcelExportButton
          download={() => downloadAvailability(availabilityParams(filters).toString())}
          fileName="Наявність товарів.xlsx"
          online={online}
          what="Stock availability"
        />
      </div>
      <FilterBar
        key={`filters?${availabilityParams(filters).toString()}`}
        applied={filters}
        onApply={(draft) => {
          const next = availabilityParams(draft)
          // The same filters again: ask again (the balances move).
          if (next.toString() === params.toString()) setAsked((n) => n + 1)
          else setParams(next)
        }}
      />
      <AvailabilityResult key={`result?${query}`} query={query} refreshKey={asked} online={online} />
    </section>
  )
}
