/**
 * Fiscal receipts of orders (issue 27 §3): a sale receipt when an order is closed as paid with a payment
 * type that needs one, and a return receipt linked to its sale. The row — with the id the provider will
 * know the receipt by — is stored before the first call to the provider, in the same transaction as the
 * payment; the provider is called after the commit and the outcome recorded after that. A receipt left
 * `pending` (provider not reached) is sent again with the same id, so it is fiscalised once.
 */
import { sql } from 'drizzle-orm'
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core'
import type { FiscalReceiptLine } from '../../../domain/cash-desk/fiscal-receipt.schema'
import { users } from './auth'
import { cashShifts } from './cash-desk'
import { orders } from './orders'
import { cashRegisters } from './staff-users'

const at = (name: string) => timestamp(name, { withTimezone: true })

export const fiscalReceipts = pgTable(
  'fiscal_receipts',
  {
    id: uuid('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    kind: text('kind', { enum: ['sale', 'return'] }).notNull(),
    /** The sale a return belongs to. */
    relatedReceiptId: uuid('related_receipt_id').references((): AnyPgColumn => fiscalReceipts.id),
    registerId: integer('register_id')
      .notNull()
      .references(() => cashRegisters.id),
    shiftId: integer('shift_id').references(() => cashShifts.id),
    paymentKind: text('payment_kind', { enum: ['cash', 'cashless'] }).notNull(),
    lines: jsonb('lines').$type<FiscalReceiptLine[]>().notNull(),
    total: integer('total').notNull(),
    /** offline: given a reserved offline number while the provider was not reached, waiting for the upload. */
    state: text('state', { enum: ['pending', 'offline', 'done', 'failed'] })
      .notNull()
      .default('pending'),
    fiscalCode: text('fiscal_code'),
    pageUrl: text('page_url'),
    lastError: text('last_error'),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: at('created_at').notNull(),
    fiscalisedAt: at('fiscalised_at'),
    /** The offline fiscal number it was given, and when (the receipt's fiscal date). */
    offlineCode: text('offline_code'),
    offlineAt: at('offline_at'),
  },
  (t) => [
    check('fiscal_receipts_total_positive', sql`${t.total} > 0`),
    check(
      'fiscal_receipts_return_related',
      sql`(${t.kind} = 'return') = (${t.relatedReceiptId} IS NOT NULL)`,
    ),
    // One sale per order (it is closed as paid once) and one return per sale (the whole of it).
    uniqueIndex('fiscal_receipts_one_sale_idx')
      .on(t.orderId)
      .where(sql`${t.kind} = 'sale'`),
    uniqueIndex('fiscal_receipts_one_return_idx')
      .on(t.relatedReceiptId)
      .where(sql`${t.kind} = 'return'`),
    index('fiscal_receipts_shift_idx').on(t.shiftId),
    index('fiscal_receipts_register_state_idx').on(t.registerId, t.state),
  ],
)
