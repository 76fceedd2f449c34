import { mayReadOrders } from '../../../domain/orders/order-access'
import { canAny } from '../../../domain/permissions/check'
import { useSignedInUser } from '../../lib/session/session-context'
import { OrderSearch } from './order-search'
import { TubeSearch } from './tube-search'

/**
 * `/`: the home dashboard; the order search for users who may see orders, the tube search for the
 * laboratory (crmLabSee) and those who see every order (crmMcOrdersShow).
 */
export function HomePage() {
  const user = useSignedInUser()
  return (
    <section className="grid gap-6">
      <h1 className="text-2xl font-semibold text-slate-900">Вітаємо, {user.name}!</h1>
      {mayReadOrders(user.permissions) && <OrderSearch />}
      {canAny(user.permissions, ['crmLabSee', 'crmMcOrdersShow']) && <TubeSearch />}
    </section>
  )
}
