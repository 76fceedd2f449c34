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
  historyListSchema,
  itemPositionSchema,
  itemPositionsQuerySchema,
  historyQuerySchema,
  massAttachmentResultSchema,
  massAttachmentSchema,
  positionAddSchema,
  positionMassResultSchema,
  positionMassSchema,
  positionSetInputSchema,
  positionSetPatchSchema,
  positionSetSchema,
  positionListSchema,
  positionPatchSchema,
  positionQuerySchema,
  positionSchema,
  priceListCreateSchema,
  priceListMaterialsPutSchema,
  priceListMaterialsSchema,
  priceListListSchema,
  priceListPatchSchema,
  priceListQuerySchema,
  priceListSchema,
} from '../../../domain/price-lists/price-list.schema'
import type { AppContext } from '../../app-context'
import * as service from './price-lists.service'
import * as positions from './price-list-positions.service'
import * as sets from './price-list-sets.service'
import * as materials from './price-list-materials.service'
import { priceListExcelRoutes } from './price-list-excel.routes'

const tags = ['Прайс-листи']
const id = idParam()
const params = z.object({ id })
const positionParams = z.object({ priceListId: id, id })
const listParams = z.object({ priceListId: id })
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
            'Price lists by name, 15 a page; filters type, cityId, search (a part of the Ukrainian name), published, ' +
            'validOn (a day: begun by then, perpetual or not yet ended).',
          querystring: priceListQuerySchema,
          response: { 200: priceListListSchema, 401: errorBodySchema, 403: errorBodySchema },
        },
      },
      async (req) => service.listPriceLists(ctx.db, req.query),
    )
    app.get(
      '/settings/price-lists/item-positions',
      {
        config: { auth },
        schema: {
          tags,
          summary: 'Позиції послуги чи аналізу в усіх прайс-листах',
          description: 'Exactly one of serviceId or mcTestId; every list holding it, by list name.',
          querystring: itemPositionsQuerySchema,
          response: {
            200: z.array(itemPositionSchema),
            401: errorBodySchema,
            403: errorBodySchema,
            422: errorBodySchema,
          },
        },
      },
      async (req) => service.itemPositions(ctx.db, req.query),
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
    app.post(
      '/settings/price-lists/:priceListId/positions',
      {
        config: { auth },
        schema: {
          tags,
          summary: 'Додати позиції до прайс-листа',
          description:
            'Services (in a services list) or tests (in a tests list) with their price in kopiykas; the final price ' +
            'follows the list’s discount. An item of the other kind, unknown, or already in the list refuses the ' +
            'whole request (422 "Помилка при прикріпленні послуг", errors by item index).',
          params: listParams,
          body: positionAddSchema,
          response: { 201: massAttachmentResultSchema, ...errors },
        },
      },
      async (req, reply) =>
        ctx.mutate(req, reply, (m) => positions.addPositions(m, req.params.priceListId, req.body)),
    )
    app.post(
      '/settings/price-lists/:priceListId/positions/mass',
      {
        config: { auth },
        schema: {
          tags,
          summary: 'Масова дія над позиціями',
          description:
            'price_percent (percent, −99…1000), price_amount (kopiykas), publish, unpublish or remove over up to ' +
            '5,000 positions, each with the version the user saw. One transaction: a stale position (409), one ' +
            'not in the list or a price that would fall below zero (422) stores nothing; the message is ' +
            '"Помилка при збереженні змін" with errors keyed positions.<id>. A price change keeps a hand-typed ' +
            'final price hand-typed (changed by the same rule); others follow the list’s discount.',
          params: listParams,
          body: positionMassSchema,
          response: { 200: positionMassResultSchema, ...errors },
        },
      },
      async (req, reply) =>
        ctx.mutate(req, reply, (m) => positions.massPositions(m, req.params.priceListId, req.body)),
    )
    app.post(
      '/settings/price-lists/mass-attachment',
      {
        config: { auth },
        schema: {
          tags,
          summary: 'Прикріпити послуги до прайс-листів',
          description:
            'Attaches services (or tests) with a price to many lists at once; a list that already holds an item ' +
            'keeps its position (counted as skipped). Every list must be of the items’ kind: otherwise 422 ' +
            '"Помилка при прикріпленні послуг" and nothing is stored.',
          body: massAttachmentSchema,
          response: { 200: massAttachmentResultSchema, ...errors },
        },
      },
      async (req, reply) => ctx.mutate(req, reply, (m) => positions.massAttachment(m, req.body)),
    )
    app.get(
      '/settings/price-lists/:priceListId/materials',
      {
        config: { auth },
        schema: {
          tags,
          summary: 'Матеріали прайс-листа (мультиматеріали)',
          description:
            'The collection materials a tests list prices, by name, with their price in kopiykas and published flag. ' +
            'A material line of an order costs the price its tests list gives it (a published row), else nothing.',
          params: listParams,
          response: { 200: priceListMaterialsSchema, ...errors },
        },
      },
      async (req) => materials.listMaterials(ctx.db, req.params.priceListId),
    )
    app.put(
      '/settings/price-lists/:priceListId/materials',
      {
        config: { auth },
        schema: {
          tags,
          summary: 'Зберегти матеріали прайс-листа',
          description:
            'Replaces the whole set (up to 500): a material left out is removed. Only a tests list has materials. ' +
            'An unknown material or one named twice stores nothing (422 "Ціни матеріалів не збережено", errors ' +
            'keyed materials.<index>.materialId). Every added, changed or removed material is written to the ' +
            'list’s history in the same transaction.',
          params: listParams,
          body: priceListMaterialsPutSchema,
          response: { 200: priceListMaterialsSchema, ...errors },
        },
      },
      async (req, reply) =>
        ctx.mutate(req, reply, (m) => materials.putMaterials(m, req.params.priceListId, req.body)),
    )
    app.get(
      '/settings/price-lists/:priceListId/history',
      {
        config: { auth },
        schema: {
          tags,
          summary: 'Історія змін прайс-листа',
          description:
            'Newest first, 15 a page: who, when, what (the list or a position, by code and name), the changed ' +
            'fields before and after. `positionId` narrows to one position.',
          params: listParams,
          querystring: historyQuerySchema,
          response: { 200: historyListSchema, ...errors },
        },
      },
      async (req) => positions.listHistory(ctx.db, req.params.priceListId, req.query),
    )
    app.get(
      '/settings/price-lists/:priceListId/position-sets',
      {
        config: { auth },
        schema: {
          tags,
          summary: 'Набори позицій',
          params: listParams,
          response: { 200: z.array(positionSetSchema), ...errors },
        },
      },
      async (req) => sets.listSets(ctx.db, req.params.priceListId),
    )
    app.get(
      '/settings/price-lists/:priceListId/position-sets/:id',
      {
        config: { auth },
        schema: {
          tags,
          summary: 'Набір позицій',
          params: positionParams,
          response: { 200: positionSetSchema, ...errors },
        },
      },
      async (req) => sets.getSet(ctx.db, req.params.priceListId, req.params.id),
    )
    app.post(
      '/settings/price-lists/:priceListId/position-sets',
      {
        config: { auth },
        schema: {
          tags,
          summary: 'Створити набір позицій',
          description: 'Name 3–255 characters; positions of this list only.',
          params: listParams,
          body: positionSetInputSchema,
          response: { 201: positionSetSchema, ...errors },
        },
      },
      async (req, reply) =>
        ctx.mutate(req, reply, (m) => sets.createSet(m, req.params.priceListId, req.body)),
    )
    app.patch(
      '/settings/price-lists/:priceListId/position-sets/:id',
      {
        config: { auth },
        schema: {
          tags,
          summary: 'Змінити набір позицій',
          params: positionParams,
          body: positionSetPatchSchema,
          response: { 200: positionSetSchema, ...errors },
        },
      },
      async (req, reply) =>
        ctx.mutate(req, reply, (m) => sets.patchSet(m, req.params.priceListId, req.params.id, req.body)),
    )
    app.delete(
      '/settings/price-lists/:priceListId/position-sets/:id',
      {
        config: { auth },
        schema: {
          tags,
          summary: 'Видалити набір позицій',
          params: positionParams,
          response: { 200: z.object({ id: z.number().int() }), ...errors },
        },
      },
      async (req, reply) =>
        ctx.mutate(req, reply, (m) => sets.deleteSet(m, req.params.priceListId, req.params.id)),
    )
  }
}
