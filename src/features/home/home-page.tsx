import { mayReadOrders } from '../../../domain/orders/order-access'
import { useSignedInUser } from '../../lib/session/session-context'
import { OrderSearch } from './order-search'

/** `/`: the home dashboard; the order search for users who may see orders (the lab's widget comes later). */
export function HomePage() {
  const user = useSignedInUser()
  return (
    <section className="grid gap-6">
      <h1 className="text-2xl font-semibold text-slate-900">Вітаємо, {user.name}!</h1>
      {mayReadOrders(user.permissions) && <OrderSearch />}
    </section>
  )
}
