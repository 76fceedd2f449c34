/**
 * Online card payments of orders (issue 27 §5, spec 001 §4 card payment statuses): one row per payment
 * link; its id is made by us before the gateway is called and is the order reference the gateway knows,
 * so asking again never makes a second payment. The last callback is kept without personal data (the
 * gateway's status fields only), for the support desk.
 */
import { sql } from 'drizzle-orm'
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import type {
  OnlinePaymentProvider,
  OnlinePaymentStatus,
} from '../../../domain/online-payments/online-payment.schema'
import { users } from './auth'
import { orders } from './orders'

const at = (name: string) => timestamp(name, { withTimezone: true })

export const onlinePayments = pgTable(
  'online_payments',
  {
    id: uuid('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    provider: text('provider').$type<OnlinePaymentProvider>().notNull(),
    /** Kopiykas. */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('UAH'),
    status: text('status').$type<OnlinePaymentStatus>().notNull().default('created'),
    checkoutUrl: text('checkout_url'),
    providerPaymentId: text('provider_payment_id'),
    providerStatus: text('provider_status'),
    lastCallback: jsonb('last_callback').$type<Record<string, unknown>>(),
    lastCallbackAt: at('last_callback_at'),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    approvedAt: at('approved_at'),
  },
  (t) => [
    check(
      'online_payments_status_check',
      sql`${t.status} IN ('created', 'processing', 'approved', 'declined', 'expired', 'reversed')`,
    ),
    check('online_payments_provider_check', sql`${t.provider} IN ('liqpay', 'wayforpay')`),
    check('online_payments_amount_check', sql`${t.amount} > 0`),
    index('online_payments_order_idx').on(t.orderId, t.createdAt),
  ],
)
