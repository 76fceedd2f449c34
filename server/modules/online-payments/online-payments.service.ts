/**
 * Online card payments of orders (issue 27 §5): make a payment link for an order marked
 * isOnlinePayment, refresh a payment's status from its gateway, and apply a gateway's callback. The
 * gateway is called outside any database transaction; the payment row (its id the order reference) is
 * written first, so a repeat after a lost answer asks the gateway with the same reference.
 */
import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { DomainError } from '../../../domain/api/errors'
import {
  onlinePaymentMessages as msg,
  type OnlinePayment,
  type OnlinePaymentProvider,
} from '../../../domain/online-payments/online-payment.schema'
import {
  onlinePaymentSettingsRecord,
  type OnlinePaymentSettingsValues,
} from '../../../domain/online-payments/online-payment-settings.resources'
import type { Db } from '../../db/client'
import { onlinePayments } from '../../db/schema/online-payments'
import { createLiqpay } from '../../integrations/liqpay/liqpay'
import {
  GatewayError,
  type GatewayReport,
  type OnlinePaymentGateway,
} from '../../integrations/online-payment-gateway'
import { createWayforpay } from '../../integrations/wayforpay/wayforpay'
import { readSettingsRecord } from '../../lib/crud/settings-record-routes'
import { notFound } from '../../lib/versioned'
import type { AuthUser } from '../auth/auth.repo'
import { fiscaliseOrder } from '../cash-desk/fiscal-receipts.service'
import { assertMayEdit, visibleOrder } from '../orders/order-guard'
import { readSystemModules } from '../settings/system-modules.repo'
import { applyReport, paymentById, paymentsOfOrder, paymentView, type Applied } from './online-payments.repo'

export interface PaymentsContext {
  db: Db
  now: () => Date
  apiBase: string
}

/** The installation's gateway settings, the private key included (never answered by the API). */
export const readGatewaySettings = async (db: Db) =>
  (await readSettingsRecord(db, onlinePaymentSettingsRecord)) as unknown as OnlinePaymentSettingsValues

/** The configured gateway, or null when its keys are not set. */
export function gatewayOf(s: OnlinePaymentSettingsValues): OnlinePaymentGateway | null {
  if (!s.publicKey || !s.privateKey || (s.provider === 'wayforpay' && !s.merchantDomain)) return null
  return (s.provider === 'wayforpay' ? createWayforpay : createLiqpay)(s)
}

const gatewayFailure = () => new DomainError('payment_gateway_failure', 502, msg.gatewayFailure)
const refuse = (code: string, message: string) =>
  new DomainError(code, 422, message, { errors: { order: [message] } })

/** The callback path of `provider` under the API base. */
export const callbackPath = (apiBase: string, provider: OnlinePaymentProvider) =>
  `${apiBase}/api/public/payments/${provider}/callback`

/**
 * A payment link for the order: the order in the user's scope and theirs to change, marked for online
 * payment, not paid, with a sum to pay. A payment of the same sum still waiting is answered again
 * instead of a second one. `origin`: this server's address as the staff reach it (the callbacks' when
 * the settings name none).
 */
