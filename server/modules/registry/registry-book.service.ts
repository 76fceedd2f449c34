/**
 * Booking a free slot of the registry grid into a new order, in one transaction: the order (at the
 * filial of the slot's cabinet, with that place's active price lists), the service line priced by the
 * same calculation as the cart's, and the booking through book-service (the unique seat constraint
 * decides races). A lost race rolls everything back — no empty order is left behind — and answers 409
 * 'Хтось щойно створив замовлення на обраний час.' (spec 001 §8).
 */
import { and, eq } from 'drizzle-orm'
import { DomainError, errorMessages } from '../../../domain/api/errors'
import { newOrderMessages } from '../../../domain/orders/new-order.schema'
import { bookingMessages } from '../../../domain/orders/booking.schema'
import { registryMessages, type RegistryBookBody } from '../../../domain/schedule/registry-day.schema'
import { doctorSchedules } from '../../db/schema/bookings'
import { orders } from '../../db/schema/orders'
import { previousEntries } from '../../db/schema/previous-entries'
import { previousEntryEdit } from '../../../domain/clients/client-access'
import { can } from '../../../domain/permissions/check'
import { ENTRY_ENTITY, lockEntry } from '../previous-entries/previous-entries.repo'
import { staffServices } from '../../db/schema/crm-references'
import { cabinets, filials } from '../../db/schema/places'
import type { MutationScope } from '../../lib/mutation'
import { bookService } from '../orders/booking.service'
import { updateCalculation } from '../orders/calculation.service'
import * as ordersRepo from '../orders/orders.repo'
import { activePriceLists } from '../references/active-price-list.repo'

const fail = (field: string, message: string) =>
  new DomainError('validation_failed', 422, errorMessages.validation_failed, {
    errors: { [field]: [message] },
  })

/** Creates the order with the slot booked; answers its id, uuid and code (201, or 200 for a repeat). */
export async function bookIntoNewOrder(m: MutationScope, body: RegistryBookBody) {
  const { tx, user, now } = m
  const existing = await ordersRepo.findOrderByUuid(tx, body.uuid)
  if (existing) {
    if (existing.createdBy !== user.id) throw new DomainError('uuid_taken', 409, newOrderMessages.uuidTaken)
    return { orderId: existing.id, uuid: existing.uuid, code: existing.code }
  }
  const [schedule] = await tx
    .select({
      doctorId: doctorSchedules.doctorId,
      cabinetId: doctorSchedules.cabinetId,
      filialId: cabinets.filialId,
      cityId: filials.cityId,
    })
    .from(doctorSchedules)
    .leftJoin(cabinets, eq(cabinets.id, doctorSchedules.cabinetId))
    .leftJoin(filials, eq(filials.id, cabinets.filialId))
    .where(eq(doctorSchedules.id, body.scheduleId))
  if (!schedule) throw fail('schedule_id', bookingMessages.unknownSchedule)
  const entry = body.previousEntryId === undefined ? undefined : await lockEntry(tx, body.previousEntryId)
  if (body.previousEntryId !== undefined) {
    if (!can(user.permissions, previousEntryEdit))
      throw new DomainError('forbidden', 403, registryMessages.entryNoRight)
    if (!entry) throw fail('previous_entry_id', registryMessages.entryUnknown)
    if (entry.orderId !== null) throw fail('previous_entry_id', registryMessages.entryOrdered)
    if (entry.doctorId !== schedule.doctorId) throw fail('schedule_id', registryMessages.entryOtherDoctor)
  }
  const [provides] = await tx
    .select({ id: staffServices.serviceId })
    .from(staffServices)
    .where(and(eq(staffServices.staffId, schedule.doctorId), eq(staffServices.serviceId, body.serviceId)))
  if (!provides) throw fail('service_id', registryMessages.notProvided)
  const place = {
    ...(schedule.cityId !== null ? { cityId: schedule.cityId } : {}),
    ...(schedule.filialId !== null ? { filialId: schedule.filialId } : {}),
  }
  const lists = await activePriceLists(tx, now, place)
  if (!lists.services) throw fail('service_id', registryMessages.noPriceList)
  const order = await ordersRepo.insertEmptyOrder(tx, user.id, body.uuid, {
    cityId: schedule.cityId,
    filialId: schedule.filialId,
    servicePriceListId: lists.services.id,
    mcTestPriceListId: lists.tests?.id ?? null,
  })
  // A request with the same uuid committed meanwhile: this one is its repeat.
  if (!order) throw new DomainError('uuid_taken', 409, newOrderMessages.uuidTaken)
  await updateCalculation(
    m,
    order.id,
    { services: [{ id: body.serviceId, quantity: 1, quantityFromDeposit: 0 }] },
    'normal',
  )
  try {
    await bookService(m, order.id, body)
  } catch (e) {
    if (e instanceof DomainError && e.code === 'slot_taken')
      throw new DomainError('slot_taken', 409, registryMessages.lostRace)
    throw e
  }
  if (entry) {
    await tx.update(orders).set({ clientId: entry.clientId }).where(eq(orders.id, order.id))
    await tx
      .update(previousEntries)
      .set({ orderId: order.id, version: entry.version + 1, updatedAt: now, updatedBy: user.id })
      .where(eq(previousEntries.id, entry.id))
    m.changed({
      scope: 'previous-entries',
      entity: ENTRY_ENTITY,
      id: entry.id,
      uuid: entry.uuid,
      op: 'upsert',
    })
  }
  m.status(201)
  return { orderId: order.id, uuid: order.uuid, code: order.code }
}
