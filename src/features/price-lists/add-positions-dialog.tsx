/**
 * Adds catalogue items to a price list: services to a services list, tests to a tests list, found by
 * name or code, each with its price in hryvnias. The server refuses the whole request when one item is
 * already in the list ('Помилка при прикріпленні послуг', the item named).
 */
import { useState } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { toast } from 'sonner'
import { listFinalPrice, type PriceList } from '../../../domain/price-lists/price-list.schema'
import { ApiError } from '../../lib/api/api-error'
import { formatMoney, toKopiykas } from '../../lib/format/money'
import { Button } from '../../ui/button'
import { Dialog, DialogContent, DialogTitle } from '../../ui/dialog'
import { useFilterDraft } from '../../ui/filter-draft'
import { Input } from '../../ui/input'
import { moneyText } from './position-dialog'
import { addPositions, priceListKeys, searchCatalogue } from './price-lists.api'

interface Picked {
  id: number
  code: string
  name: string
  price: string
}

const priceRule = moneyText(true)

export function AddPositionsDialog({
  list,
  online,
  onClose,
}: {
  list: PriceList
  online: boolean
  onClose: () => void
}) {
  const queryClient = useQueryClient()
  const [search, setSearch] = useState('')
  const draft = useFilterDraft('', setSearch)
  const found = useQuery({
    queryKey: ['price-lists', 'catalogue', list.type, search],
    queryFn: ({ signal }) => searchCatalogue(list.type, search, signal),
    enabled: search.length >= 2,
  })
  const [picked, setPicked] = useState<Picked[]>([])
  const [errors, setErrors] = useState<Record<number, string>>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [key, setKey] = useState(() => crypto.randomUUID())
  const kind = list.type === 'services' ? 'послугу' : 'аналіз'

  const save = async () => {
    const wrong: Record<number, string> = {}
    for (const p of picked) {
      const check = priceRule.safeParse(p.price)
      if (!check.success) wrong[p.id] = check.error.issues[0]?.message ?? ''
    }
    setErrors(wrong)
    if (Object.keys(wrong).length) return
    setBusy(true)
    setFailure(null)
    try {
      const items = picked.map((p) => ({
        ...(list.type === 'services' ? { serviceId: p.id } : { mcTestId: p.id }),
        price: toKopiykas(p.price) ?? 0,
      }))
      const done = await addPositions(list.id, { items }, key)
      toast.success(`Додано позицій: ${done.created}`)
      await queryClient.invalidateQueries({ queryKey: priceListKeys.all })
      onClose()
    } catch (e) {
      setKey(crypto.randomUUID())
      if (!(e instanceof ApiError)) {
        setFailure('Помилка при прикріпленні послуг: немає звʼязку з сервером.')
        return
      }
      const byIndex: Record<number, string> = {}
      for (const [k, messages] of Object.entries(e.errors)) {
        const item = picked[Number(k.split('.')[1])]
        if (item) byIndex[item.id] = messages.join('; ')
      }
      setErrors(byIndex)
      setFailure(e.message)
    } finally {
      setBusy(false)
    }
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent dismissible={false} className="w-[min(52rem,calc(100vw-2rem))]">
        <DialogTitle className="mb-4">Додати позиції до «{list.nameUk}»</DialogTitle>
        <div className="grid gap-4">
          <form
            role="search"
            aria-label={`Пошук: ${kind}`}
            className="flex items-end gap-3"
            onSubmit={(e) => {
              e.preventDefault()
              setSearch(draft.value.trim())
            }}
          >
            <div className="grid flex-1 gap-1">
              <label htmlFor="add-positions-search" className="text-sm font-medium text-slate-800">
                Знайти {kind} за назвою або кодом
              </label>
              <Input id="add-positions-search" type="search" maxLength={100} {...draft.field} />
            </div>
            <Button type="submit" variant="secondary">
              Знайти
            </Button>
          </form>
          {search.length > 0 && search.length < 2 && (
            <p className="text-sm text-slate-700">Введіть щонайменше 2 символи.</p>
          )}
          {found.data && (
            <ul aria-label="Знайдено" className="grid max-h-56 gap-1 overflow-y-auto">
              {found.data.data.length === 0 && (
                <li className="text-sm text-slate-700">Нічого не знайдено.</li>
              )}
              {found.data.data.map((o) => {
                const already = picked.some((p) => p.id === o.key)
                return (
                  <li
                    key={o.key}
                    className="flex items-center justify-between gap-2 rounded border px-2 py-1"
                  >
                    <span>
                      <span className="font-mono">{o.code}</span> {o.value}
                    </span>
                    <Button
                      variant="secondary"
                      disabled={already}
                      aria-label={`Обрати ${o.value}`}
                      onClick={() =>
                        setPicked((p) => [...p, { id: o.key, code: o.code ?? '', name: o.value, price: '' }])
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
            <table className="w-full text-left text-sm" aria-label="Нові позиції">
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
                        aria-invalid={errors[p.id] ? true : undefined}
                        aria-describedby={errors[p.id] ? `add-price-${p.id}-error` : undefined}
                        onChange={(e) =>
                          setPicked((all) =>
                            all.map((x) => (x.id === p.id ? { ...x, price: e.target.value } : x)),
                          )
                        }
                      />
                      {errors[p.id] ? (
                        <p id={`add-price-${p.id}-error`} className="text-sm text-red-700">
                          {errors[p.id]}
                        </p>
                      ) : toKopiykas(p.price) !== null && list.discount > 0 ? (
                        <p className="text-xs text-slate-600">
                          зі знижкою {list.discount} %:{' '}
                          {formatMoney(listFinalPrice(toKopiykas(p.price) ?? 0, list.discount))}
                        </p>
                      ) : null}
                    </td>
                    <td className="py-1 text-right">
                      <Button
                        variant="ghost"
                        onClick={() => setPicked((all) => all.filter((x) => x.id !== p.id))}
                      >
                        Прибрати
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {failure && (
            <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
              {failure}
            </p>
          )}
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={onClose}>
              Скасувати
            </Button>
            <Button disabled={!online || busy || picked.length === 0} onClick={() => void save()}>
              Додати ({picked.length})
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  )
}
