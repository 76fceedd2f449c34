/**
 * Reads the doctor's workstation (domain/registry/doctors-arm.ts): one doctor's Kyiv day — the orders
 * booked with them (not cancelled), each with its booked services of that day, their protocol requests
 * and the order's queue column. Bounded: one doctor, one day.
 */
import { and, asc, desc, eq, gte, inArray, isNull, lt, ne, sql } from 'drizzle-orm'
import { DomainError } from '../../../domain/api/errors'
import { cabinetLabel } from '../../../domain/orders/booking-text'
import { actionAlsoAllowedBy, canSeeOrder, mayEditOrder } from '../../../domain/orders/order-access'
import { orderStateLabel } from '../../../domain/orders/order-states'
import {
  doctorsArmMessages,
  type DoctorsArm,
  type DoctorsArmQuery,
  type DoctorsArmVisit,
} from '../../../domain/registry/doctors-arm'
import { queueColumnTitles, type QueueColumn } from '../../../domain/registry/queue'
import { kyivDay, kyivInstant } from '../../../domain/time/kyiv'
import type { Db } from '../../db/client'
import { doctorSchedules, serviceBookings } from '../../db/schema/bookings'
import { services } from '../../db/schema/catalogue'
import { clients } from '../../db/schema/clients'
import { orders } from '../../db/schema/orders'
import { cabinets } from '../../db/schema/places'
import { protocolRequests, protocols } from '../../db/schema/protocols'
import { queueTransitions } from '../../db/schema/registry-queue'
import { specializations, staff } from '../../db/schema/staff'
import type { AuthUser } from '../auth/auth.repo'
import { scheduledDoctors } from './registry-day.repo'

