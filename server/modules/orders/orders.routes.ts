/**
 * Orders (spec 000 §7 "Orders and cart"): create from zero, the list, the reference data, GET/PATCH of
 * the mc order and PATCH of its crm part. The cart calls live in cart.routes.ts, the actions in
 * order-actions.routes.ts; all three register here.
 */
import { kyivDay } from '../../../domain/time/kyiv'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { idParam } from '../../../domain/api/scalars'
import { errorBodySchema } from '../../../domain/api/errors'
import { newOrderRequestSchema, newOrderResponseSchema } from '../../../domain/orders/new-order.schema'
import { orderListQuerySchema, orderListResponseSchema } from '../../../domain/orders/order-list.schema'
import {
  crmOrderPatchSchema,
  mcOrderPatchSchema,
  orderIdParamsSchema,
  orderSchema,
} from '../../../domain/orders/order.schema'
import type { AppContext } from '../../app-context'
import { emptyBodyAsObject } from '../../lib/optional-body'
import { requireUser } from '../../plugins/auth'
import { bookingRoutes } from './booking.routes'
import { cartRoutes } from './cart.routes'
import { orderActionRoutes } from './order-actions.routes'
import { errors, orderRead, orderWrite, ownNote, scopeNote, tags, transitionsDoc } from './order-docs'
import { patchCrmOrder, patchMcOrder } from './order-edit.service'
import { orderListResponse } from './order-list.service'
import { orderUuidParam } from './order-uuid-param'
import { visibleOrder } from './order-guard'
import { orderView } from './order-view'
import { pricingRefsRoutes } from './pricing-refs.routes'
import { orderReferenceData } from './reference-data'
import * as service from './orders.service'

const insurerNote =
  'A newly chosen contractor (crmInsuranceCompanyId / insuranceCompanyId) must be published, have a contract in force ' +
  'on the order’s creation day (Kyiv; past its end only with auto-extension) and work in the order’s city, filial and ' +
  'payment type where it lists them; else 422 on that field, e.g. "Договір з контрагентом закінчився 31.12.2025", ' +
  '"Контрагент не працює в цьому місті". An order keeping its contractor may not move to a city, filial or payment ' +
  'type the contractor does not cover (422 on filial_id, city_id or payment_type_id). '

const referenceQuerySchema = z
  .object({
    cityId: idParam().optional(),
    filialId: idParam().optional(),
    /** The order's contractor: its own price lists win in `activePriceList`. */
    insuranceCompanyId: idParam().optional(),
  })
  .strict()

