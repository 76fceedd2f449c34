/** GET /api/v2/pricing-refs: the whole price lists' pricing refs and the cart's catalogue, for the PWA. */
import { promisify } from 'node:util'
import { gzip } from 'node:zlib'
import type { onSendAsyncHookHandler } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { DomainError, errorBodySchema, errorMessages } from '../../../domain/api/errors'
import {
  pricingRefsQuerySchema,
  pricingRefsResponseSchema,
  type PricingRefsQuery,
} from '../../../domain/orders/cart-catalogue.schema'
import type { AppContext } from '../../app-context'
import type { Db } from '../../db/client'
import { sendCached } from '../references/reference-route'
import { cartCatalogue } from './cart-catalogue.repo'
import { orderRead, tags } from './order-docs'
import { priceListErrors } from './order-refs'
import { loadWholeListRefs } from './pricing-refs.repo'

async function pricingRefsAnswer(db: Db, query: PricingRefsQuery) {
  const errors = await priceListErrors(db, query)
  if (Object.keys(errors).length)
    throw new DomainError('validation_failed', 422, errorMessages.validation_failed, { errors })
  const { refs, rows } = await loadWholeListRefs(db, {
    servicePriceListId: query.servicePriceListId ?? null,
    mcTestPriceListId: query.mcTestPriceListId ?? null,
  })
  return { data: { refs, catalogue: await cartCatalogue(db, rows) } }
}

const gzipAsync = promisify(gzip)

/**
 * Whole price lists are large (2,000 positions: ~1 MB of JSON, ~70 KB gzipped) and the server does not
 * compress its answers yet, so this one compresses itself for a device that accepts gzip.
 */
const gzipWhenAccepted: onSendAsyncHookHandler = async (req, reply, payload) => {
  const accepts = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))
  if (!accepts || typeof payload !== 'string' || payload.length < 1024) return payload
  void reply.header('content-encoding', 'gzip').header('vary', 'accept-encoding')
  return gzipAsync(payload)
}

export function pricingRefsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/v2/pricing-refs',
      {
        config: { auth: orderRead },
        onSend: gzipWhenAccepted,
        schema: {
          tags,
          summary: 'Довідники цін кошика для попереднього розрахунку',
          description:
            '`refs`: the reference data of domain/pricing (PricingRefs) for the WHOLE of the order’s service and test ' +
            'price lists — every position, the services and tests they name (tests with their sample volume and, for a ' +
            'package, the tests it is made of, which come too: the tubes are theirs), every product and material, containers, ' +
            'discounts, contractors, blood points and payment types — built by the same mapping the server prices ' +
            'with, so the PWA’s worker previews any cart exactly as update-calculation will price it. `promoCode` is ' +
            'null: look the order’s code up with GET /api/v2/promo-codes/lookup. `catalogue`: codes and categories of ' +
            'those services and tests, both two-level category trees ({id, name, parentId}), product units and ' +
            'material codes. Without a list id its items are left out. A list id that is unknown or of the other type ' +
            'answers 422 on its field. Weak ETag; If-None-Match gives 304 when unchanged. Sent gzipped when the ' +
            'request accepts gzip.',
          querystring: pricingRefsQuerySchema,
          response: {
            200: pricingRefsResponseSchema,
            304: z.null().describe('Not modified: the ETag sent in If-None-Match is still current'),
            401: errorBodySchema,
            403: errorBodySchema,
            422: errorBodySchema,
          },
        },
      },
      async (req, reply) => sendCached(req, reply, await pricingRefsAnswer(ctx.db, req.query)),
    )
  }
}
