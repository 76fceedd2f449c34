/**
 * The schedule's two views over the device-kept day answers (useCachedAnswer: read on every visit and
 * every registryChanged notice, the last copy shown offline as possibly out of date):
 * - the day: doctors or cabinets as columns;
 * - the week of one doctor: a column a day (seven answers of the same day route).
 * Each renders the filters (their choices come with the answers), the notes and the grid; the page
 * keeps what a click starts (booking, moving, unbooking) through `makeActions`.
 */
import { useMemo, type ReactNode } from 'react'
import {
  registryDayResponseSchema,
  type RegistryDay,
  type RegistryDayQuery,
  type RegistryDoctor,
  type RegistrySlot,
} from '../../../domain/schedule/registry-day.schema'
import {
  useCachedAnswer,
  useSlicedCachedAnswer,
  type CachedAnswer,
} from '../../offline/react/use-cached-answer'
import { StaleNote, UnavailableNote } from '../../shared/patients/cached-block-notice'
import { PageLoader } from '../../ui/page-loader'
import {
  cabinetColumns,
  doctorColumns,
  slotDoctors,
  weekColumns,
  weekOf,
  type ColumnsBy,
} from './registry-columns'
import { RegistryFilterBar } from './registry-filter-bar'
import type { RegistryFilterKey } from './registry-filters'
import { RegistryGrid } from './registry-grid'
import { gridModel } from './registry-grid-model'
import type { SlotActions } from './registry-slot-cell'
import { registryDayPath } from './registry.api'

const notice = 'rounded-md border border-slate-200 p-4'

export type DoctorOf = (slot: RegistrySlot) => RegistryDoctor | undefined

interface ViewProps {
  query: RegistryDayQuery
  online: boolean
  refreshKey: number
  makeActions: (doctorOf: DoctorOf) => SlotActions
  onFilter: (patch: Partial<Record<RegistryFilterKey, number | null>>) => void
}

function Unavailable({ offline, what }: { offline: boolean; what: string }) {
  return (
    <UnavailableNote offline={offline}>
      {offline
        ? `Немає мережі, а розкладу ${what} на пристрої ще немає. Він з’явиться, щойно мережа повернеться.`
        : 'Помилка при завантаженні даних'}
    </UnavailableNote>
  )
}

function Stale({ answer, online }: { answer: CachedAnswer<RegistryDay>; online: boolean }) {
  if (answer.status !== 'shown' || !answer.stale) return null
  return (
    <StaleNote
      online={online}
      fetchedAt={answer.fetchedAt}
      subject="розклад"
      caveat="він може бути застарілим, а записати, перенести чи зняти запис можна лише онлайн"
    />
  )
}

export function DayView({
  query,
  online,
  refreshKey,
  makeActions,
  onFilter,
  by,
}: ViewProps & { by: ColumnsBy }) {
  // A day of 40 doctors is read a few milliseconds at a time, so opening it never holds the page.
  const answer = useSlicedCachedAnswer<RegistryDay>(
    registryDayPath(query),
    registryDayResponseSchema,
    'doctors',
    refreshKey,
  )
  const data = answer.status === 'shown' ? answer.data : undefined
  const columns = useMemo(
    () => (data ? (by === 'cabinet' ? cabinetColumns(data) : doctorColumns(data)) : []),
    [data, by],
  )
  const model = useMemo(() => gridModel(columns), [columns])
  const doctors = useMemo(() => slotDoctors([data]), [data])
  const doctorOf = useMemo<DoctorOf>(() => (slot) => doctors.get(slot), [doctors])
  const actions = useMemo(() => makeActions(doctorOf), [makeActions, doctorOf])
  let body: ReactNode
  if (answer.status === 'unavailable')
    body = <Unavailable offline={answer.offline || !online} what="цього дня" />
  else if (!data) body = <PageLoader label="Завантаження розкладу…" />
  else if (data.doctors.length === 0)
    body = (
      <p className={`${notice} bg-white text-slate-700`}>
        Цього дня за обраними умовами ніхто з лікарів не працює.
      </p>
    )
  else
    body = (
      <>
        <Stale answer={answer} online={online} />
        {data.truncated && (
          <p role="status" className="text-sm text-amber-900">
            Показано перших {data.doctors.length} лікарів: звузьте фільтри, щоб побачити інших.
          </p>
        )}
        <RegistryGrid columns={columns} model={model} actions={actions} doctorOf={doctorOf} />
      </>
    )
  return (
    <>
      <RegistryFilterBar query={query} choices={data?.choices} onChange={onFilter} />
      {body}
    </>
  )
}

