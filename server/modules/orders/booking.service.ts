/**
 * Booking a cart's service line into a doctor's slot. The slot must be one of the doctor's computed
 * slots of that day (weekly hours, breaks, the date's exception, the service's length: the same
 * function as the free-slot list). A booking takes a seat of the slot — 1 … the cabinet's capacity —
 * and the unique (doctor_id, starts_at, seat) constraint of service_bookings decides races: of two
 * carts taking the same seat at once one insert commits, the other hits the constraint and answers 409
 * 'Цей час щойно було заброньовано у іншому заказі' — no check-then-write window for slots of one
 * grid. (Bookings of different lengths overlapping at different starts are counted here, not by the
 * constraint; the registry step brings a range constraint.) Unbooking clears the line's doctor
 * (spec 000 §2.8).
 */
import { and, eq, gt, lt } from 'drizzle-orm'
import { DomainError, errorMessages } from '../../../domain/api/errors'
import { bookingMessages as msg } from '../../../domain/orders/booking.schema'
import type { ServiceLine } from '../../../domain/orders/cart.schema'
import type { McOrder } from '../../../domain/orders/order.schema'
import { kyivClock, kyivDay } from '../../../domain/time/kyiv'
import type { Tx } from '../../db/client'
import { doctorSchedules, serviceBookings } from '../../db/schema/bookings'
import { services } from '../../db/schema/catalogue'
import { orders } from '../../db/schema/orders'
import type { MutationScope } from '../../lib/mutation'
import { loadCapacities, loadDoctorDays } from '../schedule/doctor-days.repo'
import { dropAwaitingVisit, planVisitBooked } from '../notifications/plan'
import { assertMayEdit, lockOrder, transition } from './order-guard'
import { orderView, type OrderRow } from './order-view'

const fail = (field: string, message: string) =>
  new DomainError('validation_failed', 422, errorMessages.validation_failed, {
    errors: { [field]: [message] },
  })

const isSlotTaken = (e: unknown): boolean => {
  const err = e as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } }
  const pg = err.cause ?? err
  // 23505: the same start and seat; 23P01: an overlapping range on the same seat (migration 0039).
  return (
    (pg.code === '23505' && (pg.constraint ?? '').includes('service_bookings_doctor_slot_uq')) ||
    (pg.code === '23P01' && (pg.constraint ?? '').includes('service_bookings_no_overlap'))
  )
}

async function updateLine(
  tx: Tx,
  row: OrderRow,
  serviceId: number,
  change: (line: ServiceLine) => ServiceLine,
  now: Date,
): Promise<McOrder> {
  const services = row.cartData.services.map((l) => (l.id === serviceId ? change(l) : l))
  const [saved] = await tx
    .update(orders)
    .set({
      cartData: { ...row.cartData, services },
      version: row.version + 1,
      updatedAt: now,
    })
    .where(eq(orders.id, row.id))
    .returning()
  return orderView(tx, saved ?? row)
}

async function editableLine(m: MutationScope, orderId: number, serviceId: number) {
  const row = await lockOrder(m.tx, orderId)
  assertMayEdit(m.user, row)
  transition(row, 'edit_order')
  const line = row.cartData.services.find((l) => l.id === serviceId)
  if (!line) throw fail('service_id', msg.noSuchLine)
  return { row, line }
}

