/**
 * Registry → Кабінети (/mc-registry/cabinets, tab `cabinets`; issue 20 item 4): a card per cabinet of the
 * day — its doctors, who is inside now, who is next and the free time left — from the same day answer
 * the schedule reads (GET /registry/day; cabinet-day.ts groups it), so the two never disagree. Filters
 * and day in the address; live on every registryChanged notice (a reception started elsewhere shows
 * within a second); the day last read is kept on the device and shown offline, marked possibly out of date.
 */
import { useMemo } from 'react'
import { Link, useSearchParams } from 'react-router'
import { registryDayResponseSchema, type RegistryDay } from '../../../domain/schedule/registry-day.schema'
import { useOnline } from '../../offline/react/use-outbox'
import { useSlicedCachedAnswer } from '../../offline/react/use-cached-answer'
import { StaleNote, UnavailableNote } from '../../shared/patients/cached-block-notice'
import { OrderStateBadge } from '../../shared/orders/order-state-badge'
import { today } from '../../shared/patients/use-today'
import { useRegistryLive } from '../../shared/registry/use-registry-live'
import { useNow } from '../../shared/use-now'
import { PageLoader } from '../../ui/page-loader'
import { cabinetDays, type CabinetVisit } from './cabinet-day'
import { RegistryDayPicker } from '../../shared/registry/registry-day-picker'
import { RegistryFilterBar } from './registry-filter-bar'
import { readRegistryFilters, withRegistryFilters } from './registry-filters'
import { registryDayPath } from './registry.api'

function Visit({ visit }: { visit: CabinetVisit }) {
  const o = visit.booking.order
  return (
    <div className="grid gap-0.5 text-sm">
      <span>
        <span className="font-semibold">{visit.slot.time}</span>{' '}
        {o ? (
          <Link to={`/mc-cart/${o.id}`} className="text-brand-800 underline-offset-2 hover:underline">
            {o.patient ?? 'Пацієнта не вказано'} · {o.code}
          </Link>
        ) : (
          'Зайнято'
        )}
      </span>
      <span className="text-slate-700">
        {visit.booking.serviceName} · {visit.doctor}
      </span>
      {o && <OrderStateBadge state={o.state} />}
    </div>
  )
}

const term = 'text-xs font-semibold uppercase tracking-wide text-slate-600'

export function CabinetsPage() {
  const [params, setParams] = useSearchParams()
  const online = useOnline()
  const day = today()
  const query = readRegistryFilters(params, day)
  const heard = useRegistryLive()
  // Who is next and the free time move on as the day goes.
  const clock = useNow(30_000)
  const answer = useSlicedCachedAnswer<RegistryDay>(
    registryDayPath(query),
    registryDayResponseSchema,
    'doctors',
    heard,
  )
  const data = answer.status === 'shown' ? answer.data : undefined
  // Another day than today: a coming day is all ahead, a past one all over.
  const now = query.date === day ? clock : query.date > day ? 0 : Number.POSITIVE_INFINITY
  const cabinets = useMemo(() => (data ? cabinetDays(data, now) : []), [data, now])
  const change = (patch: Parameters<typeof withRegistryFilters>[1]) =>
    setParams(withRegistryFilters(params, patch), { replace: true })

  let body
  if (answer.status === 'unavailable')
    body = (
      <UnavailableNote offline={answer.offline || !online}>
        {answer.offline || !online
          ? 'Немає мережі, а кабінетів цього дня на пристрої ще немає. Вони з’являться, щойно мережа повернеться.'
          : 'Помилка при завантаженні даних'}
      </UnavailableNote>
    )
  else if (!data) body = <PageLoader label="Завантаження кабінетів…" />
  else if (cabinets.length === 0)
    body = (
      <p className="rounded-md border border-slate-200 bg-white p-4 text-slate-700">
        Цього дня за обраними умовами жоден кабінет не працює.
      </p>
    )
  else
    body = (
      <>
        {answer.status === 'shown' && answer.stale && (
          <StaleNote
            online={online}
            fetchedAt={answer.fetchedAt}
            subject="кабінети"
            caveat="вони можуть бути застарілими"
          />
        )}
        <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3" aria-label="Кабінети">
          {cabinets.map((c) => (
            <li key={c.key}>
              <section
                // Two filials may both have a cabinet 104: the filial makes the card's name whole.
                aria-label={[c.title, c.filialName].filter(Boolean).join(', ')}
                className="grid h-full content-start gap-3 rounded-md border border-slate-200 bg-white p-4"
              >
                <header>
                  <h2 className="text-lg font-semibold text-slate-900">{c.title}</h2>
                  <p className="text-sm text-slate-700">
                    {[c.filialName, c.doctors.join(', ')].filter(Boolean).join(' · ')}
                    {c.capacity > 1 ? ` · одночасно ${c.capacity}` : ''}
                  </p>
                </header>
                <dl className="grid gap-3">
                  <div>
                    <dt className={term}>Зараз у кабінеті</dt>
                    <dd className="mt-1 grid gap-2">
                      {c.inside.length === 0 ? (
                        <span className="text-sm text-slate-600">Нікого</span>
                      ) : (
                        c.inside.map((v) => <Visit key={`${v.slot.startsAt}-${v.booking.seat}`} visit={v} />)
                      )}
                    </dd>
                  </div>
                  <div>
                    <dt className={term}>Наступний</dt>
                    <dd className="mt-1">
                      {c.next ? (
                        <Visit visit={c.next} />
                      ) : (
                        <span className="text-sm text-slate-600">Записів більше немає</span>
                      )}
                    </dd>
                  </div>
                  <div>
                    <dt className={term}>Вільний час</dt>
                    <dd className="mt-1 text-sm text-slate-800">
                      {c.free.length === 0
                        ? 'Вільного часу не лишилося'
                        : c.free.map((f) => `${f.from}–${f.to}`).join(', ')}
                    </dd>
                  </div>
                </dl>
              </section>
            </li>
          ))}
        </ul>
      </>
    )

  return (
    <section className="grid gap-3">
      <h1 className="text-2xl font-semibold text-slate-900">Кабінети</h1>
      <div className="flex flex-wrap items-end gap-2">
        <RegistryDayPicker id="cabinets-date" date={query.date} onChange={(date) => change({ date })} />
      </div>
      <RegistryFilterBar query={query} choices={data?.choices} onChange={change} />
      {body}
    </section>
  )
}
