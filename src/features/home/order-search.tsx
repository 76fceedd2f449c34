/**
 * The home page's order search (spec 000 §2.2): one field for an order code as people type it ("мс-13",
 * "13"), the patient's names or a run of 4+ phone digits; the matches appear while typing and each opens
 * its cart. It asks the order list (`q`), so the server keeps a registrar to their own orders. Online
 * only: orders are not kept on the device.
 */
import { useQuery } from '@tanstack/react-query'
import { useEffect, useId, useState } from 'react'
import { Link } from 'react-router'
import { formatDateTime } from '../../lib/format/date'
import { formatMoney } from '../../lib/format/money'
import { useOnline } from '../../offline/react/use-outbox'
import { Input } from '../../ui/input'
import { cartPath } from '../../shared/orders/order-columns'
import { OrderStateBadge } from '../../shared/orders/order-state-badge'
import { fetchOrderList, orderQueryKeys } from '../../shared/orders/orders.api'

/** Pause in typing before the server is asked: one request per word, not per key. */
export const SEARCH_DEBOUNCE_MS = 300
const SHOWN = 10

function useDebounced(value: string, ms: number): string {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms)
    return () => clearTimeout(timer)
  }, [value, ms])
  return settled
}

export function OrderSearch() {
  const online = useOnline()
  const [typed, setTyped] = useState('')
  const asked = useDebounced(typed.trim(), SEARCH_DEBOUNCE_MS)
  const fieldId = useId()
  const query = new URLSearchParams({ q: asked, perPage: String(SHOWN) }).toString()
  const found = useQuery({
    queryKey: orderQueryKeys.list(query),
    queryFn: ({ signal }) => fetchOrderList(query, signal),
    enabled: online && asked !== '',
    retry: false,
  })

  let body = null
  if (!online)
    body = (
      <p role="status" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
        Немає з’єднання з мережею. Пошук замовлень працює лише онлайн.
      </p>
    )
  else if (asked === '') body = null
  else if (found.isError)
    body = (
      <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-900">
        Помилка при пошуку замовлень
      </p>
    )
  else if (!found.data) body = <p className="text-sm text-slate-600">Пошук…</p>
  else if (found.data.data.length === 0)
    body = <p className="text-sm text-slate-700">Замовлень не знайдено.</p>
  else
    body = (
      <ul
        aria-label="Знайдені замовлення"
        className="divide-y divide-slate-200 rounded-md border border-slate-200"
      >
        {found.data.data.map((o) => (
          <li key={o.id}>
            <Link
              to={cartPath(o)}
              className="flex flex-wrap items-center gap-x-4 gap-y-1 px-3 py-2 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-700"
            >
              <span className="font-medium text-brand-700">{o.code}</span>
              <span className="min-w-40 flex-1 text-slate-900">{o.clientName ?? '—'}</span>
              <span className="text-sm text-slate-600">{formatDateTime(o.createdAt)}</span>
              <OrderStateBadge state={o.state} />
              <span className="text-right tabular-nums text-slate-900">{formatMoney(o.sum)}</span>
            </Link>
          </li>
        ))}
      </ul>
    )

  return (
    <section aria-labelledby={`${fieldId}-title`} className="grid max-w-3xl gap-2">
      <h2 id={`${fieldId}-title`} className="text-lg font-semibold text-slate-900">
        Пошук замовлення
      </h2>
      <label htmlFor={fieldId} className="text-sm text-slate-700">
        Код замовлення, прізвище чи ім’я пацієнта або цифри телефону
      </label>
      <Input
        id={fieldId}
        type="search"
        autoComplete="off"
        value={typed}
        placeholder="МС-000013, Петренко, 4735555"
        onChange={(e) => setTyped(e.target.value)}
      />
      <div aria-live="polite" aria-busy={found.isFetching}>
        {body}
      </div>
    </section>
  )
}
