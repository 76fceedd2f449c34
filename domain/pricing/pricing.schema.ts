/**
 * What the pricing engine reads: the cart (spec 000 §3 "Cart data"), the order's pricing fields
 * (spec 000 §3 "Order" and its crm part) and the reference data (pricing-refs.schema.ts). Money is in
 * integer kopiykas; percents are 0–100 with at most two decimals. Unknown keys are stripped, so the
 * server can pass its stored cart lines (names, doctors, times) as they are.
 */
import { z } from 'zod'
import { int4, text } from '../api/scalars'
import { defaultTimeZone } from './calendar'
import { pricingRefsSchema } from './pricing-refs.schema'
import { idSchema, nullableId, nullableText, percentSchema, quantitySchema } from './scalars.schema'

/** The deposit fields every cart line carries (spec 000 §3 "Cart data", §5 "Cart and deposit rules"). */
const cartLineShape = {
  /** Service, test, product or material id. */
  id: idSchema,
  quantity: quantitySchema.default(1),
  /** As stored on the line; read only by the spec's deposit predicates. Null reads as `quantity`. */
  quantityToPay: quantitySchema.nullable().default(null),
  quantityFromDeposit: quantitySchema.default(0),
  debitedFromDepositAt: nullableText,
  /** The spec's unnamed "flag" of the deposit-paid rule: the server marked the line as paid from a deposit. */
  paidFromDeposit: z.boolean().default(false),
}

export const cartLineSchema = z.object(cartLineShape).meta({ id: 'PricingCartLine' })
export type CartLine = z.infer<typeof cartLineSchema>

export const pricingCartSchema = z
  .object({
    services: z.array(cartLineSchema).default([]),
    tests: z.array(cartLineSchema).default([]),
    products: z.array(cartLineSchema).default([]),
    materials: z.array(cartLineSchema).default([]),
  })
  .meta({ id: 'PricingCart' })
export type PricingCart = z.infer<typeof pricingCartSchema>

/** The kinds of cart line, in the order the engine prices and lists them. */
export const lineKinds = ['service', 'test', 'product', 'material'] as const
export type LineKind = (typeof lineKinds)[number]
export const lineKindSchema = z.enum(lineKinds)

/** Cart list of each kind. */
export const cartListOf = {
  service: 'services',
  test: 'tests',
  product: 'products',
  material: 'materials',
} as const satisfies Record<LineKind, keyof PricingCart>

export const pricingOrderSchema = z
  .object({
    cityId: nullableId,
    filialId: nullableId,
    bloodPointId: nullableId,
    insuranceCompanyId: nullableId,
    servicePriceListId: nullableId,
    mcTestPriceListId: nullableId,
    paymentTypeId: nullableId,
    discountId: nullableId,
    /** As typed by the registrar; compared with the promo code's code ignoring case and spaces. */
    promoCode: nullableText,
    manualDiscount: percentSchema.nullable().default(null),
    manualDiscountComment: nullableText,
    zeroPrice: z.boolean().default(false),
    zeroPriceComment: nullableText,
    zeroPriceMaterial: z.boolean().default(false),
    zeroPriceMaterialComment: nullableText,
    /** Insurance franchise: the percent of the price the patient pays; the insurer pays the rest. */
    franchise: percentSchema.nullable().default(null),
    cito: z.boolean().default(false),
    /** Kopiykas to take from the client's cash deposit; null means 0 (spec 000 §5). */
    writeOffSumOfCashDeposit: int4().min(0).nullable().default(0),
  })
  .meta({ id: 'PricingOrder' })
export type PricingOrder = z.infer<typeof pricingOrderSchema>

export const pricingInputSchema = z
  .object({
    order: pricingOrderSchema,
    cart: pricingCartSchema,
    refs: pricingRefsSchema,
    /** The clinic's time zone; validity dates are days in it. */
    timeZone: text().default(defaultTimeZone),
  })
  .meta({ id: 'PricingInput' })
/** Input of `priceCart`, after parsing (defaults filled in). */
export type PricingInput = z.infer<typeof pricingInputSchema>
/** Input as sent over the wire or built by a caller (defaults optional). */
export type PricingInputDraft = z.input<typeof pricingInputSchema>
