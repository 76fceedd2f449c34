/**
 * Laboratory devices and labels: the analyzers the listener talks to (spec 001 §2 laboratory/analyzers,
 * §4 listener states; domain notes B) with the mapping of their test codes to ours, and the barcodes
 * on the tubes of orders (spec 000 §5: never empty, never used by two orders) with the counter that
 * issues new ones.
 */
import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { editable } from './columns'
import { mcTests } from './lab'
import { orders } from './orders'

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '))

/**
 * Analyzers (domain/laboratory/analyzers.resource.ts). Two active analyzers never share a host and port
 * ('Цей порт вже використовує інший аналізатор'); the listener state is written by the listener only.
 */
export const analyzers = pgTable(
  'analyzers',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    model: text('model'),
    protocol: text('protocol').notNull(),
    host: text('host').notNull(),
    port: integer('port').notNull(),
    direction: text('direction').notNull().default('analyzer'),
    encoding: text('encoding').notNull().default('utf-8'),
    sampleIdField: text('sample_id_field').notNull(),
    active: boolean('active').notNull().default(true),
    listenerState: text('listener_state').notNull().default('stopped'),
    ...editable,
  },
  (t) => [
    check('analyzers_protocol_ck', sql`${t.protocol} IN (${inList(['astm', 'hl7'])})`),
    check(
      'analyzers_direction_ck',
      sql`${t.direction} IN (${inList(['analyzer', 'query', 'bidirectional'])})`,
    ),
    check('analyzers_encoding_ck', sql`${t.encoding} IN (${inList(['utf-8', 'windows-1251', 'latin1'])})`),
    check(
      'analyzers_listener_state_ck',
      sql`${t.listenerState} IN (${inList(['started', 'stopping', 'stopped'])})`,
    ),
    check('analyzers_port_ck', sql`${t.port} BETWEEN 1 AND 65535`),
    check('analyzers_sample_id_field_ck', sql`${t.sampleIdField} LIKE ${t.protocol} || ':%'`),
    uniqueIndex('analyzers_active_host_port_uq')
      .on(sql`lower(${t.host})`, t.port)
      .where(sql`${t.active}`),
  ],
)

/**
 * The analyzer's test codes and the test (and, once tests have indicators, the indicator) each result
 * goes to; saved whole per analyzer (PUT …/analyzers/{id}/test-codes).
 */
export const analyzerTestCodes = pgTable(
  'analyzer_test_codes',
  {
    id: serial('id').primaryKey(),
    analyzerId: integer('analyzer_id')
      .notNull()
      .references(() => analyzers.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    mcTestId: integer('mc_test_id')
      .notNull()
      .references(() => mcTests.id),
    /** The indicator of the test the value fills (free text until tests have indicators). */
    indicatorCode: text('indicator_code'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    unique('analyzer_test_codes_code_uq').on(t.analyzerId, t.code),
    index('analyzer_test_codes_mc_test_idx').on(t.mcTestId),
  ],
)

/**
 * Every barcode an order's test lines carry (orders.cart_data->'tests'[].barcode), written in the same
 * transaction as the cart: the primary key is what keeps one barcode to one order, also when two carts
 * are saved at the same moment.
 */
export const orderBarcodes = pgTable(
  'order_barcodes',
  {
    barcode: text('barcode').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_barcodes_order_idx').on(t.orderId),
    check('order_barcodes_not_blank', sql`btrim(${t.barcode}) <> ''`),
  ],
)

/** The counter new barcodes are numbered by (one row, key 'barcode'); raised by UPDATE … RETURNING. */
export const barcodeCounters = pgTable(
  'barcode_counters',
  {
    key: text('key').notNull(),
    lastValue: bigint('last_value', { mode: 'number' }).notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.key] }), check('barcode_counters_non_negative', sql`${t.lastValue} >= 0`)],
)
