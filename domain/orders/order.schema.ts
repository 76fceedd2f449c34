/**
 * Order payloads (spec 000 §3 "Order (mc order)" and its crm part, §7 "Orders and cart"): the answer of
 * GET /api/v2/mc-orders/{id}, the two PATCH bodies and the update-calculation answer. Every PATCH
 * carries the `version` it was based on; a stale one answers 409 with the current order.
 */
import { z } from 'zod'
import { idParam, int4, text } from '../api/scalars'
import { orderCartDataSchema, orderPriceInfoSchema } from './cart.schema'
import { orderEvents, type OrderEvent } from './order-machine'

const id = int4().positive()
const isoDateTime = text().describe('ISO 8601 date-time')
const trimmed = (max: number) => text().trim().max(max)
const percent = z.number().min(0).max(100).multipleOf(0.01)
const named = z.object({ id: int4(), name: text() })

/** A patient typed into the cart without a crm card (spec 000 §2.8 "inline client data"). */
export const orderInlineClientSchema = z
  .object({
    surname: trimmed(100).min(1),
    name: trimmed(100).min(1),
    patronymic: trimmed(100).nullable().optional(),
    birthday: z.iso.date().nullable().optional(),
    phone: text()
      .regex(/^\d{10,15}$/, 'Лише цифри телефону')
      .nullable()
      .optional(),
    male: z.enum(['man', 'woman']).nullable().optional(),
  })
  .strict()
  .meta({ id: 'OrderInlineClient' })
export type OrderInlineClient = z.infer<typeof orderInlineClientSchema>

/** The order's patient as answered: the crm card's summary, or the inline data. */
export const orderClientSchema = z.object({
  id: int4().nullable(),
  surname: text(),
  name: text(),
  patronymic: text().nullable(),
  birthday: text().nullable(),
  phone: text().nullable(),
})

/** The crm part of the order (spec 000 §3). */
export const crmOrderPartSchema = z.object({
  clientState: text().nullable(),
  operatorComment: text().nullable(),
  zeroPrice: z.boolean(),
  zeroPriceComment: text().nullable(),
  zeroPriceMaterial: z.boolean(),
  zeroPriceMaterialComment: text().nullable(),
  manualDiscount: z.number().nullable(),
  manualDiscountComment: text().nullable(),
  discountId: int4().nullable(),
  discountConfirmation: z.boolean(),
  promoCode: text().nullable(),
  doctorId: int4().nullable(),
  doctorNotFound: z.boolean(),
  responsibleDoctorId: int4().nullable(),
  researchTypeId: int4().nullable(),
  researchTypeNumber: text().nullable(),
  externalApiOrderCode: text().nullable(),
  manipulationDate: text().nullable(),
  policeNumber: text().nullable(),
  franchise: z.number().nullable(),
  cito: z.boolean(),
  guidingOrganisationId: int4().nullable(),
  insuranceCompanyId: int4().nullable(),
  passportData: text().nullable(),
  personalDataConsent: z.boolean(),
})

const eventKeys = Object.keys(orderEvents) as [OrderEvent, ...OrderEvent[]]

export const orderSchema = z
  .object({
    id: int4(),
    uuid: text(),
    version: int4(),
    code: text(),
    state: text(),
    stateLabel: text(),
    /** Actions and edits the state allows now (domain/orders/order-machine.ts). */
    allowedEvents: z.array(z.enum(eventKeys)),
    paymentType: named.extend({ cashType: text() }).nullable(),
    paymentTypeId: int4().nullable(),
    paymentWaitFlow: z.boolean(),
    isOnlinePayment: z.boolean(),
    billingPayment: z.boolean(),
    paymentStatus: text(),
    depositableType: text().nullable(),
    cashDepositableType: text().nullable(),
    writeOffSumOfCashDeposit: int4().describe('kopiykas'),
    writeOffFromCashDepositAt: isoDateTime.nullable(),
    insuranceCompany: named.nullable(),
    callerCrmClientId: int4().nullable(),
    city: named.nullable(),
    filial: named.extend({ cityId: int4() }).nullable(),
    point: z.object({ id: int4(), address: text() }).nullable(),
    servicePriceListId: int4().nullable(),
    mcTestPriceListId: int4().nullable(),
    crmClientId: int4().nullable(),
    client: orderClientSchema.nullable(),
    cartData: orderCartDataSchema,
    priceInfo: orderPriceInfoSchema.nullable(),
    discountPromoCode: z.object({ code: text(), paymentTypeId: int4().nullable() }).nullable(),
    crmOrder: crmOrderPartSchema,
    externalNumber: text().nullable(),
    createdAt: isoDateTime,
    doneAt: isoDateTime.nullable(),
    commentToRegistrar: text().nullable(),
    commentToClient: text().nullable(),
    npsRating: int4().nullable(),
    npsComment: text().nullable(),
    referringDoctorId: int4().nullable(),
    fencePointId: int4().nullable(),
    operatorId: int4().nullable(),
    createdBy: int4(),
    sum: int4(),
    discount: int4(),
    toPay: int4(),
    manualDiscountPercent: z.number().nullable(),
    franchisePercent: z.number().nullable(),
    cartFinishedAt: isoDateTime.nullable(),
    cancelReasonId: int4().nullable(),
    cancelComment: text().nullable(),
    canceledAt: isoDateTime.nullable(),
    closedAt: isoDateTime.nullable(),
    receptionStartedAt: isoDateTime.nullable(),
    receptionFinishedAt: isoDateTime.nullable(),
  })
  .meta({ id: 'McOrder' })
