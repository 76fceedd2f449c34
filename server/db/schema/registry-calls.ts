/**
 * Calls the registry made from its call list (issue 20 item 5): about an order, a previous entry or a
 * client; recorded offline too, so the device gives the uuid. `closes` is decided when the call is
 * stored (domain/registry/registry-calls.schema.ts): the row it was about leaves the list.
 */
import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { users } from './auth'
import { callResults, callTypes } from './call-center'
import { clients } from './clients'
import { timestamps } from './columns'
import { orders } from './orders'
import { previousEntries } from './previous-entries'

export const registryCalls = pgTable(
  'registry_calls',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    previousEntryId: integer('previous_entry_id').references(() => previousEntries.id, {
      onDelete: 'cascade',
    }),
    clientId: integer('client_id').references(() => clients.id),
    callTypeId: integer('call_type_id')
      .notNull()
      .references(() => callTypes.id),
    callResultId: integer('call_result_id')
      .notNull()
      .references(() => callResults.id),
    /** A key of the orderCallStates dictionary (GET /api/v2/order-call-state/reference). */
    orderCallState: text('order_call_state'),
    comment: text('comment'),
    closes: boolean('closes').notNull().default(false),
    madeBy: integer('made_by').references(() => users.id, { onDelete: 'set null' }),
    madeAt: timestamp('made_at', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [
    index('registry_calls_order_idx').on(t.orderId, t.madeAt),
    index('registry_calls_entry_idx').on(t.previousEntryId, t.madeAt),
    index('registry_calls_client_idx').on(t.clientId),
    check(
      'registry_calls_about',
      sql`${t.orderId} IS NOT NULL OR ${t.previousEntryId} IS NOT NULL OR ${t.clientId} IS NOT NULL`,
    ),
    check('registry_calls_comment_len', sql`${t.comment} IS NULL OR length(${t.comment}) <= 1000`),
  ],
)
