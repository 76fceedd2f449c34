/**
 * /settings/finances/price-lists (spec 001 §2, issue 19 item 1): price lists by name, 15 a page, filtered
 * in the address by type, city, published and the day they are valid on; a row opens the list with its
 * positions. Every price list route needs crmSettingsEdit, and so does the page. Online only.
 */
import { Link, Navigate, useSearchParams } from 'react-router'
import { useQuery } from '@tanstack/react-query'
import { can } from '../../../domain/permissions/check'
import { useSignedInUser } from '../../lib/session/session-context'
import { useOnlineStatus } from '../../shared/use-online-status'
import { Button, buttonVariants } from '../../ui/button'
import { DateField } from '../../ui/date-field'
import { useFilterDraft } from '../../ui/filter-draft'
import { SearchForm } from '../../ui/search-form'
import { ListPager } from '../../ui/list-pager'
import { OnlineOnlyNote } from '../../ui/online-only-note'
import { PageLoader } from '../../ui/page-loader'
import { Select } from '../../ui/select'
import {
  fetchPriceLists,
  priceListKeys,
  PRICE_LISTS_PER_PAGE,
  type PriceListFilters,
} from './price-lists.api'
import {
  PRICE_LIST_PERMISSION,
  PRICE_LISTS_ROUTE,
  typeLabels,
  useCityChoices,
  validityText,
} from './price-list-words'

/** The filters as the address holds them; anything the API would refuse is read as no filter. */
function readFilters(params: URLSearchParams): PriceListFilters {
  const page = Number(params.get('page') ?? '1')
  const search = params.get('search')?.trim().slice(0, 255)
  const type = params.get('type')
  const cityId = Number(params.get('cityId'))
  const published = params.get('published')
  const validOn = params.get('validOn')
  return {
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
    ...(search ? { search } : {}),
    ...(type === 'services' || type === 'tests' ? { type } : {}),
    ...(Number.isInteger(cityId) && cityId > 0 ? { cityId } : {}),
    ...(published === 'true' || published === 'false' ? { published } : {}),
    ...(validOn && /^\d{4}-\d{2}-\d{2}$/.test(validOn) ? { validOn } : {}),
  }
}

