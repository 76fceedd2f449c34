/**
 * The registry's schedule grid (issue 20 item 2, /mc-registry tab `table`): one Kyiv day of the doctors
 * who work under the filters, each with the slots of domain/schedule/day-slots.ts and the bookings in
 * them, and the one-step booking of a free slot into a new order. The spec names no path for either
 * (spec 000 §7); ours are GET /registry/day and POST /registry/book.
 */
import { z } from 'zod'
import { id, idParam, int4, text } from '../api/scalars'

/** At most this many doctors (columns) a day: the grid stays light; narrower filters show the rest. */
export const REGISTRY_DAY_MAX_DOCTORS = 60

export const registryDayQuerySchema = z
  .object({
    /** The Kyiv calendar day, YYYY-MM-DD (a day of this century: the grid's arithmetic stays in range). */
    date: z.iso.date().refine((d) => d >= '2000-01-01' && d <= '2099-12-31', {
      message: 'Оберіть дату між 2000 і 2099 роками',
    }),
    cityId: idParam().optional(),
    filialId: idParam().optional(),
    specializationId: idParam().optional(),
    doctorId: idParam().optional(),
  })
  .strict()
export type RegistryDayQuery = z.infer<typeof registryDayQuerySchema>

export const registryBookingSchema = z.object({
  serviceId: int4(),
  serviceName: text(),
  /** Which of the slot's places the booking holds (1 … capacity). */
  seat: int4(),
  startsAt: text(),
  endsAt: text(),
  /**
   * The order's facts, or null when the order is outside the user's scope (the orders list's rule,
   * domain/orders/order-access.ts): the slot then reads as taken, and no more.
   */
  order: z
    .object({
      id: int4(),
      code: text(),
      patient: text().nullable(),
      state: text(),
      stateLabel: text(),
      paid: z.boolean(),
      /** The services of the order booked in this slot. */
      services: z.array(text()),
      /** The user may change the order (unbook). */
      mayEdit: z.boolean(),
    })
    .nullable(),
})
export type RegistryBooking = z.infer<typeof registryBookingSchema>

export const registrySlotSchema = z.object({
  scheduleId: int4(),
  /** HH:MM in Kyiv. */
  time: text(),
  /** ISO 8601 with the Kyiv offset: what booking takes. */
  startsAt: text(),
  endsAt: text(),
  cabinetId: int4().nullable(),
  /** "101", or the cabinet's name; null without a cabinet. */
  cabinet: text().nullable(),
  filialName: text().nullable(),
  /** Patients the slot takes at once (the cabinet's simultaneous reception), at least 1. */
  capacity: int4(),
  /** The slot starts in the past: nothing more can be booked into it. */
  past: z.boolean(),
  bookings: z.array(registryBookingSchema),
})
export type RegistrySlot = z.infer<typeof registrySlotSchema>

export const registryDoctorSchema = z.object({
  id: int4(),
  name: text(),
  specialization: text().nullable(),
  /** The services the doctor provides (what a free slot can be booked for), by name. */
  services: z.array(z.object({ id: int4(), name: text(), minutes: int4() })),
  slots: z.array(registrySlotSchema),
  /** Bookings of the day that lie on no slot of it (the schedule changed after they were made). */
  offSchedule: z.array(registryBookingSchema),
})
export type RegistryDoctor = z.infer<typeof registryDoctorSchema>

const choice = z.object({ id: int4(), name: text() })

export const registryDayResponseSchema = z
  .object({
    date: text(),
    doctors: z.array(registryDoctorSchema),
    /** More doctors work that day under the filters than the grid shows. */
    truncated: z.boolean(),
    /** The filters' choices: cities, filials (with their city), specializations, doctors with a schedule. */
    choices: z.object({
      cities: z.array(choice),
      filials: z.array(choice.extend({ cityId: int4() })),
      specializations: z.array(choice),
      doctors: z.array(choice.extend({ specializationId: int4().nullable() })),
    }),
  })
  .meta({ id: 'RegistryDay' })
export type RegistryDay = z.infer<typeof registryDayResponseSchema>

export const registryBookBodySchema = z
  .object({
    /** The new order's uuid: a repeat of the request answers the same order. */
    uuid: z.uuid(),
    scheduleId: id(),
    serviceId: id(),
    startsAt: z.iso.datetime({ offset: true }).describe('Slot start, ISO 8601 with offset'),
    /** «Оформити замовлення» of a previous entry: the entry the order is made from (its client, its doctor). */
    previousEntryId: id().optional(),
  })
  .strict()
  .meta({ id: 'RegistryBookBody' })
export type RegistryBookBody = z.infer<typeof registryBookBodySchema>

export const registryBookResponseSchema = z
  .object({ orderId: int4(), uuid: text(), code: text() })
  .meta({ id: 'RegistryBooked' })

export const registryMessages = {
  /** Spec 001 §8: the slot went to another new order while this one was being made. */
  lostRace: 'Хтось щойно створив замовлення на обраний час.',
  notProvided: 'Цей лікар не надає обрану послугу',
  noPriceList: 'Для філії цього кабінету немає активного прайс-листа послуг',
  entryUnknown: 'Попередній запис не знайдено',
  entryOrdered: 'За цим попереднім записом замовлення вже оформлено',
  entryOtherDoctor: 'Виберіть час лікаря з попереднього запису',
  entryNoRight: 'Немає права змінювати попередні записи',
} as const
