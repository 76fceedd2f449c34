/** Reads the schedules and bookings behind the free-slot list (domain/orders/schedule-slots.ts). */
import { and, eq, gte, inArray, lt } from 'drizzle-orm'
import { freeSlots, isoWeekday, type FreeSlot } from '../../../domain/orders/schedule-slots'
import { kyivInstant } from '../../../domain/time/kyiv'
import type { Db } from '../../db/client'
import { doctorSchedules, serviceBookings } from '../../db/schema/bookings'
import { staffServices } from '../../db/schema/crm-references'
import { staff } from '../../db/schema/staff'

/** Free slots on `date` of the active doctors who provide `serviceId`. */
export async function loadFreeSlots(db: Db, serviceId: number, date: string, now: Date): Promise<FreeSlot[]> {
  const schedules = await db
    .select({
      id: doctorSchedules.id,
      doctorId: doctorSchedules.doctorId,
      doctorName: staff.fullName,
      timeFrom: doctorSchedules.timeFrom,
      timeTo: doctorSchedules.timeTo,
      standardDuration: doctorSchedules.standardDuration,
    })
    .from(doctorSchedules)
    .innerJoin(staff, eq(staff.id, doctorSchedules.doctorId))
    .innerJoin(
      staffServices,
      and(eq(staffServices.staffId, doctorSchedules.doctorId), eq(staffServices.serviceId, serviceId)),
    )
    .where(and(eq(doctorSchedules.weekday, isoWeekday(date)), eq(staff.active, true)))
  if (!schedules.length) return []
  const dayStart = kyivInstant(date, '00:00').at
  const dayEnd = new Date(dayStart.getTime() + 26 * 3600_000)
  const booked = await db
    .select({ doctorId: serviceBookings.doctorId, startsAt: serviceBookings.startsAt })
    .from(serviceBookings)
    .where(
      and(
        inArray(
          serviceBookings.doctorId,
          schedules.map((s) => s.doctorId),
        ),
        gte(serviceBookings.startsAt, dayStart),
        lt(serviceBookings.startsAt, dayEnd),
      ),
    )
  return freeSlots(schedules, date, booked, now)
}
