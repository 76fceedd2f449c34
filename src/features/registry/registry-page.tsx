/**
 * Registry → Розклад (/mc-registry, tab `table`; issue 20 item 2): the day's slots with their bookings —
 * doctors or cabinets as columns — or one doctor's week, filtered by city, filial, specialization and
 * doctor (all kept in the address). A free slot books into a new order and opens its cart; a booking
 * links to its cart, moves to another free time (any day) or is unbooked by who may change the order.
 * The days are read from the server on every visit and every registryChanged notice (another
 * registrar's booking shows within a second); the copies last read are kept on the device, so offline
 * the schedule is still readable, marked as possibly out of date. Booking, moving and unbooking need
 * the network: a slot is decided by the server against every other registrar's bookings.
 */
import { useCallback, useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { toast } from 'sonner'
import type {
  RegistryBooking,
  RegistryDoctor,
  RegistrySlot,
} from '../../../domain/schedule/registry-day.schema'
import { orderWrite } from '../../../domain/orders/order-access'
import { canAny } from '../../../domain/permissions/check'
import { isApiError } from '../../lib/api/api-error'
import { formatDate } from '../../lib/format/date'
import { useSignedInUser } from '../../lib/session/session-context'
import { useOnline } from '../../offline/react/use-outbox'
import { ConfirmDialog } from '../../offline/react/confirm-dialog'
import { today } from '../../shared/patients/use-today'
import { Button } from '../../ui/button'
import { BookSlotDialog } from './book-slot-dialog'
import { readRegistryFilters, readRegistryView, withRegistryFilters } from './registry-filters'
import { RegistryDayPicker } from '../../shared/registry/registry-day-picker'
import { bookIntoNewOrder, moveBooking, unbook } from './registry.api'
import { DayView, WeekView, type DoctorOf } from './registry-views'
import { useRegistryLive } from '../../shared/registry/use-registry-live'

/** The Kyiv date of a slot (its start carries the Kyiv offset). */
const slotDay = (slot: RegistrySlot) => slot.startsAt.slice(0, 10)

const toggle =
  'min-h-11 rounded-md border px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand-700'
const on = 'border-brand-700 bg-brand-50 text-brand-900'
const off = 'border-slate-300 bg-white text-slate-800 hover:bg-slate-100'

export function RegistryPage() {
  const [params, setParams] = useSearchParams()
  const online = useOnline()
  const { permissions } = useSignedInUser()
  const navigate = useNavigate()
  const query = readRegistryFilters(params, today())
  const { view, by } = readRegistryView(params)
  const heard = useRegistryLive()
  // Read again after the tab's own move, unbooking or lost race, as after another registrar's notice.
  const [own, setOwn] = useState(0)
  const refresh = () => setOwn((n) => n + 1)
  const [booking, setBooking] = useState<{ doctor: RegistryDoctor; slot: RegistrySlot } | null>(null)
  const [unbooking, setUnbooking] = useState<{ booking: RegistryBooking; slot: RegistrySlot } | null>(null)
  // The booking being moved: kept across days and views, so it can go to another date.
  const [moving, setMoving] = useState<{ booking: RegistryBooking; slot: RegistrySlot } | null>(null)
  const change = (patch: Parameters<typeof withRegistryFilters>[1]) =>
    setParams(withRegistryFilters(params, patch), { replace: true })
  const mayBook = canAny(permissions, orderWrite)

  const moveTo = useCallback(async (from: { booking: RegistryBooking }, slot: RegistrySlot) => {
    const order = from.booking.order
    if (!order) return
    try {
      await moveBooking(order.id, from.booking.serviceId, slot)
      setMoving(null)
      toast.success(`Запис ${order.code} перенесено на ${formatDate(slotDay(slot))} ${slot.time}`)
    } catch (e) {
      toast.error('Помилка', {
        description:
          isApiError(e) && e.status > 0 ? e.message : 'Немає мережі: перенести запис можна лише онлайн.',
        duration: 5000,
      })
    }
    setOwn((n) => n + 1)
  }, [])

  // Stable while nothing they use changes: the grid's memoised cells are not drawn again meanwhile.
  const makeActions = useCallback(
    (doctorOf: DoctorOf) => ({
      book: mayBook
        ? (slot: RegistrySlot) => {
            const doctor = doctorOf(slot)
            if (doctor) setBooking({ doctor, slot })
          }
        : undefined,
      unbook: (b: RegistryBooking, slot: RegistrySlot) => setUnbooking({ booking: b, slot }),
      move: (b: RegistryBooking, slot: RegistrySlot) => setMoving({ booking: b, slot }),
      moving: moving
        ? {
            accepts: (slot: RegistrySlot) =>
              slot.startsAt !== moving.slot.startsAt &&
              (doctorOf(slot)?.services.some((s) => s.id === moving.booking.serviceId) ?? false),
            moveTo: (slot: RegistrySlot) => void moveTo(moving, slot),
          }
        : undefined,
    }),
    [mayBook, moving, moveTo],
  )

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

  const step = view === 'week' ? 7 : 1
  const viewProps = { query, online, refreshKey: heard + own, makeActions, onFilter: change }
  return (
    <section className="grid gap-3">
      <h1 className="text-2xl font-semibold text-slate-900">Розклад</h1>
      <div className="flex flex-wrap items-end gap-2">
        <RegistryDayPicker
          id="registry-date"
          date={query.date}
          step={step}
          onChange={(date) => change({ date })}
        />
        <div role="group" aria-label="Вигляд" className="flex gap-1">
          <button
            type="button"
            aria-pressed={view === 'day'}
            className={`${toggle} ${view === 'day' ? on : off}`}
            onClick={() => change({ view: null })}
          >
            День
          </button>
          <button
            type="button"
            aria-pressed={view === 'week'}
            className={`${toggle} ${view === 'week' ? on : off}`}
            onClick={() => change({ view: 'week' })}
          >
            Тиждень лікаря
          </button>
        </div>
        {view === 'day' && (
          <div role="group" aria-label="Стовпці" className="flex gap-1">
            <button
              type="button"
              aria-pressed={by === 'doctor'}
              className={`${toggle} ${by === 'doctor' ? on : off}`}
              onClick={() => change({ by: null })}
            >
              Лікарі
            </button>
            <button
              type="button"
              aria-pressed={by === 'cabinet'}
              className={`${toggle} ${by === 'cabinet' ? on : off}`}
              onClick={() => change({ by: 'cabinet' })}
            >
              Кабінети
            </button>
          </div>
        )}
      </div>
      {moving?.booking.order && (
        <div
          role="status"
          className="flex flex-wrap items-center gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
        >
          <span>
            Перенесення запису {moving.booking.order.code} ({moving.booking.serviceName}, зараз{' '}
            {formatDate(slotDay(moving.slot))} {moving.slot.time}): оберіть новий вільний час — можна й іншого
            дня.
          </span>
          <Button variant="secondary" className="ml-auto" onClick={() => setMoving(null)}>
            Скасувати перенесення
          </Button>
        </div>
      )}
      {view === 'week' ? <WeekView {...viewProps} /> : <DayView {...viewProps} by={by} />}
      {booking && (
        <BookSlotDialog
          doctor={booking.doctor}
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
