/**
 * Registry → Кабінети (issue 20 item 4): each cabinet's day from the registry day's answer (the same
 * slots and bookings the grid shows, grouped by cabinet): the doctors working in it, who is inside now
 * (a booking whose order's reception is started, state done_part), who is next (the first booking not
 * started that has not ended yet) and the free time left (consecutive free slots merged; from now on
 * for today).
 */
import type { RegistryBooking, RegistryDay, RegistrySlot } from '../../../domain/schedule/registry-day.schema'
import type { OrderState } from '../../../domain/orders/order-states'
import { kyivDayAndTime } from '../../../domain/time/kyiv'
import { freeSeats } from './registry-grid-model'

export interface CabinetVisit {
  booking: RegistryBooking
  slot: RegistrySlot
  doctor: string
}

export interface CabinetDay {
  key: string
  title: string
  filialName: string | null
  doctors: string[]
  /** Patients the cabinet takes at once (its simultaneous reception). */
  capacity: number
  inside: CabinetVisit[]
  next: CabinetVisit | null
  /** Free time left, as HH:MM intervals of consecutive slots with a free seat. */
  free: Array<{ from: string; to: string }>
  /** Bookings of the day in the cabinet. */
  booked: number
}

/** Orders whose reception has started and not finished (spec 000 §4). */
const IN_RECEPTION: ReadonlySet<string> = new Set<OrderState>(['done_part'])
/** Orders a visit no longer waits for: done, paid or cancelled. */
const OVER: ReadonlySet<string> = new Set<OrderState>(['done', 'payed_cash', 'deleted'])

/** HH:MM in Kyiv of an instant (slot ends come as UTC instants, starts with the Kyiv offset). */
const hhmm = (iso: string) => kyivDayAndTime(iso).time

export function cabinetDays(day: RegistryDay, nowMs: number): CabinetDay[] {
  const byCabinet = new Map<number, { slots: Array<{ slot: RegistrySlot; doctor: string }> }>()
  for (const d of day.doctors)
    for (const slot of d.slots) {
      if (slot.cabinetId === null) continue
      let c = byCabinet.get(slot.cabinetId)
      if (!c) byCabinet.set(slot.cabinetId, (c = { slots: [] }))
      c.slots.push({ slot, doctor: d.name })
    }
  const out: CabinetDay[] = []
  for (const [id, c] of byCabinet) {
    const slots = [...c.slots].sort((a, b) => a.slot.startsAt.localeCompare(b.slot.startsAt))
    const first = slots[0]!.slot
    const visits = slots.flatMap(({ slot, doctor }) =>
      slot.bookings.map((booking) => ({ booking, slot, doctor })),
    )
    const inside = visits.filter((v) => IN_RECEPTION.has(v.booking.order?.state ?? ''))
    const next =
      visits.find(
        (v) =>
          !IN_RECEPTION.has(v.booking.order?.state ?? '') &&
          !OVER.has(v.booking.order?.state ?? '') &&
          Date.parse(v.booking.endsAt) > nowMs,
      ) ?? null
    const free: CabinetDay['free'] = []
    for (const { slot } of slots) {
      if (freeSeats(slot) === 0 || Date.parse(slot.endsAt) <= nowMs) continue
      const last = free.at(-1)
      if (last && last.to === hhmm(slot.startsAt)) last.to = hhmm(slot.endsAt)
      else free.push({ from: hhmm(slot.startsAt), to: hhmm(slot.endsAt) })
    }
    out.push({
      key: `c${id}`,
      title: first.cabinet ? `Кабінет ${first.cabinet}` : `Кабінет #${id}`,
      filialName: first.filialName,
      doctors: [...new Set(slots.map((s) => s.doctor))],
      capacity: Math.max(...slots.map((s) => s.slot.capacity)),
      inside,
      next,
      free,
      booked: visits.length,
    })
  }
  return out.sort((a, b) =>
    `${a.filialName ?? ''} ${a.title}`.localeCompare(`${b.filialName ?? ''} ${b.title}`, 'uk', {
      numeric: true,
    }),
  )
}
