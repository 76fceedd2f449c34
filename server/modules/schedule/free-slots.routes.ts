/** GET /api/v2/schedule/free-slots: the slots a cart's service line can be booked into on a day. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorBodySchema } from '../../../domain/api/errors'
import { freeSlotsQuerySchema, freeSlotsResponseSchema } from '../../../domain/orders/schedule-slots'
import type { AppContext } from '../../app-context'
import { orderWrite, tags } from '../orders/order-docs'
import { loadFreeSlots } from './free-slots.repo'

export function freeSlotsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/v2/schedule/free-slots',
      {
        config: { auth: orderWrite },
        schema: {
          tags,
          summary: 'Вільні слоти для послуги на день',
          description:
            'Slots on the grids of the schedules (weekday of `date`) of active doctors who provide the service, ' +
            'without the ones already booked by any order and the past ones; `startsAt` is what book-service takes. ' +
            'A free slot can still be taken by another cart before it is booked: book-service then answers 409.',
          querystring: freeSlotsQuerySchema,
          response: {
            200: freeSlotsResponseSchema,
            400: errorBodySchema,
            401: errorBodySchema,
            403: errorBodySchema,
          },
        },
      },
      async (req, reply) => {
        void reply.header('cache-control', 'private, no-store')
        return { data: await loadFreeSlots(ctx.db, req.query.serviceId, req.query.date, new Date()) }
      },
    )
  }
}
