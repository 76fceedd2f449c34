/**
 * Registry → АРМ лікаря (/mc-registry/doctors-arm, tab `doctors_arm`; issue 20 item 8): the signed-in
 * doctor's day — the one inside now, the patients still to come in time order, those seen — with start
 * and finish of reception and, per booked service, its protocol: its state and a link to the protocol
 * screen, or «Створити протокол», which asks for one and opens it. Another doctor's day can be
 * chosen (a registrar covering, a doctor without a linked account). Live on every registryChanged notice;
 * the day last read stays on the device and is shown offline, marked possibly out of date; the actions
 * need the network and say so.
 */
import { useEffect, useState } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { toast } from 'sonner'
import { ageOn } from '../../../domain/clients/client-rules'
import { can } from '../../../domain/permissions/check'
import {
  doctorsArmMessages,
  doctorsArmPath,
  doctorsArmResponseSchema,
  type DoctorsArmLine,
  type DoctorsArmVisit,
} from '../../../domain/registry/doctors-arm'
import {
  protocolApiPath,
  protocolStateLabels,
  type ProtocolState,
} from '../../../domain/protocols/protocol.schema'
import { kyivDayAndTime } from '../../../domain/time/kyiv'
import { isApiError } from '../../lib/api/api-error'
import { formatDate, formatDateTime } from '../../lib/format/date'
import { useSignedInUser } from '../../lib/session/session-context'
import { useCachedAnswer } from '../../offline/react/use-cached-answer'
import { useOffline } from '../../offline/react/offline-context'
import { fetchReference } from '../../offline/references/reference-loader'
import { useOnline } from '../../offline/react/use-outbox'
import { rowActions } from '../../shared/orders/order-actions'
import { OrderStateBadge } from '../../shared/orders/order-state-badge'
import { postOrderAction } from '../../shared/orders/orders.api'
import { StaleNote, UnavailableNote } from '../../shared/patients/cached-block-notice'
import { today } from '../../shared/patients/use-today'
import { RegistryDayPicker } from '../../shared/registry/registry-day-picker'
import { useRegistryLive } from '../../shared/registry/use-registry-live'
import { Button } from '../../ui/button'
import { PageLoader } from '../../ui/page-loader'
import { SelectField } from '../../ui/select-field'
import { readRegistryFilters, withRegistryFilters } from './registry-filters'
import { armDay, receptionOf } from './doctors-arm-model'
import { requestServiceProtocol } from './doctors-arm.api'

const offlineOnly = 'Немає мережі: це можна зробити лише онлайн.'
const time = (iso: string) => kyivDayAndTime(iso).time
/** «Протокол: Збережено»; null for a state this version of the app does not know. */
const protocolStateOf = (state: string) =>
  Object.hasOwn(protocolStateLabels, state)
    ? `Протокол: ${protocolStateLabels[state as ProtocolState]}`
    : null

function ProtocolLine({
  line,
  mayRequest,
  busy,
  onRequest,
}: {
  line: DoctorsArmLine
  mayRequest: boolean
  busy: boolean
  onRequest: () => void
}) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 border-t border-slate-100 pt-2">
      <span className="text-sm text-slate-800">
        <span className="font-medium">{time(line.startsAt)}</span> {line.name}
      </span>
      {line.protocol ? (
        <span className="grid justify-items-end gap-0.5 text-sm text-slate-700">
          <span>
            {protocolStateOf(line.protocol.state) ?? 'Протокол запитано'} ·{' '}
            {formatDateTime(line.protocol.createdAt)}
          </span>
          <Link
            to={`/protocol/${line.protocol.id}`}
            className="font-medium text-brand-800 underline-offset-2 hover:underline"
            aria-label={`Відкрити протокол: ${line.name}`}
          >
            Відкрити протокол
          </Link>
        </span>
      ) : (
        mayRequest && (
          <Button
            variant="secondary"
            disabled={busy}
            onClick={onRequest}
            aria-label={`Створити протокол: ${line.name}`}
          >
            Створити протокол
          </Button>
        )
      )}
    </li>
  )
}

