/**
 * The laboratory's worklist (issue 22 item 5): test lines awaiting results or approval, filtered by
 * department, order day and state — all in the address, so a list can be shared or reopened — each row
 * leading to the order's entry screen.
 */
import { useQuery } from '@tanstack/react-query'
import { useSearchParams } from 'react-router'
import { labTestStateLabels } from '../../../domain/laboratory/lab-results.schema'
import { dayText } from '../../../domain/time/kyiv'
import { isApiError } from '../../lib/api/api-error'
import { Input } from '../../ui/input'
import { ListPager } from '../../ui/list-pager'
import { PageLoader } from '../../ui/page-loader'
import { selectClass } from '../../ui/select-field'
import { TextLink } from '../../ui/text-link'
import { fetchWorklist, labResultsKeys } from './lab-results.api'

const states = [
  ['awaiting', 'Очікують результату або затвердження'],
  ['pending', 'Очікують результату'],
  ['entered', 'Очікують затвердження'],
  ['approved', 'Затверджені'],
] as const

export function LabWorklistPage() {
  const [params, setParams] = useSearchParams()
  const query = new URLSearchParams()
  for (const k of ['departmentId', 'date', 'state', 'page']) {
    const v = params.get(k)
    if (v) query.set(k, v)
  }
  const list = useQuery({
    queryKey: labResultsKeys.worklist(query.toString()),
    queryFn: ({ signal }) => fetchWorklist(query.toString(), signal),
  })
  const setFilter = (key: string, value: string) => {
    const next = new URLSearchParams(params)
    if (value) next.set(key, value)
    else next.delete(key)
    next.delete('page')
    setParams(next)
  }
  return (
    <div className="grid gap-4">
      <h1 className="text-2xl font-semibold text-slate-900">Результати аналізів</h1>
      <form className="flex flex-wrap items-end gap-3" onSubmit={(e) => e.preventDefault()}>
        <label className="grid gap-1 text-sm">
          Дата замовлення
          <Input
            type="date"
            value={params.get('date') ?? ''}
            onChange={(e) => setFilter('date', e.target.value)}
          />
        </label>
        <label className="grid gap-1 text-sm">
          Відділення
          <select
            className={selectClass}
            value={params.get('departmentId') ?? ''}
            onChange={(e) => setFilter('departmentId', e.target.value)}
          >
            <option value="">Усі відділення</option>
            {(list.data?.departments ?? []).map((d) => (
              <option key={d.id} value={d.id}>
                {d.name}
              </option>
            ))}
          </select>
        </label>
        <label className="grid gap-1 text-sm">
          Стан
          <select
            className={selectClass}
            value={params.get('state') ?? 'awaiting'}
            onChange={(e) => setFilter('state', e.target.value)}
          >
            {states.map(([v, label]) => (
              <option key={v} value={v}>
                {label}
              </option>
            ))}
          </select>
        </label>
      </form>
      {list.isPending && <PageLoader />}
      {list.isError && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-900">
          Не вдалося завантажити список:{' '}
          {isApiError(list.error) ? list.error.message : 'немає звʼязку з сервером'}
        </p>
      )}
      {list.isSuccess && list.data.data.length === 0 && <p className="text-slate-700">Нічого не знайдено.</p>}
      {list.isSuccess && list.data.data.length > 0 && (
        <>
          <table className="w-full text-left text-sm">
            <thead>
              <tr className="border-b text-slate-600">
                <th className="py-2">Замовлення</th>
                <th>Дата</th>
                <th>Пацієнт</th>
                <th>Аналіз</th>
                <th>Відділення</th>
                <th>Стан</th>
              </tr>
            </thead>
            <tbody>
              {list.data.data.map((r) => (
                <tr key={`${r.orderId}:${r.line}:${r.testId}`} className="border-b">
                  <td className="py-2">
                    <TextLink to={`/laboratory/results/${r.orderId}`}>{r.orderCode}</TextLink>
                  </td>
                  <td>{dayText(r.orderDay)}</td>
                  <td>{r.patient}</td>
                  <td>
                    {r.testCode} {r.testName}
                  </td>
                  <td>{r.department ?? '—'}</td>
                  <td>{labTestStateLabels[r.state]}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <ListPager
            page={list.data.meta.page}
            perPage={list.data.meta.perPage}
            total={list.data.meta.total}
          />
        </>
      )}
    </div>
  )
}
