/**
 * Reads one Kyiv day of the registry grid: the doctors who work that day under the filters, their slots
 * (domain/schedule/day-slots.ts, the same function as the free-slot list and book-service) and the
 * bookings in them. Bounded: one day, at most REGISTRY_DAY_MAX_DOCTORS doctors, their bookings of that
 * day only.
 */
import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm'
import { cabinetLabel } from '../../../domain/orders/booking-text'
import { actionAlsoAllowedBy, canSeeOrder, mayEditOrder } from '../../../domain/orders/order-access'
import { orderStateLabel } from '../../../domain/orders/order-states'
import { placeBookings } from '../../../domain/schedule/registry-day'
import {
  REGISTRY_DAY_MAX_DOCTORS,
  type RegistryBooking,
  type RegistryDay,
  type RegistryDayQuery,
  type RegistryDoctor,
} from '../../../domain/schedule/registry-day.schema'
import { kyivInstant } from '../../../domain/time/kyiv'
import type { Db } from '../../db/client'
import { doctorSchedules, serviceBookings } from '../../db/schema/bookings'
import { services } from '../../db/schema/catalogue'
import { clients } from '../../db/schema/clients'
import { staffServices } from '../../db/schema/crm-references'
import { orders } from '../../db/schema/orders'
import { cabinets, cities, filials } from '../../db/schema/places'
import { specializations, staff } from '../../db/schema/staff'
import type { AuthUser } from '../auth/auth.repo'
import { loadDoctorDays } from '../schedule/doctor-days.repo'

