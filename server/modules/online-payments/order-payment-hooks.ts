/**
 * What an online payment's outcome does to its order, in the same transaction as the payment's status
 * change: an approved payment marks the order paid and stores its sale receipt, a reversed one its
 * return receipt (the cash desk's receipt path, sent to the provider after the commit). It never closes
 * the order.
 */
import { and, eq, ne, sql } from 'drizzle-orm'
import type { Tx } from '../../db/client'
import { recordOnlinePaymentReturn, recordOnlinePaymentSale } from '../cash-desk/fiscal-receipts.service'
import { onlinePayments } from '../../db/schema/online-payments'
import { orders } from '../../db/schema/orders'

export type OnlinePaymentRow = typeof onlinePayments.$inferSelect

/** The payment was approved: its order's paymentStatus becomes paid, and its sale receipt is stored. */
export async function onOnlinePaymentApproved(tx: Tx, payment: OnlinePaymentRow): Promise<void> {
  await recordOnlinePaymentSale(tx, payment, payment.approvedAt ?? new Date())
  await tx
    .update(orders)
    .set({ paymentStatus: 'paid', version: sql`${orders.version} + 1`, updatedAt: new Date() })
    .where(and(eq(orders.id, payment.orderId), ne(orders.paymentStatus, 'paid')))
}

/**
 * An approved payment was reversed (refunded or voided): the order is no longer paid, unless another
 * of its online payments still stands approved, and its fiscalised sale receipt gets its return receipt.
 */
export async function onOnlinePaymentReversed(tx: Tx, payment: OnlinePaymentRow): Promise<void> {
  await recordOnlinePaymentReturn(tx, payment, payment.updatedAt)
  await tx
    .update(orders)
    .set({ paymentStatus: 'not_paid', version: sql`${orders.version} + 1`, updatedAt: new Date() })
    .where(
      and(
        eq(orders.id, payment.orderId),
        eq(orders.paymentStatus, 'paid'),
        sql`NOT EXISTS (SELECT 1 FROM ${onlinePayments} p WHERE p.order_id = ${payment.orderId}
            AND p.status = 'approved' AND p.id <> ${payment.id})`,
      ),
    )
}
