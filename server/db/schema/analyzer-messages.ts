/**
 * What the analyzers send (issue 22 item 4; domain notes B4: "persist every raw session before
 * parsing"): every message as it arrived — bytes and decoded text — written before it is parsed, so a
 * message that fails to parse or a mapping fixed later can be looked at and parsed again; and the
 * results read from it, each matched by its sample id (barcode, order_barcodes) to an order and by the
 * analyzer's code (analyzer_test_codes) to our test. A result that could not be matched is kept with the
 * reason. A message replayed or sent twice never stores its results twice (analyzer_results_key_uq).
 */
import { sql } from 'drizzle-orm'
import {
  check,
  customType,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { unmatchedReasons } from '../../../domain/laboratory/analyzer-listener.schema'
import { analyzers } from './lab-devices'
import { mcTests } from './lab'
import { orders } from './orders'

/** Raw bytes: PGlite reads bytea as a Uint8Array, node-postgres as a Buffer; both come back a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v.buffer, v.byteOffset, v.byteLength)),
})

export const analyzerMessages = pgTable(
  'analyzer_messages',
  {
    id: serial('id').primaryKey(),
    analyzerId: integer('analyzer_id')
      .notNull()
      .references(() => analyzers.id, { onDelete: 'cascade' }),
    /** The peer's address and port, e.g. 10.0.0.7:50122. */
    peer: text('peer').notNull(),
    protocol: text('protocol').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    /** Every byte of the session (ASTM: ENQ … EOT with the framing; HL7: the message between VT and FS CR). */
    raw: bytea('raw').notNull(),
    /** The message's text in the analyzer's encoding (ASTM: the joined frame texts). */
    text: text('text').notNull(),
    /** pending until parsed; ok; error (not parsed, or a transfer the peer broke off). */
    parseState: text('parse_state').notNull().default('pending'),
    error: text('error'),
    resultCount: integer('result_count').notNull().default(0),
  },
  (t) => [
    index('analyzer_messages_analyzer_idx').on(t.analyzerId, t.id),
    check('analyzer_messages_protocol_ck', sql`${t.protocol} IN ('astm', 'hl7')`),
    check('analyzer_messages_parse_state_ck', sql`${t.parseState} IN ('pending', 'ok', 'error')`),
  ],
)

export const analyzerResults = pgTable(
  'analyzer_results',
  {
    id: serial('id').primaryKey(),
    messageId: integer('message_id')
      .notNull()
      .references(() => analyzerMessages.id, { onDelete: 'cascade' }),
    analyzerId: integer('analyzer_id')
      .notNull()
      .references(() => analyzers.id, { onDelete: 'cascade' }),
    /** The tube's barcode as the analyzer sent it (trimmed). */
    sampleId: text('sample_id').notNull(),
    analyzerCode: text('analyzer_code').notNull(),
    mcTestId: integer('mc_test_id').references(() => mcTests.id, { onDelete: 'set null' }),
    indicatorCode: text('indicator_code'),
    value: text('value').notNull(),
    units: text('units').notNull().default(''),
    referenceRange: text('reference_range').notNull().default(''),
    /** The analyzer's abnormal flag (L, H, N, LL, HH, A…; HL7 OBX-8). */
    flag: text('flag').notNull().default(''),
    /** F final, C correction, P preliminary… (ASTM R-9, HL7 OBX-11). */
    status: text('status').notNull().default(''),
    measuredAt: timestamp('measured_at', { withTimezone: true }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /**
     * Why the result did not become the order's result: not matched (no_mapping, unknown_barcode), or
     * matched but kept out of lab_results (approved, newer_manual, invalid_value…: unmatchedReasons);
     * null when it was written into lab_results (or changed nothing there).
     */
    unmatchedReason: text('unmatched_reason'),
    /** The result's identity within the analyzer (sample, code, time, value, status): a replay stores nothing. */
    resultKey: text('result_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('analyzer_results_key_uq').on(t.analyzerId, t.resultKey),
    index('analyzer_results_analyzer_idx').on(t.analyzerId, t.id),
    index('analyzer_results_sample_idx').on(t.sampleId),
    index('analyzer_results_order_idx').on(t.orderId),
    check(
      'analyzer_results_unmatched_ck',
      sql`${t.unmatchedReason} IS NULL OR ${t.unmatchedReason} IN (${sql.raw(
        Object.keys(unmatchedReasons)
          .map((k) => `'${k}'`)
          .join(', '),
      )})`,
    ),
  ],
)
