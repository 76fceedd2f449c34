/**
 * The warehouse's stock documents and stock availability (issue 24): /api/v2/warehouse/…. Reads need
 * crmWarehouseSee, writes crmWarehouseEdit; a user sees only the warehouses assigned to them (all when
 * none is assigned), and a document outside them answers 404 as a missing one.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorBodySchema } from '../../../domain/api/errors'
import { idParam } from '../../../domain/api/scalars'
import {
  stockAvailabilityExportQuerySchema,
  stockAvailabilityOptionsSchema,
  orderWriteOffListQuerySchema,
  orderWriteOffListSchema,
  stockAvailabilityQuerySchema,
  stockAvailabilitySchema,
  stockBatchesQuerySchema,
  stockBatchesSchema,
  stockDocumentCreateSchema,
  stockDocumentListQuerySchema,
  stockDocumentListSchema,
  stockDocumentPatchSchema,
  stockDocumentSchema,
  stockDocumentSignSchema,
} from '../../../domain/warehouse/stock-document.schema'
import type { AppContext } from '../../app-context'
import { requireUser } from '../../plugins/auth'
import { notFound } from '../../lib/versioned'
import { sendXlsxFile } from '../../lib/excel/sheet-writer'
import {
  stockAvailability,
  stockAvailabilityOptions,
  writeAvailabilityFile,
} from './stock-availability.service'
import { listOrderWriteOffs } from './order-stock.service'
import { writeInventoryCount } from './inventory-counts.service'
import { inventoryCountSchema } from '../../../domain/warehouse/inventory-count.schema'
import * as docs from './stock-documents.repo'
import * as service from './stock-documents.service'

const tags = ['Склад']
const params = z.object({ id: idParam() })
const errors = {
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  422: errorBodySchema,
}
const scopeNote =
  ' Only warehouses assigned to the user (all when none is assigned) are visible; a document of another ' +
  'warehouse answers 404 not_found, exactly as a missing one.'

export function warehouseRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/v2/warehouse/documents',
      {
        config: { auth: 'crmWarehouseSee' },
        schema: {
          tags,
          summary: 'Складські документи',
          description:
            'Invoices (incoming, sales, transfer) and inventory statements, newest business date first; filters: ' +
            'warehouse (issuing or receiving), kind, state, period of the business date.' +
            scopeNote,
          querystring: stockDocumentListQuerySchema,
          response: {
            200: stockDocumentListSchema,
            401: errorBodySchema,
            403: errorBodySchema,
            422: errorBodySchema,
          },
        },
      },
      async (req) =>
        docs.listDocuments(ctx.db, await docs.warehouseScope(ctx.db, requireUser(req).id), req.query),
    )
    app.get(
      '/api/v2/warehouse/documents/:id',
      {
        config: { auth: 'crmWarehouseSee' },
        schema: {
          tags,
          summary: 'Складський документ',
          description:
            'A document with its lines; an inventory line shows the book quantity saved with it and the one now.' +
            scopeNote,
          params,
          response: { 200: stockDocumentSchema, ...errors },
        },
      },
      async (req) => {
        const found = await docs.visibleDocument(ctx.db, requireUser(req).id, req.params.id)
        if (!found) throw notFound()
        return docs.documentView(ctx.db, found.row)
      },
    )
    app.post(
      '/api/v2/warehouse/documents',
      {
        config: { auth: 'crmWarehouseEdit' },
        schema: {
          tags,
          summary: 'Створити складський документ',
          description:
            'A saved document: nothing moves until it is signed. Quantities in use units; a unit cost in kopiykas ' +
            'per use unit (4 decimals). A date before the last signed inventory of the warehouse is 422 ' +
            'stock_backdated.',
          body: stockDocumentCreateSchema,
          response: { 201: stockDocumentSchema, ...errors },
        },
      },
      async (req, reply) => ctx.mutate(req, reply, (m) => service.createDocument(m, req.body)),
    )
    app.patch(
      '/api/v2/warehouse/documents/:id',
      {
        config: { auth: 'crmWarehouseEdit' },
        schema: {
          tags,
          summary: 'Змінити складський документ',
          description:
            'Only a saved document; `version` as read (409 with the current document when stale); `lines` replace all.',
          params,
          body: stockDocumentPatchSchema,
          response: { 200: stockDocumentSchema, ...errors },
        },
      },
      async (req, reply) => ctx.mutate(req, reply, (m) => service.patchDocument(m, req.params.id, req.body)),
    )
    app.post(
      '/api/v2/warehouse/documents/:id/sign',
      {
        config: { auth: 'crmWarehouseEdit' },
        schema: {
          tags,
          summary: 'Підписати складський документ',
          description:
            'Posts the moves (after the user confirmed): incoming +, sales − and transfer − then + (FEFO when no ' +
            'series is named; expired batches are never issued), inventory ± the counted minus the balance now. ' +
            'Not enough stock is 422 stock_not_enough. A signed document answers as it is (a retry is harmless); ' +
            'a deleted one is 409.',
          params,
          body: stockDocumentSignSchema,
          response: { 200: stockDocumentSchema, ...errors },
        },
      },
      async (req, reply) =>
        ctx.mutate(req, reply, (m) => service.signDocument(m, req.params.id, req.body.version)),
    )
    app.delete(
      '/api/v2/warehouse/documents/:id',
      {
        config: { auth: 'crmWarehouseEdit' },
        schema: {
          tags,
          summary: 'Видалити складський документ',
          description:
            'A saved document is marked deleted; a signed invoice is reversed by new moves (409 stock_negative when ' +
            'a balance would go below zero), a signed inventory statement is never deleted (409 ' +
            'stock_inventory_signed). Rows are never removed; a deleted document answers as it is.',
          params,
          response: { 200: stockDocumentSchema, ...errors },
        },
      },
      async (req, reply) => ctx.mutate(req, reply, (m) => service.deleteDocument(m, req.params.id)),
    )
    app.put(
      '/api/v2/warehouse/documents/:id/counts',
      {
        config: { auth: 'crmWarehouseEdit' },
        schema: {
          tags,
          summary: 'Записати підрахунок рядка опису',
          description:
            'One line of a saved inventory statement, found by its batch (nomenclature, series, expiry): its ' +
            'counted quantity in use units over `previous`, the count the user typed over. A count the line ' +
            'already has answers the statement unchanged; a line counted meanwhile by someone else (neither ' +
            '`previous` nor the new count), or no longer in the statement, is 409 version_conflict with the ' +
            'statement as `current`. Other lines never conflict. A signed or deleted statement is 409 ' +
            'stock_document_not_saved; another kind of document is 422. Raises the statement’s version.' +
            scopeNote,
          params,
          body: inventoryCountSchema,
          response: { 200: stockDocumentSchema, ...errors },
        },
      },
      async (req, reply) => ctx.mutate(req, reply, (m) => writeInventoryCount(m, req.params.id, req.body)),
    )
    app.get(
      '/api/v2/warehouse/stock-availability',
      {
        config: { auth: 'crmWarehouseSee' },
        schema: {
          tags,
          summary: 'Наявність товару',
          description:
            'Per product and warehouse: the balance in use units and split into whole storage units and a ' +
            'remainder («2 уп + 5 шт»), the minimum count (storage units) and whether the balance is below it, ' +
            'the nearest expiry among batches in stock marked expired or expiring (within the nomenclature’s ' +
            'days to expiration, else 30). Filters: warehouse, product, category, a part of the name, in stock ' +
            'or not, below the minimum, nearest expiry within N days (expired included). «Reserved» is not ' +
            'modelled yet.' +
            scopeNote,
          querystring: stockAvailabilityQuerySchema,
          response: {
            200: stockAvailabilitySchema,
            401: errorBodySchema,
            403: errorBodySchema,
            422: errorBodySchema,
          },
        },
      },
      async (req) =>
        stockAvailability(ctx.db, await docs.warehouseScope(ctx.db, requireUser(req).id), req.query),
    )
    app.get(
      '/api/v2/warehouse/stock-batches',
      {
        config: { auth: 'crmWarehouseSee' },
        schema: {
          tags,
          summary: 'Залишки складу за партіями',
          description:
            'The book balance of one warehouse per nomenclature and batch (series, expiry), only batches ' +
            'with stock, by name then earliest expiry: what a new inventory statement lists (its lines ' +
            'snapshot the expected quantity per batch). A warehouse outside the user’s scope answers 404.',
          querystring: stockBatchesQuerySchema,
          response: {
            200: stockBatchesSchema,
            401: errorBodySchema,
            403: errorBodySchema,
            404: errorBodySchema,
            422: errorBodySchema,
          },
        },
      },
      async (req, reply) => {
        const scope = await docs.warehouseScope(ctx.db, requireUser(req).id)
        if (!docs.inScope(scope, req.query.warehouseId)) throw notFound()
        void reply.header('cache-control', 'private, no-cache')
        return { data: await docs.warehouseBatches(ctx.db, req.query.warehouseId) }
      },
    )
    app.get(
      '/api/v2/warehouse/stock-availability/options',
      {
        config: { auth: 'crmWarehouseSee' },
        schema: {
          tags,
          summary: 'Наявність товару: варіанти фільтрів',
          description: 'The warehouses the user may see and the stock categories, by name.',
          response: { 200: stockAvailabilityOptionsSchema, 401: errorBodySchema, 403: errorBodySchema },
        },
      },
      async (req, reply) => {
        void reply.header('cache-control', 'private, no-cache')
        return stockAvailabilityOptions(ctx.db, await docs.warehouseScope(ctx.db, requireUser(req).id))
      },
    )
    app.get(
      '/api/v2/warehouse/stock-availability/export.xlsx',
      {
        config: { auth: 'crmWarehouseSee', background: true },
        schema: {
          tags,
          summary: 'Наявність товару в Excel',
          description:
            'Every row under the same filters as the stock availability, read through a cursor of one snapshot.' +
            scopeNote,
          querystring: stockAvailabilityExportQuerySchema,
          response: { 401: errorBodySchema, 403: errorBodySchema, 422: errorBodySchema },
        },
      },
      async (req, reply) => {
        const scope = await docs.warehouseScope(ctx.db, requireUser(req).id)
        const path = await writeAvailabilityFile(ctx, scope, req.query)
        return sendXlsxFile(
          reply,
          { fileName: 'Наявність товарів.xlsx', asciiFallback: 'stock-availability.xlsx' },
          path,
        )
      },
    )
    app.get(
      '/api/v2/warehouse/order-write-offs',
      {
        config: { auth: 'crmWarehouseSee' },
        schema: {
          tags,
          summary: 'Списання за замовленнями',
          description:
            'The write-offs of finished orders’ products, newest first: the order, the warehouse, when it was ' +
            'written off and given back (a cancel), and the shortfall — use units per product the stock did not ' +
            'cover, which were not written off; filters: warehouse, `shortfall=true` for those with one.' +
            scopeNote,
          querystring: orderWriteOffListQuerySchema,
          response: {
            200: orderWriteOffListSchema,
            401: errorBodySchema,
            403: errorBodySchema,
            422: errorBodySchema,
          },
        },
      },
      async (req) =>
        listOrderWriteOffs(ctx.db, await docs.warehouseScope(ctx.db, requireUser(req).id), req.query),
    )
  }
}
