/** Reads the schedules and bookings behind the free-slot list (domain/orders/schedule-slots.ts). */
import { and, eq, gte, inArray, lt } from 'drizzle-orm'
import { freeSlots, type FreeSlot } from '../../../domain/orders/schedule-slots'
import { kyivInstant } from '../../../domain/time/kyiv'
import type { Db } from '../../db/client'
import { serviceBookings } from '../../db/schema/bookings'
import { services } from '../../db/schema/catalogue'
import { staffServices } from '../../db/schema/crm-references'
import { staff } from '../../db/schema/staff'
import { loadCapacities, loadDoctorDays } from './doctor-days.repo'

/** Free slots on `date` of the active doctors who provide `serviceId`, slots as long as the service. */
export async function loadFreeSlots(db: Db, serviceId: number, date: string, now: Date): Promise<FreeSlot[]> {
  const [service] = await db
    .select({ minutes: services.standardDuration })
    .from(services)
    .where(eq(services.id, serviceId))
  if (!service) return []
  const doctors = await db
    .select({ id: staff.id, name: staff.fullName })
    .from(staff)
    .innerJoin(
      staffServices,
      and(eq(staffServices.staffId, staff.id), eq(staffServices.serviceId, serviceId)),
    )
    .where(eq(staff.active, true))
  const days = await loadDoctorDays(
    db,
    doctors.map((d) => d.id),
    date,
    service.minutes,
  )
  const withSlots = doctors.filter((d) => (days.get(d.id)?.length ?? 0) > 0)
  if (!withSlots.length) return []
  // Bookings that may overlap the day's slots (a day is 23–25 hours; the longest slot is 8 hours).
  const dayStart = new Date(kyivInstant(date, '00:00').at.getTime() - 8 * 3600_000)
  const dayEnd = new Date(dayStart.getTime() + 34 * 3600_000)
  const [booked, capacityOf] = await Promise.all([
    db
      .select({
        doctorId: serviceBookings.doctorId,
        startsAt: serviceBookings.startsAt,
        endsAt: serviceBookings.endsAt,
      })
      .from(serviceBookings)
      .where(
        and(
          inArray(
            serviceBookings.doctorId,
            withSlots.map((d) => d.id),
          ),
          gte(serviceBookings.startsAt, dayStart),
          lt(serviceBookings.startsAt, dayEnd),
        ),
      ),
    loadCapacities(
      db,
      withSlots.flatMap((d) => days.get(d.id)!.map((s) => s.cabinetId)),
    ),
  ])
  return freeSlots(
    withSlots.map((d) => ({ doctorId: d.id, doctorName: d.name, slots: days.get(d.id)! })),
    booked,
    capacityOf,
    now,
  )
}
