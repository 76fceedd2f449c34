/**
 * The registry's schedule grid (issue 20 item 2): GET /registry/day reads a day, POST /registry/book
 * books a free slot into a new order; the doctor's workstation (item 8): GET /registry/doctors-arm. The
 * spec names none of these paths (spec 000 §7); unbooking is the cart's DELETE /mc-cart/{id}/book-service.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorBodySchema } from '../../../domain/api/errors'
import {
  REGISTRY_DAY_MAX_DOCTORS,
  registryBookBodySchema,
  registryBookResponseSchema,
  registryDayQuerySchema,
  registryDayResponseSchema,
} from '../../../domain/schedule/registry-day.schema'
import type { AppContext } from '../../app-context'
import { requireUser } from '../../plugins/auth'
import { errors, orderWrite } from '../orders/order-docs'
import { bookIntoNewOrder } from './registry-book.service'
import { withRegistryNotice } from './registry-notify'
import { loadRegistryDay } from './registry-day.repo'
import { doctorsArmQuerySchema, doctorsArmResponseSchema } from '../../../domain/registry/doctors-arm'
import { loadDoctorsArm } from './doctors-arm.repo'

const tags = ['Реєстратура']

export function registryRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/registry/day',
      {
        config: { auth: ['crmMcRegistrySee'] },
        schema: {
          tags,
          summary: 'Розклад реєстратури на день',
          description:
            'The doctors (columns) who work the Kyiv day `date` under the filters — city and filial of the slot’s ' +
            'cabinet, the doctor’s specialization, one doctor — by name, at most ' +
            `${REGISTRY_DAY_MAX_DOCTORS} (\`truncated\` says there are more); each with the slots of their day ` +
            '(weekly hours, breaks, the date’s exception, each schedule’s slot length; the capacity of the ' +
            'cabinet) and the bookings in them. A booking’s order (code, patient, state, paid, services) is ' +
            'given only for an order in the user’s scope, the order list’s rule (crmMcOrdersEditOwn without ' +
            'crmMcOrdersEditAll: orders the user created or operates; doctors, who start reception of any ' +
            'order, see all); any other booking reads as a taken seat. `choices` carries the filters’ lists.',
          querystring: registryDayQuerySchema,
          response: {
            200: registryDayResponseSchema,
            401: errorBodySchema,
            403: errorBodySchema,
            422: errorBodySchema,
          },
        },
      },
      async (req, reply) => {
        void reply.header('cache-control', 'private, no-store')
        return loadRegistryDay(ctx.db, req.query, requireUser(req), ctx.now())
      },
    )
    app.get(
      '/registry/doctors-arm',
      {
        config: { auth: ['crmMcRegistrySee'] },
        schema: {
          tags,
          summary: 'АРМ лікаря: день лікаря',
          description:
            'One doctor’s Kyiv day `date` (today when absent): the orders booked with them, not cancelled, in ' +
            'time order — patient, birthday, cabinet, order state, paid, the registry queue column, and each ' +
            'service booked with the doctor that day with its protocol request (POST ' +
            '/api/v2/protocol-from-orders) or null. The doctor is `doctorId`, else the active staff card linked ' +
            'to the user’s account (staff screen); with neither, `doctor` is null and `visits` empty. Visits ' +
            'follow the order list’s scope (doctors — crmProtocolsCreate — see every order they receive); the ' +
            'others are only counted in `hidden`. `mayReceive`: the user may start or finish the reception. ' +
            '422 doctor_id for an unknown doctor.',
          querystring: doctorsArmQuerySchema,
          response: {
            200: doctorsArmResponseSchema,
            401: errorBodySchema,
            403: errorBodySchema,
            422: errorBodySchema,
          },
        },
      },
      async (req, reply) => {
        void reply.header('cache-control', 'private, no-store')
        return loadDoctorsArm(ctx.db, req.query, requireUser(req), ctx.now())
      },
    )
    app.post(
      '/registry/book',
      {
        config: { auth: orderWrite },
        schema: {
          tags,
          summary: 'Записати на вільний час у нове замовлення',
          description:
            'In one transaction: a new order (its uuid; at the filial and city of the schedule’s cabinet with ' +
            'that place’s active price lists), the service line (a service the doctor provides) priced as ' +
            'update-calculation prices it, and the slot booked as book-service books it (on the grid of the ' +
            'service’s length, in the future, a free seat). A slot taken meanwhile answers 409 slot_taken ' +
            '"Хтось щойно створив замовлення на обраний час." and nothing is stored. The same uuid again ' +
            'answers the same order (200). With previousEntryId («Оформити замовлення» of a previous entry; needs ' +
            'crmPreviousOrdersEdit, else 403): the order gets the entry’s client and the entry its orderId, so it ' +
            'leaves the overdue list; 422 previous_entry_id for an unknown entry or one already turned into an ' +
            'order, 422 schedule_id for a schedule of another doctor than the entry’s.',
          body: registryBookBodySchema,
          response: { 200: registryBookResponseSchema, 201: registryBookResponseSchema, ...errors },
        },
      },
      async (req, reply) =>
        withRegistryNotice(
          app,
          req,
          reply,
          'booking',
          () => ctx.mutate(req, reply, (m) => bookIntoNewOrder(m, req.body)),
          req.body.startsAt,
        ),
    )
  }
}
