/**
 * Orders (spec 000 §3 "Order"). For now only what an empty order needs (§2.9: created from the header
 * in state 'created'); the orders area extends the table with payment, place, price lists and the cart.
 */
import { index, integer, pgSequence, pgTable, serial, text } from 'drizzle-orm/pg-core'
import { users } from './auth'
import { clients } from './clients'
import { editable } from './columns'
import { cities, filials } from './places'

/** Numbers the human-readable order codes (MC-000123); separate from ids so codes never depend on them. */
export const orderCodeSeq = pgSequence('orders_code_seq', { startWith: 1 })

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    ...editable,
    code: text('code').notNull().unique(),
    /** A code of domain/orders/order-states.ts. */
    state: text('state').notNull().default('created'),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    cityId: integer('city_id').references(() => cities.id),
    filialId: integer('filial_id').references(() => filials.id),
    clientId: integer('client_id').references(() => clients.id),
  },
  (t) => [
    index('orders_created_by_idx').on(t.createdBy),
    index('orders_client_idx').on(t.clientId),
    index('orders_state_idx').on(t.state),
  ],
)
