/** Order actions (spec 000 §4): cancel, close, finish, start reception, finish reception. */
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
    description: 'Needs `confirmed: true` (the screen asks first). done → payed_cash.',
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
  return async (app) => {
    for (const a of actions)
      app.post(
        `/api/v2/mc-orders/:id/${a.path}`,
        {
          config: { auth: a.auth },
          preValidation: emptyBodyAsObject,
          schema: {
            tags,
            summary: a.summary,
            description: `${a.description} A state that does not allow it answers 422 order_state_forbids. ${ownNote}`,
            params: orderIdParamsSchema,
            body: a.body,
            response: { 200: orderSchema, ...errors },
          },
        },
        async (req, reply) =>
          withRegistryNotice(
            app,
            req,
            reply,
            a.action === 'start_reception' || a.action === 'finish_reception' ? 'reception' : 'order',
            () =>
              ctx.mutate(req, reply, (m) =>
                runAction(
                  m,
                  req.params.id,
                  a.action,
                  a.action === 'cancel'
                    ? (req.body as { reasonId: number; comment?: string | null })
                    : undefined,
                ),
              ),
          ),
      )
  }
}
