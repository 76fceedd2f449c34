/** Promo codes in the settings (spec 001 §3; the spec does not name the paths, these are ours). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { idParam } from '../../../domain/api/scalars'
import { errorBodySchema } from '../../../domain/api/errors'
import {
  promoCodeCreateSchema,
  promoCodeListQuerySchema,
  promoCodeListSchema,
  promoCodePatchSchema,
  promoCodeSchema,
} from '../../../domain/promo-codes/promo-code.schema'
import type { AppContext } from '../../app-context'
import * as service from './promo-codes.service'
import { promoLookupRoutes } from './promo-lookup.routes'

const tags = ['Промокоди']
const params = z.object({ id: idParam() })
const errors = {
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  422: errorBodySchema,
}

export function promoCodesRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/settings/promo-codes',
      {
        config: { auth: 'crmSettingsEdit' },
        schema: {
          tags,
          summary: 'Промокоди',
          description: 'Promo codes by code, 15 a page; `search` by a part of the code, `active` true/false.',
          querystring: promoCodeListQuerySchema,
          response: { 200: promoCodeListSchema, 401: errorBodySchema, 403: errorBodySchema },
        },
      },
      async (req) => service.listPromoCodes(ctx.db, req.query),
    )
    app.get(
      '/settings/promo-codes/:id',
      {
        config: { auth: 'crmSettingsEdit' },
        schema: { tags, summary: 'Промокод', params, response: { 200: promoCodeSchema, ...errors } },
      },
      async (req) => service.getPromoCode(ctx.db, req.params.id),
    )
    app.post(
      '/settings/promo-codes',
      {
        config: { auth: 'crmSettingsEdit' },
        schema: {
          tags,
          summary: 'Створити промокод',
          description:
            'A code left out is generated (symbolCount symbols, default 8, of digits or digits and letters, padded ' +
            'with zeros to padTo). Codes are stored upper case and are unique ("Такий промокод вже існує"). Without ' +
            '`perpetual` both dates are needed; a default promo code needs a code; `count` only for multiple use.',
          body: promoCodeCreateSchema,
          response: { 201: promoCodeSchema, ...errors },
        },
      },
      async (req, reply) => ctx.mutate(req, reply, (m) => service.createPromoCode(m, req.body)),
    )
    app.patch(
      '/settings/promo-codes/:id',
      {
        config: { auth: 'crmSettingsEdit' },
        schema: {
          tags,
          summary: 'Змінити промокод',
          description: 'Partial edit with `version`; a stale one answers 409 with the current promo code.',
          params,
          body: promoCodePatchSchema,
          response: { 200: promoCodeSchema, ...errors },
        },
      },
      async (req, reply) => ctx.mutate(req, reply, (m) => service.patchPromoCode(m, req.params.id, req.body)),
    )
    app.delete(
      '/settings/promo-codes/:id',
      {
        config: { auth: 'crmSettingsEdit' },
        schema: {
          tags,
          summary: 'Видалити промокод',
          description:
            'A code already used by an order cannot be deleted (409 promo_code_used); switch it off instead.',
          params,
          response: { 200: z.object({ id: z.number().int() }), ...errors },
        },
      },
      async (req, reply) => ctx.mutate(req, reply, (m) => service.deletePromoCode(m, req.params.id)),
    )
    await app.register(promoLookupRoutes(ctx))
  }
}
