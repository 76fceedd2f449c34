/** Scalar schemas shared by the pricing input, reference and output schemas. */
import { z } from 'zod'
import { int4, text } from '../api/scalars'

/** Largest price of one unit: 1 000 000 грн. With the quantity limit it keeps totals exact. */
export const maxUnitPriceKop = 100_000_000
/** Largest quantity of one line. */
export const maxQuantity = 1000

export const idSchema = int4().positive()
/** A unit price in kopiykas. */
export const kopSchema = int4().min(0).max(maxUnitPriceKop)
/** Any amount of money in kopiykas (totals can pass the unit limit). */
export const amountSchema = int4()
/** 0–100 with at most two decimals; the engine reads it as basis points. */
export const percentSchema = z.number().min(0).max(100).multipleOf(0.01)
export const isoDateSchema = z.iso.date()
export const quantitySchema = int4().min(0).max(maxQuantity)
export const nullableText = text().nullable().default(null)
export const nullableId = idSchema.nullable().default(null)
