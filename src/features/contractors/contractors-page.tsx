/**
 * /settings/finances/insurance-companies (spec 001 §3 "Contractor", issue 19 item 4): contractors by
 * name, searched by name or code and filtered by publication in the address, 15 a page; each opens its
 * form, «Додати контрагента» the create page. Every contractor route needs crmSettingsEdit, and so
 * does the page. Online only.
 */
import { Link, Navigate, useSearchParams } from 'react-router'
import { useQuery } from '@tanstack/react-query'
import type { InsuranceCompany } from '../../../domain/insurance-companies/insurance-company.schema'
import { can } from '../../../domain/permissions/check'
import { formatDate } from '../../lib/format/date'
import { useSignedInUser } from '../../lib/session/session-context'
import { useOnlineStatus } from '../../shared/use-online-status'
import { Button, buttonVariants } from '../../ui/button'
import { useFilterDraft } from '../../ui/filter-draft'
import { Input } from '../../ui/input'
import { ListPager } from '../../ui/list-pager'
import { OnlineOnlyNote } from '../../ui/online-only-note'
import { PageLoader } from '../../ui/page-loader'
import { Select } from '../../ui/select'
import {
  CONTRACTOR_PERMISSION,
  CONTRACTORS_PATH,
  CONTRACTORS_PER_PAGE,
  contractorKeys,
  fetchContractorList,
  type ContractorListFilters,
} from './contractors.api'
import { choiceName, useContractorChoices, type Choice } from './use-contractor-choices'

type FilterKey = 'name' | 'code' | 'published' | 'page'

/** The filters as the address holds them; anything the API would refuse is read as no filter. */
function readFilters(params: URLSearchParams): ContractorListFilters {
  const page = Number(params.get('page') ?? '1')
  const name = params.get('name')?.trim().slice(0, 255)
  const code = params.get('code')?.trim().slice(0, 50)
  const published = params.get('published')
  return {
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
    ...(name ? { name } : {}),
    ...(code ? { code } : {}),
    ...(published === 'true' || published === 'false' ? { published } : {}),
  }
}

/** "01.01.2026 – 31.12.2026", open ends as "…", and the auto-extension. */
export function contractText(
  c: Pick<InsuranceCompany, 'contractStartDate' | 'contractEndDate' | 'autoExtension'>,
) {
  if (!c.contractStartDate && !c.contractEndDate) return '—'
  const from = c.contractStartDate ? formatDate(c.contractStartDate) : '…'
  const to = c.contractEndDate ? formatDate(c.contractEndDate) : '…'
  return `${from} – ${to}${c.autoExtension ? ', автопролонгація' : ''}`
}

export function ContractorsPage() {
  const user = useSignedInUser()
  const online = useOnlineStatus()
  const allowed = can(user.permissions, CONTRACTOR_PERMISSION)
  const [params, setParams] = useSearchParams()
  const filters = readFilters(params)
  const list = useQuery({
    queryKey: contractorKeys.list(filters),
    queryFn: ({ signal }) => fetchContractorList(filters, signal),
    enabled: allowed,
    staleTime: 0,
  })
  const choices = useContractorChoices(false)

  const setFilter = (key: FilterKey, value: string | null) => {
    const next = new URLSearchParams(params)
    if (value) next.set(key, value)
    else next.delete(key)
    if (key !== 'page') next.delete('page')
    setParams(next)
  }
  const name = useFilterDraft(filters.name ?? '', (v) => setFilter('name', v))
  const code = useFilterDraft(filters.code ?? '', (v) => setFilter('code', v))

  if (!allowed) return <Navigate to="/403" replace />

  return (
    <div className="grid gap-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="text-2xl font-semibold">Контрагенти</h1>
          <p className="text-slate-700">
            Страхові компанії: договір, міста, філіали, типи оплати, прайс-листи, реквізити і токен доступу.
          </p>
        </div>
        {online ? (
          <Link to={`${CONTRACTORS_PATH}/create`} className={buttonVariants()}>
            Додати контрагента
          </Link>
        ) : (
          <Button disabled>Додати контрагента</Button>
        )}
      </div>
      <OnlineOnlyNote online={online}>
        Контрагенти відкриваються і редагуються лише онлайн: зараз звʼязку немає.
      </OnlineOnlyNote>
      <form
        role="search"
        aria-label="Пошук контрагентів"
        className="flex flex-wrap items-end gap-3"
        onSubmit={(e) => {
          e.preventDefault()
          const next = new URLSearchParams(params)
          for (const [key, draft] of [
            ['name', name.value.trim()],
            ['code', code.value.trim()],
          ] as const) {
            if (draft) next.set(key, draft)
            else next.delete(key)
          }
          next.delete('page')
          setParams(next)
        }}
      >
        <div className="grid w-60 gap-1">
          <label htmlFor="contractors-name" className="text-sm font-medium text-slate-800">
            Назва
          </label>
          <Input id="contractors-name" type="search" maxLength={255} {...name.field} />
        </div>
        <div className="grid w-40 gap-1">
          <label htmlFor="contractors-code" className="text-sm font-medium text-slate-800">
            Код
          </label>
          <Input id="contractors-code" type="search" maxLength={50} {...code.field} />
        </div>
        <Button type="submit" variant="secondary">
          Знайти
        </Button>
        <div className="w-48">
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
      </form>
      {list.isPending ? (
        <PageLoader />
      ) : list.isError ? (
        <p role="alert">Не вдалося прочитати контрагентів. Перевірте звʼязок і оновіть сторінку.</p>
      ) : (
        <>
          <ContractorTable rows={list.data.data} cities={choices.cities} />
          <ListPager
            page={filters.page}
            perPage={CONTRACTORS_PER_PAGE}
            total={list.data.meta.total}
            label="Сторінки списку контрагентів"
          />
        </>
      )}
    </div>
  )
}

function ContractorTable({ rows, cities }: { rows: InsuranceCompany[]; cities: Choice[] }) {
  if (rows.length === 0) return <p className="text-slate-700">Контрагентів не знайдено.</p>
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="w-full text-left text-sm">
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            <th className="px-3 py-2 font-medium">Назва</th>
            <th className="px-3 py-2 font-medium">Код</th>
            <th className="px-3 py-2 font-medium">Номер договору</th>
            <th className="px-3 py-2 font-medium">Дія договору</th>
            <th className="px-3 py-2 font-medium">Міста</th>
            <th className="px-3 py-2 font-medium">Опубліковано</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((c) => (
            <tr key={c.id} className="border-t border-slate-200 align-top" aria-label={c.name}>
              <td className="px-3 py-2">
                <Link
                  to={`${CONTRACTORS_PATH}/${c.id}`}
                  className="font-medium text-brand-700 underline-offset-4 hover:underline"
                >
                  {c.name}
                </Link>
              </td>
              <td className="px-3 py-2 font-mono">{c.code}</td>
              <td className="px-3 py-2">{c.contractNumber ?? '—'}</td>
              <td className="px-3 py-2 tabular-nums">
                {contractText(c)}
                {!c.contractInForce && <div className="text-amber-800">Не діє сьогодні</div>}
              </td>
              <td className="px-3 py-2">
                {c.cityIds.length ? c.cityIds.map((id) => choiceName(cities, id)).join(', ') : 'Усі'}
              </td>
              <td className="px-3 py-2">{c.published ? 'Так' : 'Ні'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