export async function createPayment(
  ctx: PaymentsContext,
  user: AuthUser,
  orderId: number,
  origin: string,
): Promise<OnlinePayment> {
  const order = await visibleOrder(ctx.db, user, orderId)
  assertMayEdit(user, order)
  if (!(await readSystemModules(ctx.db)).onlinePayment) throw refuse('online_payment_off', msg.moduleOff)
  if (!order.isOnlinePayment) throw refuse('order_not_online_payment', msg.notOnline)
  if (order.paymentStatus === 'paid') throw refuse('order_already_paid', msg.alreadyPaid)
  if (order.toPay <= 0) throw refuse('order_nothing_to_pay', msg.nothingToPay)
  const settings = await readGatewaySettings(ctx.db)
  const gateway = gatewayOf(settings)
  if (!gateway) throw refuse('online_payment_not_configured', msg.notConfigured)

  const waiting = (await paymentsOfOrder(ctx.db, order.id)).find(
    (p) =>
      p.provider === gateway.provider &&
      p.amount === order.toPay &&
      ['created', 'processing'].includes(p.status),
  )
  if (waiting?.checkoutUrl) return paymentView(waiting)
  const now = ctx.now()
  const row =
    waiting ??
    (
      await ctx.db
        .insert(onlinePayments)
        .values({
          id: randomUUID(),
          orderId: order.id,
          provider: gateway.provider,
          amount: order.toPay,
          createdBy: user.id,
          createdAt: now,
          updatedAt: now,
        })
        .returning()
    )[0]!
  let created: { checkoutUrl: string; providerPaymentId: string | null }
  try {
    created = await gateway.createPayment({
      reference: row.id,
      amount: row.amount,
      currency: 'UAH',
      description: `Оплата замовлення ${order.code}`,
      callbackUrl: `${settings.serverUrl.replace(/\/+$/, '') || origin}${callbackPath(ctx.apiBase, gateway.provider)}`,
      createdAt: row.createdAt,
    })
  } catch (e) {
    if (e instanceof GatewayError) throw gatewayFailure()
    throw e
  }
  const [saved] = await ctx.db
    .update(onlinePayments)
    .set({ checkoutUrl: created.checkoutUrl, providerPaymentId: created.providerPaymentId })
    .where(eq(onlinePayments.id, row.id))
    .returning()
  return paymentView(saved ?? row)
}

/** The order's payments (the order in the user's scope). */
export async function listPayments(ctx: PaymentsContext, user: AuthUser, orderId: number) {
  const order = await visibleOrder(ctx.db, user, orderId)
  return (await paymentsOfOrder(ctx.db, order.id)).map(paymentView)
}

/** Asks the gateway for the payment's status and applies it (the payment's order in the user's scope). */
export async function refreshPayment(
  ctx: PaymentsContext,
  user: AuthUser,
  id: string,
): Promise<OnlinePayment> {
  const row = await paymentById(ctx.db, id)
  if (!row) throw notFound()
  await visibleOrder(ctx.db, user, row.orderId)
  // Nothing moves a reversed payment; any other may still move (approved → reversed, declined → approved).
  if (row.status === 'reversed') return paymentView(row)
  const gateway = gatewayOf(await readGatewaySettings(ctx.db))
  if (!gateway || gateway.provider !== row.provider)
    throw refuse('online_payment_not_configured', msg.notConfigured)
  let report: GatewayReport | null
  try {
    report = await gateway.status(row.id)
  } catch (e) {
    if (e instanceof GatewayError) throw gatewayFailure()
    throw e
  }
  if (!report) return paymentView(row)
  const applied = await applyReport(ctx.db, report, ctx.now())
  if (applied) await fiscalisePaymentReceipts(ctx, applied)
  return paymentView(applied?.payment ?? row)
}

/**
 * A payment just approved or reversed: its sale or return receipt (stored with the change) goes to the
 * cash register's provider now, after the commit. The provider being away leaves the receipt pending
 * for «Фіскалізувати»; nothing here undoes the payment.
 */
export async function fiscalisePaymentReceipts(ctx: PaymentsContext, applied: Applied): Promise<void> {
  if (applied.movedFrom === null || !['approved', 'reversed'].includes(applied.payment.status)) return
  await fiscaliseOrder(ctx.db, ctx.now, applied.payment.orderId)
}

export type CallbackOutcome =
  | { kind: 'bad-signature' }
  | { kind: 'unknown' }
  | { kind: 'applied'; applied: Applied; answer: { contentType: string; body: string } }

/** A callback of `provider`: verified with the installation's keys, then applied. */
export async function handleCallback(
  ctx: PaymentsContext,
  provider: OnlinePaymentProvider,
  rawBody: string,
): Promise<CallbackOutcome> {
  const gateway = gatewayOf(await readGatewaySettings(ctx.db))
  const report = gateway?.provider === provider ? gateway.parseCallback(rawBody) : null
  if (!gateway || !report) return { kind: 'bad-signature' }
  const now = ctx.now()
  const applied = await applyReport(ctx.db, report, now)
  if (!applied) return { kind: 'unknown' }
  await fiscalisePaymentReceipts(ctx, applied)
  return { kind: 'applied', applied, answer: gateway.callbackAnswer(report, now) }
}
