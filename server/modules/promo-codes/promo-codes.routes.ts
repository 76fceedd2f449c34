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
import {
  PROMO_BATCH_MAX,
  promoCodeBatchSchema,
  promoCodeExportQuerySchema,
  promoCodeGenerateSchema,
} from '../../../domain/promo-codes/promo-code-batch'
import type { AppContext } from '../../app-context'
import { exportPromoCodes, generatePromoCodes } from './promo-code-batch.service'
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
    app.post(
      '/settings/promo-codes/generate',
      {
        config: { auth: 'crmSettingsEdit' },
        schema: {
          tags,
          summary: 'Згенерувати промокоди',
          description:
            `Makes \`count\` (1–${PROMO_BATCH_MAX}) new promo codes in one transaction, each unique across all codes: ` +
            '`symbolCount` symbols of digits or digits and letters (no I, O), padded with zeros to `padTo`; every ' +
            'code gets the same discount, dates, contractor, payment type, insurance company and use rules ' +
            '(`usesAllowed` is the uses of each multiple-use code). Too few free combinations for the count is ' +
            '422 on `symbol_count` ("Замало комбінацій…") and nothing is made. Answers the ids and codes, and ' +
            '`exportIds` for GET /settings/promo-codes/export.',
          body: promoCodeGenerateSchema,
          response: { 201: promoCodeBatchSchema, ...errors },
        },
      },
      async (req, reply) => ctx.mutate(req, reply, (m) => generatePromoCodes(m, req.body)),
    )
    app.get(
      '/settings/promo-codes/export',
      {
        config: { auth: 'crmSettingsEdit' },
        schema: {
          tags,
          summary: 'Експорт промокодів (CSV)',
          description:
            'The promo codes of `ids` (numbers and ranges separated by commas, e.g. `120-619,640`; at most ' +
            `${PROMO_BATCH_MAX}) as a CSV for spreadsheets: UTF-8 with a BOM, \`;\` between cells, Ukrainian ` +
            'headers, dates DD.MM.YYYY, ordered by code. Unknown ids are left out.',
          querystring: promoCodeExportQuerySchema,
          response: {
            200: z.string().describe('text/csv'),
            401: errorBodySchema,
            403: errorBodySchema,
            422: errorBodySchema,
          },
        },
      },
      async (req, reply) => {
        const { csv } = await exportPromoCodes(ctx.db, req.query.ids)
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="promo-codes.csv"')
          .header('cache-control', 'no-store')
          .serializer((payload: unknown) => payload as string)
          .send(csv)
      },
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
