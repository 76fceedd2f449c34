/**
 * The registry queue board as an event log (domain notes A2): every column change of a visit is one
 * appended row; an undo marks the row (undone_at/undone_by), never deletes it. The current column of
 * an order is the `to` of its last row not undone (none: `wait`). The out-of-turn mark is kept per visit.
 */
import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { users } from './auth'
import { orders } from './orders'

const at = (name: string) => timestamp(name, { withTimezone: true })
const columnCheck = (c: unknown) => sql`${c} IN ('wait', 'clinic', 'doctor', 'payment_awaiting', 'payed')`

export const queueTransitions = pgTable(
  'queue_transitions',
  {
    id: serial('id').primaryKey(),
    /** The client's uuid of the move (its Idempotency-Key). */
    uuid: uuid('uuid').notNull().unique(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromColumn: text('from_column').notNull(),
    toColumn: text('to_column').notNull(),
    movedBy: integer('moved_by').references(() => users.id, { onDelete: 'set null' }),
    movedAt: at('moved_at').notNull(),
    undoneAt: at('undone_at'),
    undoneBy: integer('undone_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('queue_transitions_order_idx').on(t.orderId, t.movedAt),
    check('queue_transitions_from_check', columnCheck(t.fromColumn)),
    check('queue_transitions_to_check', columnCheck(t.toColumn)),
  ],
)

/** A visit marked to be seen out of turn (first of its column). */
export const queueOutOfTurn = pgTable('queue_out_of_turn', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  outOfTurn: boolean('out_of_turn').notNull().default(false),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: at('updated_at').notNull(),
})
