/**
 * Лабораторія → Пункт забору (/laboratory/collection; issue 22 item 3): a filial's day of confirmed
 * orders with their tubes. The nurse scans (or types) a tube's barcode and it is marked collected; the
 * collected tubes are handed over to the laboratory as one batch. Works fully offline on a tablet: the
 * day read last stays on the device, a scan is found there, and every mark goes through the outbox —
 * shown at once («чекає надсилання»), sent once when the network returns.
 */
import { useMemo, useRef, useState, type FormEvent } from 'react'
import { Link, useSearchParams } from 'react-router'
import { collectionAnswerSchema } from '../../../../domain/laboratory/lab-tubes.schema'
import { can } from '../../../../domain/permissions/check'
import type { CurrentState } from '../../../../domain/references/current-state.schema'
import { personalSettingsSchema } from '../../../../domain/settings/personal-settings.schema'
import { formatDate } from '../../../lib/format/date'
import { useSignedInUser } from '../../../lib/session/session-context'
import { PERSONAL_SETTINGS_PATH } from '../../../offline/entities/personal-settings'
import { useOffline } from '../../../offline/react/offline-context'
import { useCachedAnswer } from '../../../offline/react/use-cached-answer'
import { useOnline } from '../../../offline/react/use-outbox'
import { useReference } from '../../../offline/react/use-reference'
import { StaleNote, UnavailableNote } from '../../../shared/patients/cached-block-notice'
import { today } from '../../../shared/patients/use-today'
import { RegistryDayPicker } from '../../../shared/registry/registry-day-picker'
import { Button } from '../../../ui/button'
import { Checkbox } from '../../../ui/checkbox'
import { Input } from '../../../ui/input'
import { PageLoader } from '../../../ui/page-loader'
import { selectClass } from '../../../ui/select-field'
import { handOver, markCollected } from './collection.api'
import {
  collectionPath,
  handOverReady,
  readCollectionFilters,
  scanOutcome,
  shownDay,
  tubesWord,
  type ShownOrder,
  type ShownTube,
} from './collection-model'
import { useTubeMarks } from './use-tube-marks'

type Said = { tone: 'ok' | 'error'; text: string }

const stateTone: Record<string, string> = {
  new: 'bg-slate-100 text-slate-800',
  collected: 'bg-emerald-50 text-emerald-900',
  sent: 'bg-sky-50 text-sky-900',
  rejected: 'bg-red-50 text-red-900',
}

export function CollectionPage() {
  const [params, setParams] = useSearchParams()
  const day = today()
  const online = useOnline()
  const own = personalSettingsSchema.safeParse(useReference(PERSONAL_SETTINGS_PATH).data)
  const state = useReference<{ data: CurrentState }>('/current-state').data?.data
  const filials = (state?.filialsForSelect ?? []).filter(
    (f): f is typeof f & { key: number } => typeof f.key === 'number',
  )
  const filters = readCollectionFilters(params, day, own.success ? own.data.filialId : undefined)
  const path = collectionPath(filters)

  const change = (patch: Record<string, string | null>) => {
    const next = new URLSearchParams(params)
    for (const [k, v] of Object.entries(patch)) {
      if (v === null) next.delete(k)
      else next.set(k, v)
    }
    setParams(next, { replace: true })
  }

  return (
    <section className="grid gap-3" aria-labelledby="collection-title">
      <h1 id="collection-title" className="text-2xl font-semibold text-slate-900">
        Пункт забору
      </h1>
      <div className="flex flex-wrap items-end gap-3">
        <RegistryDayPicker
          id="collection-date"
          date={filters.date}
          onChange={(date) => change({ date: date === day ? null : date })}
        />
        <div className="grid gap-1">
          <label htmlFor="collection-filial" className="text-sm font-medium text-slate-800">
            Філія
          </label>
          <select
            id="collection-filial"
            className={selectClass}
            value={filters.filialId ?? ''}
            onChange={(e) => change({ filialId: e.target.value || null })}
          >
            <option value="">Не обрано</option>
            {filials.map((f) => (
              <option key={f.key} value={f.key}>
                {f.value}
              </option>
            ))}
            {filters.filialId !== undefined && !filials.some((f) => f.key === filters.filialId) && (
              <option value={filters.filialId}>Філія № {filters.filialId}</option>
            )}
          </select>
        </div>
      </div>
      {!online && (
        <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          Немає мережі: позначки «біоматеріал взято» і передачу в лабораторію збережемо на пристрої й
          надішлемо, щойно мережа повернеться.
        </p>
      )}
      {path === undefined ? (
        <p role="status" className="rounded-md bg-slate-100 p-3 text-sm text-slate-700">
          Оберіть філію пункту забору (або вкажіть свою в особистих налаштуваннях).
        </p>
      ) : (
        // A new day or filial starts afresh: nothing ticked, nothing said about the other day.
        <CollectionDay key={path} path={path} date={filters.date} />
      )}
    </section>
  )
}