/** Books the slot `startsAt` of `scheduleId` for the order's service line. */
export async function bookService(
  m: MutationScope,
  orderId: number,
  body: { serviceId: number; scheduleId: number; startsAt: string },
): Promise<McOrder> {
  const { tx, now } = m
  const { row } = await editableLine(m, orderId, body.serviceId)
  const [schedule] = await tx.select().from(doctorSchedules).where(eq(doctorSchedules.id, body.scheduleId))
  if (!schedule) throw fail('schedule_id', msg.unknownSchedule)
  const startsAt = new Date(body.startsAt)
  if (startsAt.getTime() <= now.getTime()) throw fail('starts_at', msg.inPast)
  const [service] = await tx
    .select({ minutes: services.standardDuration })
    .from(services)
    .where(eq(services.id, body.serviceId))
  const day = (await loadDoctorDays(tx, [schedule.doctorId], kyivDay(startsAt), service?.minutes)).get(
    schedule.doctorId,
  )
  const slot = day?.find((s) => s.scheduleId === schedule.id && s.at.getTime() === startsAt.getTime())
  if (!slot) throw fail('starts_at', msg.notOnSchedule)
  const { endsAt } = slot
  await dropAwaitingVisit(tx, row.id, body.serviceId)
  await tx
    .delete(serviceBookings)
    .where(and(eq(serviceBookings.orderId, row.id), eq(serviceBookings.serviceId, body.serviceId)))
  const capacity = (await loadCapacities(tx, [slot.cabinetId]))(slot.cabinetId)
  const holding = await tx
    .select({ startsAt: serviceBookings.startsAt, seat: serviceBookings.seat })
    .from(serviceBookings)
    .where(
      and(
        eq(serviceBookings.doctorId, schedule.doctorId),
        lt(serviceBookings.startsAt, endsAt),
        gt(serviceBookings.endsAt, startsAt),
      ),
    )
  if (holding.length >= capacity) throw new DomainError('slot_taken', 409, msg.slotTaken)
  // A seat no overlapping booking holds (bookings of different lengths overlap without equal starts).
  const usedSeats = new Set(holding.map((h) => h.seat))
  let seat = 1
  while (usedSeats.has(seat)) seat++
  let bookingId = 0
  try {
    const [booked] = await tx
      .insert(serviceBookings)
      .values({
        orderId: row.id,
        serviceId: body.serviceId,
        scheduleId: schedule.id,
        doctorId: schedule.doctorId,
        startsAt,
        endsAt,
        seat,
      })
      .returning({ id: serviceBookings.id })
    bookingId = booked?.id ?? 0
  } catch (e) {
    if (isSlotTaken(e)) throw new DomainError('slot_taken', 409, msg.slotTaken)
    throw e
  }
  await planVisitBooked(tx, row.id, bookingId, now)
  const hhmm = (d: Date) => kyivClock(d).time
  return updateLine(
    tx,
    row,
    body.serviceId,
    (l) => ({
      ...l,
      doctorId: schedule.doctorId,
      scheduleId: schedule.id,
      noSchedule: false,
      timeFrom: hhmm(startsAt),
      timeTo: hhmm(endsAt),
      startsAt: startsAt.toISOString(),
      cabinetId: slot.cabinetId,
      standardDuration: Math.round((endsAt.getTime() - startsAt.getTime()) / 60_000),
    }),
    now,
  )
}

/** DELETE /mc-cart/{id}/book-service: frees the slot and clears the line's doctor and time. */
export async function unbookService(m: MutationScope, orderId: number, serviceId: number): Promise<McOrder> {
  const { row } = await editableLine(m, orderId, serviceId)
  await dropAwaitingVisit(m.tx, row.id, serviceId)
  await m.tx
    .delete(serviceBookings)
    .where(and(eq(serviceBookings.orderId, row.id), eq(serviceBookings.serviceId, serviceId)))
  return updateLine(
    m.tx,
    row,
    serviceId,
    (l) => ({
      ...l,
      doctorId: null,
      scheduleId: null,
      timeFrom: null,
      timeTo: null,
      startsAt: null,
      cabinetId: null,
    }),
    m.now,
  )
}

/** POST /mc-cart/{id}/change-no-schedule-state: a line taken without a slot frees its booking. */
export async function changeNoSchedule(
  m: MutationScope,
  orderId: number,
  serviceId: number,
  noSchedule: boolean,
): Promise<McOrder> {
  const { row } = await editableLine(m, orderId, serviceId)
  if (noSchedule) await dropAwaitingVisit(m.tx, row.id, serviceId)
  if (noSchedule)
    await m.tx
      .delete(serviceBookings)
      .where(and(eq(serviceBookings.orderId, row.id), eq(serviceBookings.serviceId, serviceId)))
  return updateLine(
    m.tx,
    row,
    serviceId,
    (l) =>
      noSchedule
        ? {
            ...l,
            noSchedule,
            scheduleId: null,
            timeFrom: null,
            timeTo: null,
            startsAt: null,
            cabinetId: null,
          }
        : { ...l, noSchedule },
    m.now,
  )
}
