/**
 * Protocol requests (spec 000 §7 POST /api/v2/protocol-from-orders): a doctor asks for the protocol of
 * one line of an order's cart — a service, a test, or a test inside a package. Only the request is
 * stored for now; the protocols themselves (their templates and results) come with the protocols area,
 * which will turn each request into a protocol.
 */
import { sql } from 'drizzle-orm'
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { protocolableTypes, protocolRequestStates } from '../../../domain/protocols/protocol-request.schema'
import { users } from './auth'
import { clients } from './clients'
import { mcTests } from './lab'
import { orders } from './orders'

export const protocolRequests = pgTable(
  'protocol_requests',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid')
      .notNull()
      .unique()
      .default(sql`gen_random_uuid()`),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    clientId: integer('client_id').references(() => clients.id),
    /** What the protocol is about: a service line or a test line of the order's cart. */
    protocolableType: text('protocolable_type', { enum: protocolableTypes }).notNull(),
    /** The service's or the test's id (the cart line's id). */
    protocolableId: integer('protocolable_id').notNull(),
    /** The package the test was ordered in; null for a test ordered on its own or a service. */
    packageTestId: integer('package_test_id').references(() => mcTests.id),
    state: text('state', { enum: protocolRequestStates }).notNull().default('requested'),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One request per line: asking again answers the stored request.
    uniqueIndex('protocol_requests_line_uq').on(
      t.orderId,
      t.protocolableType,
      t.protocolableId,
      sql`coalesce(${t.packageTestId}, 0)`,
    ),
    index('protocol_requests_client_idx').on(t.clientId),
  ],
)
