/**
 * /settings/finances/mc-tests (spec 001 §2, issue 21 item 1): the laboratory's tests filtered in the
 * address by category (a top-level one takes its sub-categories too), code, name or synonym, package,
 * type and published, 15 a page; each opens its editor (`/settings/finances/mc-tests/{id}`), a new one
 * is made at `…/create`. Reading needs crmReferencesSee, changing crmSettingsEdit; online only.
 */
import { Navigate, useSearchParams } from 'react-router'
import { useQuery } from '@tanstack/react-query'
import { mcTestMessages, type McTestListRow } from '../../../domain/laboratory/mc-test.schema'
import { can } from '../../../domain/permissions/check'
import { useSignedInUser } from '../../lib/session/session-context'
import { useOnlineStatus } from '../../shared/use-online-status'
import { buttonVariants } from '../../ui/button'
import { Button } from '../../ui/button'
import { useFilterDraft } from '../../ui/filter-draft'
import { Input } from '../../ui/input'
import { ListPager } from '../../ui/list-pager'
import { OnlineOnlyNote } from '../../ui/online-only-note'
import { PageLoader } from '../../ui/page-loader'
import { PrefetchLink } from '../../ui/prefetch-link'
import { ReadOnlyNote } from '../../ui/read-only-note'
import { Select } from '../../ui/select'
import { TextLink } from '../../ui/text-link'
import {
  fetchMcTestChoices,
  fetchMcTests,
  mcTestKeys,
  MC_TESTS_PER_PAGE,
  type McTestFilters,
} from './mc-tests.api'

const READ = 'crmReferencesSee'
const WRITE = 'crmSettingsEdit'
export const MC_TESTS_ROUTE = '/settings/finances/mc-tests'

type FilterKey = 'search' | 'category' | 'package' | 'published' | 'testType' | 'page'
const yesNo = (v: string | null) => (v === 'true' || v === 'false' ? v : undefined)

/** The filters as the address holds them; anything the API would refuse is read as no filter. */
function readFilters(params: URLSearchParams): McTestFilters {
  const page = Number(params.get('page') ?? '1')
  const category = Number(params.get('category'))
  const search = params.get('search')?.trim().slice(0, 100)
  const testType = params.get('testType')
  return {
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
    ...(search ? { search } : {}),
    ...(Number.isInteger(category) && category >= 1 && category <= 2_147_483_647 ? { category } : {}),
    ...(yesNo(params.get('package')) ? { package: yesNo(params.get('package')) } : {}),
    ...(yesNo(params.get('published')) ? { published: yesNo(params.get('published')) } : {}),
    ...(testType === '1' || testType === '2' ? { testType } : {}),
  }
}