const nextDate = (date: string) =>
  new Date(Date.parse(`${date}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10)

/** Reception (and the protocols asked for during it) reaches any order its doctor receives. */
const receptionReach = actionAlsoAllowedBy.start_reception

/** The user's own doctor card: the active staff member linked to the account. */
async function ownDoctorId(db: Db, userId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: staff.id })
    .from(staff)
    .where(and(eq(staff.userId, userId), eq(staff.active, true)))
    .orderBy(asc(staff.id))
    .limit(1)
  return row?.id ?? null
}

export async function loadDoctorsArm(
  db: Db,
  q: DoctorsArmQuery,
  user: AuthUser,
  now: Date,
): Promise<DoctorsArm> {
  const date = q.date ?? kyivDay(now)
  const [own, scheduled] = await Promise.all([ownDoctorId(db, user.id), scheduledDoctors(db)])
  const doctors = scheduled.map(({ id, name }) => ({ id, name }))
  const doctorId = q.doctorId ?? own
  const empty = { date, doctor: null, own: false, doctors, visits: [], hidden: 0 }
  if (doctorId === null) return empty
  const [doctor] = await db
    .select({ id: staff.id, name: staff.fullName, specialization: specializations.name })
    .from(staff)
    .leftJoin(specializations, eq(specializations.id, staff.specializationId))
    .where(and(eq(staff.id, doctorId), eq(staff.isDoctor, true)))
  if (!doctor) {
    const message = doctorsArmMessages.unknownDoctor
    throw new DomainError('validation_failed', 422, message, { errors: { doctor_id: [message] } })
  }

  const from = kyivInstant(date, '00:00').at
  const to = kyivInstant(nextDate(date), '00:00').at
  const booked = await db
    .select({
      orderId: orders.id,
      code: orders.code,
      state: orders.state,
      paymentStatus: orders.paymentStatus,
      createdBy: orders.createdBy,
      operatorId: orders.operatorId,
      clientId: orders.clientId,
      birthday: sql<string | null>`coalesce(${clients.birthday}::text, ${orders.clientData}->>'birthday')`,
      patient: sql<string | null>`coalesce(
        nullif(concat_ws(' ', ${clients.surname}, ${clients.name}, ${clients.patronymic}), ''),
        nullif(concat_ws(' ', ${orders.clientData}->>'surname', ${orders.clientData}->>'name', ${orders.clientData}->>'patronymic'), ''))`,
      serviceId: serviceBookings.serviceId,
      serviceName: services.name,
      startsAt: serviceBookings.startsAt,
      endsAt: serviceBookings.endsAt,
      cabinetName: cabinets.name,
      cabinetNumber: cabinets.number,
    })
    .from(serviceBookings)
    .innerJoin(orders, eq(orders.id, serviceBookings.orderId))
    .leftJoin(clients, eq(clients.id, orders.clientId))
    .leftJoin(services, eq(services.id, serviceBookings.serviceId))
    .leftJoin(doctorSchedules, eq(doctorSchedules.id, serviceBookings.scheduleId))
    .leftJoin(cabinets, eq(cabinets.id, doctorSchedules.cabinetId))
    .where(
      and(
        eq(serviceBookings.doctorId, doctorId),
        gte(serviceBookings.startsAt, from),
        lt(serviceBookings.startsAt, to),
        ne(orders.state, 'deleted'),
      ),
    )
    .orderBy(asc(serviceBookings.startsAt), asc(orders.id), asc(services.name))

  const byOrder = new Map<number, typeof booked>()
  for (const b of booked) {
    const rows = byOrder.get(b.orderId)
    if (rows) rows.push(b)
    else byOrder.set(b.orderId, [b])
  }
  const seen = [...byOrder.values()].filter((rows) =>
    canSeeOrder(user.permissions, user.id, rows[0]!, receptionReach),
  )
  const ids = seen.map((rows) => rows[0]!.orderId)
  const [requests, moves] = ids.length
    ? await Promise.all([
        db
          .select({
            id: protocolRequests.id,
            orderId: protocolRequests.orderId,
            serviceId: protocolRequests.protocolableId,
            // The protocol's own state once written (saved, approved, deleted), else the request's.
            state: sql<string>`coalesce(${protocols.state}, ${protocolRequests.state})`,
            createdAt: protocolRequests.createdAt,
          })
          .from(protocolRequests)
          .leftJoin(protocols, eq(protocols.id, protocolRequests.id))
          .where(
            and(inArray(protocolRequests.orderId, ids), eq(protocolRequests.protocolableType, 'service')),
          ),
        db
          .select({ orderId: queueTransitions.orderId, to: queueTransitions.toColumn })
          .from(queueTransitions)
          .where(and(inArray(queueTransitions.orderId, ids), isNull(queueTransitions.undoneAt)))
          .orderBy(desc(queueTransitions.movedAt), desc(queueTransitions.id)),
      ])
    : [[], []]
  const column = new Map<number, QueueColumn>()
  for (const m of moves) if (!column.has(m.orderId)) column.set(m.orderId, m.to as QueueColumn)

  const visits: DoctorsArmVisit[] = seen.map((rows) => {
    const first = rows[0]!
    const room = rows.find((r) => r.cabinetName !== null)
    return {
      orderId: first.orderId,
      code: first.code,
      patient: first.patient,
      clientId: first.clientId,
      birthday: first.birthday,
      startsAt: first.startsAt.toISOString(),
      endsAt: new Date(Math.max(...rows.map((r) => r.endsAt.getTime()))).toISOString(),
      cabinet: room ? cabinetLabel({ number: room.cabinetNumber, name: room.cabinetName! }) : null,
      state: first.state,
      stateLabel: orderStateLabel(first.state),
      paid: first.paymentStatus === 'paid' || first.state === 'payed_cash',
      queue: queueColumnTitles[column.get(first.orderId) ?? 'wait'],
      lines: rows.map((r) => {
        const request = requests.find((p) => p.orderId === r.orderId && p.serviceId === r.serviceId)
        return {
          serviceId: r.serviceId,
          name: r.serviceName ?? '',
          startsAt: r.startsAt.toISOString(),
          protocol: request
            ? { id: request.id, state: request.state, createdAt: request.createdAt.toISOString() }
            : null,
        }
      }),
      mayReceive: mayEditOrder(user.permissions, user.id, first, receptionReach),
    }
  })
  return {
    date,
    doctor,
    own: doctorId === own,
    doctors,
    visits,
    hidden: byOrder.size - seen.length,
  }
}
