/**
 * Price lists in the settings (spec 001 §3, §5, §7). The spec names the pages (/settings/finances/price-lists,
 * {priceListId}/group-positions, create, {id}) but not the save calls; these paths are ours. The cart's
 * GET /settings/price-lists/load-active-for-cart lives in server/modules/references/finance.routes.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { idParam } from '../../../domain/api/scalars'
import { errorBodySchema } from '../../../domain/api/errors'
import {
  positionListSchema,
  positionPatchSchema,
  positionQuerySchema,
  positionSchema,
  priceListCreateSchema,
  priceListListSchema,
  priceListPatchSchema,
  priceListQuerySchema,
  priceListSchema,
} from '../../../domain/price-lists/price-list.schema'
import type { AppContext } from '../../app-context'
import * as service from './price-lists.service'
import { priceListExcelRoutes } from './price-list-excel.routes'

const tags = ['Прайс-листи']
const id = idParam()
const params = z.object({ id })
const positionParams = z.object({ priceListId: id, id })
const errors = {
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  422: errorBodySchema,
}
const auth = 'crmSettingsEdit' as const

export function priceListsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(priceListExcelRoutes(ctx))
    app.get(
      '/settings/price-lists',
      {
        config: { auth },
        schema: {
          tags,
          summary: 'Прайс-листи',
          description:
            'Price lists by name, 15 a page; filters type, cityId, search (a part of the Ukrainian name).',
          querystring: priceListQuerySchema,
          response: { 200: priceListListSchema, 401: errorBodySchema, 403: errorBodySchema },
        },
      },
      async (req) => service.listPriceLists(ctx.db, req.query),
    )
    app.get(
      '/settings/price-lists/:id',
      {
        config: { auth },
        schema: { tags, summary: 'Прайс-лист', params, response: { 200: priceListSchema, ...errors } },
      },
      async (req) => service.getPriceList(ctx.db, req.params.id),
    )
    app.post(
      '/settings/price-lists',
      {
        config: { auth },
        schema: {
          tags,
          summary: 'Створити прайс-лист',
          description:
            'Name 3–255 characters and type are required (spec 001 §5); without `perpetual` the end date is needed and ' +
            'may not be before the start ("Недоступний проміжок днів!"). Owners (filials, blood points, insurance ' +
            'companies, each optionally narrowed to a filial) are replaced as a whole when sent.',
          body: priceListCreateSchema,
          response: { 201: priceListSchema, ...errors },
        },
      },
      async (req, reply) => ctx.mutate(req, reply, (m) => service.createPriceList(m, req.body)),
    )
    app.patch(
      '/settings/price-lists/:id',
      {
        config: { auth },
        schema: {
          tags,
          summary: 'Змінити прайс-лист',
          description:
            'Partial edit with `version` (stale → 409 with the current list). A new `discount` re-derives the final ' +
            'price of every position not typed by hand.',
          params,
          body: priceListPatchSchema,
          response: { 200: priceListSchema, ...errors },
        },
      },
      async (req, reply) => ctx.mutate(req, reply, (m) => service.patchPriceList(m, req.params.id, req.body)),
    )
    app.delete(
      '/settings/price-lists/:id',
      {
        config: { auth },
        schema: {
          tags,
          summary: 'Видалити прайс-лист',
          description:
            'A list any order used cannot be deleted: 409 price_list_used "Прайс-лист неможливо видалити. Він вже був використаний!".',
          params,
          response: { 200: z.object({ id: z.number().int() }), ...errors },
        },
      },
      async (req, reply) => ctx.mutate(req, reply, (m) => service.deletePriceList(m, req.params.id)),
    )
    app.get(
      '/settings/price-lists/:id/group-positions',
      {
        config: { auth },
        schema: {
          tags,
          summary: 'Позиції прайс-листа',
          description: 'Positions by code, 15 a page; `search` by a part of the name or code.',
          params,
          querystring: positionQuerySchema,
          response: { 200: positionListSchema, ...errors },
        },
      },
      async (req) => service.listPositions(ctx.db, req.params.id, req.query),
    )
    app.patch(
      '/settings/price-lists/:priceListId/positions/:id',
      {
        config: { auth },
        schema: {
          tags,
          summary: 'Змінити позицію прайс-листа',
          description:
            'Prices in kopiykas with `version`. A typed `finalPrice` makes the price manual; otherwise the final price ' +
            'is the price with the list’s discount.',
          params: positionParams,
          body: positionPatchSchema,
          response: { 200: positionSchema, ...errors },
        },
      },
      async (req, reply) =>
        ctx.mutate(req, reply, (m) =>
          service.patchPosition(m, req.params.priceListId, req.params.id, req.body),
        ),
    )
  }
}