export function McTestsPage() {
  const user = useSignedInUser()
  const online = useOnlineStatus()
  const allowed = can(user.permissions, READ)
  const canWrite = can(user.permissions, WRITE)
  const [params, setParams] = useSearchParams()
  const filters = readFilters(params)
  const list = useQuery({
    queryKey: mcTestKeys.list(filters),
    queryFn: ({ signal }) => fetchMcTests(filters, signal),
    enabled: allowed,
  })
  const choices = useQuery({
    queryKey: mcTestKeys.choices,
    queryFn: ({ signal }) => fetchMcTestChoices(signal),
    enabled: allowed,
  })
  const setFilter = (key: FilterKey, value: string | null) => {
    const next = new URLSearchParams(params)
    if (value) next.set(key, value)
    else next.delete(key)
    if (key !== 'page') next.delete('page')
    setParams(next)
  }
  const search = useFilterDraft(filters.search ?? '', (v) => setFilter('search', v))
  if (!allowed) return <Navigate to="/403" replace />

  const select = (
    key: 'package' | 'published' | 'testType',
    label: string,
    options: Array<[string, string]>,
  ) => (
    <div className="w-52">
      <Select
        aria-label={label}
        value={filters[key] ?? null}
        empty={`${label}: усі`}
        options={options.map(([value, text]) => ({ value, label: text }))}
        onChange={(v) => setFilter(key, v)}
      />
    </div>
  )

  return (
    <section aria-labelledby="mc-tests-title" className="grid gap-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <h1 id="mc-tests-title" className="text-2xl font-semibold">
            Аналізи
          </h1>
          <p className="text-slate-700">
            Каталог лабораторії: аналізи й пакети, їхні пробірки, матеріал, відділення, терміни виконання і
            показники результату.
          </p>
        </div>
        {canWrite &&
          (online ? (
            <PrefetchLink to={`${MC_TESTS_ROUTE}/create`} className={buttonVariants()}>
              Додати аналіз
            </PrefetchLink>
          ) : (
            <Button disabled>Додати аналіз</Button>
          ))}
      </div>
      {!canWrite && <ReadOnlyNote>Лише перегляд: у вас немає права змінювати аналізи.</ReadOnlyNote>}
      <OnlineOnlyNote online={online}>
        Аналізи читаються і змінюються лише онлайн: зараз звʼязку немає.
      </OnlineOnlyNote>
      <form
        role="search"
        aria-label="Фільтри аналізів"
        className="flex flex-wrap items-end gap-3"
        onSubmit={(e) => {
          e.preventDefault()
          setFilter('search', search.value.trim())
        }}
      >
        <div className="grid w-72 gap-1">
          <label htmlFor="mc-tests-category" className="text-sm font-medium text-slate-800">
            Категорія
          </label>
          <Select
            id="mc-tests-category"
            value={filters.category === undefined ? null : String(filters.category)}
            empty="Усі категорії"
            options={(choices.data?.categories ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
            onChange={(v) => setFilter('category', v)}
          />
        </div>
        <div className="grid w-64 gap-1">
          <label htmlFor="mc-tests-search" className="text-sm font-medium text-slate-800">
            Код, назва або синонім
          </label>
          <Input id="mc-tests-search" type="search" maxLength={100} {...search.field} />
        </div>
        <Button type="submit" variant="secondary">
          Знайти
        </Button>
        {select('package', 'Пакети', [
          ['true', 'Лише пакети'],
          ['false', 'Без пакетів'],
        ])}
        {select('testType', 'Тип', [
          ['1', 'Аналізи'],
          ['2', 'Послуги забору'],
        ])}
        {select('published', 'Публікація', [
          ['true', 'Опубліковані'],
          ['false', 'Не опубліковані'],
        ])}
      </form>
      {list.isPending ? (
        <PageLoader />
      ) : list.isError ? (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-red-800">
          {mcTestMessages.loadFailed}. Перевірте звʼязок і оновіть сторінку.
        </p>
      ) : (
        <>
          <McTestsTable rows={list.data.data} />
          <div className="flex flex-wrap items-center justify-between gap-3">
            <ListPager
              page={filters.page}
              perPage={MC_TESTS_PER_PAGE}
              total={list.data.meta.total}
              label="Сторінки списку аналізів"
            />
            <p className="text-sm text-slate-700">Знайдено: {list.data.meta.total.toLocaleString('uk-UA')}</p>
          </div>
        </>
      )}
    </section>
  )
}

const kindOf = (r: McTestListRow) =>
  [
    r.testType === 2 ? 'Послуга забору' : r.package ? `Пакет (${r.packageSize})` : 'Аналіз',
    r.published ? '' : 'не опубліковано',
  ]
    .filter(Boolean)
    .join(', ')

function McTestsTable({ rows }: { rows: McTestListRow[] }) {
  if (rows.length === 0) return <p className="text-slate-700">Аналізів за цими фільтрами не знайдено.</p>
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="w-full text-left text-sm">
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            <th className="px-3 py-2 font-medium">Код</th>
            <th className="px-3 py-2 font-medium">Назва</th>
            <th className="px-3 py-2 font-medium">Категорія</th>
            <th className="px-3 py-2 font-medium">Вид</th>
            <th className="px-3 py-2 font-medium">Контейнер</th>
            <th className="px-3 py-2 font-medium">Відділення / лабораторія</th>
            <th className="px-3 py-2 font-medium">Термін, дн.</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id} className="border-t border-slate-200 align-top" aria-label={r.code}>
              <td className="px-3 py-2 font-mono font-medium">
                <TextLink to={`${MC_TESTS_ROUTE}/${r.id}`}>{r.code}</TextLink>
              </td>
              <td className="px-3 py-2">{r.nameUk}</td>
              <td className="px-3 py-2">{r.categoryPath.join(' › ') || '—'}</td>
              <td className="px-3 py-2">{kindOf(r)}</td>
              <td className="px-3 py-2">{r.container ?? '—'}</td>
              <td className="px-3 py-2">{[r.department, r.laboratory].filter(Boolean).join(' · ') || '—'}</td>
              <td className="px-3 py-2 tabular-nums">{r.workDays}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