function VisitCard({
  visit,
  day,
  online,
  mayProtocol,
  busy,
  onReception,
  onProtocol,
}: {
  visit: DoctorsArmVisit
  day: string
  online: boolean
  mayProtocol: boolean
  busy: boolean
  onReception: (v: DoctorsArmVisit) => void
  onProtocol: (v: DoctorsArmVisit, line: DoctorsArmLine) => void
}) {
  const action = receptionOf(visit)
  const age = ageOn(visit.birthday, day)
  const who = visit.patient ?? 'Пацієнта не вказано'
  return (
    <article
      aria-label={`${time(visit.startsAt)} ${who}`}
      className="grid gap-2 rounded-md border border-slate-200 bg-white p-3"
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid gap-0.5">
          <span className="text-base font-semibold text-slate-900">
            {time(visit.startsAt)}–{time(visit.endsAt)}{' '}
            {visit.clientId !== null ? (
              <Link
                to={`/clients/profile/${visit.clientId}`}
                className="text-brand-800 underline-offset-2 hover:underline"
              >
                {who}
              </Link>
            ) : (
              who
            )}
          </span>
          <span className="text-sm text-slate-700">
            {[
              visit.birthday ? `${formatDate(visit.birthday)}${age === null ? '' : ` (${age} р.)`}` : null,
              visit.cabinet ? `каб. ${visit.cabinet}` : null,
              `черга: ${visit.queue}`,
            ]
              .filter(Boolean)
              .join(' · ')}
          </span>
          <span className="flex flex-wrap items-center gap-2 text-sm">
            <Link
              to={`/mc-cart/${visit.orderId}`}
              className="text-brand-800 underline-offset-2 hover:underline"
            >
              {visit.code}
            </Link>
            <OrderStateBadge state={visit.state} />
            <span className={visit.paid ? 'text-green-800' : 'text-slate-600'}>
              {visit.paid ? 'Оплачено' : 'Не оплачено'}
            </span>
          </span>
        </div>
        {action && (
          <Button
            variant={action === 'start_reception' ? 'primary' : 'secondary'}
            disabled={busy || !online}
            title={online ? undefined : offlineOnly}
            onClick={() => onReception(visit)}
          >
            {rowActions[action].label}
          </Button>
        )}
      </header>
      {visit.lines.length > 0 && (
        <ul className="grid gap-2" aria-label={`Послуги: ${who}`}>
          {visit.lines.map((l) => (
            <ProtocolLine
              key={l.serviceId}
              line={l}
              mayRequest={mayProtocol && visit.mayReceive && online}
              busy={busy}
              onRequest={() => onProtocol(visit, l)}
            />
          ))}
        </ul>
      )}
    </article>
  )
}

function Section({ title, empty, children }: { title: string; empty: string; children: React.ReactNode[] }) {
  return (
    <section aria-label={title} className="grid gap-2">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      {children.length === 0 ? <p className="text-sm text-slate-600">{empty}</p> : children}
    </section>
  )
}

