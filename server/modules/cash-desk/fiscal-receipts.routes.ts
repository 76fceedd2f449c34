/**
 * The fiscal receipts of an order (issue 27 §3): read on the order's page (the order's read permission
 * and scope), fiscalised again («Фіскалізувати») or returned with the cash desk's permission. The sale
 * receipt itself is made by closing the order (POST /api/v2/mc-orders/{id}/close). No Idempotency-Key
 * store: the provider call must stay outside the database transaction; repeats are safe by the receipts'
 * ids, made and stored before the first call.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorBodySchema } from '../../../domain/api/errors'
import { idParam } from '../../../domain/api/scalars'
import { fiscalReceiptListSchema, fiscalReceiptSchema } from '../../../domain/cash-desk/fiscal-receipt.schema'
import { orderRead } from '../../../domain/orders/order-access'
import type { AppContext } from '../../app-context'
import { emptyBodyAsObject } from '../../lib/optional-body'
import { requireUser } from '../../plugins/auth'
import * as service from './fiscal-receipts.service'

const tags = ['Каса']
const errors = {
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  422: errorBodySchema,
}
const receiptParams = z.object({
  id: idParam(),
  receiptId: z.uuid({ error: 'Некоректний ідентифікатор чека' }),
})
const outcomeNote =
  ' The answer is the receipt as stored after the provider’s answer: `done` with its fiscal code and page, ' +
  '`pending` when the provider was not reached (send again: the same id is never fiscalised twice) or ' +
  '`failed` with the provider’s refusal in `lastError`. No open shift on a register of the order’s filial ' +
  'the user may work: 422 fiscal_no_shift «Відкрийте зміну на касі» (fiscal_no_register: none at all).'

export function fiscalReceiptRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const scope = (req: Parameters<typeof requireUser>[0]): service.ReceiptContext => ({
    db: ctx.db,
    now: ctx.now,
    user: requireUser(req),
  })
  return async (app) => {
    app.get(
      '/api/v2/mc-orders/:id/fiscal-receipts',
      {
        config: { auth: orderRead },
        schema: {
          tags,
          summary: 'Фіскальні чеки замовлення',
          description:
            'The order’s sale and return receipts, oldest first, with their state, fiscal code and page link. ' +
            'An order outside the user’s scope answers 404.',
          params: z.object({ id: idParam() }),
          response: { 200: fiscalReceiptListSchema, ...errors },
        },
      },
      async (req) => ({ data: await service.listOfOrder(scope(req), req.params.id) }),
    )
    app.post(
      '/api/v2/mc-orders/:id/fiscal-receipts/:receiptId/fiscalise',
      {
        config: { auth: 'crmCashboxWork' },
        preValidation: emptyBodyAsObject,
        schema: {
          tags,
          summary: 'Фіскалізувати чек',
          description:
            'Sends a receipt not yet fiscalised again, with its own id, on the open shift of its register ' +
            '(409 fiscal_done when it already is).' +
            outcomeNote,
          params: receiptParams,
          body: z.object({}).strict(),
          response: { 200: fiscalReceiptSchema, ...errors },
        },
      },
      async (req) => service.retry(scope(req), req.params.id, req.params.receiptId),
    )
    app.post(
      '/api/v2/mc-orders/:id/fiscal-receipts/:receiptId/return',
      {
        config: { auth: 'crmCashboxWork' },
        preValidation: emptyBodyAsObject,
        schema: {
          tags,
          summary: 'Повернення за чеком',
          description:
            'A return receipt of the whole sale, linked to it (`relatedReceiptId`), on an open shift of the ' +
            'order’s filial (the sale’s register first). Only a fiscalised sale (else 409 fiscal_sale_not_done); ' +
            'a repeat answers the return already made, sent again if not yet fiscalised.' +
            outcomeNote,
          params: receiptParams,
          body: z.object({}).strict(),
          response: { 200: fiscalReceiptSchema, ...errors },
        },
      },
      async (req) => service.returnSale(scope(req), req.params.id, req.params.receiptId),
    )
  }
}
