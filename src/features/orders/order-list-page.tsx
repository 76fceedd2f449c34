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

export function OrderListPage() {
  const user = useSignedInUser()
  const online = useOnline()
  const [params, setParams] = useSearchParams()
  const filters = readFilters(params)
  const now = new Date()
  const { query, periodError } = listQuery(filters, now)
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
    body = <p className={`${notice} bg-white text-slate-700`}>Замовлень за цими умовами немає.</p>
  else
    body = (
      <>
        <OrderTable
          rows={list.data.data}
          user={user}
          shown={columns.shown}
          busyOrderId={flow.busyOrderId}
          onAction={flow.start}
        />
        <ListPager page={list.data.meta.page} perPage={list.data.meta.perPage} total={list.data.meta.total} />
      </>
    )

  return (
    <section className="grid gap-3" aria-busy={list.isFetching}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold text-slate-900">Замовлення</h1>
        <OrderColumnChooser columns={orderColumns} choice={columns} />
      </div>
      <OrderFilterBar
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
