/**
 * The positions of a price list (spec 001 §2, §3 "Position"): searched by code or name, 50 a page;
 * each edited in a dialog; catalogue items added with their price; and mass actions over the selected
 * positions — price by percent or amount, publish, unpublish, remove — stored whole by the server or
 * not at all ('Помилка при збереженні змін', with the positions that stopped it).
 */
import { useState, type ReactNode } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useSearchParams } from 'react-router'
import { toast } from 'sonner'
import type { PositionMass, PriceList } from '../../../domain/price-lists/price-list.schema'
import { ApiError } from '../../lib/api/api-error'
import { formatMoney, toKopiykas } from '../../lib/format/money'
import { ConfirmDialog } from '../../offline/react/confirm-dialog'
import { Button } from '../../ui/button'
import { useFilterDraft } from '../../ui/filter-draft'
import { Input } from '../../ui/input'
import { SearchForm } from '../../ui/search-form'
import { ListPager } from '../../ui/list-pager'
import { PageLoader } from '../../ui/page-loader'
import { Select } from '../../ui/select'
import { AddPositionsDialog } from './add-positions-dialog'
import { PositionDialog, type Position } from './position-dialog'
import { fetchPositions, massPositions, POSITIONS_PER_PAGE, priceListKeys } from './price-lists.api'
import { newUuid } from '../../lib/new-uuid'

type MassAction = PositionMass['action']
const actionOptions: { value: MassAction; label: string }[] = [
  { value: 'price_percent', label: 'Змінити ціну на відсоток' },
  { value: 'price_amount', label: 'Змінити ціну на суму' },
  { value: 'publish', label: 'Опублікувати' },
  { value: 'unpublish', label: 'Зняти з публікації' },
  { value: 'remove', label: 'Видалити з прайс-листа' },
]
const PERCENT = /^[-+−]?\d{1,4}([.,]\d{1,2})?$/
const AMOUNT = /^[-+−]?\d{1,7}([.,]\d{1,2})?$/

/** The typed value of a price action as the request's field, or a message saying what is wrong. */
export function massValue(
  action: MassAction,
  typed: string,
): { percent: number } | { amount: number } | Record<string, never> | string {
  const t = typed.trim().replace('−', '-')
  if (action === 'price_percent') {
    if (!PERCENT.test(t)) return 'Вкажіть відсоток, напр. 10 або -5,5'
    const percent = Number(t.replace(',', '.'))
    if (percent < -99 || percent > 1000 || percent === 0) return 'Відсоток від -99 до 1000, не нуль'
    return { percent }
  }
  if (action === 'price_amount') {
    if (!AMOUNT.test(t)) return 'Вкажіть суму в гривнях, напр. 50 або -20,50'
    const sign = t.startsWith('-') ? -1 : 1
    const amount = sign * (toKopiykas(t.replace(/^[-+]/, '')) ?? 0)
    if (amount === 0) return 'Сума не може бути нульовою'
    return { amount }
  }
  return {}
}