export function DoctorsArmPage() {
  const [params, setParams] = useSearchParams()
  const navigate = useNavigate()
  const online = useOnline()
  const user = useSignedInUser()
  const day = today()
  const query = readRegistryFilters(params, day)
  const heard = useRegistryLive()
  const [own, setOwn] = useState(0)
  const [busy, setBusy] = useState<number | null>(null)
  const answer = useCachedAnswer(
    doctorsArmPath({ date: query.date, doctorId: query.doctorId }),
    doctorsArmResponseSchema,
    `${heard}:${own}`,
  )
  const data = answer.status === 'shown' ? answer.data : undefined
  const mayProtocol = can(user.permissions, 'crmProtocolsCreate')
  const { db, getReference } = useOffline()
  // The day's protocols are copied to the device as the day is shown, so the doctor can open and write
  // them offline (the protocol's answer carries its templates too).
  const protocolIds = (data?.visits ?? [])
    .flatMap((v) => v.lines.map((l) => l.protocol))
    .filter((p) => p !== null && p.state !== 'deleted' && p.state !== 'approved')
    .map((p) => p!.id)
    .join(',')
  useEffect(() => {
    if (!online || !mayProtocol || protocolIds === '') return
    for (const id of protocolIds.split(','))
      fetchReference(db, getReference, protocolApiPath(Number(id))).catch(() => undefined)
  }, [db, getReference, online, mayProtocol, protocolIds])
  const change = (patch: Parameters<typeof withRegistryFilters>[1]) =>
    setParams(withRegistryFilters(params, patch), { replace: true })

  const act = async (orderId: number, work: () => Promise<string>, failure: string) => {
    setBusy(orderId)
    try {
      toast.success(await work())
    } catch (e) {
      toast.error(failure, { description: isApiError(e) && e.status > 0 ? e.message : offlineOnly })
    } finally {
      setBusy(null)
      setOwn((n) => n + 1)
    }
  }
  const onReception = (v: DoctorsArmVisit) => {
    const action = receptionOf(v)
    if (!action) return
    void act(
      v.orderId,
      async () => {
        await postOrderAction(v.orderId, action)
        return `${rowActions[action].done}: ${v.patient ?? v.code}`
      },
      rowActions[action].failure,
    )
  }
  const onProtocol = (v: DoctorsArmVisit, line: DoctorsArmLine) =>
    void act(
      v.orderId,
      async () => {
        // The request's id is the protocol's: the doctor goes straight on to write it.
        const request = await requestServiceProtocol(v.orderId, line.serviceId)
        void navigate(`/protocol/${request.id}`)
        return `Протокол створено: ${line.name}`
      },
      'Не вдалося створити протокол',
    )

  let body
  if (answer.status === 'unavailable')
    body = (
      <UnavailableNote offline={answer.offline || !online}>
        {answer.offline || !online
          ? 'Немає мережі, а цього дня лікаря на пристрої ще немає. Він з’явиться, щойно мережа повернеться.'
          : 'Помилка при завантаженні даних'}
      </UnavailableNote>
    )
  else if (!data) body = <PageLoader label="Завантаження дня лікаря…" />
  else if (!data.doctor)
    body = (
      <p role="status" className="max-w-2xl rounded-md bg-amber-50 p-3 text-sm text-amber-900">
        {doctorsArmMessages.notLinked}
      </p>
    )
  else {
    const split = armDay(data.visits)
    const card = (v: DoctorsArmVisit) => (
      <VisitCard
        key={v.orderId}
        visit={v}
        day={day}
        online={online}
        mayProtocol={mayProtocol}
        busy={busy === v.orderId}
        onReception={onReception}
        onProtocol={onProtocol}
      />
    )
    body = (
      <>
        {answer.status === 'shown' && answer.stale && (
          <StaleNote
            online={online}
            fetchedAt={answer.fetchedAt}
            subject="день лікаря"
            caveat="він може бути застарілим"
          />
        )}
        <p className="text-sm text-slate-700">
          {data.doctor.name}
          {data.doctor.specialization ? ` · ${data.doctor.specialization}` : ''} · пацієнтів:{' '}
          {data.visits.length}
          {data.hidden > 0 ? ` (ще ${data.hidden} — замовлення, яких ви не бачите)` : ''}
        </p>
        <Section title="Зараз на прийомі" empty="Нікого: прийом не розпочато.">
          {split.inside.map(card)}
        </Section>
        <Section title="Пацієнти дня" empty="Більше записів на цей день немає.">
          {split.ahead.map(card)}
        </Section>
        <Section title="Прийнято" empty="Ще нікого не прийнято.">
          {split.over.map(card)}
        </Section>
      </>
    )
  }

  return (
    <section className="grid gap-3">
      <h1 className="text-2xl font-semibold text-slate-900">АРМ лікаря</h1>
      <div className="flex flex-wrap items-end gap-2">
        <RegistryDayPicker id="doctors-arm-date" date={query.date} onChange={(date) => change({ date })} />
        <div className="min-w-72">
          <SelectField
            id="doctors-arm-doctor"
            label="Лікар"
            empty="Мій день"
            value={query.doctorId ?? null}
            options={(data?.doctors ?? []).map((d) => ({ key: d.id, value: d.name }))}
            onChange={(v) => change({ doctorId: v === '' ? null : v })}
          />
        </div>
        <Link
          to={doctorsArmPath(query).replace('/registry/doctors-arm', '/print/doctor')}
          className="inline-flex min-h-11 items-center font-medium text-brand-800 underline-offset-2 hover:underline"
        >
          Друк дня
        </Link>
      </div>
      {body}
    </section>
  )
}
