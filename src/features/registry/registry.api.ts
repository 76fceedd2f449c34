/**
 * The registry grid's calls: the day's path (GET /registry/day, read through the device's reference
 * store so the last copy is there offline), booking a free slot into a new order (POST
 * /registry/book), moving a booking (the cart's book-service) and unbooking (the cart's DELETE
 * /mc-cart/{id}/book-service). All need the network:
 * a slot is decided by the server against every other registrar's bookings, so nothing is queued.
 */
import {
  registryBookResponseSchema,
  type RegistryDayQuery,
} from '../../../domain/schedule/registry-day.schema'
import { api } from '../../lib/api/api'
import { newUuid } from '../../lib/new-uuid'

/** The path of a day under filters: also its key in the device's reference store. */
export function registryDayPath(q: RegistryDayQuery): string {
  const params = new URLSearchParams({ date: q.date })
  for (const k of ['cityId', 'filialId', 'specializationId', 'doctorId'] as const)
    if (q[k] !== undefined) params.set(k, String(q[k]))
  return `/registry/day?${params}`
}

/** A new order with the slot booked; one uuid per press, so a retried request answers the same order. */
export function bookIntoNewOrder(slot: { scheduleId: number; startsAt: string }, serviceId: number) {
  const uuid = newUuid()
  return api.request('/registry/book', {
    method: 'POST',
    body: { uuid, scheduleId: slot.scheduleId, serviceId, startsAt: slot.startsAt },
    headers: { 'Idempotency-Key': uuid },
    schema: registryBookResponseSchema,
  })
}

export function unbook(orderId: number, serviceId: number) {
  return api.request(`/mc-cart/${orderId}/book-service`, {
    method: 'DELETE',
    body: { serviceId },
    headers: { 'Idempotency-Key': newUuid() },
  })
}

/** Moves an order's booked service to another free slot (book-service frees the old one in the same step). */
export function moveBooking(
  orderId: number,
  serviceId: number,
  slot: { scheduleId: number; startsAt: string },
) {
  return api.request(`/api/v2/mc-orders/${orderId}/book-service`, {
    method: 'POST',
    body: { serviceId, scheduleId: slot.scheduleId, startsAt: slot.startsAt },
    headers: { 'Idempotency-Key': newUuid() },
  })
}
