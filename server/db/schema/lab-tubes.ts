/**
 * Laboratory tubes (issue 22 item 1): the samples of a confirmed order, grouped by the server's
 * calculatedContainers (container type, lab department, volume), each with a barcode unique across all
 * orders (also held in order_barcodes, whose primary key is the rule for every order barcode). A tube's
 * state moves only along domain/laboratory/tube-states.ts; each of its tests carries the
 * orderMcTestStates key that follows the tube.
 */
import { sql } from 'drizzle-orm'
import {
  check,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core'
import { tubeStates } from '../../../domain/laboratory/tube-states'
import { users } from './auth'
import { containers, departments, mcTests } from './lab'
import { orders } from './orders'

const at = (name: string) => timestamp(name, { withTimezone: true })
const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '))

export const labTubes = pgTable(
  'lab_tubes',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    barcode: text('barcode').notNull().unique(),
    containerId: integer('container_id')
      .notNull()
      .references(() => containers.id),
    departmentId: integer('department_id').references(() => departments.id),
    /** Sum of the tests' sample volumes, ml; null when some are unknown. */
    volumeMl: numeric('volume_ml', { precision: 8, scale: 2, mode: 'number' }),
    state: text('state').notNull().default('new'),
    collectedAt: at('collected_at'),
    collectedBy: integer('collected_by').references(() => users.id),
    sentAt: at('sent_at'),
    sentBy: integer('sent_by').references(() => users.id),
    /** One id per hand-over call: the batch the courier takes. */
    handOverBatch: uuid('hand_over_batch'),
    receivedAt: at('received_at'),
    receivedBy: integer('received_by').references(() => users.id),
    rejectedAt: at('rejected_at'),
    rejectedBy: integer('rejected_by').references(() => users.id),
    rejectionReason: text('rejection_reason'),
    version: integer('version').notNull().default(1),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('lab_tubes_order_idx').on(t.orderId),
    index('lab_tubes_batch_idx').on(t.handOverBatch),
    check('lab_tubes_state_ck', sql`${t.state} IN (${inList(tubeStates)})`),
    check('lab_tubes_barcode_not_blank', sql`btrim(${t.barcode}) <> ''`),
    check(
      'lab_tubes_rejection_reason',
      sql`${t.state} <> 'rejected' OR length(btrim(coalesce(${t.rejectionReason}, ''))) >= 3`,
    ),
  ],
)

/**
 * The tests sampled into a tube. `lineTestId` is the cart line the test comes from (the test itself, or
 * the package that holds it): cart lines are keyed by their test id, one line per test. A test is in one
 * tube of its order at a time.
 */
export const labTubeTests = pgTable(
  'lab_tube_tests',
  {
    id: serial('id').primaryKey(),
    tubeId: integer('tube_id')
      .notNull()
      .references(() => labTubes.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    lineTestId: integer('line_test_id').notNull(),
    mcTestId: integer('mc_test_id')
      .notNull()
      .references(() => mcTests.id),
    /** An orderMcTestStates key (domain/laboratory/tube-states.ts testStateOfTube). */
    state: text('state').notNull().default('new'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    unique('lab_tube_tests_order_test_uq').on(t.orderId, t.mcTestId),
    index('lab_tube_tests_tube_idx').on(t.tubeId),
  ],
)
