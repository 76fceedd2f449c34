/**
 * The client's orders on the profile (issue 5 item 6): newest first, 15 a page, each opening its cart.
 * The server is asked on every visit; the page last loaded is kept on the device and shown offline,
 * marked as possibly out of date. A client the server does not know yet (created on this device) has
 * no orders there, so nothing is asked.
 */
import type { MouseEvent } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { orderListResponseSchema } from '../../../domain/orders/order-list.schema'
import { mayReadOrders, seesOnlyOwnOrders } from '../../../domain/orders/order-access'
import { useSignedInUser } from '../../lib/session/session-context'
import { useCachedAnswer } from '../../offline/react/use-cached-answer'
import { useOnline } from '../../offline/react/use-outbox'
import { cn } from '../../lib/cn'
import { ListPager } from '../../ui/list-pager'
import { PageLoader } from '../../ui/page-loader'
import { cartPath, orderColumns } from '../../shared/orders/order-columns'
import { StaleNote, UnavailableNote } from '../../shared/patients/cached-block-notice'
import type { ClientView } from '../../shared/patients/client-read'

const PER_PAGE = 15
/** The profile's address keeps the orders' page apart from anything else on it. */
export const ORDERS_PAGE_PARAM = 'ordersPage'

const shownColumns = ['code', 'createdAt', 'state', 'booking', 'filial', 'paymentStatus', 'sum', 'toPay'].map(
  (key) => orderColumns.find((c) => c.key === key)!,
)

/** The request (and the key of the copy kept on the device) for one page of a client's orders. */
export const clientOrdersPath = (clientId: number, page: number) =>
  `/api/v2/mc-orders?clientId=${clientId}&page=${page}&perPage=${PER_PAGE}`

/** The page asked for in the address; anything but a whole number from 1 is the first. */
export function ordersPage(params: URLSearchParams): number {
  const n = Number(params.get(ORDERS_PAGE_PARAM))
  return Number.isInteger(n) && n >= 1 ? n : 1
}

const empty = <p className="text-sm text-slate-600">Замовлень ще немає</p>

function OrderPages({ clientId, online }: { clientId: number; online: boolean }) {
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const answer = useCachedAnswer(clientOrdersPath(clientId, ordersPage(params)), orderListResponseSchema)
  if (answer.status === 'loading') return <PageLoader label="Завантаження замовлень…" />
  if (answer.status === 'unavailable')
    return (
      <UnavailableNote offline={answer.offline || !online}>
        {answer.offline || !online
          ? 'Немає мережі: замовлення клієнта недоступні офлайн. Вони з’являться, щойно мережа повернеться.'
          : 'Помилка при завантаженні замовлень клієнта'}
      </UnavailableNote>
    )
  const { data, meta } = answer.data
  // A click anywhere on a row opens its cart; the code is the link for the keyboard.
  const open = (e: MouseEvent, id: number) => {
    if (!(e.target as Element).closest('a')) void navigate(cartPath({ id }))
  }
  return (
    <>
      {answer.stale && (
        <StaleNote
          online={online}
          fetchedAt={answer.fetchedAt}
          subject="замовлення"
          caveat="список може бути застарілим"
        />
      )}
      {data.length === 0 && meta.total === 0 ? (
        empty
      ) : (
        <>
          <div className="overflow-x-auto rounded-md border border-slate-200 bg-white">
            <table className="w-full text-left text-sm">
              <thead className="bg-slate-50 text-slate-700">
                <tr>
                  {shownColumns.map((c) => (
                    <th key={c.key} scope="col" className={cn('px-3 py-2', c.numeric && 'text-right')}>
                      {c.header}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {data.map((o) => (
                  <tr
                    key={o.id}
                    className="cursor-pointer border-t border-slate-100 hover:bg-slate-50"
                    onClick={(e) => open(e, o.id)}
                  >
                    {shownColumns.map((c) => (
                      <td
                        key={c.key}
                        className={cn('px-3 py-2 align-top', c.numeric && 'text-right whitespace-nowrap')}
                      >
                        {c.cell(o)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {(meta.total > meta.perPage || meta.page > 1) && (
            <ListPager
              page={meta.page}
              perPage={meta.perPage}
              total={meta.total}
              param={ORDERS_PAGE_PARAM}
              label="Сторінки замовлень"
            />
          )}
        </>
      )}
    </>
  )
}

export function ClientOrders({ client }: { client: ClientView }) {
  const { permissions } = useSignedInUser()
  const online = useOnline()
  if (!mayReadOrders(permissions)) return null
  return (
    <section aria-label="Замовлення" className="grid gap-2">
      <h2 className="text-lg font-semibold text-slate-900">Замовлення</h2>
      {seesOnlyOwnOrders(permissions) && (
        <p className="text-sm text-slate-600">Показано замовлення, які ви створили або ведете.</p>
      )}
      {client.id === undefined ? (
        empty
      ) : (
        // Mounted again when the network comes or goes: back online the server is asked at once.
        <OrderPages key={String(online)} clientId={client.id} online={online} />
      )}
    </section>
  )
}
