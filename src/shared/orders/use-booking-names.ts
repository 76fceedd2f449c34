/**
 * Doctor and cabinet names for a booked slot, from the cached /current-state reference store (all staff,
 * so a doctor who has since left still has a name; every cabinet with its number) — offline too.
 */
import { useMemo } from 'react'
import { cabinetLabel, type BookingNames } from '../../../domain/orders/booking-text'
import type { CurrentState } from '../../../domain/references/current-state.schema'
import { useReference } from '../../offline/react/use-reference'

/** Builds the lookups from a current-state copy. */
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

export function useBookingNames(): BookingNames {
  const state = useReference<{ data: CurrentState }>('/current-state').data?.data
  return useMemo(() => bookingNamesOf(state), [state])
}
