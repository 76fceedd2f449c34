/**
 * Picks catalogue items with a price each: services or tests found by name or code, then a price in
 * hryvnias per chosen item (checked on the spot; the server's refusal of an item lands on its row).
 * Used to add positions to one list and to attach items to many lists at once.
 */
import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { listFinalPrice } from '../../../domain/price-lists/price-list.schema'
import { formatMoney, toKopiykas } from '../../lib/format/money'
import { Button } from '../../ui/button'
import { useFilterDraft } from '../../ui/filter-draft'
import { Input } from '../../ui/input'
import { moneyText } from './position-dialog'
import { searchCatalogue } from './price-lists.api'

export interface PickedItem {
  id: number
  code: string
  name: string
  /** The price as typed, in hryvnias. */
  price: string
}

const priceRule = moneyText(true)

/** The messages of the picked items whose price is not a sum of hryvnias, by item id. */
export function priceErrors(picked: readonly PickedItem[]): Record<number, string> {
  const wrong: Record<number, string> = {}
  for (const p of picked) {
    const check = priceRule.safeParse(p.price)
    if (!check.success) wrong[p.id] = check.error.issues[0]?.message ?? ''
  }
  return wrong
}

/** The request's items: the id under the kind's key, the price in kopiykas. */
export const requestItems = (type: 'services' | 'tests', picked: readonly PickedItem[]) =>
  picked.map((p) => ({
    ...(type === 'services' ? { serviceId: p.id } : { mcTestId: p.id }),
    price: toKopiykas(p.price) ?? 0,
  }))

export function CataloguePicker({
  type,
  picked,
  onChange,
  errors,
  discount = 0,
  disabled = false,
}: {
  type: 'services' | 'tests'
  picked: PickedItem[]
  onChange: (next: PickedItem[]) => void
  errors: Record<number, string>
  /** The list's discount, to show the final price under each typed price. */
  discount?: number
  disabled?: boolean
}) {
  const [search, setSearch] = useState('')
  const draft = useFilterDraft('', setSearch)
  const found = useQuery({
    queryKey: ['price-lists', 'catalogue', type, search],
    queryFn: ({ signal }) => searchCatalogue(type, search, signal),
    enabled: search.length >= 2,
  })
  const kind = type === 'services' ? 'послугу' : 'аналіз'
  return (
    <div className="grid gap-3">
      <div className="flex items-end gap-3">
        <div className="grid flex-1 gap-1">
          <label htmlFor="catalogue-search" className="text-sm font-medium text-slate-800">
            Знайти {kind} за назвою або кодом
          </label>
          <Input
            id="catalogue-search"
            type="search"
            maxLength={100}
            {...draft.field}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault()
                setSearch(draft.value.trim())
              }
            }}
          />
        </div>
        <Button variant="secondary" onClick={() => setSearch(draft.value.trim())}>
          Знайти
        </Button>
      </div>
      {search.length > 0 && search.length < 2 && (
        <p className="text-sm text-slate-700">Введіть щонайменше 2 символи.</p>
      )}
      {found.isError && <p role="alert">Не вдалося знайти: перевірте звʼязок.</p>}
      {found.data && (
        <ul aria-label="Знайдено" className="grid max-h-56 gap-1 overflow-y-auto">
          {found.data.data.length === 0 && <li className="text-sm text-slate-700">Нічого не знайдено.</li>}
          {found.data.data.map((o) => {
            const already = picked.some((p) => p.id === o.key)
            return (
              <li key={o.key} className="flex items-center justify-between gap-2 rounded border px-2 py-1">
                <span>
                  <span className="font-mono">{o.code}</span> {o.value}
                </span>
                <Button
                  variant="secondary"
                  disabled={already || disabled}
                  aria-label={`Обрати ${o.value}`}
                  onClick={() =>
                    onChange([...picked, { id: o.key, code: o.code ?? '', name: o.value, price: '' }])
                  }
                >
                  {already ? 'Обрано' : 'Обрати'}
                </Button>
              </li>
            )
          })}
        </ul>
      )}
      {picked.length > 0 && (
        <table className="w-full text-left text-sm" aria-label="Обрані позиції">
          <thead className="text-slate-700">
            <tr>
              <th className="py-1 font-medium">Позиція</th>
              <th className="py-1 font-medium">Ціна, грн *</th>
              <th className="py-1">
                <span className="sr-only">Дії</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {picked.map((p) => (
              <tr key={p.id} className="align-top">
                <td className="py-1 pr-2">
                  <span className="font-mono">{p.code}</span> {p.name}
                </td>
                <td className="w-48 py-1 pr-2">
                  <Input
                    aria-label={`Ціна ${p.name}`}
                    inputMode="decimal"
                    value={p.price}
                    disabled={disabled}
                    aria-invalid={errors[p.id] ? true : undefined}
                    aria-describedby={errors[p.id] ? `picked-price-${p.id}-error` : undefined}
                    onChange={(e) =>
                      onChange(picked.map((x) => (x.id === p.id ? { ...x, price: e.target.value } : x)))
                    }
                  />
                  {errors[p.id] ? (
                    <p id={`picked-price-${p.id}-error`} className="text-sm text-red-700">
                      {errors[p.id]}
                    </p>
                  ) : toKopiykas(p.price) !== null && discount > 0 ? (
                    <p className="text-xs text-slate-600">
                      зі знижкою {discount} %:{' '}
                      {formatMoney(listFinalPrice(toKopiykas(p.price) ?? 0, discount))}
                    </p>
                  ) : null}
                </td>
                <td className="py-1 text-right">
                  <Button
                    variant="ghost"
                    disabled={disabled}
                    onClick={() => onChange(picked.filter((x) => x.id !== p.id))}
                  >
                    Прибрати
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  )
}
