/**
 * Reference data the pricing engine needs, passed in explicitly so the engine never reads a store:
 * the server loads it from PostgreSQL, the PWA's worker from IndexedDB (spec 001 §3 price lists and
 * positions, promo codes, contractors, blood points, tests with packages and containers, nomenclature).
 * Passing more than the cart needs (a whole price list) is fine; less leaves lines without a price.
 */
import { z } from 'zod'
import { int4, text } from '../api/scalars'
import {
  idSchema,
  isoDateSchema,
  kopSchema,
  nullableId,
  percentSchema,
  quantitySchema,
} from './scalars.schema'

const ownerSchema = z.object({
  type: z.enum(['filial', 'blood_point', 'insurance_company']),
  ownerId: idSchema,
  /** Narrows the owner to one filial. */
  filialId: nullableId,
})

export const priceListRefSchema = z.object({
  id: idSchema,
  name: text(),
  type: z.enum(['services', 'tests']),
  /** The list's own discount; already included in each position's finalPrice. */
  discount: percentSchema.default(0),
  /** Largest discount the cart may add on top of the list's final price. */
  maxDiscountPercent: percentSchema.default(100),
  cityId: nullableId,
  published: z.boolean().default(false),
  dateFrom: isoDateSchema.nullable().default(null),
  dateTo: isoDateSchema.nullable().default(null),
  perpetual: z.boolean().default(false),
  /** Renewed automatically, so a past dateTo does not end it. */
  autoExtension: z.boolean().default(false),
  /** Empty: the list applies to every order of its city. */
  owners: z.array(ownerSchema).default([]),
})
export type PriceListRef = z.infer<typeof priceListRefSchema>

export const priceListPositionRefSchema = z.object({
  id: idSchema,
  priceListId: idSchema,
  serviceId: nullableId,
  mcTestId: nullableId,
  code: text(),
  name: text(),
  /** Base price before any discount. */
  price: kopSchema,
  /** What the cart charges before order discounts: the list's discount applied, or a hand-typed price. */
  finalPrice: kopSchema,
  manualPrice: z.boolean().default(false),
  /** Days. */
  leadTime: quantitySchema.nullable().default(null),
  /** Hours. */
  citoLeadTime: quantitySchema.nullable().default(null),
})
export type PriceListPositionRef = z.infer<typeof priceListPositionRefSchema>

export const serviceRefSchema = z.object({
  id: idSchema,
  name: text(),
  maxDiscount: percentSchema.default(100),
  published: z.boolean().default(true),
})

export const testRefSchema = z.object({
  id: idSchema,
  name: text(),
  containerId: nullableId,
  departmentId: nullableId,
  /** Sample volume in ml; null when the lab has not set it (then tubes are never split). */
  volumeMl: z.number().positive().nullable().default(null),
  isPackage: z.boolean().default(false),
  packageTestIds: z.array(idSchema).default([]),
  published: z.boolean().default(true),
})
export type TestRef = z.infer<typeof testRefSchema>

/** Warehouse nomenclature sold in the cart: priced by its selling price, not by a price list. */
export const productRefSchema = z.object({
  id: idSchema,
  name: text(),
  sellingPrice: kopSchema,
  maxDiscount: percentSchema.default(0),
})

/** A material line's price (the spec does not say where it comes from; see README). */
export const materialRefSchema = z.object({
  id: idSchema,
  name: text(),
  price: kopSchema,
  maxDiscount: percentSchema.default(0),
})

/**
 * A tests list's price of a collection material (multimaterials): a material line of an order costs
 * what the order's tests list says, else its reference price.
 */
export const materialPriceRefSchema = z.object({
  priceListId: idSchema,
  materialId: idSchema,
  price: kopSchema,
})
export type MaterialPriceRef = z.infer<typeof materialPriceRefSchema>

export const containerRefSchema = z.object({
  id: idSchema,
  name: text(),
  volumeMl: z.number().positive().nullable().default(null),
})

export const discountRefSchema = z.object({
  id: idSchema,
  name: text(),
  percent: percentSchema,
  active: z.boolean().default(true),
})

export const promoCodeRefSchema = z.object({
  id: idSchema,
  code: text(),
  percent: percentSchema,
  dateFrom: isoDateSchema.nullable().default(null),
  dateTo: isoDateSchema.nullable().default(null),
  perpetual: z.boolean().default(false),
  active: z.boolean().default(true),
  /** Applied without being typed (e.g. the default of a payment type); must still have a code. */
  isDefault: z.boolean().default(false),
  paymentTypeId: nullableId,
  insuranceCompanyId: nullableId,
  contractorId: nullableId,
  multipleUse: z.boolean().default(false),
  /** Uses allowed for a multiple-use code; null = unlimited. */
  count: int4().min(0).nullable().default(null),
  /** Uses by other orders (this order's own use must not be counted). */
  usedCount: int4().min(0).default(0),
})
export type PromoCodeRef = z.infer<typeof promoCodeRefSchema>

/** A contractor (insurance company); null maxDiscountPercent = no cap. */
export const contractorRefSchema = z.object({
  id: idSchema,
  name: text(),
  maxDiscountPercent: percentSchema.nullable().default(null),
})

export const pricingRefsSchema = z
  .object({
    priceLists: z.array(priceListRefSchema).default([]),
    positions: z.array(priceListPositionRefSchema).default([]),
    services: z.array(serviceRefSchema).default([]),
    tests: z.array(testRefSchema).default([]),
    products: z.array(productRefSchema).default([]),
    materials: z.array(materialRefSchema).default([]),
    materialPrices: z.array(materialPriceRefSchema).default([]),
    containers: z.array(containerRefSchema).default([]),
    discounts: z.array(discountRefSchema).default([]),
    /** The promo code the order names (looked up by code), or its default one; null if none was found. */
    promoCode: promoCodeRefSchema.nullable().default(null),
    contractors: z.array(contractorRefSchema).default([]),
    bloodPoints: z.array(z.object({ id: idSchema, contractorId: nullableId })).default([]),
    paymentTypes: z.array(z.object({ id: idSchema, name: text() })).default([]),
  })
  .meta({ id: 'PricingRefs' })
export type PricingRefs = z.infer<typeof pricingRefsSchema>
