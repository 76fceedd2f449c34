/**
 * One slot of a doctor in the grid: its bookings (patient, services, order state, paid or not, a link
 * to the order's cart, unbooking for who may change the order), a taken seat of an order outside the
 * user's scope, and — while a seat is free and the time is ahead — the button that books it. While a
 * booking is being moved, a free slot it may go to offers to take it instead.
 */
import { memo } from 'react'
import { Link } from 'react-router'
import type { RegistryBooking, RegistrySlot } from '../../../domain/schedule/registry-day.schema'
import { OrderStateBadge } from '../../shared/orders/order-state-badge'
import { freeSeats } from './registry-grid-model'

export interface SlotActions {
  /** Absent for a user who may not create orders: free slots then only read "Вільно". */
  book?: ((slot: RegistrySlot) => void) | undefined
  unbook: (booking: RegistryBooking, slot: RegistrySlot) => void
  /** Starts moving a booking to another time (for who may change its order). */
  move?: ((booking: RegistryBooking, slot: RegistrySlot) => void) | undefined
  /** A booking is being moved: the free slots it may go to take it. */
  moving?:
    | {
        /** The slot's doctor provides the moved service, and it is not the booking's own slot. */
        accepts: (slot: RegistrySlot) => boolean
        moveTo: (slot: RegistrySlot) => void
      }
    | undefined
}

function BookingCard({
  booking,
  slot,
  actions,
}: {
  booking: RegistryBooking
  slot: RegistrySlot
  actions: SlotActions
}) {
  const o = booking.order
  if (!o)
    return (
      <li className="rounded bg-slate-100 px-2 py-1 text-xs text-slate-700">
        Зайнято: {booking.serviceName}
      </li>
    )
  return (
    <li className="grid gap-1 rounded border border-sky-200 bg-sky-50 px-2 py-1 text-xs text-slate-900">
      <Link
        to={`/mc-cart/${o.id}`}
        className="font-semibold text-brand-800 underline-offset-2 hover:underline"
      >
        {o.patient ?? 'Пацієнта не вказано'} · {o.code}
      </Link>
      <span className="text-slate-700">{o.services.join(', ')}</span>
      <span className="flex flex-wrap items-center gap-1">
        <OrderStateBadge state={o.state} />
        <span
          className={
            o.paid
              ? 'rounded-full bg-green-700 px-2 py-0.5 font-semibold text-white'
              : 'rounded-full bg-amber-100 px-2 py-0.5 font-semibold text-amber-900'
          }
        >
          {o.paid ? 'Оплачено' : 'Не оплачено'}
        </span>
        {o.mayEdit && !slot.past && actions.move && !actions.moving && (
          <button
            type="button"
            className="min-h-11 rounded px-2 text-brand-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
            aria-label={`Перенести запис ${o.code} о ${slot.time}`}
            onClick={() => actions.move?.(booking, slot)}
          >
            Перенести
          </button>
        )}
        {o.mayEdit && !slot.past && (
          <button
            type="button"
            className="ml-auto min-h-11 rounded px-2 text-red-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
            aria-label={`Зняти запис ${o.code} о ${slot.time}`}
            onClick={() => actions.unbook(booking, slot)}
          >
            Зняти запис
          </button>
        )}
      </span>
    </li>
  )
}

/** One slot of the grid; memoised, so scrolling draws only the cells coming into view. */
export const RegistrySlotCell = memo(function RegistrySlotCell({
  slot,
  doctorName,
  actions,
}: {
  slot: RegistrySlot
  doctorName: string
  actions: SlotActions
}) {
  const free = freeSeats(slot)
  return (
    <div className="grid h-full content-start gap-1 overflow-y-auto p-1">
      <p className="flex justify-between text-[11px] text-slate-500">
        <span>{slot.cabinet ? `каб. ${slot.cabinet}` : 'без кабінету'}</span>
        {slot.capacity > 1 && (
          <span>
            місць {free} з {slot.capacity}
          </span>
        )}
      </p>
      {slot.bookings.length > 0 && (
        <ul className="grid gap-1">
          {slot.bookings.map((b) => (
            <BookingCard key={`${b.seat}-${b.serviceId}`} booking={b} slot={slot} actions={actions} />
          ))}
        </ul>
      )}
      {free > 0 &&
        (slot.past ? (
          slot.bookings.length === 0 && <p className="text-xs text-slate-400">Час минув</p>
        ) : actions.moving ? (
          actions.moving.accepts(slot) && (
            <button
              type="button"
              className="min-h-11 rounded border border-dashed border-amber-700 bg-amber-50 px-2 py-1 text-left text-xs font-medium text-amber-900 hover:bg-amber-100 focus-visible:outline-2 focus-visible:outline-brand-700"
              onClick={() => actions.moving?.moveTo(slot)}
            >
              Перенести на {slot.time} — {doctorName}
            </button>
          )
        ) : !actions.book ? (
          <p className="text-xs text-slate-600">Вільно</p>
        ) : (
          <button
            type="button"
            className="min-h-11 rounded border border-dashed border-brand-700 px-2 py-1 text-left text-xs font-medium text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700"
            onClick={() => actions.book?.(slot)}
          >
            Записати на {slot.time} — {doctorName}
          </button>
        ))}
    </div>
  )
})
