/**
 * Registry → Розклад (/mc-registry, tab `table`; issue 20 item 2): one day of the doctors' slots with
 * their bookings, filtered by city, filial, specialization and doctor (kept in the address). A free
 * slot books into a new order and opens its cart; a booking links to its cart and can be unbooked by
 * who may change the order. The day is read from the server on every visit and on every registryChanged
 * notice (another registrar's booking shows within a second); the copy last read is kept on the device,
 * so offline the day is still readable, marked as possibly out of date. Booking and unbooking need the
 * network: a slot is decided by the server against every other registrar's bookings.
 */
import { ChevronLeft, ChevronRight } from 'lucide-react'
import { useMemo, useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { toast } from 'sonner'
import {
  registryDayResponseSchema,
  type RegistryBooking,
  type RegistrySlot,
} from '../../../domain/schedule/registry-day.schema'
import { orderWrite } from '../../../domain/orders/order-access'
import { canAny } from '../../../domain/permissions/check'
import { isApiError } from '../../lib/api/api-error'
import { formatDate } from '../../lib/format/date'
import { useSignedInUser } from '../../lib/session/session-context'
import { useOnline } from '../../offline/react/use-outbox'
import { useCachedAnswer } from '../../offline/react/use-cached-answer'
import { StaleNote, UnavailableNote } from '../../shared/patients/cached-block-notice'
import { ConfirmDialog } from '../../offline/react/confirm-dialog'
import { today } from '../../shared/patients/use-today'
import { Button } from '../../ui/button'
import { DateField } from '../../ui/date-field'
import { PageLoader } from '../../ui/page-loader'
import { BookSlotDialog } from './book-slot-dialog'
import { RegistryFilterBar } from './registry-filter-bar'
import {
  FIRST_DAY,
  inRange,
  LAST_DAY,
  plusDays,
  readRegistryFilters,
  withRegistryFilters,
} from './registry-filters'
import { RegistryGrid } from './registry-grid'
import { gridModel } from './registry-grid-model'
import { bookIntoNewOrder, moveBooking, registryDayPath, unbook } from './registry.api'
import { useRegistryLive } from './use-registry-live'

const notice = 'rounded-md border border-slate-200 p-4'

export function RegistryPage() {
  const [params, setParams] = useSearchParams()
  const online = useOnline()
  const { permissions } = useSignedInUser()
  const navigate = useNavigate()
  const query = useMemo(() => readRegistryFilters(params, today()), [params])
  const heard = useRegistryLive()
  // Read again after the tab's own unbooking or lost race, as after another registrar's notice.
  const [own, setOwn] = useState(0)
  const answer = useCachedAnswer(registryDayPath(query), registryDayResponseSchema, heard + own)
  const data = answer.status === 'shown' ? answer.data : undefined
  const model = useMemo(() => (data ? gridModel(data) : null), [data])
  const [booking, setBooking] = useState<{ doctorId: number; slot: RegistrySlot } | null>(null)
  const [unbooking, setUnbooking] = useState<{ booking: RegistryBooking; slot: RegistrySlot } | null>(null)
  // The booking being moved: kept across days, so it can go to another date.
  const [moving, setMoving] = useState<{ booking: RegistryBooking; slot: RegistrySlot; date: string } | null>(
    null,
  )
  const change = (patch: Parameters<typeof withRegistryFilters>[1]) =>
    setParams(withRegistryFilters(params, patch), { replace: true })
  const refresh = () => setOwn((n) => n + 1)

  const doctors = useMemo(() => data?.doctors ?? [], [data])
  const mayBook = canAny(permissions, orderWrite)
  // Stable while the day is the same: the grid's memoised cells are not drawn again on other changes.
  const actions = useMemo(
    () => ({
      book: mayBook
        ? (slot: RegistrySlot) => {
            const doctor = doctors.find((d) => d.slots.includes(slot))
            if (doctor) setBooking({ doctorId: doctor.id, slot })
          }
        : undefined,
      unbook: (b: RegistryBooking, slot: RegistrySlot) => setUnbooking({ booking: b, slot }),
      move: (b: RegistryBooking, slot: RegistrySlot) => setMoving({ booking: b, slot, date: query.date }),
      moving: moving
        ? {
            accepts: (slot: RegistrySlot) =>
              slot.startsAt !== moving.slot.startsAt &&
              doctors.some(
                (d) => d.slots.includes(slot) && d.services.some((s) => s.id === moving.booking.serviceId),
              ),
            moveTo: (slot: RegistrySlot) => void moveTo(moving, slot),
          }
        : undefined,
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- moveTo reads only its arguments and stable setters
    [mayBook, doctors, moving, query.date],
  )
  const bookingDoctor = booking ? doctors.find((d) => d.id === booking.doctorId) : undefined

  const book = async (serviceId: number) => {
    if (!booking) return
    try {
      const { orderId } = await bookIntoNewOrder(booking.slot, serviceId)
      // Coming back, the day is read again (every visit asks the server) and shows the slot taken.
      void navigate(`/mc-cart/${orderId}`)
    } catch (e) {
      // Someone took the slot meanwhile: show the day as it is now.
      if (isApiError(e) && e.code === 'slot_taken') refresh()
      throw e
    }
  }
  async function moveTo(from: NonNullable<typeof moving>, slot: RegistrySlot) {
    const order = from.booking.order
    if (!order) return
    try {
      await moveBooking(order.id, from.booking.serviceId, slot)
      setMoving(null)
      toast.success(`Запис ${order.code} перенесено на ${formatDate(query.date)} ${slot.time}`)
    } catch (e) {
      toast.error('Помилка', {
        description:
          isApiError(e) && e.status > 0 ? e.message : 'Немає мережі: перенести запис можна лише онлайн.',
        duration: 5000,
      })
    }
    refresh()
  }
  const confirmUnbook = async () => {
    const target = unbooking
    setUnbooking(null)
    const order = target?.booking.order
    if (!target || !order) return
    try {
      await unbook(order.id, target.booking.serviceId)
      toast.success(`Запис ${order.code} о ${target.slot.time} знято`)
    } catch (e) {
      toast.error('Помилка', {
        description:
          isApiError(e) && e.status > 0 ? e.message : 'Немає мережі: зняти запис можна лише онлайн.',
        duration: 5000,
      })
    }
    refresh()
  }

  let body
  if (answer.status === 'unavailable')
    body = (
      <UnavailableNote offline={answer.offline || !online}>
        {answer.offline || !online
          ? 'Немає мережі, а розкладу цього дня на пристрої ще немає. Він з’явиться, щойно мережа повернеться.'
          : 'Помилка при завантаженні даних'}
      </UnavailableNote>
    )
  else if (!data || !model) body = <PageLoader label="Завантаження розкладу…" />
  else if (data.doctors.length === 0)
    body = (
      <p className={`${notice} bg-white text-slate-700`}>
        Цього дня за обраними умовами ніхто з лікарів не працює.
      </p>
    )
  else
    body = (
      <>
        {answer.status === 'shown' && answer.stale && (
          <StaleNote
            online={online}
            fetchedAt={answer.fetchedAt}
            subject="розклад"
            caveat="він може бути застарілим, а записати чи зняти запис можна лише онлайн"
          />
        )}
        {data.truncated && (
          <p role="status" className="text-sm text-amber-900">
            Показано перших {data.doctors.length} лікарів: звузьте фільтри, щоб побачити інших.
          </p>
        )}
        <RegistryGrid doctors={data.doctors} model={model} actions={actions} />
      </>
    )

  return (
    <section className="grid gap-3" aria-busy={answer.status === 'loading'}>
      <h1 className="text-2xl font-semibold text-slate-900">Розклад</h1>
      <div className="flex flex-wrap items-end gap-2">
        <div className="grid gap-1">
          <label htmlFor="registry-date" className="text-sm font-medium text-slate-800">
            Дата
          </label>
          <div className="flex items-center gap-1">
            <Button
              variant="secondary"
              size="icon"
              aria-label="Попередній день"
              onClick={() => change({ date: plusDays(query.date, -1) })}
            >
              <ChevronLeft aria-hidden="true" className="size-4" />
            </Button>
            <DateField
              id="registry-date"
              value={query.date}
              min={FIRST_DAY}
              max={LAST_DAY}
              onChange={(v) => v && inRange(v) && change({ date: v })}
              className="w-40"
            />
            <Button
              variant="secondary"
              size="icon"
              aria-label="Наступний день"
              onClick={() => change({ date: plusDays(query.date, 1) })}
            >
              <ChevronRight aria-hidden="true" className="size-4" />
            </Button>
          </div>
        </div>
        <Button variant="ghost" onClick={() => change({ date: null })}>
          Сьогодні
        </Button>
      </div>
      <RegistryFilterBar query={query} choices={data?.choices} onChange={change} />
      {moving?.booking.order && (
        <div
          role="status"
          className="flex flex-wrap items-center gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
        >
          <span>
            Перенесення запису {moving.booking.order.code} ({moving.booking.serviceName}, зараз{' '}
            {formatDate(moving.date)} {moving.slot.time}): оберіть новий вільний час — можна й іншого дня.
          </span>
          <Button variant="secondary" className="ml-auto" onClick={() => setMoving(null)}>
            Скасувати перенесення
          </Button>
        </div>
      )}
      {body}
      {booking && bookingDoctor && (
        <BookSlotDialog
          doctor={bookingDoctor}
          slot={booking.slot}
          online={online}
          onBook={book}
          onClose={() => setBooking(null)}
        />
      )}
      <ConfirmDialog
        open={unbooking !== null}
        title="Зняти запис?"
        confirmLabel="Так, зняти запис"
        onCancel={() => setUnbooking(null)}
        onConfirm={() => void confirmUnbook()}
      >
        <p>
          {unbooking?.booking.order
            ? `Послуга «${unbooking.booking.serviceName}» замовлення ${unbooking.booking.order.code} звільнить час ${unbooking.slot.time}. Саме замовлення залишиться.`
            : ''}
        </p>
      </ConfirmDialog>
    </section>
  )
}