/** One filial's day: asked only once the filial is known, the device's marks laid over it. */
function CollectionDay({ path, date }: { path: string; date: string }) {
  const user = useSignedInUser()
  const offline = useOffline()
  const online = useOnline()
  const mayWork = can(user.permissions, 'crmLabSamplesWork')
  const marks = useTubeMarks(offline.db)
  const open = (marks ?? []).filter((m) => m.status !== 'done').length
  // Read again when a mark lands or is refused, so the server's states replace the device's.
  const answer = useCachedAnswer(path, collectionAnswerSchema, open)
  const fetchedAt = answer.status === 'shown' ? answer.fetchedAt : undefined
  const orders = useMemo(
    () => (answer.status === 'shown' ? shownDay(answer.data.data, marks ?? [], fetchedAt) : undefined),
    [answer, marks, fetchedAt],
  )
  const [scan, setScan] = useState('')
  const [said, setSaid] = useState<Said | null>(null)
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set())
  const scanRef = useRef<HTMLInputElement>(null)

  const collect = async (tube: ShownTube, orderCode: string) => {
    await markCollected(
      offline,
      { barcode: tube.tube.barcode, containerName: tube.tube.container.name },
      orderCode,
    )
    setSaid({
      tone: 'ok',
      text: `${tube.tube.container.name} ${tube.tube.barcode} (${orderCode}): біоматеріал взято${online ? '' : ' — надішлемо, щойно зʼявиться мережа'}`,
    })
  }

  const onScan = async (e: FormEvent) => {
    e.preventDefault()
    if (!orders) return
    const outcome = scanOutcome(orders, scan)
    if (outcome.kind === 'empty') setSaid({ tone: 'error', text: 'Введіть або відскануйте штрихкод' })
    else if (outcome.kind === 'not-found')
      setSaid({
        tone: 'error',
        text: `Штрихкод не знайдено: ${outcome.barcode} немає серед пробірок цього дня`,
      })
    else if (outcome.kind === 'already')
      setSaid({ tone: 'ok', text: `${outcome.tube.tube.barcode}: біоматеріал уже взято` })
    else if (outcome.kind === 'refused')
      setSaid({ tone: 'error', text: `${outcome.tube.tube.barcode}: ${outcome.message}` })
    else await collect(outcome.tube, outcome.order.code)
    setScan('')
    scanRef.current?.focus()
  }

  const ready = orders ? handOverReady(orders) : []
  const picked = ready.filter((t) => chosen.has(t.tube.barcode))
  const sendBatch = async () => {
    if (picked.length === 0) return
    await handOver(
      offline,
      picked.map((t) => t.tube.barcode),
    )
    setSaid({
      tone: 'ok',
      text: `Передано в лабораторію: ${tubesWord(picked.length)}${online ? '' : ' — надішлемо, щойно зʼявиться мережа'}`,
    })
    setChosen(new Set())
  }
  const toggle = (barcode: string, on: boolean) =>
    setChosen((s) => {
      const next = new Set(s)
      if (on) next.add(barcode)
      else next.delete(barcode)
      return next
    })

  let body
  if (answer.status === 'unavailable')
    body = (
      <UnavailableNote offline={answer.offline || !online}>
        {answer.offline || !online
          ? 'Немає мережі, а замовлень цього дня на пристрої ще немає. Вони зʼявляться, щойно мережа повернеться.'
          : 'Помилка при завантаженні даних'}
      </UnavailableNote>
    )
  else if (!orders) body = <PageLoader label="Завантаження замовлень дня…" />
  else
    body = (
      <>
        {answer.status === 'shown' && answer.stale && (
          <StaleNote
            online={online}
            fetchedAt={answer.fetchedAt}
            subject="замовлення дня"
            caveat="позначки збережемо на пристрої й надішлемо, щойно буде мережа"
          />
        )}
        {mayWork && (
          <form onSubmit={(e) => void onScan(e)} className="flex flex-wrap items-end gap-2" role="search">
            <div className="grid min-w-64 flex-1 gap-1">
              <label htmlFor="collection-scan" className="text-sm font-medium text-slate-800">
                Штрихкод пробірки
              </label>
              <Input
                id="collection-scan"
                ref={scanRef}
                value={scan}
                autoComplete="off"
                inputMode="text"
                placeholder="Відскануйте або введіть і натисніть Enter"
                onChange={(e) => setScan(e.target.value)}
              />
            </div>
            <Button type="submit">Біоматеріал взято</Button>
          </form>
        )}
        {said && (
          <p
            role={said.tone === 'error' ? 'alert' : 'status'}
            className={`rounded-md p-3 text-sm ${said.tone === 'error' ? 'bg-red-50 text-red-900' : 'bg-emerald-50 text-emerald-900'}`}
          >
            {said.text}
          </p>
        )}
        {orders.length === 0 ? (
          <p className="rounded-md bg-slate-100 p-3 text-sm text-slate-700">
            За {formatDate(date)} у цій філії немає підтверджених замовлень з пробірками.
          </p>
        ) : (
          <ol className="grid gap-3" aria-label="Замовлення дня">
            {orders.map((o) => (
              <OrderTubesCard
                key={o.order.id}
                shown={o}
                mayWork={mayWork}
                chosen={chosen}
                onCollect={(t) => void collect(t, o.order.code)}
                onChoose={toggle}
              />
            ))}
          </ol>
        )}
        {mayWork && ready.length > 0 && (
          <div className="sticky bottom-0 flex flex-wrap items-center gap-3 rounded-md border border-slate-200 bg-white p-3">
            <span className="text-sm text-slate-700">
              Готові до передачі: {tubesWord(ready.length)}, обрано {picked.length}
            </span>
            <Button variant="secondary" onClick={() => setChosen(new Set(ready.map((t) => t.tube.barcode)))}>
              Обрати всі
            </Button>
            <Button disabled={picked.length === 0} onClick={() => void sendBatch()}>
              Передати в лабораторію
            </Button>
          </div>
        )}
      </>
    )

  return (
    <div className="grid gap-3" aria-busy={answer.status === 'loading'}>
      {body}
    </div>
  )
}

