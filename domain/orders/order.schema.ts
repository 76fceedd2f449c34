/**
 * Order payloads (spec 000 §3 "Order (mc order)" and its crm part, §7 "Orders and cart"): the answer of
 * GET /api/v2/mc-orders/{id}, the two PATCH bodies and the update-calculation answer. Every PATCH
 * carries the `version` it was based on; a stale one answers 409 with the current order.
 */
import { z } from 'zod'
import { orderCartDataSchema, orderPriceInfoSchema } from './cart.schema'
import { orderEvents, type OrderEvent } from './order-machine'

const id = z.number().int().positive()
const isoDateTime = z.string().describe('ISO 8601 date-time')
const text = (max: number) => z.string().trim().max(max)
const percent = z.number().min(0).max(100).multipleOf(0.01)
const named = z.object({ id: z.number().int(), name: z.string() })

/** A patient typed into the cart without a crm card (spec 000 §2.8 "inline client data"). */
export const orderInlineClientSchema = z
  .object({
    surname: text(100).min(1),
    name: text(100).min(1),
    patronymic: text(100).nullable().optional(),
    birthday: z.iso.date().nullable().optional(),
    phone: z
      .string()
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
  id: z.number().int().nullable(),
  surname: z.string(),
  name: z.string(),
  patronymic: z.string().nullable(),
  birthday: z.string().nullable(),
  phone: z.string().nullable(),
})

/** The crm part of the order (spec 000 §3). */
export const crmOrderPartSchema = z.object({
  clientState: z.string().nullable(),
  operatorComment: z.string().nullable(),
  zeroPrice: z.boolean(),
  zeroPriceComment: z.string().nullable(),
  zeroPriceMaterial: z.boolean(),
  zeroPriceMaterialComment: z.string().nullable(),
  manualDiscount: z.number().nullable(),
  manualDiscountComment: z.string().nullable(),
  discountId: z.number().int().nullable(),
  discountConfirmation: z.boolean(),
  promoCode: z.string().nullable(),
  doctorId: z.number().int().nullable(),
  doctorNotFound: z.boolean(),
  responsibleDoctorId: z.number().int().nullable(),
  researchTypeId: z.number().int().nullable(),
  researchTypeNumber: z.string().nullable(),
  externalApiOrderCode: z.string().nullable(),
  manipulationDate: z.string().nullable(),
  policeNumber: z.string().nullable(),
  franchise: z.number().nullable(),
  cito: z.boolean(),
  guidingOrganisationId: z.number().int().nullable(),
  insuranceCompanyId: z.number().int().nullable(),
  passportData: z.string().nullable(),
  personalDataConsent: z.boolean(),
})

const eventKeys = Object.keys(orderEvents) as [OrderEvent, ...OrderEvent[]]

