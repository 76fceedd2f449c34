/** The order list (spec 000 §2.2 /mc-orders; 15 rows a page, spec 000 §9) and its filters. */
import { z } from 'zod'
import { idParam, int4, queryInt, text } from '../api/scalars'
import { orderEvents, type OrderEvent } from './order-machine'
import { orderStateCodes, type OrderState } from './order-states'

const states = orderStateCodes as [OrderState, ...OrderState[]]
const eventKeys = Object.keys(orderEvents) as [OrderEvent, ...OrderEvent[]]
const id = idParam()

/** Spec 000 §9: a period filter spans at most 30 days (dateTo − dateFrom, so a whole 31-day month fits). */
export const MAX_PERIOD_DAYS = 30

export const orderListMessages = {
  periodTooLong: `Період не може перевищувати ${MAX_PERIOD_DAYS} днів`,
  periodReversed: 'Дата початку не може бути пізніше дати кінця',
} as const

/** Whole days from `from` to `to` (YYYY-MM-DD calendar days; negative when `to` is earlier). */
export function periodSpanDays(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000)
}

/** The message a period deserves, or null when it is acceptable (either end may be missing). */
export function periodProblem(from: string | undefined, to: string | undefined): string | null {
  if (!from || !to) return null
  const span = periodSpanDays(from, to)
  if (span < 0) return orderListMessages.periodReversed
  return span > MAX_PERIOD_DAYS ? orderListMessages.periodTooLong : null
}

/** Query of GET /api/v2/mc-orders. No `.meta({id})`: a querystring schema (see server/README). */
export const orderListQuerySchema = z
  .object({
    page: queryInt(1, 100_000).default(1),
    perPage: queryInt(1, 100).default(15),
    /** One state, or several separated by commas. */
    state: text()
      .max(300)
      .transform((s) =>
        s
          .split(',')
          .map((x) => x.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.enum(states)))
      .optional(),
    cityId: id.optional(),
    filialId: id.optional(),
    clientId: id.optional(),
    createdBy: id.optional(),
    /** The order's operator: its operator, or its author when it has none (the list's "Оператор"). */
    operatorId: id.optional(),
    paymentTypeId: id.optional(),
    /** The patient: a client id (digits), or words each starting a name of the patient. */
    client: text().trim().max(100).optional(),
    /** Order code, or part of it ("000123"). */
    code: text().trim().max(50).optional(),
    /**
     * One field for the home page's order search (spec 000 §2.2): an order code as orderCodeQuery reads
     * it, words starting the patient's names, or a run of 4+ digits of the patient's phone — any of them.
     */
    q: text().trim().max(100).optional(),
    /** Creation day range, YYYY-MM-DD (Europe/Kyiv days), at most MAX_PERIOD_DAYS apart. */
    dateFrom: z.iso.date().optional(),
    dateTo: z.iso.date().optional(),
    /**
     * 1: the registry tab «Незавершені замовлення» — orders whose booked day (the first slot's Kyiv day,
     * or the created day without a booking) is before today (Kyiv) and whose state is not done,
     * payed_cash or deleted.
     */
    notFinished: z.enum(['1'], { error: 'Вкажіть 1' }).optional(),
  })
  .strict()
  .superRefine((q, ctx) => {
    const problem = periodProblem(q.dateFrom, q.dateTo)
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['dateTo'] })
  })
export type OrderListQuery = z.infer<typeof orderListQuerySchema>

const name = text().nullable()

/** A slot the order holds (service_bookings), with its names as the server knows them (issue 18 item 5). */
export const orderBookingSchema = z.object({
  serviceId: int4(),
  serviceName: name,
  /** The slot's start, ISO 8601 (shown on Kyiv's clock). */
  startsAt: text(),
  doctorId: int4(),
  doctorName: name,
  cabinetId: int4().nullable(),
  /** The cabinet as shown after "каб.": its number, else its name (domain/orders/booking-text.ts). */
  cabinet: name,
})
export type OrderBooking = z.infer<typeof orderBookingSchema>

export const orderListItemSchema = z.object({
  id: int4(),
  uuid: text(),
  version: int4(),
  code: text(),
  state: text(),
  stateLabel: text(),
  /** Actions the state allows now (domain/orders/order-machine.ts); the user's rights are checked apart. */
  allowedEvents: z.array(z.enum(eventKeys)),
  createdAt: text(),
  createdBy: int4(),
  clientId: int4().nullable(),
  clientName: name,
  cityId: int4().nullable(),
  cityName: name,
  filialId: int4().nullable(),
  filialName: name,
  paymentTypeId: int4().nullable(),
  paymentTypeName: name,
  operatorId: int4().nullable(),
  /** The operator's name, or the author's when the order has no operator. */
  operatorName: name,
  externalNumber: name,
  doneAt: text().nullable(),
  commentToRegistrar: name,
  commentToClient: name,
  npsRating: int4().nullable(),
  npsComment: name,
  referringDoctorName: name,
  fencePointName: name,
  sum: int4(),
  discount: int4(),
  toPay: int4(),
  manualDiscountPercent: z.number().nullable(),
  franchisePercent: z.number().nullable(),
  paymentStatus: text(),
  /** The slots the order holds, earliest first; absent from a copy cached before issue 18. */
  bookings: z.array(orderBookingSchema).default([]),
})
export type OrderListItem = z.infer<typeof orderListItemSchema>

export const orderListResponseSchema = z
  .object({
    data: z.array(orderListItemSchema),
    meta: z.object({ page: int4(), perPage: int4(), total: int4() }),
  })
  .meta({ id: 'McOrderList' })
export type OrderListResponse = z.infer<typeof orderListResponseSchema>
