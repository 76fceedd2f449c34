/**
 * Reads what a doctor's day of slots is computed from (domain/schedule/day-slots.ts): the weekly rows,
 * the date's exception, and the cabinets' capacity. Shared by the free-slot list and book-service, so
 * a slot offered is exactly a slot that can be booked.
 */
import { and, eq, inArray } from 'drizzle-orm'
import { daySlots, type DaySlot } from '../../../domain/schedule/day-slots'
import type { Db, Tx } from '../../db/client'
import { doctorSchedules, scheduleExceptions } from '../../db/schema/bookings'
import { cabinets } from '../../db/schema/places'

/** Each doctor's slots on `date` (a service's `slotMinutes`, else each schedule's own). */
export async function loadDoctorDays(
  db: Db | Tx,
  doctorIds: readonly number[],
  date: string,
  slotMinutes?: number,
): Promise<Map<number, DaySlot[]>> {
  const out = new Map<number, DaySlot[]>()
  if (doctorIds.length === 0) return out
  const [weekly, exceptions] = await Promise.all([
    db
      .select()
      .from(doctorSchedules)
      .where(inArray(doctorSchedules.doctorId, [...doctorIds])),
    db
      .select()
      .from(scheduleExceptions)
      .where(and(inArray(scheduleExceptions.doctorId, [...doctorIds]), eq(scheduleExceptions.date, date))),
  ])
  for (const doctorId of doctorIds) {
    const exception = exceptions.find((e) => e.doctorId === doctorId)
    out.set(
      doctorId,
      daySlots({ date, weekly: weekly.filter((w) => w.doctorId === doctorId), exception, slotMinutes }),
    )
  }
  return out
}

/** Patients a cabinet takes per slot: its capacity with simultaneous reception, else one. */
export async function loadCapacities(
  db: Db | Tx,
  cabinetIds: readonly (number | null)[],
): Promise<(cabinetId: number | null) => number> {
  const ids = [...new Set(cabinetIds.filter((c): c is number => c !== null))]
  const rows = ids.length
    ? await db
        .select({
          id: cabinets.id,
          simultaneous: cabinets.simultaneousReception,
          capacity: cabinets.capacity,
        })
        .from(cabinets)
        .where(inArray(cabinets.id, ids))
    : []
  const by = new Map(rows.map((r) => [r.id, r.simultaneous ? r.capacity : 1]))
  return (cabinetId) => (cabinetId === null ? 1 : (by.get(cabinetId) ?? 1))
}