export function PositionsSection({
  list,
  online,
  toolbar,
}: {
  list: PriceList
  online: boolean
  /** What goes under the search row (the Excel import and export). */
  toolbar?: ReactNode
}) {
  const queryClient = useQueryClient()
  const [params, setParams] = useSearchParams()
  const raw = Number(params.get('positionsPage') ?? '1')
  const page = Number.isInteger(raw) && raw >= 1 && raw <= 100_000 ? raw : 1
  const search = params.get('positionsSearch')?.trim().slice(0, 255) ?? ''
  const positions = useQuery({
    queryKey: priceListKeys.positions(list.id, page, search),
    queryFn: ({ signal }) => fetchPositions(list.id, page, search, signal),
  })
  const draft = useFilterDraft(search, (v) => setSearch(v))
  const [selected, setSelected] = useState<Map<number, number>>(new Map())
  const [action, setAction] = useState<MassAction>('price_percent')
  const [value, setValue] = useState('')
  const [valueError, setValueError] = useState<string | null>(null)
  const [failure, setFailure] = useState<{ message: string; rows: string[] } | null>(null)
  const [confirming, setConfirming] = useState(false)
  const [busy, setBusy] = useState(false)
  const [editing, setEditing] = useState<Position | null>(null)
  const [adding, setAdding] = useState(false)

  function setSearch(v: string) {
    const next = new URLSearchParams(params)
    if (v) next.set('positionsSearch', v)
    else next.delete('positionsSearch')
    next.delete('positionsPage')
    setParams(next)
  }

  const rows = positions.data?.data ?? []
  const allOnPage = rows.length > 0 && rows.every((r) => selected.has(r.id))
  const toggle = (p: Position, on: boolean) =>
    setSelected((s) => {
      const next = new Map(s)
      if (on) next.set(p.id, p.version)
      else next.delete(p.id)
      return next
    })
  const toggleAll = (on: boolean) =>
    setSelected((s) => {
      const next = new Map(s)
      for (const r of rows) {
        if (on) next.set(r.id, r.version)
        else next.delete(r.id)
      }
      return next
    })

  const needsValue = action === 'price_percent' || action === 'price_amount'
  const apply = () => {
    const extra = massValue(action, value)
    if (typeof extra === 'string') {
      setValueError(extra)
      return
    }
    setValueError(null)
    if (action === 'remove') setConfirming(true)
    else void run(extra)
  }

  async function run(extra: object) {
    setConfirming(false)
    setBusy(true)
    setFailure(null)
    const body = {
      action,
      positions: [...selected].map(([id, version]) => ({ id, version })),
      ...extra,
    } as PositionMass
    try {
      const done = await massPositions(list.id, body, newUuid())
      toast.success(
        done.removed
          ? `Видалено позицій: ${done.removed}`
          : done.changed
            ? `Змінено позицій: ${done.changed}`
            : 'Змін немає: обрані позиції вже такі',
      )
      setSelected(new Map())
      setValue('')
    } catch (e) {
      if (!(e instanceof ApiError)) {
        setFailure({ message: 'Помилка при збереженні змін: немає звʼязку з сервером.', rows: [] })
        return
      }
      const byId = new Map(rows.map((r) => [r.id, r]))
      setFailure({
        message: e.message,
        rows: Object.entries(e.errors).map(([k, messages]) => {
          const id = Number(k.split('.')[1])
          const row = byId.get(id)
          return `${row ? `${row.code} ${row.name}` : `Позиція № ${id}`}: ${messages.join('; ')}`
        }),
      })
    } finally {
      setBusy(false)
      await queryClient.invalidateQueries({ queryKey: priceListKeys.all })
    }
  }

  return (
    <section aria-label="Позиції" className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <SearchForm
          name="Пошук позицій"
          id="positions-search"
          label="Код або назва"
          draft={draft}
          onSearch={setSearch}
        />
        <Button disabled={!online} onClick={() => setAdding(true)}>
          Додати позиції
        </Button>
      </div>
      {toolbar}
      {selected.size > 0 && (
        <div
          role="group"
          aria-label="Масові дії"
          className="flex flex-wrap items-start gap-3 rounded-lg border border-sky-200 bg-sky-50 p-3"
        >
          <p className="self-center font-medium">Обрано позицій: {selected.size}</p>
          <div className="w-64">
            <Select
              aria-label="Масова дія"
              value={action}
              options={actionOptions}
              disabled={!online || busy}
              onChange={(v) => {
                setAction((v ?? 'price_percent') as MassAction)
                setValueError(null)
              }}
            />
          </div>
          {needsValue && (
            <div className="grid w-44 gap-1">
              <Input
                aria-label={action === 'price_percent' ? 'Відсоток' : 'Сума, грн'}
                placeholder={action === 'price_percent' ? 'Відсоток, напр. 10' : 'Сума, грн, напр. 50'}
                inputMode="decimal"
                value={value}
                disabled={!online || busy}
                aria-invalid={valueError ? true : undefined}
                aria-describedby={valueError ? 'mass-value-error' : undefined}
                onChange={(e) => setValue(e.target.value)}
              />
              {valueError && (
                <p id="mass-value-error" className="text-sm text-red-700">
                  {valueError}
                </p>
              )}
            </div>
          )}
          <Button disabled={!online || busy} onClick={apply}>
            Застосувати
          </Button>
          <Button variant="ghost" disabled={busy} onClick={() => setSelected(new Map())}>
            Зняти вибір
          </Button>
        </div>
      )}
      {failure && (
        <div role="alert" className="grid gap-1 rounded-md bg-red-50 p-3 text-sm text-red-800">
          <p className="font-medium">{failure.message}</p>
          {failure.rows.length > 0 && (
            <ul className="list-disc pl-5">
              {failure.rows.map((r) => (
                <li key={r}>{r}</li>
              ))}
            </ul>
          )}
        </div>
      )}
      {positions.isPending ? (
        <PageLoader />
      ) : positions.isError ? (
        <p role="alert">Не вдалося прочитати позиції. Перевірте звʼязок і оновіть сторінку.</p>
      ) : rows.length === 0 ? (
        <p className="text-slate-700">
          {search ? 'Позицій не знайдено.' : 'У прайс-листі ще немає позицій.'}
        </p>
      ) : (
        <>
          <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
            <table className="w-full text-left text-sm" aria-label="Позиції прайс-листа">
              <thead className="bg-slate-50 text-slate-700">
                <tr>
                  <th className="w-10 px-3 py-2">
                    <input
                      type="checkbox"
                      aria-label="Обрати всі на сторінці"
                      className="size-4"
                      checked={allOnPage}
                      disabled={!online}
                      onChange={(e) => toggleAll(e.target.checked)}
                    />
                  </th>
                  <th className="px-3 py-2 font-medium">Код</th>
                  <th className="px-3 py-2 font-medium">Назва</th>
                  <th className="px-3 py-2 text-right font-medium">Ціна</th>
                  <th className="px-3 py-2 text-right font-medium">Кінцева ціна</th>
                  <th className="px-3 py-2 text-right font-medium">Собівартість</th>
                  <th className="px-3 py-2 font-medium">Термін</th>
                  <th className="px-3 py-2 font-medium">Опубліковано</th>
                  <th className="px-3 py-2">
                    <span className="sr-only">Дії</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((p) => (
                  <tr
                    key={p.id}
                    className="border-t border-slate-200 align-top"
                    aria-label={`${p.code} ${p.name}`}
                  >
                    <td className="px-3 py-2">
                      <input
                        type="checkbox"
                        aria-label={`Обрати ${p.code}`}
                        className="size-4"
                        checked={selected.has(p.id)}
                        disabled={!online}
                        onChange={(e) => toggle(p, e.target.checked)}
                      />
                    </td>
                    <td className="px-3 py-2 font-mono">{p.code}</td>
                    <td className="px-3 py-2">
                      {p.name}
                      {p.externalCode && (
                        <span className="block text-xs text-slate-600">Зовнішній код: {p.externalCode}</span>
                      )}
                    </td>
                    <td className="px-3 py-2 text-right tabular-nums whitespace-nowrap">
                      {formatMoney(p.price)}
                    </td>
                    <td className="px-3 py-2 text-right tabular-nums whitespace-nowrap">
                      {formatMoney(p.finalPrice)}
                      {p.manualPrice && <span className="block text-xs text-slate-600">вручну</span>}
                    </td>
                    <td className="px-3 py-2 text-right tabular-nums whitespace-nowrap">
                      {p.costPrice === null ? '—' : formatMoney(p.costPrice)}
                    </td>
                    <td className="px-3 py-2">
                      {p.leadTimeText ??
                        (p.leadTime === null ? '—' : `${p.leadTime} дн.`) +
                          (p.citoLeadTime === null ? '' : `, CITO ${p.citoLeadTime} год`)}
                    </td>
                    <td className="px-3 py-2">{p.published ? 'Так' : 'Ні'}</td>
                    <td className="px-3 py-1 text-right">
                      <Button
                        variant="ghost"
                        disabled={!online}
                        aria-label={`Змінити ${p.code}`}
                        onClick={() => setEditing(p)}
                      >
                        Змінити
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ListPager
            page={page}
            perPage={POSITIONS_PER_PAGE}
            total={positions.data.meta.total}
            param="positionsPage"
            label="Сторінки позицій"
          />
        </>
      )}
      {editing && (
        <PositionDialog
          listId={list.id}
          discount={list.discount}
          position={editing}
          online={online}
          onClose={() => setEditing(null)}
        />
      )}
      {adding && <AddPositionsDialog list={list} online={online} onClose={() => setAdding(false)} />}
      <ConfirmDialog
        open={confirming}
        title={`Видалити обрані позиції (${selected.size})?`}
        confirmLabel="Видалити"
        onCancel={() => setConfirming(false)}
        onConfirm={() => void run({})}
      >
        Позиції зникнуть із прайс-листа і з кошика; замовлення, де їх уже продано, збережуть свої ціни.
      </ConfirmDialog>
    </section>
  )
}
