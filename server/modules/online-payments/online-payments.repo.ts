/**
 * The online_payments rows: the view the API answers, the order's payments, and applying a gateway's
 * report (a callback or a status answer) under the row's lock, so two callbacks of one payment arriving
 * together are applied one after the other and a stale one changes nothing but the last callback kept.
 */
import { desc, eq } from 'drizzle-orm'
import { z } from 'zod'
import {
  nextPaymentStatus,
  onlinePaymentStatusLabels,
  type OnlinePayment,
} from '../../../domain/online-payments/online-payment.schema'
import type { Db, Tx } from '../../db/client'
import { onlinePayments } from '../../db/schema/online-payments'
import type { GatewayReport } from '../../integrations/online-payment-gateway'
import {
  onOnlinePaymentApproved,
  onOnlinePaymentReversed,
  type OnlinePaymentRow,
} from './order-payment-hooks'

export function paymentView(r: OnlinePaymentRow): OnlinePayment {
  return {
    id: r.id,
    orderId: r.orderId,
    provider: r.provider,
    amount: r.amount,
    currency: r.currency,
    status: r.status,
    statusLabel: onlinePaymentStatusLabels[r.status],
    checkoutUrl: r.checkoutUrl,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  }
}

/** The order's payments, newest first. */
export const paymentsOfOrder = (db: Db | Tx, orderId: number) =>
  db
    .select()
    .from(onlinePayments)
    .where(eq(onlinePayments.orderId, orderId))
    .orderBy(desc(onlinePayments.createdAt))

export async function paymentById(db: Db | Tx, id: string): Promise<OnlinePaymentRow | undefined> {
  if (!z.uuid().safeParse(id).success) return undefined
  const [row] = await db.select().from(onlinePayments).where(eq(onlinePayments.id, id))
  return row
}

export interface Applied {
  payment: OnlinePaymentRow
  /** The status it moved from, when it moved. */
  movedFrom: OnlinePaymentRow['status'] | null
}

/**
 * Applies what the gateway says of a payment: the status moves only forward (domain rule
 * nextPaymentStatus) and only when the gateway's sum is the payment's; the order is marked in the same
 * transaction. undefined when the reference is no payment of ours.
 */
export async function applyReport(db: Db, report: GatewayReport, now: Date): Promise<Applied | undefined> {
  if (!z.uuid().safeParse(report.reference).success) return undefined
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(onlinePayments)
      .where(eq(onlinePayments.id, report.reference))
      .for('update')
    if (!row) return undefined
    const sumAgrees = report.amount === null || report.amount === row.amount
    const next = report.status && sumAgrees ? nextPaymentStatus(row.status, report.status) : null
    const [saved] = await tx
      .update(onlinePayments)
      .set({
        lastCallback: { ...report.raw, ...(sumAgrees ? {} : { amountMismatch: true }) },
        lastCallbackAt: now,
        ...(next
          ? {
              status: next,
              providerStatus: report.providerStatus,
              providerPaymentId: report.providerPaymentId ?? row.providerPaymentId,
              updatedAt: now,
              ...(next === 'approved' ? { approvedAt: now } : {}),
            }
          : {}),
      })
      .where(eq(onlinePayments.id, row.id))
      .returning()
    const payment = saved ?? row
    if (next === 'approved') await onOnlinePaymentApproved(tx, payment)
    if (next === 'reversed') await onOnlinePaymentReversed(tx, payment)
    return { payment, movedFrom: next ? row.status : null }
  })
}