export function ordersRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // Every {id} below (and in the cart, action and booking routes registered here) may be a uuid.
    app.addHook('preValidation', orderUuidParam(ctx.db))
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
            'It starts at the city and filial of the user’s personal settings with that place’s active service and ' +
            'test price lists (as load-active-for-cart answers them today); without a place there, the place is empty. ' +
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
          const { order, created } = await service.createEmptyOrder(m.tx, m.user.id, req.body.uuid, ctx.now())
          m.status(created ? 201 : 200)
          return { orderId: order.id, uuid: order.uuid, code: order.code }
        }),
    )

    app.get(
      '/api/v2/mc-orders',
      {
        config: { auth: orderRead },
        schema: {
          tags,
          summary: 'Список замовлень',
          description:
            'Orders newest first, 15 a page (`perPage` up to 100), filtered by state (comma-separated codes), city, ' +
            'filial, client, author, code fragment, `q` (order code, patient names or 4+ phone digits: the home page search) ' +
            'and creation days (Europe/Kyiv); `notFinished=1` (the registry tab «Незавершені замовлення»): orders whose ' +
            'first booked slot, or creation without a booking, falls before today (Kyiv) and whose state is not done, ' +
            'payed_cash or deleted. Users without crmMcOrdersEditAll ' +
            'and with crmMcOrdersEditOwn see the orders they created or operate — the scope every read and write of ' +
            'an order by id keeps to (domain/orders/order-access.ts).',
          querystring: orderListQuerySchema,
          response: {
            200: orderListResponseSchema,
            401: errorBodySchema,
            403: errorBodySchema,
            422: errorBodySchema,
          },
        },
      },
      async (req) => orderListResponse(ctx.db, req.query, requireUser(req), kyivDay(ctx.now())),
    )

    app.get(
      '/mc-orders/reference-data',
      {
        config: { auth: orderRead },
        schema: {
          tags,
          summary: 'Довідники кошика',
          description:
            'Order reference data of spec 000 §3 in one answer. `activePriceList` is {services, tests} for the ' +
            'cityId/filialId asked for (a filial’s own list wins over its city’s; with `insuranceCompanyId` that contractor’s ' +
            'own lists win), null without them. crmInsuranceCompaniesForCart: published contractors with cityIds, filialIds, ' +
            'paymentTypeIds, priceListIds (empty = no restriction) and contractInForce (today).',
          querystring: referenceQuerySchema,
          response: { 200: z.record(z.string(), z.unknown()), 401: errorBodySchema, 403: errorBodySchema },
        },
      },
      async (req) => orderReferenceData(ctx.db, ctx.now(), req.query),
    )

    app.get(
      '/api/v2/mc-orders/:id',
      {
        config: { auth: orderRead },
        schema: {
          tags,
          summary: 'Замовлення',
          description:
            'The order with its crm part (`crmOrder`), cart (`cartData`), last price info and `allowedEvents` — ' +
            'the actions its state allows now. ' +
            scopeNote +
            '\n\n' +
            transitionsDoc,
          params: orderIdParamsSchema,
          response: { 200: orderSchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema },
        },
      },
      async (req) => orderView(ctx.db, await visibleOrder(ctx.db, requireUser(req), req.params.id)),
    )

    app.patch(
      '/api/v2/mc-orders/:id',
      {
        config: { auth: orderWrite },
        schema: {
          tags,
          summary: 'Змінити замовлення',
          description:
            'Edits the place, patient, price lists, deposits and payment fields; `version` is required and a stale ' +
            'one answers 409 with `current` = the current order. A crm client clears the inline client data; the ' +
            'patient cannot change once a line is paid from a deposit; a filial sets its city. The stored cart is ' +
            're-priced with the new fields. A writeOffSumOfCashDeposit (kopiykas; null is 0) needs a crm client and is ' +
            'checked against the client’s cash deposit: when the part the cart takes would take the balance below ' +
            'zero the body must carry `confirmNegativeBalance: true`, else 422 `deposit_negative_balance` on ' +
            'write_off_sum_of_cash_deposit; the money moves at finish-cart, after which the sum cannot change. A ' +
            'write-off counts as using the deposits, so the patient cannot change then either. ' +
            insurerNote +
            'Allowed in states created … confirmed. ' +
            ownNote,
          params: orderIdParamsSchema,
          body: mcOrderPatchSchema,
          response: { 200: orderSchema, ...errors },
        },
      },
      async (req, reply) => ctx.mutate(req, reply, (m) => patchMcOrder(m, req.params.id, req.body)),
    )

    app.patch(
      '/api/v2/crm-orders/:id',
      {
        config: { auth: orderWrite },
        schema: {
          tags,
          summary: 'Змінити CRM-частину замовлення',
          description:
            'Edits the crm fields of spec 000 §3 (discounts, promo code, zero price, doctors, research, franchise, ' +
            'cito, passport data and the consent to personal-data processing) and the inline client; `version` as ' +
            'for the mc order. The cart is re-priced: a promo code that is not found or not active answers 422 ' +
            '{errors: {promo_code: [...]}}. ' +
            insurerNote +
            ownNote,
          params: orderIdParamsSchema,
          body: crmOrderPatchSchema,
          response: { 200: orderSchema, ...errors },
        },
      },
      async (req, reply) => ctx.mutate(req, reply, (m) => patchCrmOrder(m, req.params.id, req.body)),
    )

    await app.register(cartRoutes(ctx))
    await app.register(orderActionRoutes(ctx))
    await app.register(bookingRoutes(ctx))
    await app.register(pricingRefsRoutes(ctx))
  }
}
