/**
 * The order's totals: the worker's preview of the cart as it is on screen, or the server's last
 * calculation. When the server, having priced the same cart, says otherwise, the cart says so and
 * shows the server's prices: the server's answer always wins.
 */
import type { PricedCart } from '../../../domain/pricing/priced-cart.schema'
import type { McOrder } from '../../../domain/orders/order.schema'
import { formatMoney } from '../../lib/format/money'

export function CartTotals({
  order,
  priced,
  differences,
}: {
  order: McOrder
  priced: PricedCart | undefined
  differences: string[]
}) {
  const t = priced?.totals ?? {
    sum: order.sum,
    discount: order.discount,
    toPay: order.toPay,
    depositAmount: 0,
    insurerAmount: 0,
  }
  const row = (label: string, value: number, id: string) => (
    <div className="flex justify-between gap-4">
      <dt className="text-slate-700">{label}</dt>
      <dd className="font-medium text-slate-900" data-testid={id}>
        {formatMoney(value)}
      </dd>
    </div>
  )
  return (
    <section className="grid gap-3 rounded-lg border border-slate-200 p-4" aria-labelledby="cart-totals">
      <h2 id="cart-totals" className="text-lg font-semibold text-slate-900">
        Разом
      </h2>
      {differences.length > 0 && (
        <div
          role="status"
          className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
          data-testid="server-differs"
        >
          <p className="font-medium">Сервер порахував інакше, показано ціни сервера:</p>
          <ul className="list-disc pl-5">
            {differences.map((d) => (
              <li key={d}>{d}</li>
            ))}
          </ul>
        </div>
      )}
      <dl className="grid max-w-md gap-1">
        {row('Сума', t.sum, 'total-sum')}
        {row('Знижка', t.discount, 'total-discount')}
        {t.depositAmount > 0 && row('З депозиту', t.depositAmount, 'total-deposit')}
        {t.insurerAmount > 0 && row('Сплачує страхова', t.insurerAmount, 'total-insurer')}
        {row('До сплати', t.toPay, 'total-to-pay')}
      </dl>
      {priced && priced.problems.length > 0 && (
        <ul className="grid gap-1 text-sm" aria-label="Зауваження до кошика">
          {priced.problems.map((p, i) => (
            <li key={i} className={p.severity === 'warning' ? 'text-amber-800' : 'text-red-700'}>
              {p.detail ? `${p.message}: ${p.detail}` : p.message}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
