/**
 * /settings/finances/position (spec 001 §2): one service or test across every price list — its price,
 * final price and state in each list, edited in place with the position dialog. Online only.
 */
import { useState } from 'react'
import { Link, Navigate } from 'react-router'
import { useQuery } from '@tanstack/react-query'
import { can } from '../../../domain/permissions/check'
import { formatMoney } from '../../lib/format/money'
import { useSignedInUser } from '../../lib/session/session-context'
import { useOnlineStatus } from '../../shared/use-online-status'
import { Button } from '../../ui/button'
import { useFilterDraft } from '../../ui/filter-draft'
import { SearchForm } from '../../ui/search-form'
import { OnlineOnlyNote } from '../../ui/online-only-note'
import { PageLoader } from '../../ui/page-loader'
import { Select } from '../../ui/select'
import { PositionDialog, type Position } from './position-dialog'
import { PRICE_LIST_PERMISSION, PRICE_LISTS_ROUTE, typeLabels } from './price-list-words'
import { fetchItemPositions, priceListKeys, searchCatalogue } from './price-lists.api'

export function ItemPositionsPage() {
  const user = useSignedInUser()
  const online = useOnlineStatus()
  const allowed = can(user.permissions, PRICE_LIST_PERMISSION)
  const [type, setType] = useState<'services' | 'tests'>('services')
  const [search, setSearch] = useState('')
  const draft = useFilterDraft('', setSearch)
  const [item, setItem] = useState<{ id: number; name: string } | null>(null)
  const [editing, setEditing] = useState<(Position & { priceListDiscount: number }) | null>(null)
  const found = useQuery({
    queryKey: ['price-lists', 'catalogue', type, search],
    queryFn: ({ signal }) => searchCatalogue(type, search, signal),
    enabled: allowed && search.length >= 2,
  })
  const positions = useQuery({
    queryKey: [...priceListKeys.all, 'item', type, item?.id ?? 0],
    queryFn: ({ signal }) => fetchItemPositions(type, item?.id ?? 0, signal),
    enabled: allowed && item !== null,
  })
  if (!allowed) return <Navigate to="/403" replace />
  return (
    <div className="grid max-w-5xl gap-5">
      <div className="grid gap-1">
        <h1 className="text-2xl font-semibold">Позиції</h1>
        <p className="text-slate-700">Ціни однієї послуги чи аналізу в усіх прайс-листах.</p>
      </div>
      <OnlineOnlyNote online={online}>
        Ціни змінюються лише онлайн: зараз звʼязку немає, тож зміни недоступні.
      </OnlineOnlyNote>
      <div className="flex flex-wrap items-end gap-3">
        <div className="w-44">
          <Select
            aria-label="Що шукаємо"
            value={type}
            options={[
              { value: 'services', label: typeLabels.services },
              { value: 'tests', label: typeLabels.tests },
            ]}
            onChange={(v) => {
              setType(v === 'tests' ? 'tests' : 'services')
              setItem(null)
            }}
          />
        </div>
        <SearchForm
          name="Пошук послуги чи аналізу"
          id="item-search"
          label="Назва або код"
          draft={draft}
          onSearch={setSearch}
          maxLength={100}
          width="w-72"
        />
      </div>
      {found.data && !item && (
        <ul aria-label="Знайдено" className="grid max-h-64 gap-1 overflow-y-auto">
          {found.data.data.length === 0 && <li className="text-sm text-slate-700">Нічого не знайдено.</li>}
          {found.data.data.map((o) => (
            <li key={o.key}>
              <Button variant="ghost" onClick={() => setItem({ id: o.key, name: o.value })}>
                <span className="font-mono">{o.code}</span>&nbsp;{o.value}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {item && (
        <section aria-label={item.name} className="grid gap-3">
          <div className="flex items-center gap-3">
            <h2 className="text-lg font-semibold">{item.name}</h2>
            <Button variant="ghost" onClick={() => setItem(null)}>
              Інша позиція
            </Button>
          </div>
          {positions.isPending ? (
            <PageLoader />
          ) : positions.isError ? (
            <p role="alert">Не вдалося прочитати позиції. Перевірте звʼязок.</p>
          ) : positions.data.length === 0 ? (
            <p className="text-slate-700">Цієї позиції немає в жодному прайс-листі.</p>
          ) : (
            <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
              <table className="w-full text-left text-sm">
                <thead className="bg-slate-50 text-slate-700">
                  <tr>
                    <th className="px-3 py-2 font-medium">Прайс-лист</th>
                    <th className="px-3 py-2 text-right font-medium">Ціна</th>
                    <th className="px-3 py-2 text-right font-medium">Кінцева ціна</th>
                    <th className="px-3 py-2 font-medium">Опубліковано</th>
                    <th className="px-3 py-2">
                      <span className="sr-only">Дії</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {positions.data.map((p) => (
                    <tr key={p.id} className="border-t border-slate-200" aria-label={p.priceListName}>
                      <td className="px-3 py-2">
                        <Link
                          to={`${PRICE_LISTS_ROUTE}/${p.priceListId}?tab=positions`}
                          className="text-sky-800 underline"
                        >
                          {p.priceListName}
                        </Link>
                        {!p.priceListPublished && (
                          <span className="ml-2 text-xs text-slate-600">(не опублікований)</span>
                        )}
                      </td>
                      <td className="px-3 py-2 text-right tabular-nums">{formatMoney(p.price)}</td>
                      <td className="px-3 py-2 text-right tabular-nums">{formatMoney(p.finalPrice)}</td>
                      <td className="px-3 py-2">{p.published ? 'Так' : 'Ні'}</td>
                      <td className="px-3 py-1 text-right">
                        <Button variant="ghost" disabled={!online} onClick={() => setEditing(p)}>
                          Змінити
                        </Button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
      )}
      {editing && (
        <PositionDialog
          listId={editing.priceListId}
          discount={editing.priceListDiscount}
          position={editing}
          online={online}
          onClose={() => setEditing(null)}
        />
      )}
    </div>
  )
}
