/**
 * Laboratory results (issue 22 item 5): one row per order × cart line × test × indicator, with the
 * range and flag worked out when the value was saved (so a later change of a normogroup does not rewrite
 * a result already given to the patient), entered → approved, and a row per change in lab_result_changes.
 */
import { sql } from 'drizzle-orm'
import {
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core'
import { labFlags } from '../../../domain/laboratory/lab-results.schema'
import { users } from './auth'
import { analyzers } from './lab-devices'
import { mcTests } from './lab'
import { orders } from './orders'

const at = (name: string) => timestamp(name, { withTimezone: true })

export const labResults = pgTable(
  'lab_results',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    mcTestId: integer('mc_test_id')
      .notNull()
      .references(() => mcTests.id),
    /** The test's line in the order's cart (0-based): a test ordered twice has two sets of results. */
    line: smallint('line').notNull(),
    indicatorCode: text('indicator_code').notNull(),
    value: text('value'),
    numericValue: doublePrecision('numeric_value'),
    /** The second measurement of a doubleResult test. */
    value2: text('value2'),
    numericValue2: doublePrecision('numeric_value2'),
    unit: text('unit'),
    /** The range that applied when saved, as printed. */
    normText: text('norm_text'),
    flag: text('flag', { enum: labFlags }).notNull().default('none'),
    flag2: text('flag2', { enum: labFlags }).notNull().default('none'),
    /** Typed, sent by an analyzer, or calculated by the indicator's formula from the others. */
    source: text('source', { enum: ['manual', 'analyzer', 'calculated'] })
      .notNull()
      .default('manual'),
    state: text('state', { enum: ['entered', 'approved'] })
      .notNull()
      .default('entered'),
    /** The analyzer that sent the value (source 'analyzer'). */
    analyzerId: integer('analyzer_id').references(() => analyzers.id, { onDelete: 'set null' }),
    /** When the analyzer measured it (its own clock), if it said. */
    measuredAt: at('measured_at'),
    enteredBy: integer('entered_by').references(() => users.id),
    enteredAt: at('entered_at').notNull().defaultNow(),
    approvedBy: integer('approved_by').references(() => users.id),
    approvedAt: at('approved_at'),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    unique('lab_results_line_uq').on(t.orderId, t.line, t.mcTestId, t.indicatorCode),
    index('lab_results_test_idx').on(t.mcTestId),
    check('lab_results_approved_by', sql`${t.state} <> 'approved' OR ${t.approvedAt} IS NOT NULL`),
  ],
)

/** Every change of a saved value: what it was and became, who changed it and when. */
export const labResultChanges = pgTable(
  'lab_result_changes',
  {
    id: serial('id').primaryKey(),
    resultId: integer('result_id')
      .notNull()
      .references(() => labResults.id, { onDelete: 'cascade' }),
    oldValue: text('old_value'),
    oldValue2: text('old_value2'),
    newValue: text('new_value'),
    newValue2: text('new_value2'),
    /** The state before the change: 'approved' when the change called for a new approval. */
    oldState: text('old_state', { enum: ['entered', 'approved'] }).notNull(),
    changedBy: integer('changed_by').references(() => users.id),
    changedAt: at('changed_at').notNull().defaultNow(),
  },
  (t) => [index('lab_result_changes_result_idx').on(t.resultId)],
)
