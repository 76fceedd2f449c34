/**
 * Online card payments (issue 27 §5): the staff's routes — make the payment link of an order, list the
 * order's payments, refresh one from its gateway — and the gateways' public callback routes
 * (payment-callbacks.routes.ts). Spec 000 §6 names no payment permission: a payment link changes the
 * order's money as closing it as paid does, so it is for those who may change the order (crmMcOrdersEditAll,
 * crmMcOrdersEditOwn on their own orders); the payments are read by whoever may read the order.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorBodySchema } from '../../../domain/api/errors'
import { idParam } from '../../../domain/api/scalars'
import {
  onlinePaymentListSchema,
  onlinePaymentSchema,
} from '../../../domain/online-payments/online-payment.schema'
import { orderRead, orderWrite } from '../../../domain/orders/order-access'
import type { AppContext } from '../../app-context'
import { emptyBodyAsObject } from '../../lib/optional-body'
import { requireUser } from '../../plugins/auth'
import { paymentCallbackRoutes } from './payment-callbacks.routes'
import * as service from './online-payments.service'

const tags = ['Онлайн-оплата']
const errors = {
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  422: errorBodySchema,
  502: errorBodySchema,
}
const scopeNote =
  ' An order outside the user’s scope answers 404 as a missing one. The gateway unreachable or refusing answers ' +
  "502 payment_gateway_failure 'Помилка при зверненні до платіжного шлюзу'."

export function onlinePaymentsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const pctx: service.PaymentsContext = { db: ctx.db, now: ctx.now, apiBase: ctx.config.apiBase }
  return async (app) => {
    await app.register(paymentCallbackRoutes(pctx))
    app.post(
      '/api/v2/mc-orders/:id/online-payment',
      {
        config: { auth: orderWrite },
        preValidation: emptyBodyAsObject,
        schema: {
          tags,
          summary: 'Оплата онлайн: посилання',
          description:
            'Makes a card payment of the order’s sum to pay at the configured gateway (LiqPay or WayForPay) and answers ' +
            'it with `checkoutUrl`, the page where the patient pays. A payment of the same sum still waiting is answered ' +
            'again. 422 when the order is not marked isOnlinePayment, is paid, has nothing to pay, the online-payment ' +
            'module is off or the gateway is not configured; 403 for an order the user may not change.' +
            scopeNote,
          params: z.object({ id: idParam() }),
          body: z.object({}).strict(),
          response: { 200: onlinePaymentSchema, ...errors },
        },
      },
      async (req) =>
        service.createPayment(pctx, requireUser(req), req.params.id, `${req.protocol}://${req.host}`),
    )
    app.get(
      '/api/v2/mc-orders/:id/online-payments',
      {
        config: { auth: orderRead },
        schema: {
          tags,
          summary: 'Онлайн-оплати замовлення',
          description: 'The order’s online payments, newest first.' + scopeNote,
          params: z.object({ id: idParam() }),
          response: { 200: onlinePaymentListSchema, ...errors },
        },
      },
      async (req) => ({ data: await service.listPayments(pctx, requireUser(req), req.params.id) }),
    )
    app.post(
      '/api/v2/online-payments/:paymentId/refresh',
      {
        config: { auth: orderRead },
        preValidation: emptyBodyAsObject,
        schema: {
          tags,
          summary: 'Оновити статус онлайн-оплати',
          description:
            'Asks the gateway for the payment’s status and applies it as a callback would (never backwards); ' +
            'an approved payment marks its order paid.' +
            scopeNote,
          params: z.object({ paymentId: z.uuid('Некоректний ідентифікатор платежу') }),
          body: z.object({}).strict(),
          response: { 200: onlinePaymentSchema, ...errors },
        },
      },
      async (req) => service.refreshPayment(pctx, requireUser(req), req.params.paymentId),
    )
  }
}