/** One doctor's week; without a chosen doctor, asks for one (the filters come with the first day's answer). */
export function WeekView({ query, online, refreshKey, makeActions, onFilter }: ViewProps) {
  const dates = useMemo(() => weekOf(query.date), [query.date])
  const day = (i: number) => ({ ...query, date: dates[i]! })
  // Seven answers: one hook each, in a fixed order.
  const answers = [
    useCachedAnswer(registryDayPath(day(0)), registryDayResponseSchema, refreshKey),
    useCachedAnswer(registryDayPath(day(1)), registryDayResponseSchema, refreshKey),
    useCachedAnswer(registryDayPath(day(2)), registryDayResponseSchema, refreshKey),
    useCachedAnswer(registryDayPath(day(3)), registryDayResponseSchema, refreshKey),
    useCachedAnswer(registryDayPath(day(4)), registryDayResponseSchema, refreshKey),
    useCachedAnswer(registryDayPath(day(5)), registryDayResponseSchema, refreshKey),
    useCachedAnswer(registryDayPath(day(6)), registryDayResponseSchema, refreshKey),
  ]
  const [d0, d1, d2, d3, d4, d5, d6] = answers.map((a) => (a.status === 'shown' ? a.data : undefined))
  const stableDays = useMemo(() => [d0, d1, d2, d3, d4, d5, d6], [d0, d1, d2, d3, d4, d5, d6])
  const doctorId = query.doctorId
  const columns = useMemo(
    () => (doctorId === undefined ? [] : weekColumns(dates, stableDays, doctorId)),
    [dates, stableDays, doctorId],
  )
  const model = useMemo(() => gridModel(columns), [columns])
  const doctors = useMemo(() => slotDoctors(stableDays), [stableDays])
  const doctorOf = useMemo<DoctorOf>(() => (slot) => doctors.get(slot), [doctors])
  const actions = useMemo(() => makeActions(doctorOf), [makeActions, doctorOf])
  const choices = stableDays.find((d) => d !== undefined)?.choices
  const stale = answers.find((a) => a.status === 'shown' && a.stale)
  const missing = answers.find((a) => a.status === 'unavailable')
  let body: ReactNode
  if (doctorId === undefined)
    body = <p className={`${notice} bg-white text-slate-700`}>Оберіть лікаря, щоб побачити його тиждень.</p>
  else if (missing?.status === 'unavailable' && !choices)
    body = <Unavailable offline={missing.offline || !online} what="цього тижня" />
  else if (!choices) body = <PageLoader label="Завантаження розкладу…" />
  else
    body = (
      <>
        {stale && <Stale answer={stale} online={online} />}
        {missing?.status === 'unavailable' && (
          <p role="status" className="text-sm text-amber-900">
            Розклад деяких днів тижня недоступний:{' '}
            {missing.offline || !online ? 'немає мережі' : 'помилка сервера'}.
          </p>
        )}
        <RegistryGrid
          columns={columns}
          model={model}
          actions={actions}
          doctorOf={doctorOf}
          label="Розклад лікаря на тиждень"
        />
      </>
    )
  return (
    <>
      <RegistryFilterBar query={query} choices={choices} onChange={onFilter} />
      {body}
    </>
  )
}
