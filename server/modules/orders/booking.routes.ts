/** Booking service slots (spec 000 §7: DELETE /mc-cart/{id}/book-service, POST change-no-schedule-state; booking itself is ours). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  bookServiceBodySchema,
  noScheduleBodySchema,
  unbookServiceBodySchema,
} from '../../../domain/orders/booking.schema'
import { orderIdParamsSchema, orderSchema } from '../../../domain/orders/order.schema'
import type { AppContext } from '../../app-context'
import { bookService, changeNoSchedule, unbookService } from './booking.service'
import { withRegistryNotice } from '../registry/registry-notify'
import { errors, orderWrite, ownNote, tags } from './order-docs'

export function bookingRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/v2/mc-orders/:id/book-service',
      {
        config: { auth: orderWrite },
        schema: {
          tags,
          summary: 'Забронювати час послуги',
          description:
            'Takes the slot `startsAt` of a doctor schedule for the cart’s service line (the line gets the doctor, ' +
            'schedule and times). The slot must be on the schedule’s grid (weekday, hours, slot length; Kyiv time) ' +
            'and in the future. A slot another order holds answers 409 slot_taken "Цей час щойно було ' +
            'заброньовано у іншому заказі" — decided by a unique constraint, so of two carts racing one wins. ' +
            ownNote,
          params: orderIdParamsSchema,
          body: bookServiceBodySchema,
          response: { 200: orderSchema, ...errors },
        },
      },
      async (req, reply) =>
        withRegistryNotice(
          app,
          req,
          reply,
          'booking',
          () => ctx.mutate(req, reply, (m) => bookService(m, req.params.id, req.body)),
          req.body.startsAt,
        ),
    )
    app.delete(
      '/mc-cart/:id/book-service',
      {
        config: { auth: orderWrite },
        schema: {
          tags,
          summary: 'Зняти бронювання послуги',
          description:
            'Frees the line’s slot and clears its doctor and times (spec 000 §2.8 "unbook a service").',
          params: orderIdParamsSchema,
          body: unbookServiceBodySchema,
          response: { 200: orderSchema, ...errors },
        },
      },
      async (req, reply) =>
        withRegistryNotice(app, req, reply, 'booking', () =>
          ctx.mutate(req, reply, (m) => unbookService(m, req.params.id, req.body.serviceId)),
        ),
    )
    app.post(
      '/mc-cart/:id/change-no-schedule-state',
      {
        config: { auth: orderWrite },
        schema: {
          tags,
          summary: 'Послуга без розкладу',
          description: 'Switches the line between no-schedule and scheduled; no-schedule frees its slot.',
          params: orderIdParamsSchema,
          body: noScheduleBodySchema,
          response: { 200: orderSchema, ...errors },
        },
      },
      async (req, reply) =>
        withRegistryNotice(app, req, reply, 'booking', () =>
          ctx.mutate(req, reply, (m) =>
            changeNoSchedule(m, req.params.id, req.body.serviceId, req.body.noSchedule),
          ),
        ),
    )
  }
}