const nextDate = (date: string) =>
  new Date(Date.parse(`${date}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10)

/** The active doctors with a schedule, by name: the registry's doctor choosers. */
export function scheduledDoctors(db: Db) {
  return db
    .selectDistinct({ id: staff.id, name: staff.fullName, specializationId: staff.specializationId })
    .from(staff)
    .innerJoin(doctorSchedules, eq(doctorSchedules.doctorId, staff.id))
    .where(eq(staff.active, true))
    .orderBy(asc(staff.fullName))
}

async function loadChoices(db: Db): Promise<RegistryDay['choices']> {
  const [cityRows, filialRows, specRows, doctorRows] = await Promise.all([
    db.select({ id: cities.id, name: cities.nameUk }).from(cities).orderBy(asc(cities.nameUk)),
    db
      .select({ id: filials.id, name: filials.name, cityId: filials.cityId })
      .from(filials)
      .orderBy(asc(filials.name)),
    db
      .select({ id: specializations.id, name: specializations.name })
      .from(specializations)
      .orderBy(asc(specializations.name)),
    scheduledDoctors(db),
  ])
  return { cities: cityRows, filials: filialRows, specializations: specRows, doctors: doctorRows }
}

/** The registry day for `user`: order facts only for orders in the user's scope. */
export async function loadRegistryDay(
  db: Db,
  q: RegistryDayQuery,
  user: AuthUser,
  now: Date,
): Promise<RegistryDay> {
  const choices = await loadChoices(db)
  const candidates = choices.doctors.filter(
    (d) =>
      (q.doctorId === undefined || d.id === q.doctorId) &&
      (q.specializationId === undefined || d.specializationId === q.specializationId),
  )
  const days = await loadDoctorDays(
    db,
    candidates.map((d) => d.id),
    q.date,
  )
  const cabinetIds = [...new Set([...days.values()].flat().flatMap((s) => s.cabinetId ?? []))]
  const rooms = new Map(
    (cabinetIds.length
      ? await db
          .select({
            id: cabinets.id,
            name: cabinets.name,
            number: cabinets.number,
            simultaneous: cabinets.simultaneousReception,
            capacity: cabinets.capacity,
            filialId: cabinets.filialId,
            filialName: filials.name,
            cityId: filials.cityId,
          })
          .from(cabinets)
          .leftJoin(filials, eq(filials.id, cabinets.filialId))
          .where(inArray(cabinets.id, cabinetIds))
      : []
    ).map((r) => [r.id, r]),
  )
  const placeFilter = q.cityId !== undefined || q.filialId !== undefined
  const inPlace = (cabinetId: number | null) => {
    if (!placeFilter) return true
    const room = cabinetId === null ? undefined : rooms.get(cabinetId)
    if (!room) return false
    return (
      (q.filialId === undefined || room.filialId === q.filialId) &&
      (q.cityId === undefined || room.cityId === q.cityId)
    )
  }
  const working = candidates.filter((d) => (days.get(d.id) ?? []).some((s) => inPlace(s.cabinetId)))
  const shown = working.slice(0, REGISTRY_DAY_MAX_DOCTORS)
  const ids = shown.map((d) => d.id)
  const specName = new Map(choices.specializations.map((s) => [s.id, s.name]))
  if (!ids.length) return { date: q.date, doctors: [], truncated: false, choices }

  const from = kyivInstant(q.date, '00:00').at
  const to = kyivInstant(nextDate(q.date), '00:00').at
  const [booked, provided] = await Promise.all([
    db
      .select({
        doctorId: serviceBookings.doctorId,
        serviceId: serviceBookings.serviceId,
        serviceName: services.name,
        seat: serviceBookings.seat,
        startsAt: serviceBookings.startsAt,
        endsAt: serviceBookings.endsAt,
        orderId: orders.id,
        code: orders.code,
        state: orders.state,
        paymentStatus: orders.paymentStatus,
        createdBy: orders.createdBy,
        operatorId: orders.operatorId,
        patient: sql<string | null>`coalesce(
          nullif(concat_ws(' ', ${clients.surname}, ${clients.name}, ${clients.patronymic}), ''),
          nullif(concat_ws(' ', ${orders.clientData}->>'surname', ${orders.clientData}->>'name', ${orders.clientData}->>'patronymic'), ''))`,
      })
      .from(serviceBookings)
      .innerJoin(orders, eq(orders.id, serviceBookings.orderId))
      .leftJoin(clients, eq(clients.id, orders.clientId))
      .leftJoin(services, eq(services.id, serviceBookings.serviceId))
      .where(
        and(
          inArray(serviceBookings.doctorId, ids),
          gte(serviceBookings.startsAt, from),
          lt(serviceBookings.startsAt, to),
        ),
      )
      .orderBy(asc(serviceBookings.startsAt), asc(serviceBookings.seat)),
    db
      .select({
        staffId: staffServices.staffId,
        id: services.id,
        name: services.name,
        minutes: services.standardDuration,
      })
      .from(staffServices)
      .innerJoin(services, eq(services.id, staffServices.serviceId))
      .where(inArray(staffServices.staffId, ids))
      .orderBy(asc(services.name)),
  ])

  const also = actionAlsoAllowedBy.start_reception
  const view = (b: (typeof booked)[number], doctorBookings: typeof booked): RegistryBooking => {
    const owners = { createdBy: b.createdBy, operatorId: b.operatorId }
    const visible = canSeeOrder(user.permissions, user.id, owners, also)
    return {
      serviceId: b.serviceId,
      serviceName: b.serviceName ?? '',
      seat: b.seat,
      startsAt: b.startsAt.toISOString(),
      endsAt: b.endsAt.toISOString(),
      order: visible
        ? {
            id: b.orderId,
            code: b.code,
            patient: b.patient,
            state: b.state,
            stateLabel: orderStateLabel(b.state),
            paid: b.paymentStatus === 'paid' || b.state === 'payed_cash',
            services: [
              ...new Set(
                doctorBookings
                  .filter((o) => o.orderId === b.orderId && o.startsAt.getTime() === b.startsAt.getTime())
                  .map((o) => o.serviceName ?? ''),
              ),
            ],
            mayEdit: mayEditOrder(user.permissions, user.id, owners),
          }
        : null,
    }
  }

  const doctors: RegistryDoctor[] = shown.map((d) => {
    const all = days.get(d.id) ?? []
    const mine = booked.filter((b) => b.doctorId === d.id)
    const placed = placeBookings(all, mine)
    const slots = all.flatMap((s, i) => {
      if (!inPlace(s.cabinetId)) return []
      const room = s.cabinetId === null ? undefined : rooms.get(s.cabinetId)
      return [
        {
          scheduleId: s.scheduleId,
          time: s.time,
          startsAt: s.startsAt,
          endsAt: s.endsAt.toISOString(),
          cabinetId: s.cabinetId,
          cabinet: room ? cabinetLabel(room) : null,
          filialName: room?.filialName ?? null,
          capacity: room?.simultaneous ? room.capacity : 1,
          past: s.at.getTime() <= now.getTime(),
          bookings: placed.bySlot[i]!.map((b) => view(b, mine)),
        },
      ]
    })
    return {
      id: d.id,
      name: d.name,
      specialization: d.specializationId === null ? null : (specName.get(d.specializationId) ?? null),
      services: provided
        .filter((p) => p.staffId === d.id)
        .map(({ id, name, minutes }) => ({ id, name, minutes })),
      slots,
      offSchedule: placed.offSchedule.map((b) => view(b, mine)),
    }
  })
  return { date: q.date, doctors, truncated: working.length > shown.length, choices }
}