export function PriceListsPage() {
  const user = useSignedInUser()
  const online = useOnlineStatus()
  const allowed = can(user.permissions, PRICE_LIST_PERMISSION)
  const [params, setParams] = useSearchParams()
  const filters = readFilters(params)
  const list = useQuery({
    queryKey: priceListKeys.list(filters),
    queryFn: ({ signal }) => fetchPriceLists(filters, signal),
    enabled: allowed,
  })
  const cityChoices = useCityChoices()
  const setFilter = (name: keyof PriceListFilters, value: string | null) => {
    const next = new URLSearchParams(params)
    if (value) next.set(name, value)
    else next.delete(name)
    if (name !== 'page') next.delete('page')
    setParams(next)
  }
  const search = useFilterDraft(filters.search ?? '', (v) => setFilter('search', v))
  if (!allowed) return <Navigate to="/403" replace />
  const cityName = (id: number | null) =>
    id === null ? 'Усі міста' : (cityChoices.find((c) => c.id === id)?.name ?? `№ ${id}`)

  return (
    <div className="grid gap-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="text-2xl font-semibold">Прайс-листи</h1>
          <p className="text-slate-700">
            Ціни послуг і аналізів для філій, міст і контрагентів: термін дії, знижка, позиції, історія змін.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {online ? (
            <Link
              to="/settings/finances/mass-attachment"
              className={buttonVariants({ variant: 'secondary' })}
            >
              Масове прикріплення
            </Link>
          ) : null}
          {online ? (
            <Link to={`${PRICE_LISTS_ROUTE}/create`} className={buttonVariants()}>
              Додати прайс-лист
            </Link>
          ) : (
            <Button disabled>Додати прайс-лист</Button>
          )}
        </div>
      </div>
      <OnlineOnlyNote online={online}>
        Прайс-листи редагуються лише онлайн: зараз звʼязку немає, тож зміни недоступні.
      </OnlineOnlyNote>
      <SearchForm
        name="Пошук прайс-листів"
        id="price-list-search"
        label="Назва"
        draft={search}
        onSearch={(v) => setFilter('search', v)}
      >
        <div className="w-40">
          <Select
            aria-label="Тип"
            value={filters.type ?? null}
            empty="Усі типи"
            options={[
              { value: 'services', label: typeLabels.services },
              { value: 'tests', label: typeLabels.tests },
            ]}
            onChange={(v) => setFilter('type', v)}
          />
        </div>
        <div className="w-48">
          <Select
            aria-label="Місто"
            value={filters.cityId ? String(filters.cityId) : null}
            empty="Усі міста"
            options={cityChoices.map((c) => ({ value: String(c.id), label: c.name }))}
            onChange={(v) => setFilter('cityId', v)}
          />
        </div>
        <div className="w-44">
          <Select
            aria-label="Публікація"
            value={filters.published ?? null}
            empty="Усі"
            options={[
              { value: 'true', label: 'Опубліковані' },
              { value: 'false', label: 'Не опубліковані' },
            ]}
            onChange={(v) => setFilter('published', v)}
          />
        </div>
        <div className="grid w-44 gap-1">
          <label htmlFor="price-list-valid-on" className="text-sm font-medium text-slate-800">
            Діє на дату
          </label>
          <DateField
            id="price-list-valid-on"
            value={filters.validOn ?? null}
            onChange={(v) => {
              if (v !== (filters.validOn ?? null)) setFilter('validOn', v)
            }}
          />
        </div>
      </SearchForm>
      {list.isPending ? (
        <PageLoader />
      ) : list.isError ? (
        <p role="alert">Не вдалося прочитати прайс-листи. Перевірте звʼязок і оновіть сторінку.</p>
      ) : list.data.data.length === 0 ? (
        <p className="text-slate-700">Прайс-листів не знайдено.</p>
      ) : (
        <>
          <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
            <table className="w-full text-left text-sm">
              <thead className="bg-slate-50 text-slate-700">
                <tr>
                  <th className="px-3 py-2 font-medium">Назва</th>
                  <th className="px-3 py-2 font-medium">Тип</th>
                  <th className="px-3 py-2 font-medium">Місто</th>
                  <th className="px-3 py-2 font-medium">Термін дії</th>
                  <th className="px-3 py-2 font-medium">Знижка</th>
                  <th className="px-3 py-2 font-medium">Позицій</th>
                  <th className="px-3 py-2 font-medium">Опубліковано</th>
                </tr>
              </thead>
              <tbody>
                {list.data.data.map((p) => (
                  <tr key={p.id} className="border-t border-slate-200 align-top" aria-label={p.nameUk}>
                    <td className="px-3 py-2">
                      <Link
                        className="font-medium text-sky-800 underline"
                        to={`${PRICE_LISTS_ROUTE}/${p.id}`}
                      >
                        {p.nameUk}
                      </Link>
                    </td>
                    <td className="px-3 py-2">{typeLabels[p.type]}</td>
                    <td className="px-3 py-2">{cityName(p.cityId)}</td>
                    <td className="px-3 py-2 tabular-nums">{validityText(p)}</td>
                    <td className="px-3 py-2 tabular-nums">{p.discount} %</td>
                    <td className="px-3 py-2 tabular-nums">{p.positionCount}</td>
                    <td className="px-3 py-2">{p.published ? 'Так' : 'Ні'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ListPager
            page={filters.page}
            perPage={PRICE_LISTS_PER_PAGE}
            total={list.data.meta.total}
            label="Сторінки списку прайс-листів"
          />
        </>
      )}
    </div>
  )
}
