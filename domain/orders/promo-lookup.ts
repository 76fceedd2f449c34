/**
 * GET /api/v2/promo-codes/lookup: the cart looks a typed promo code up before it prices with it (the
 * PWA's worker needs the code's PricingRefs shape). Whether a code is "not found or not active" is
 * decided by the engine's own promo code rule over an order that names only the code, so the lookup
 * and update-calculation can never disagree; whether the code suits this order (insurer, contractor,
 * payment type) is left to the engine on the real order.
 */
import { z } from 'zod'
import { idParam, text } from '../api/scalars'
import { buildContext } from '../pricing/context'
import { pricingProblemCatalogue } from '../pricing/problems'
import { normalizePromoCode, resolvePromoCode } from '../pricing/promo-code'
import { promoCodeRefSchema, type PromoCodeRef } from '../pricing/pricing-refs.schema'
import { pricingInputSchema } from '../pricing/pricing.schema'

export const promoLookupQuerySchema = z
  .object({
    code: text().trim().min(1).max(64),
    /** The order the code is for: its own use of the code is not counted. */
    orderId: idParam().optional(),
  })
  .strict()

export const promoLookupResponseSchema = z
  .object({ data: promoCodeRefSchema })
  .meta({ id: 'PromoCodeLookup' })

/** The spec's one message for a code that is not found or not active. */
export const promoCodeInactiveMessage = pricingProblemCatalogue.promo_code_inactive.message

/** Why `typed` cannot be used ('Промокод не знайдено або він не активний: …'), or null when it can. */
export function promoLookupRefusal(typed: string, promo: PromoCodeRef | null, now: Date): string | null {
  const input = pricingInputSchema.parse({
    order: { promoCode: normalizePromoCode(typed) },
    cart: {},
    refs: { promoCode: promo },
  })
  const refused = resolvePromoCode(buildContext(input, now)).problems.find(
    (p) => p.code === 'promo_code_inactive' || p.code === 'default_promo_code_without_code',
  )
  if (!refused) return null
  return refused.detail ? `${refused.message}: ${refused.detail}` : refused.message
}
