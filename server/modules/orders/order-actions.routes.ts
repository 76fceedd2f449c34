/** Order actions (spec 000 §4): cancel, close, finish, start reception, finish reception. */
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { z } from 'zod'
import {
  cancelOrderBodySchema,
  closeOrderBodySchema,
  emptyActionBodySchema,
} from '../../../domain/orders/order-actions.schema'
import { orderIdParamsSchema, orderSchema } from '../../../domain/orders/order.schema'
import type { PermissionName } from '../../../domain/permissions/catalogue'
import type { AppContext } from '../../app-context'
import { withRegistryNotice } from '../registry/registry-notify'
import { fiscaliseOrder, planSale, recordSale } from '../cash-desk/fiscal-receipts.service'
import { requireUser } from '../../plugins/auth'
import { currentBatch } from '../../lib/batch'
import { emptyBodyAsObject } from '../../lib/optional-body'
import { errors, orderWrite, ownNote, tags } from './order-docs'
import { runAction, type OrderAction } from './order-actions.service'

type Action = {
  path: string
  action: OrderAction
  summary: string
  description: string
  body: z.ZodType
  auth: PermissionName[]
}

/** What becoming done does to the stock (server/modules/warehouse/order-stock.service.ts). */
const writeOffNote =
  'In the same transaction the cart’s products (quantity × use units per storage unit) are written off FEFO from ' +
  'the first warehouse by id of the order’s filial (none: nothing written off), once; what the stock lacks is ' +
  'recorded on the write-off as its shortfall (use units per product), the order is not refused.'

const actions: Action[] = [
  {
    path: 'cancel',
    action: 'cancel',
    summary: 'Скасувати замовлення',
    description:
      'Needs `reasonId` from the order cancel reasons (else 422 reason_id). Allowed before the work starts: created, ' +
      'cart_edited, cart_confirmed, cart_confirmed_by_client, confirmed → deleted. In the same transaction the ' +
      'order’s booked slots are freed, each deposit write-off of the order is refunded (a `refund` movement) and ' +
      'any stock written off for it is given back (once).',
    body: cancelOrderBodySchema,
    auth: orderWrite,
  },
  {
    path: 'close',
    action: 'close',
    summary: 'Закрити замовлення',
    description:
      'Needs `confirmed: true` (the screen asks first). done → payed_cash. When the order’s payment type needs a ' +
      'fiscal receipt (ppoRequiredPaymentTypes) and something is paid at the desk, a sale receipt is made on an ' +
      'open shift of a register of the order’s filial the user may work: none answers 422 fiscal_no_shift ' +
      '«Відкрийте зміну на касі» (fiscal_no_register: no such register) before anything changes. The receipt ' +
      '(lines from the calculation, kopiykas, quantities in thousandths) is stored with the payment, then sent ' +
      'to the provider after the commit; the answer is the order either way — the receipt’s outcome is read at ' +
      'GET /api/v2/mc-orders/{id}/fiscal-receipts (pending when the provider was not reached: the payment stands ' +
      'and the receipt is sent again, with the same id, by «Фіскалізувати» or a repeat of this request).',
    body: closeOrderBodySchema,
    auth: orderWrite,
  },
  {
    path: 'finish',
    action: 'finish',
    summary: 'Завершити замовлення',
    description: 'confirmed or done_part → done. The body may be left out. ' + writeOffNote,
    body: emptyActionBodySchema,
    auth: orderWrite,
  },
  {
    path: 'start-reception',
    action: 'start_reception',
    summary: 'Почати прийом',
    description:
      'confirmed or done_part → done_part. Doctors (crmProtocolsCreate) may start any order’s reception.',
    body: emptyActionBodySchema,
    auth: [...orderWrite, 'crmProtocolsCreate'],
  },
  {
    path: 'finish-reception',
    action: 'finish_reception',
    summary: 'Завершити прийом',
    description:
      'done_part → done. Doctors (crmProtocolsCreate) may finish any order’s reception. ' + writeOffNote,
    body: emptyActionBodySchema,
    auth: [...orderWrite, 'crmProtocolsCreate'],
  },
]

export function orderActionRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  /**
   * The provider is called once the payment is committed and before its answer leaves (so the screen
   * reads the receipt's outcome at once), never inside a transaction: not in a sync push batch, whose
   * transaction is still open — its receipt stays pending for «Фіскалізувати». A failure here never
   * fails the committed payment.
   */
  const fiscaliseAfterClose = async (req: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (reply.statusCode < 300 && !currentBatch())
      await fiscaliseOrder(ctx.db, ctx.now, (req.params as { id: number }).id).catch((err: unknown) =>
        req.log.error({ err }, 'fiscal receipt not sent after the payment'),
      )
    return payload
  }
  return async (app) => {
    for (const a of actions)
      app.post(
        `/api/v2/mc-orders/:id/${a.path}`,
        {
          config: { auth: a.auth },
          preValidation: emptyBodyAsObject,
          ...(a.action === 'close' ? { onSend: fiscaliseAfterClose } : {}),
          schema: {
            tags,
            summary: a.summary,
            description: `${a.description} A state that does not allow it answers 422 order_state_forbids. ${ownNote}`,
            params: orderIdParamsSchema,
            body: a.body,
            response: { 200: orderSchema, ...errors },
          },
        },
        async (req, reply) => {
          // A sale receipt's shift is found before the payment's transaction (no shift: nothing changes).
          const sale =
            a.action === 'close'
              ? await planSale(currentBatch()?.tx ?? ctx.db, requireUser(req), req.params.id, ctx.now())
              : null
          return withRegistryNotice(
            app,
            req,
            reply,
            a.action === 'start_reception' || a.action === 'finish_reception' ? 'reception' : 'order',
            () =>
              ctx.mutate(req, reply, async (m) => {
                const order = await runAction(
                  m,
                  req.params.id,
                  a.action,
                  a.action === 'cancel'
                    ? (req.body as { reasonId: number; comment?: string | null })
                    : undefined,
                )
                if (sale) await recordSale(m.tx, sale, m.user.id, m.now)
                return order
              }),
          )
        },
      )
  }
}
