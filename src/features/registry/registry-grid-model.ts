/**
 * The grid's shape from a registry day: time rows (every slot start of any shown doctor, by time) and,
 * per doctor, their slot at each row. Doctors with other slot lengths share rows where their starts
 * meet; a row where a doctor has no slot is an empty cell.
 */
import type { RegistryDay, RegistrySlot } from '../../../domain/schedule/registry-day.schema'

export interface GridModel {
  times: string[]
  /** cells[doctor index] maps a row's time to that doctor's slot. */
  cells: Array<Map<string, RegistrySlot>>
}

export function gridModel(day: Pick<RegistryDay, 'doctors'>): GridModel {
  const times = new Set<string>()
  const cells = day.doctors.map((d) => {
    const byTime = new Map<string, RegistrySlot>()
    for (const s of d.slots) {
      times.add(s.time)
      byTime.set(s.time, s)
    }
    return byTime
  })
  return { times: [...times].sort(), cells }
}

/** Seats still free in a slot (never below zero). */
export const freeSeats = (s: RegistrySlot): number => Math.max(0, s.capacity - s.bookings.length)
