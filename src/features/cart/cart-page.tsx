/**
 * /mc-cart/{id} (spec 000 §2.8): loads the order and lets the registrar build its cart. The order is
 * read from this device first (an unsent edit shows at once, offline too) and refreshed from the server.
 * Without an id there is nothing to load: spec 000 §8 "Loading a cart without an order id throws
 * 'OrderId is not set'", shown as the error it is.
 */
import { useEffect } from 'react'
import { useNavigate, useParams } from 'react-router'
import { useOnlineStatus } from '../../shared/use-online-status'
import { useOffline } from '../../offline/react/offline-context'
import { PageLoader } from '../../ui/page-loader'
import { CartEditor } from './cart-editor'
import { isUuidRef } from '../../shared/orders/order-draft'
import { rememberOrderId, useOrderRecord } from '../../shared/orders/order-record'

function CartProblem({ title, message }: { title: string; message: string }) {
  return (
    <section role="alert" className="grid gap-2 rounded-lg border border-red-200 bg-red-50 p-6">
      <h1 className="text-xl font-semibold text-red-900">{title}</h1>
      <p className="text-red-900">{message}</p>
    </section>
  )
}

function CartLoader({ id }: { id: string }) {
  const record = useOrderRecord(id)
  const online = useOnlineStatus()
  useNumberedAddress(id, record.order?.id)
  if (record.loading) return <PageLoader />
  if (!record.order) {
    const message =
      record.error ??
      (online
        ? 'Замовлення не знайдено'
        : 'Це замовлення ще не відкривали на цьому пристрої, а мережі немає. Відкрийте його, коли зʼявиться мережа.')
    return <CartProblem title="Помилка при завантаженні даних" message={message} />
  }
  return <CartEditor key={record.order.uuid} order={record.order} rev={record.rev} />
}

/** Once an order made on this device has its server id, the address says it (a reload finds it anywhere). */
function useNumberedAddress(id: string, serverId: number | undefined) {
  const navigate = useNavigate()
  const { db } = useOffline()
  useEffect(() => {
    if (!isUuidRef(id) || !serverId) return
    void rememberOrderId(db, serverId, id).then(() => navigate(`/mc-cart/${serverId}`, { replace: true }))
  }, [db, id, serverId, navigate])
}

export function CartPage() {
  const { id } = useParams()
  if (!id) return <CartProblem title="Помилка" message="OrderId is not set" />
  return <CartLoader id={id} />
}
