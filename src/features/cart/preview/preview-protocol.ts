/**
 * The types and the one error code shared by the preview's main-thread side and its worker. Kept apart
 * from the engine so importing them never pulls the pricing engine into the cart screen's chunk.
 */
import type { z } from 'zod'
import type { promoCodeRefSchema, pricingRefsSchema } from '../../../../domain/pricing/pricing-refs.schema'
import type { pricingCartSchema, pricingOrderSchema } from '../../../../domain/pricing/pricing.schema'

/** Reference data as the server sends it (GET /api/v2/pricing-refs `refs`), defaults optional. */
export type PreviewRefs = z.input<typeof pricingRefsSchema>
/** The order's pricing fields (domain/orders/order-pricing.ts builds them from an order). */
export type PreviewOrder = z.input<typeof pricingOrderSchema>
/** The cart lines: the order's stored lines pass as they are (unknown keys are ignored). */
export type PreviewCart = z.input<typeof pricingCartSchema>
/** A looked-up promo code (GET /api/v2/promo-codes/lookup); null: none; left out: the refs' own. */
export type PreviewPromoCode = z.input<typeof promoCodeRefSchema> | null

/** The start of the error `price` throws for a key whose refs the service does not hold. */
export const refsMissing = 'refs_missing'
