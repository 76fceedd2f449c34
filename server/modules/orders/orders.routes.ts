/** Orders (spec 000 §7 "Orders and cart"). For now: POST /mc-orders/create-new-from-zero (§2.9). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorBodySchema } from '../../../domain/api/errors'
import { newOrderRequestSchema, newOrderResponseSchema } from '../../../domain/orders/new-order.schema'
import type { AppContext } from '../../app-context'
import { emptyBodyAsObject } from '../../lib/optional-body'
import * as service from './orders.service'

const tags = ['Замовлення']

export function ordersRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/mc-orders/create-new-from-zero',
      {
        config: { auth: ['crmMcOrdersShow', 'crmMcOrdersEditAll', 'crmMcOrdersEditOwn'] },
        preValidation: emptyBodyAsObject,
        schema: {
          tags,
          summary: 'Створення порожнього замовлення',
          description:
            'Creates an empty order in state "created" and answers its id (then the PWA opens /mc-cart/{orderId}). ' +
            'The body may be left out. An order created offline sends its own uuid: the same uuid again answers ' +
            'the same order with 200 instead of 201; a uuid of another user’s order answers 409.',
          body: newOrderRequestSchema,
          response: {
            200: newOrderResponseSchema,
            201: newOrderResponseSchema,
            401: errorBodySchema,
            403: errorBodySchema,
            409: errorBodySchema,
            422: errorBodySchema,
          },
        },
      },
      async (req, reply) =>
        ctx.mutate(req, reply, async (m) => {
          const { order, created } = await service.createEmptyOrder(m.tx, m.user.id, req.body.uuid)
          m.status(created ? 201 : 200)
          return { orderId: order.id, uuid: order.uuid, code: order.code }
        }),
    )
  }
}
