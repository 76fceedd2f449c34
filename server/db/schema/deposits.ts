/**
 * Client deposits (spec 000 §3 "Deposits", §5 "Cart and deposit rules"): money a client has paid in
 * advance, one balance per deposit type (the depositTypes dictionary: 'cash' is the cash deposit an
 * order's writeOffSumOfCashDeposit draws on). Every change is a row of the append-only movement
 * ledger, written in the same transaction as the balance, so a balance is always the sum of its
 * movements; the balance row is what a write-off locks. Money in integer kopiykas.
 */
import { sql } from 'drizzle-orm'
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { depositMovementKinds } from '../../../domain/deposits/deposit.schema'
import { users } from './auth'
import { clients } from './clients'
import { orders } from './orders'

const at = (name: string) => timestamp(name, { withTimezone: true }).notNull().defaultNow()

export const clientDeposits = pgTable(
  'client_deposits',
  {
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    /** A key of the depositTypes dictionary. */
    type: text('type').notNull(),
    /** Kopiykas; negative only after a write-off the cashier confirmed. */
    balance: integer('balance').notNull().default(0),
    updatedAt: at('updated_at'),
  },
  (t) => [primaryKey({ name: 'client_deposits_pk', columns: [t.clientId, t.type] })],
)

export const clientDepositMovements = pgTable(
  'client_deposit_movements',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    type: text('type').notNull(),
    kind: text('kind', { enum: depositMovementKinds }).notNull(),
    /** Kopiykas: positive adds to the balance, negative takes from it. */
    amount: integer('amount').notNull(),
    orderId: integer('order_id').references(() => orders.id),
    comment: text('comment'),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: at('created_at'),
  },
  (t) => [
    index('client_deposit_movements_client_idx').on(t.clientId, t.createdAt),
    // An order's cash deposit is written off once, however often its finish is retried.
    uniqueIndex('client_deposit_movements_order_write_off_uq')
      .on(t.orderId, t.type)
      .where(sql`${t.kind} = 'write_off'`),
    check('client_deposit_movements_amount_non_zero', sql`${t.amount} <> 0`),
  ],
)
