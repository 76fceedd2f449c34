/**
 * Doctor and cabinet names for a booked slot, from a cached /current-state copy (the reference store):
 * all staff, so a doctor who has since left still has a name, and every cabinet with its number.
 */
import { cabinetLabel, type BookingNames } from '../../../domain/orders/booking-text'
import type { CurrentState } from '../../../domain/references/current-state.schema'

/** The lookups of a current-state copy; every name unknown while none is loaded. */
export function bookingNamesOf(state: Partial<CurrentState> | undefined): BookingNames {
  const doctors = new Map((state?.staffReferences ?? []).map((s) => [String(s.key), s.value]))
  const cabinets = new Map(
    (state?.cabinets ?? []).map((c) => [
      String(c.key),
      cabinetLabel({ number: typeof c.number === 'string' ? c.number : null, name: c.value }),
    ]),
  )
  return { doctor: (id) => doctors.get(String(id)), cabinet: (id) => cabinets.get(String(id)) }
}
