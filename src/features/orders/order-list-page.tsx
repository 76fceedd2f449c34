/**
 * /mc-orders: the order list (spec 000 §2.2, issue #7 item 3). Filters live in the address; the server
 * answers each page of 15. Online-only for now: orders are not yet kept on the device, so offline the
 * page says the list needs the network instead of failing request after request.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useSearchParams } from 'react-router'
import { useOnline } from '../../offline/react/use-outbox'
import { useSignedInUser } from '../../lib/session/session-context'
import { ListPager } from '../../ui/list-pager'
import { PageLoader } from '../../ui/page-loader'
import { useOrderActionFlow } from './order-action-flow'
import { useOrderChoices } from './order-choices'
import { OrderFilterBar } from './order-filter-bar'
import { listQuery, readFilters, withFilters, type FilterPatch } from './order-filters'
import { OrderTable } from './order-table'
import { OrderColumnChooser } from './order-column-chooser'
import { useColumnChoice } from './order-column-choice'
import { orderColumns } from '../../shared/orders/order-columns'
import { fetchOrderList, orderQueryKeys } from '../../shared/orders/orders.api'

const notice = 'rounded-md p-4 text-sm'

type RegistryView = 'not_finished' | 'without_schedule'

/** What each registry tab built on the list says above it. */
const registryViews: Record<RegistryView, { title: string; intro: string; empty: string }> = {
  not_finished: {
    title: 'Незавершені замовлення',
    intro:
      'Замовлення, день яких минув (останній запис або, без запису, день створення), а їх не виконано й не скасовано. Дії — ті, що дозволяє стан замовлення.',
    empty: 'Незавершених замовлень немає.',
  },
  without_schedule: {
    title: 'Без розкладу',
    intro:
      'Замовлення з послугами без розкладу (не скасовані й не закриті). Записати послугу на час можна в кошику замовлення.',
    empty: 'Замовлень з послугами без розкладу немає.',
  },
}

/** Registry → Незавершені замовлення (/mc-registry/not-finished-orders, issue 20 item 7). */
export function NotFinishedOrdersPage() {
  return <OrderListPage registryView="not_finished" />
}

/** Registry → Без розкладу (/mc-registry/without-schedule, issue 20 item 7). */
export function WithoutScheduleOrdersPage() {
  return <OrderListPage registryView="without_schedule" />
}

export function OrderListPage({ registryView }: { registryView?: RegistryView } = {}) {
  const view = registryView ? registryViews[registryView] : undefined
  const user = useSignedInUser()
  const online = useOnline()
  const [params, setParams] = useSearchParams()
  const filters = readFilters(params)
  const now = new Date()
  const { query, periodError } = listQuery(filters, now, registryView)
  const choices = useOrderChoices()
  const flow = useOrderActionFlow(choices.cancelReasons)
  const columns = useColumnChoice(user.id, orderColumns)
  const list = useQuery({
    queryKey: orderQueryKeys.list(query),
    queryFn: ({ signal }) => fetchOrderList(query, signal),
    enabled: online && periodError === null,
    placeholderData: keepPreviousData,
    retry: false,
  })
  const change = (patch: FilterPatch) => setParams(withFilters(params, patch))

  let body
  if (!online)
    body = (
      <p role="status" className={`${notice} bg-amber-50 text-amber-900`}>
        Немає з’єднання з мережею. Список замовлень працює лише онлайн: замовлення ще не зберігаються на цьому
        пристрої. Він з’явиться, щойно мережа повернеться.
      </p>
    )
  else if (periodError) body = null
  else if (list.isError)
    body = (
      <p role="alert" className={`${notice} bg-red-50 text-red-900`}>
        Помилка при завантаженні даних
      </p>
    )
  else if (!list.data) body = <PageLoader label="Завантаження замовлень…" />
  else if (list.data.data.length === 0)
    body = (
      <p className={`${notice} bg-white text-slate-700`}>
        {view && filters.states.length === 0 && !filters.client && !filters.code
          ? view.empty
          : 'Замовлень за цими умовами немає.'}
      </p>
    )
  else
    body = (
      <>
        <OrderTable
          rows={list.data.data}
          user={user}
          shown={registryView === 'without_schedule' ? { ...columns.shown, noSchedule: true } : columns.shown}
          busyOrderId={flow.busyOrderId}
          onAction={flow.start}
        />
        <ListPager page={list.data.meta.page} perPage={list.data.meta.perPage} total={list.data.meta.total} />
      </>
    )

  return (
    <section className="grid gap-3" aria-busy={list.isFetching}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold text-slate-900">{view?.title ?? 'Замовлення'}</h1>
        <OrderColumnChooser columns={orderColumns} choice={columns} />
      </div>
      {view && <p className="text-sm text-slate-700">{view.intro}</p>}
      <OrderFilterBar
        noPeriod={registryView !== undefined}
        filters={filters}
        choices={choices}
        periodError={periodError}
        now={now}
        onChange={change}
        onClear={() => setParams(new URLSearchParams())}
      />
      {body}
      {flow.dialog}
    </section>
  )
}