export const orderSchema = z
  .object({
    id: z.number().int(),
    uuid: z.string(),
    version: z.number().int(),
    code: z.string(),
    state: z.string(),
    stateLabel: z.string(),
    /** Actions and edits the state allows now (domain/orders/order-machine.ts). */
    allowedEvents: z.array(z.enum(eventKeys)),
    paymentType: named.extend({ cashType: z.string() }).nullable(),
    paymentTypeId: z.number().int().nullable(),
    paymentWaitFlow: z.boolean(),
    isOnlinePayment: z.boolean(),
    billingPayment: z.boolean(),
    paymentStatus: z.string(),
    depositableType: z.string().nullable(),
    cashDepositableType: z.string().nullable(),
    writeOffSumOfCashDeposit: z.number().int().describe('kopiykas'),
    writeOffFromCashDepositAt: isoDateTime.nullable(),
    insuranceCompany: named.nullable(),
    callerCrmClientId: z.number().int().nullable(),
    city: named.nullable(),
    filial: named.extend({ cityId: z.number().int() }).nullable(),
    point: z.object({ id: z.number().int(), address: z.string() }).nullable(),
    servicePriceListId: z.number().int().nullable(),
    mcTestPriceListId: z.number().int().nullable(),
    crmClientId: z.number().int().nullable(),
    client: orderClientSchema.nullable(),
    cartData: orderCartDataSchema,
    priceInfo: orderPriceInfoSchema.nullable(),
    discountPromoCode: z.object({ code: z.string(), paymentTypeId: z.number().int().nullable() }).nullable(),
    crmOrder: crmOrderPartSchema,
    externalNumber: z.string().nullable(),
    createdAt: isoDateTime,
    doneAt: isoDateTime.nullable(),
    commentToRegistrar: z.string().nullable(),
    commentToClient: z.string().nullable(),
    npsRating: z.number().int().nullable(),
    npsComment: z.string().nullable(),
    referringDoctorId: z.number().int().nullable(),
    fencePointId: z.number().int().nullable(),
    operatorId: z.number().int().nullable(),
    createdBy: z.number().int(),
    sum: z.number().int(),
    discount: z.number().int(),
    toPay: z.number().int(),
    manualDiscountPercent: z.number().nullable(),
    franchisePercent: z.number().nullable(),
    cartFinishedAt: isoDateTime.nullable(),
    cancelReasonId: z.number().int().nullable(),
    cancelComment: z.string().nullable(),
    canceledAt: isoDateTime.nullable(),
    closedAt: isoDateTime.nullable(),
    receptionStartedAt: isoDateTime.nullable(),
    receptionFinishedAt: isoDateTime.nullable(),
  })
  .meta({ id: 'McOrder' })
export type McOrder = z.infer<typeof orderSchema>

const version = z.number().int().min(1).describe('The version the edit is based on')

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
    depositableType: text(50).nullable().optional(),
    cashDepositableType: text(50).nullable().optional(),
    /** Kopiykas; empty is sent as 0 (spec 000 §5). */
    writeOffSumOfCashDeposit: z.number().int().min(0).max(100_000_000).nullable().optional(),
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
    clientState: text(50).nullable().optional(),
    operatorComment: text(2000).nullable().optional(),
    zeroPrice: z.boolean().optional(),
    zeroPriceComment: text(500).nullable().optional(),
    zeroPriceMaterial: z.boolean().optional(),
    zeroPriceMaterialComment: text(500).nullable().optional(),
    manualDiscount: percent.nullable().optional(),
    manualDiscountComment: text(500).nullable().optional(),
    discountId: id.nullable().optional(),
    discountConfirmation: z.boolean().optional(),
    promoCode: text(64).nullable().optional(),
    doctorId: id.nullable().optional(),
    doctorNotFound: z.boolean().optional(),
    responsibleDoctorId: id.nullable().optional(),
    researchTypeId: id.nullable().optional(),
    researchTypeNumber: text(100).nullable().optional(),
    externalApiOrderCode: text(100).nullable().optional(),
    manipulationDate: z.iso.date().nullable().optional(),
    policeNumber: text(100).nullable().optional(),
    franchise: percent.nullable().optional(),
    cito: z.boolean().optional(),
    guidingOrganisationId: id.nullable().optional(),
    insuranceCompanyId: id.nullable().optional(),
    passportData: text(100).nullable().optional(),
    personalDataConsent: z.boolean().optional(),
    commentToRegistrar: text(2000).nullable().optional(),
    commentToClient: text(2000).nullable().optional(),
    externalNumber: text(100).nullable().optional(),
    referringDoctorId: id.nullable().optional(),
    fencePointId: id.nullable().optional(),
    npsRating: z.number().int().min(0).max(10).nullable().optional(),
    npsComment: text(2000).nullable().optional(),
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
    version: z.number().int(),
    state: z.string(),
  })
  .meta({ id: 'CalculationResponse' })

export const orderIdParamsSchema = z.object({ id: z.coerce.number().int().positive() })

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
