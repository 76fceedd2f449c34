/**
 * The grid's shape from its columns: time rows (every slot start of any column, by time) and, per
 * column, its slot at each row. Columns with other slot lengths share rows where their starts meet; a
 * row where a column has no slot is an empty cell. A cabinet column holding two slots at one time
 * (two doctors — the schedule settings refuse that, older rows may have it) shows the first.
 */
import type { RegistrySlot } from '../../../domain/schedule/registry-day.schema'

export interface GridModel {
  times: string[]
  /** cells[column index] maps a row's time to that column's slot. */
  cells: Array<Map<string, RegistrySlot>>
}

export function gridModel(columns: ReadonlyArray<{ slots: readonly RegistrySlot[] }>): GridModel {
  const times = new Set<string>()
  const cells = columns.map((c) => {
    const byTime = new Map<string, RegistrySlot>()
    for (const s of c.slots) {
      times.add(s.time)
      if (!byTime.has(s.time)) byTime.set(s.time, s)
    }
    return byTime
  })
  return { times: [...times].sort(), cells }
}

/** Seats still free in a slot (never below zero). */
export const freeSeats = (s: RegistrySlot): number => Math.max(0, s.capacity - s.bookings.length)
