/**
 * The home page's tube search (spec 000 §2.2, issue 22 item 7): one field for a tube's barcode. A
 * scanner types fast and ends with Enter, which searches at once (the field's text is then selected, so
 * the next scan replaces it); a person may type and press Enter or pause. The tube shows its container,
 * barcode, state, tests with their states and the order's code, which opens the order's cart;
 * 'Штрихкод не знайдено' when no tube in the user's scope has it. Online only.
 */
import { useQuery } from '@tanstack/react-query'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { Link } from 'react-router'
import { ApiError } from '../../lib/api/api-error'
import { formatDateTime } from '../../lib/format/date'
import { useOnline } from '../../offline/react/use-outbox'
import { Button } from '../../ui/button'
import { Input } from '../../ui/input'
import { fetchTube, tubeSearchKey } from './tube-search.api'

/** A pause in typing this long searches what is typed (a scanner's Enter searches at once). */
export const TUBE_TYPING_PAUSE_MS = 700

export function TubeSearch() {
  const online = useOnline()
  const fieldId = useId()
  const field = useRef<HTMLInputElement>(null)
  const [typed, setTyped] = useState('')
  const [asked, setAsked] = useState('')
  useEffect(() => {
    const value = typed.trim()
    if (value === '') return
    const timer = setTimeout(() => setAsked(value), TUBE_TYPING_PAUSE_MS)
    return () => clearTimeout(timer)
  }, [typed])
  const found = useQuery({
    queryKey: tubeSearchKey(asked),
    queryFn: ({ signal }) => fetchTube(asked, signal),
    enabled: online && asked !== '',
    retry: false,
  })
  useEffect(() => {
    if (found.data) field.current?.select()
  }, [found.data])

  const submit = (e: FormEvent) => {
    e.preventDefault()
    const value = typed.trim()
    if (value !== '') setAsked(value)
  }

  let body = null
  if (!online)
    body = (
      <p role="status" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
        Немає з’єднання з мережею. Пошук пробірок працює лише онлайн.
      </p>
    )
  else if (asked === '') body = null
  else if (found.isError)
    body = (
      <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-900">
        {found.error instanceof ApiError && found.error.status === 404
          ? 'Штрихкод не знайдено'
          : 'Помилка при пошуку пробірки'}
      </p>
    )
  else if (!found.data) body = <p className="text-sm text-slate-600">Пошук…</p>
  else {
    const { tube, order } = found.data
    body = (
      <article
        aria-label={`Пробірка ${tube.barcode}`}
        className="grid gap-2 rounded-md border border-slate-200 p-3"
      >
        <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
          <span className="font-mono text-lg font-semibold text-slate-900">{tube.barcode}</span>
          <span className="text-slate-900">{tube.container.name}</span>
          <span className="rounded bg-slate-100 px-2 py-0.5 text-sm text-slate-800">{tube.stateLabel}</span>
        </div>
        <p className="text-sm text-slate-700">
          Замовлення{' '}
          <Link to={`/mc-cart/${order.id}`} className="font-medium text-brand-700 hover:underline">
            {order.code}
          </Link>
          {order.clientName ? ` · ${order.clientName}` : ''} · {formatDateTime(order.createdAt)}
        </p>
        {tube.rejectionReason && (
          <p className="text-sm text-red-900">Причина відбракування: {tube.rejectionReason}</p>
        )}
        <table className="text-sm">
          <caption className="sr-only">Аналізи пробірки</caption>
          <thead>
            <tr className="text-left text-slate-600">
              <th scope="col" className="py-1 pr-4 font-medium">
                Аналіз
              </th>
              <th scope="col" className="py-1 font-medium">
                Стан
              </th>
            </tr>
          </thead>
          <tbody>
            {tube.tests.map((t) => (
              <tr key={t.mcTestId} className="border-t border-slate-100">
                <td className="py-1 pr-4 text-slate-900">{t.name}</td>
                <td className="py-1 text-slate-800">{t.stateLabel}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </article>
    )
  }

  return (
    <section aria-labelledby={`${fieldId}-title`} className="grid max-w-3xl gap-2">
      <h2 id={`${fieldId}-title`} className="text-lg font-semibold text-slate-900">
        Пошук пробірки
      </h2>
      <form onSubmit={submit} className="grid gap-2">
        <label htmlFor={fieldId} className="text-sm text-slate-700">
          Пошук пробірки за штрихкодом
        </label>
        <div className="flex gap-2">
          <Input
            ref={field}
            id={fieldId}
            type="search"
            autoComplete="off"
            inputMode="text"
            value={typed}
            placeholder="Відскануйте або введіть штрихкод"
            onChange={(e) => setTyped(e.target.value)}
          />
          <Button type="submit" variant="secondary">
            Знайти
          </Button>
        </div>
      </form>
      <div aria-live="polite" aria-busy={found.isFetching}>
        {body}
      </div>
    </section>
  )
}