export type McOrder = z.infer<typeof orderSchema>

const version = int4().min(1).describe('The version the edit is based on')

/** PATCH /api/v2/mc-orders/{id} (spec 000 §7), plus the payment fields the cart sets. */
export const mcOrderPatchSchema = z
  .object({
    version,
    /** A client's id, or the uuid of a client created offline whose create is queued ahead of this edit. */
    crmClientId: z.union([id, z.uuid()]).nullable().optional(),
    client: orderInlineClientSchema.nullable().optional(),
    filialId: id.nullable().optional(),
    bloodPointId: id.nullable().optional(),
    cityId: id.nullable().optional(),
    crmInsuranceCompanyId: id.nullable().optional(),
    callerCrmClientId: id.nullable().optional(),
    servicePriceListId: id.nullable().optional(),
    mcTestPriceListId: id.nullable().optional(),
    depositableType: trimmed(50).nullable().optional(),
    cashDepositableType: trimmed(50).nullable().optional(),
    /** Kopiykas; empty is sent as 0 (spec 000 §5). */
    writeOffSumOfCashDeposit: int4().min(0).max(100_000_000).nullable().optional(),
    /** The cashier confirmed that the write-off may take the client's cash deposit below zero. */
    confirmNegativeBalance: z.boolean().optional(),
    isOnlinePayment: z.boolean().optional(),
    paymentTypeId: id.nullable().optional(),
    paymentWaitFlow: z.boolean().optional(),
  })
  .strict()
  .meta({ id: 'McOrderPatch' })
export type McOrderPatch = z.infer<typeof mcOrderPatchSchema>
/** The patch once a client named by uuid is resolved to its id. */
export type ResolvedMcOrderPatch = Omit<McOrderPatch, 'crmClientId'> & { crmClientId?: number | null }

/** PATCH /api/v2/crm-orders/{id}: the crm fields of spec 000 §3 plus client. */
export const crmOrderPatchSchema = z
  .object({
    version,
    client: orderInlineClientSchema.nullable().optional(),
    clientState: trimmed(50).nullable().optional(),
    operatorComment: trimmed(2000).nullable().optional(),
    zeroPrice: z.boolean().optional(),
    zeroPriceComment: trimmed(500).nullable().optional(),
    zeroPriceMaterial: z.boolean().optional(),
    zeroPriceMaterialComment: trimmed(500).nullable().optional(),
    manualDiscount: percent.nullable().optional(),
    manualDiscountComment: trimmed(500).nullable().optional(),
    discountId: id.nullable().optional(),
    discountConfirmation: z.boolean().optional(),
    promoCode: trimmed(64).nullable().optional(),
    doctorId: id.nullable().optional(),
    doctorNotFound: z.boolean().optional(),
    responsibleDoctorId: id.nullable().optional(),
    researchTypeId: id.nullable().optional(),
    researchTypeNumber: trimmed(100).nullable().optional(),
    externalApiOrderCode: trimmed(100).nullable().optional(),
    manipulationDate: z.iso.date().nullable().optional(),
    policeNumber: trimmed(100).nullable().optional(),
    franchise: percent.nullable().optional(),
    cito: z.boolean().optional(),
    guidingOrganisationId: id.nullable().optional(),
    insuranceCompanyId: id.nullable().optional(),
    passportData: trimmed(100).nullable().optional(),
    personalDataConsent: z.boolean().optional(),
    commentToRegistrar: trimmed(2000).nullable().optional(),
    commentToClient: trimmed(2000).nullable().optional(),
    externalNumber: trimmed(100).nullable().optional(),
    referringDoctorId: id.nullable().optional(),
    fencePointId: id.nullable().optional(),
    npsRating: int4().min(0).max(10).nullable().optional(),
    npsComment: trimmed(2000).nullable().optional(),
  })
  .strict()
  .meta({ id: 'CrmOrderPatch' })
export type CrmOrderPatch = z.infer<typeof crmOrderPatchSchema>

/** update-calculation and its after-payment twin answer the stored cart and the patient. */
export const calculationResponseSchema = z
  .object({
    cartData: orderCartDataSchema,
    client: orderClientSchema.nullable(),
    priceInfo: orderPriceInfoSchema,
    version: int4(),
    state: text(),
  })
  .meta({ id: 'CalculationResponse' })

export const orderIdParamsSchema = z.object({ id: idParam() })

export const orderMessages = {
  notOwn: 'Ви можете змінювати лише власні замовлення',
  notFoundOrCannotCancel: 'Замовлення не знайдено або не може бути скасовано',
  cancelReasonUnknown: 'Оберіть причину скасування зі списку',
  closeNeedsConfirmation: 'Підтвердіть закриття замовлення',
  paymentOrderUseAfterPayment:
    'Замовлення з оплатою перераховується лише через оновлення після оплати (update-calculation-after-payment)',
  notPaymentOrder: 'Оновлення після оплати лише для замовлень з типом оплати або очікуванням оплати',
  unknownReference: 'Значення не знайдено в довіднику',
  clientNotFound: 'Клієнта не знайдено',
} as const