function OrderTubesCard({
  shown,
  mayWork,
  chosen,
  onCollect,
  onChoose,
}: {
  shown: ShownOrder
  mayWork: boolean
  chosen: ReadonlySet<string>
  onCollect: (tube: ShownTube) => void
  onChoose: (barcode: string, on: boolean) => void
}) {
  const { order, tubes } = shown
  const titleId = `collection-order-${order.id}`
  return (
    <li className="grid gap-2 rounded-lg border border-slate-200 p-3" aria-labelledby={titleId}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={titleId} className="font-semibold text-slate-900">
          {order.clientName ?? 'Пацієнт не вказаний'}
          {order.clientBirthday && (
            <span className="font-normal text-slate-700">, {formatDate(order.clientBirthday)}</span>
          )}
          <span className="font-normal text-slate-700"> — {order.code}</span>
        </h2>
        {mayWork && (
          // The labels' page (src/features/lab-labels), by its path: pixel labels print offline from this day.
          <Link
            className="text-sm font-medium text-brand-700 underline"
            to={`/laboratory/labels/${order.id}`}
          >
            Етикетки
          </Link>
        )}
      </div>
      <ul className="grid gap-2" aria-label={`Пробірки замовлення ${order.code}`}>
        {tubes.map((t) => (
          <li
            key={t.tube.id}
            data-testid="collection-tube"
            className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md bg-slate-50 p-2"
          >
            {mayWork && t.state === 'collected' && (
              <Checkbox
                id={`collection-pick-${t.tube.id}`}
                label="Передати"
                checked={chosen.has(t.tube.barcode)}
                onChange={(on) => onChoose(t.tube.barcode, on)}
              />
            )}
            <span className="font-mono">{t.tube.barcode}</span>
            <span className="font-medium">{t.tube.container.name}</span>
            <span className="text-sm text-slate-700">{t.tube.tests.map((x) => x.name).join(', ')}</span>
            <span
              className={`rounded px-2 py-0.5 text-sm ${stateTone[t.state] ?? 'bg-slate-100 text-slate-800'}`}
            >
              {t.stateLabel}
              {t.waiting && ' · чекає надсилання'}
            </span>
            {t.refused && (
              <span role="alert" className="text-sm text-red-800">
                Сервер не прийняв позначку: {t.refused}
              </span>
            )}
            {mayWork && t.state === 'new' && (
              <Button variant="secondary" onClick={() => onCollect(t)}>
                Біоматеріал взято
              </Button>
            )}
          </li>
        ))}
      </ul>
    </li>
  )
}
