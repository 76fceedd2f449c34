/**
 * What the pricing engine answers: the server stores it as the cart's price info and sends it to the
 * PWA, which parses it with this schema. Money in integer kopiykas; percents as numbers 0–100.
 */
import { z } from 'zod'
import { int4, text } from '../api/scalars'
import { lineKindSchema } from './pricing.schema'
import { pricingProblemSchema } from './problems'
import { amountSchema, idSchema } from './scalars.schema'

export const capKindSchema = z.enum(['line', 'price_list', 'contractor'])
export type CapKind = z.infer<typeof capKindSchema>

export const capSchema = z.object({
  kind: capKindSchema,
  percent: z.number(),
  /** Ukrainian, e.g. 'максимальна знижка прайсу'. */
  label: text(),
})
export type Cap = z.infer<typeof capSchema>

export const discountKindSchema = z.enum(['discount', 'promo_code', 'manual'])
export type DiscountKind = z.infer<typeof discountKindSchema>

/** One step from the base price to the final price, in the order applied. */
export const priceStepSchema = z.object({
  kind: z.enum(['price_list', 'discount', 'promo_code', 'manual', 'zero_price']),
  label: text(),
  /** Percent asked for (null for a hand-typed list price or zero price). */
  percent: z.number().nullable(),
  /** Percent given after caps. */
  appliedPercent: z.number().nullable(),
  /** Kopiykas taken off one unit, and off the whole line. */
  unitAmount: amountSchema,
  amount: amountSchema,
  cappedBy: capSchema.nullable(),
})
export type PriceStep = z.infer<typeof priceStepSchema>

export const pricedLineSchema = z.object({
  kind: lineKindSchema,
  /** Position in its cart list (services, tests, products or materials). */
  index: int4(),
  id: idSchema,
  name: text(),
  code: text().nullable(),
  priceListId: idSchema.nullable(),
  positionId: idSchema.nullable(),
  quantity: int4(),
  /** Unit prices: before discounts, after the price list, final. */
  basePrice: amountSchema,
  listPrice: amountSchema,
  unitPrice: amountSchema,
  /** unitPrice × quantity, and (basePrice − unitPrice) × quantity. */
  total: amountSchema,
  discount: amountSchema,
  steps: z.array(priceStepSchema),
  /** Every cap on the line's order discount; the smallest binds. */
  caps: z.array(capSchema),
  maxDiscountPercent: z.number(),
  priced: z.boolean(),
  zeroPrice: z.boolean(),
  /** Units paid with money in this order (quantity minus the units from deposit). */
  quantityToPay: int4(),
  quantityFromDeposit: int4(),
  debitedFromDepositAt: text().nullable(),
  /** The two predicates of spec 000 §5, over the line's stored fields. */
  depositPaid: z.boolean(),
  needsPayment: z.boolean(),
  /** total = depositAmount + insurerAmount + cashDepositAmount + toPay. */
  depositAmount: amountSchema,
  insurerAmount: amountSchema,
  cashDepositAmount: amountSchema,
  toPay: amountSchema,
  leadTime: z.object({ value: int4(), unit: z.enum(['days', 'hours']) }).nullable(),
  /** For the cashier, in Ukrainian. */
  explanation: text(),
})
export type PricedLine = z.infer<typeof pricedLineSchema>

export const appliedDiscountSchema = z.object({
  kind: discountKindSchema,
  id: idSchema.nullable(),
  label: text(),
  percent: z.number(),
})
export type AppliedDiscount = z.infer<typeof appliedDiscountSchema>

export const pricingTotalsSchema = z.object({
  sum: amountSchema,
  discount: amountSchema,
  total: amountSchema,
  depositAmount: amountSchema,
  insurerAmount: amountSchema,
  cashDepositAmount: amountSchema,
  toPay: amountSchema,
  manualDiscountPercent: z.number().nullable(),
  franchisePercent: z.number().nullable(),
})
export type PricingTotals = z.infer<typeof pricingTotalsSchema>

/** One tube of calculatedContainers. */
export const tubeSchema = z.object({
  containerId: idSchema,
  name: text(),
  departmentId: idSchema.nullable(),
  testIds: z.array(idSchema),
  /** Sum of the tests' sample volumes; null when some are unknown. */
  volumeMl: z.number().nullable(),
})
export type Tube = z.infer<typeof tubeSchema>

export const pricedCartSchema = z
  .object({
    calculatedAt: text(),
    lines: z.array(pricedLineSchema),
    totals: pricingTotalsSchema,
    /** The one order discount given (discount card, promo code or manual), and those not given. */
    appliedDiscount: appliedDiscountSchema.nullable(),
    skippedDiscounts: z.array(appliedDiscountSchema),
    calculatedContainers: z.array(tubeSchema),
    problems: z.array(pricingProblemSchema),
    /** False while a problem rejects the cart or blocks its confirmation. */
    canConfirm: z.boolean(),
  })
  .meta({ id: 'PricedCart' })
export type PricedCart = z.infer<typeof pricedCartSchema>
