/**
 * Placing a doctor's bookings into the slots of their day for the registry grid: a booking belongs to
 * the slot its start falls in (a service of another length may start inside a slot); one that falls in
 * no slot — the schedule changed after it was booked — is kept aside, never dropped.
 */
import type { DaySlot } from './day-slots'

export interface Placed<B> {
  /** Bookings by slot, in the order of `slots`. */
  bySlot: B[][]
  offSchedule: B[]
}

/** Puts each booking into the slot whose [start, end) holds its start. */
export function placeBookings<B extends { startsAt: Date }>(
  slots: readonly Pick<DaySlot, 'at' | 'endsAt'>[],
  bookings: readonly B[],
): Placed<B> {
  const bySlot: B[][] = slots.map(() => [])
  const offSchedule: B[] = []
  for (const b of bookings) {
    const t = b.startsAt.getTime()
    const i = slots.findIndex((s) => s.at.getTime() <= t && t < s.endsAt.getTime())
    if (i < 0) offSchedule.push(b)
    else bySlot[i]!.push(b)
  }
  return { bySlot, offSchedule }
}
