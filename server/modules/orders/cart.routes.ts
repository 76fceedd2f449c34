/**
 * The cart calls of spec 000 §7: update-calculation (both paths), updated infos, check-carts, finish-cart,
 * check-test-before-remove.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorBodySchema } from '../../../domain/api/errors'
import { cartInputSchema } from '../../../domain/orders/cart.schema'
import {
  checkCartBodySchema,
  checkCartResponseSchema,
  finishCartBodySchema,
  updatedInfosResponseSchema,
} from '../../../domain/orders/order-actions.schema'
import {
  calculationResponseSchema,
  orderIdParamsSchema,
  orderSchema,
} from '../../../domain/orders/order.schema'
import {
  checkTestBeforeRemoveBodySchema,
  checkTestBeforeRemoveResponseSchema,
} from '../../../domain/orders/test-removal'
import type { AppContext } from '../../app-context'
import { requireUser } from '../../plugins/auth'
import { emptyBodyAsObject } from '../../lib/optional-body'
import { updateCalculation } from './calculation.service'
import { checkCarts, finishCart, updatedInfos } from './cart.service'
import { errors, orderRead, orderWrite, ownNote, scopeNote, tags } from './order-docs'
import { checkTestBeforeRemove } from './test-removal.service'

const calculationDoc =
  'Lists services, tests, products, materials: each line names its item id, quantity and the units paid from ' +
  'the deposit (services also doctor, slot, no-schedule; tests a barcode). A list sent replaces the stored ' +
  'one; a list left out stays; an empty body re-prices the stored cart (hard update). Prices, names and ' +
  'codes come from the database through domain/pricing — never from the request. A promo code that is not ' +
  'found or not active, or another `reject` problem of the engine, answers 422 keyed per field ' +
  '(promo_code, services.0, …). '

export function cartRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/v2/mc-orders/:id/update-calculation',
      {
        config: { auth: orderWrite },
        preValidation: emptyBodyAsObject,
        schema: {
          tags,
          summary: 'Перерахунок кошика',
          description:
            calculationDoc +
            'For orders without a payment type or payment-wait flow (payment orders use the after-payment call, ' +
            'else 422 `payment_order`). Editing moves created / cart_confirmed / cart_confirmed_by_client to ' +
            'cart_edited; a hard update keeps the state. ' +
            ownNote,
          params: orderIdParamsSchema,
          body: cartInputSchema,
          response: { 200: calculationResponseSchema, ...errors },
        },
      },
      async (req, reply) =>
        ctx.mutate(req, reply, (m) => updateCalculation(m, req.params.id, req.body, 'normal')),
    )

    app.patch(
      '/api/v2/mc-orders/:id/update-calculation-after-payment',
      {
        config: { auth: orderWrite },
        preValidation: emptyBodyAsObject,
        schema: {
          tags,
          summary: 'Перерахунок кошика після оплати',
          description:
            calculationDoc +
            'Only for payment orders (a payment type or a payment-wait flow; else 422 `not_payment_order`). In ' +
            'states confirmed and done_part the state is kept; before confirmation it behaves as update-calculation.',
          params: orderIdParamsSchema,
          body: cartInputSchema,
          response: { 200: calculationResponseSchema, ...errors },
        },
      },
      async (req, reply) =>
        ctx.mutate(req, reply, (m) => updateCalculation(m, req.params.id, req.body, 'after_payment')),
    )

    app.get(
      '/api/v2/cart-get-updated-infos/:id',
      {
        config: { auth: orderRead },
        schema: {
          tags,
          summary: 'Актуальна інформація про ціни кошика',
          description:
            'Re-prices the stored cart against today’s reference data and answers the price info; writes nothing. ' +
            'Also answers the warehouse the order’s products are written off from when it is finished (the first ' +
            'warehouse by id of the order’s filial; null when the filial has none) and, per product of the cart, its ' +
            'unexpired stock there in use units and whole storage units, so the cart can warn; a shortfall never ' +
            'stops the order. ' +
            scopeNote,
          params: orderIdParamsSchema,
          response: {
            200: updatedInfosResponseSchema,
            401: errorBodySchema,
            403: errorBodySchema,
            404: errorBodySchema,
          },
        },
      },
      async (req) => updatedInfos(ctx.db, requireUser(req), req.params.id, ctx.now()),
    )

    app.patch(
      '/api/v2/check-carts/:id',
      {
        config: { auth: orderWrite },
        preValidation: emptyBodyAsObject,
        schema: {
          tags,
          summary: 'Перевірка кошика',
          description:
            'Runs the rules of spec 000 §5 on the stored order and answers 422 with `errors` keyed per field: a ' +
            'patient (crm_client_id), passport data (passport_data), the consent to personal-data processing ' +
            '(personal_data_consent), the engine’s reject problems (promo_code, …), a barcode used twice or in ' +
            'another order (tests.N.barcode), an external code used in another order (external_api_order_code). ' +
            'With `confirm: true` also unpublished positions and other blocking problems, an empty cart (cart), and ' +
            'on success the order becomes cart_confirmed (from created, cart_edited). Without it nothing is written.',
          params: orderIdParamsSchema,
          body: checkCartBodySchema,
          response: { 200: checkCartResponseSchema, ...errors },
        },
      },
      async (req, reply) =>
        ctx.mutate(req, reply, (m) => checkCarts(m, req.params.id, req.body.confirm ?? false)),
    )

    app.patch(
      '/api/v2/mc-orders/:id/finish-cart',
      {
        config: { auth: orderWrite },
        schema: {
          tags,
          summary: 'Завершити оформлення кошика',
          description:
            'cart_confirmed or cart_confirmed_by_client → confirmed. `payFromInsuranceCompany: true` needs the ' +
            'order’s insurance company and marks the order for billing the insurer. In the same transaction the ' +
            'order’s cash deposit write-off — the part of writeOffSumOfCashDeposit the cart takes (the engine’s ' +
            'cashDepositAmount, never more than the patient owes) — is taken from the client’s cash deposit, once per ' +
            'order. When it would take the balance below zero the body must carry `confirmNegativeBalance: true`, ' +
            'else 422 `deposit_negative_balance` on write_off_sum_of_cash_deposit saying by how much; a write-off ' +
            'for an order without a crm client answers 422 on the same field.',
          params: orderIdParamsSchema,
          body: finishCartBodySchema,
          response: { 200: orderSchema, ...errors },
        },
      },
      async (req, reply) => ctx.mutate(req, reply, (m) => finishCart(m, req.params.id, req.body)),
    )

    app.post(
      '/api/v2/mc-orders/:id/check-test-before-remove',
      {
        config: { auth: orderWrite },
        schema: {
          tags,
          summary: 'Чи можна видалити аналіз з кошика',
          description:
            'Asked before a test line is removed (spec 000 §2.8); writes nothing. Answers `{data: {allowed, reason}}`: ' +
            '`allowed: false` with the reason in Ukrainian when the order’s state no longer lets the cart change ' +
            '(done_part, done, payed_cash, deleted), when the test’s tube is already labelled (the line has a ' +
            'barcode), or when units of it were already debited from the client’s deposit; the PWA then removes the ' +
            'line only if the user confirms. A test that is not in the cart answers 422 on test_id. ' +
            ownNote,
          params: orderIdParamsSchema,
          body: checkTestBeforeRemoveBodySchema,
          response: { 200: checkTestBeforeRemoveResponseSchema, ...errors },
        },
      },
      async (req) => checkTestBeforeRemove(ctx.db, requireUser(req), req.params.id, req.body.testId),
    )
  }
}
