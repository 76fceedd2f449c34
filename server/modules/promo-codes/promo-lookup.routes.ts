/**
 * GET /api/v2/promo-codes/lookup: the cart looks a typed promo code up (spec 000 §5 "A promo code that
 * is not found or not active is rejected") and hands it to the PWA's pricing worker in the shape of
 * PricingRefs.promoCode — loaded by the same loader update-calculation prices with.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { DomainError, errorBodySchema } from '../../../domain/api/errors'
import {
  promoCodeInactiveMessage,
  promoLookupQuerySchema,
  promoLookupRefusal,
  promoLookupResponseSchema,
} from '../../../domain/orders/promo-lookup'
import type { AppContext } from '../../app-context'
import type { Db } from '../../db/client'
import { requireUser } from '../../plugins/auth'
import type { AuthUser } from '../auth/auth.repo'
import { orderRead } from '../orders/order-docs'
import { visibleOrder } from '../orders/order-guard'
import { loadPromoCode } from '../orders/pricing-refs.repo'

async function lookupPromoCode(
  db: Db,
  user: AuthUser,
  q: { code: string; orderId?: number | undefined },
  now: Date,
) {
  if (q.orderId !== undefined) await visibleOrder(db, user, q.orderId)
  // No order has id 0: without an order every use counts.
  const promo = await loadPromoCode(db, q.code, q.orderId ?? 0)
  const refusal = promoLookupRefusal(q.code, promo, now)
  if (refusal !== null || promo === null)
    throw new DomainError('promo_code_inactive', 404, promoCodeInactiveMessage, {
      errors: { promo_code: [refusal ?? promoCodeInactiveMessage] },
    })
  return { data: promo }
}

export function promoLookupRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/v2/promo-codes/lookup',
      {
        config: { auth: orderRead },
        schema: {
          tags: ['Промокоди'],
          summary: 'Промокод для кошика',
          description:
            'The promo code `code` names (any case, spaces around ignored) as PricingRefs.promoCode, with `usedCount` ' +
            '= its uses by orders other than `orderId` (an unknown orderId, or one outside the user’s order scope, answers 404 not_found). A code that is not ' +
            'found, switched off, outside its dates or used up answers 404 `promo_code_inactive` with the spec’s ' +
            'message «Промокод не знайдено або він не активний» and, on `errors.promo_code`, why. Whether the code ' +
            'suits the order (insurer, contractor, payment type) is left to the pricing of the order itself.',
          querystring: promoLookupQuerySchema,
          response: {
            200: promoLookupResponseSchema,
            401: errorBodySchema,
            403: errorBodySchema,
            404: errorBodySchema,
            422: errorBodySchema,
          },
        },
      },
      async (req) => lookupPromoCode(ctx.db, requireUser(req), req.query, ctx.now()),
    )
  }
}
