/**
 * The registry's call list (issue 20 item 5, /mc-registry tab `call_list` «Обдзвін»): who should be
 * called — previous entries due (deadline today or overdue) not turned into an order, bookings of
 * tomorrow whose order no call has confirmed yet, orders done but not paid — and every call recorded.
 *
 * A call "closes" its row (the row leaves the list) when its result is a successful one
 * (call-results.isSuccessful) or its order call state is `confirmed` or `refused`; any other call
 * (no answer, call back later) is recorded and shown as the row's last call, and the row stays.
 * The spec names no path (spec 000 §7); ours are GET /registry/call-list, POST /registry/calls and
 * GET /registry/calls.
 */
import { z } from 'zod'
import { INT4_MAX, idParam, int4, queryInt, text } from '../api/scalars'

/** A record id in a body with the message a user reads when it is missing or wrong. */
const ref = (message?: string) =>
  z.number({ message }).int({ message }).min(1, { message }).max(INT4_MAX, { message })

export const callListReasons = ['previous_entry', 'tomorrow_booking', 'awaiting_payment'] as const
export type CallListReason = (typeof callListReasons)[number]

export const callListReasonLabels: Record<CallListReason, string> = {
  previous_entry: 'Попередній запис: настав термін',
  tomorrow_booking: 'Запис на завтра: підтвердити візит',
  awaiting_payment: 'Виконано, не оплачено',
}

/** Order call states that close a row whatever the result. */
export const closingCallStates = ['confirmed', 'refused'] as const

/** With crmMcRegistrySee, any one of these records calls (about an order: only one the user may change). */
export const callWritePermissions = [
  'crmMcOrdersEditOwn',
  'crmMcOrdersEditAll',
  'crmPreviousOrdersEdit',
] as const

export const CALL_LIST_PAGE = 50
export const CALL_COMMENT_MAX = 1000

export const callListQuerySchema = z
  .object({
    /** The Kyiv day the list is for (default today): entries due by it, bookings of the next day. */
    date: z.iso
      .date({ message: 'Вкажіть дату у форматі РРРР-ММ-ДД' })
      .refine((d) => d >= '2000-01-01' && d <= '2099-12-31', {
        message: 'Оберіть дату між 2000 і 2099 роками',
      })
      .optional(),
    scope: z.enum(['mine', 'filial'], { message: 'Оберіть «Мій список» або «Філія»' }).default('mine'),
    filialId: idParam().optional(),
    reason: z.enum(callListReasons, { message: 'Невідома причина дзвінка' }).optional(),
    page: queryInt(1, 100_000).default(1),
  })
  .strict()
export type CallListQuery = z.infer<typeof callListQuerySchema>

export const registryCallSchema = z
  .object({
    id: int4(),
    uuid: z.uuid(),
    orderId: int4().nullable(),
    previousEntryId: int4().nullable(),
    clientId: int4().nullable(),
    callTypeId: int4(),
    callType: text(),
    callResultId: int4(),
    callResult: text(),
    callResultColor: text().nullable(),
    orderCallState: text().nullable(),
    orderCallStateLabel: text().nullable(),
    comment: text().nullable(),
    /** The call took the row off the list. */
    closes: z.boolean(),
    madeBy: int4().nullable(),
    madeByName: text().nullable(),
    /** ISO 8601. */
    madeAt: text(),
  })
  .meta({ id: 'RegistryCall' })
export type RegistryCall = z.infer<typeof registryCallSchema>

export const callListRowSchema = z
  .object({
    /** Stable key of the row: `order:<id>` or `entry:<id>` with the reason. */
    key: text(),
    reason: z.enum(callListReasons),
    reasonLabel: text(),
    orderId: int4().nullable(),
    orderCode: text().nullable(),
    previousEntryId: int4().nullable(),
    clientId: int4().nullable(),
    /** Surname and initials. */
    patient: text().nullable(),
    /** +38(###)###-##-##, or null. */
    phone: text().nullable(),
    /** The booking (tomorrow_booking): ISO 8601 start, doctor, service. */
    bookingAt: text().nullable(),
    doctorName: text().nullable(),
    serviceName: text().nullable(),
    /** The entry's deadline (previous_entry), YYYY-MM-DD. */
    deadlineAt: text().nullable(),
    /** The amount to pay (awaiting_payment), kopiykas. */
    toPay: int4().nullable(),
    filialName: text().nullable(),
    lastCall: registryCallSchema.nullable(),
  })
  .meta({ id: 'CallListRow' })
export type CallListRow = z.infer<typeof callListRowSchema>

const choiceSchema = z.object({ id: int4(), name: text() })

export const callListSchema = z.object({
  date: text(),
  /** What the call form offers: call types, call results (successful ones close the row), call states. */
  choices: z.object({
    callTypes: z.array(choiceSchema),
    callResults: z.array(choiceSchema.extend({ isSuccessful: z.boolean(), color: text().nullable() })),
    callStates: z.array(z.object({ key: text(), value: text() })),
  }),
  data: z.array(callListRowSchema),
  meta: z.object({ page: int4(), perPage: int4(), total: int4() }),
})
export type CallList = z.infer<typeof callListSchema>

export const callMessages = {
  about: 'Вкажіть замовлення або попередній запис, щодо якого дзвінок',
  callType: 'Оберіть тип дзвінка',
  callResult: 'Оберіть результат дзвінка',
  callState: 'Невідомий стан дзвінка по замовленню',
  comment: `Коментар — не довше ${CALL_COMMENT_MAX} символів`,
  orderUnknown: 'Замовлення не знайдено',
  entryUnknown: 'Попередній запис не знайдено',
  clientUnknown: 'Клієнта не знайдено',
  madeAt: 'Час дзвінка не може бути в майбутньому',
} as const

export const registryCallCreateSchema = z
  .object({
    /** Made on the device (offline too): the same uuid again answers the stored call. */
    uuid: z.uuid({ message: 'Некоректний ідентифікатор дзвінка' }),
    orderId: ref().nullish(),
    previousEntryId: ref().nullish(),
    clientId: ref().nullish(),
    callTypeId: ref(callMessages.callType),
    callResultId: ref(callMessages.callResult),
    orderCallState: text().max(100, callMessages.callState).nullish(),
    comment: text().max(CALL_COMMENT_MAX, callMessages.comment).nullish(),
    /** When the call was made (ISO 8601; a call recorded offline keeps its time), default now. */
    madeAt: z.iso.datetime({ offset: true, message: 'Некоректний час дзвінка' }).nullish(),
  })
  .strict()
  .refine((b) => b.orderId != null || b.previousEntryId != null || b.clientId != null, {
    message: callMessages.about,
    path: ['order_id'],
  })
export type RegistryCallCreate = z.infer<typeof registryCallCreateSchema>

export const registryCallHistoryQuerySchema = z
  .object({
    orderId: idParam().optional(),
    previousEntryId: idParam().optional(),
    clientId: idParam().optional(),
  })
  .strict()
  .refine((q) => q.orderId !== undefined || q.previousEntryId !== undefined || q.clientId !== undefined, {
    message: callMessages.about,
    path: ['order_id'],
  })
export type RegistryCallHistoryQuery = z.infer<typeof registryCallHistoryQuerySchema>

export const registryCallHistorySchema = z.object({ data: z.array(registryCallSchema) })
