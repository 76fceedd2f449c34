/**
 * Protocol requests (spec 000 §7 POST /api/v2/protocol-from-orders): a doctor asks for the protocol of
 * one line of an order's cart — a service, a test, or a test inside a package. The request is
 * stored first; the protocol written for it (below) shares its id.
 */
import { sql } from 'drizzle-orm'
import {
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import type { ProtocolSheet } from '../../../domain/protocols/protocol.schema'
import { protocolableTypes, protocolRequestStates } from '../../../domain/protocols/protocol-request.schema'
import { users } from './auth'
import { clients } from './clients'
import { mcTests } from './lab'
import { orders } from './orders'
import { protocolDeleteReasons } from './dictionaries'
import { staff } from './staff'

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

/**
 * The protocol written for a stored request (domain/protocols/protocol.schema.ts): its id is the
 * request's id, so one request has at most one protocol. The templates are kept as they were when first
 * chosen (`sheets`: each a copy of the template with the values typed), so changing a template later
 * never changes a written protocol.
 */
export const protocols = pgTable(
  'protocols',
  {
    id: integer('id')
      .primaryKey()
      .references(() => protocolRequests.id),
    state: text('state', { enum: ['saved', 'approved', 'deleted'] }).notNull(),
    version: integer('version').notNull().default(1),
    sheets: jsonb('sheets').$type<ProtocolSheet[]>().notNull(),
    doctorId: integer('doctor_id')
      .notNull()
      .references(() => staff.id),
    assistantId: integer('assistant_id').references(() => staff.id),
    visitAt: timestamp('visit_at', { withTimezone: true }).notNull(),
    nextVisitDate: date('next_visit_date', { mode: 'string' }),
    conclusion: text('conclusion').notNull().default(''),
    comment: text('comment').notNull().default(''),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
    savedBy: integer('saved_by').references(() => users.id),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    approvedBy: integer('approved_by').references(() => users.id),
    autoApproved: boolean('auto_approved').notNull().default(false),
    /** When a saved protocol is approved by itself; null when only by hand. */
    autoApproveAt: timestamp('auto_approve_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedBy: integer('deleted_by').references(() => users.id),
    deleteReasonId: integer('delete_reason_id').references(() => protocolDeleteReasons.id),
  },
  (t) => [
    // The auto-approval sweep reads only the saved protocols that have a time.
    index('protocols_auto_approve_idx')
      .on(t.autoApproveAt)
      .where(sql`${t.state} = 'saved' and ${t.autoApproveAt} is not null`),
    index('protocols_doctor_idx').on(t.doctorId),
  ],
)

/** Every change of a protocol (spec 001 §3: saved, approved — by hand or by itself — deleted), oldest first. */
export const protocolLog = pgTable(
  'protocol_log',
  {
    id: serial('id').primaryKey(),
    protocolId: integer('protocol_id')
      .notNull()
      .references(() => protocols.id),
    action: text('action', {
      enum: ['saved', 'approved', 'auto_approved', 'deleted', 'file_added', 'file_deleted'],
    }).notNull(),
    /** The protocol's version after the change (files do not change it). */
    version: integer('version').notNull(),
    /** The file added or deleted (file_added, file_deleted). */
    fileId: integer('file_id').references(() => protocolFiles.id),
    /** Null for the automatic approval. */
    userId: integer('user_id').references(() => users.id),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('protocol_log_protocol_idx').on(t.protocolId)],
)

/** Raw bytes: PGlite reads bytea as a Uint8Array, node-postgres as a Buffer; both come back a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v.buffer, v.byteOffset, v.byteLength)),
})

/**
 * Files attached to a saved protocol (domain/protocols/protocol-files.schema.ts): at most 10 live ones
 * of at most 5 MB, kept in the database with the rest of the protocol (backed up and replicated with
 * it). `uuid` is the device's, so an upload replayed by the outbox is stored once. Deleted ones are
 * kept (soft delete) for the protocol's history.
 */
export const protocolFiles = pgTable(
  'protocol_files',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique(),
    protocolId: integer('protocol_id')
      .notNull()
      .references(() => protocols.id),
    name: text('name').notNull(),
    type: text('type').notNull(),
    size: integer('size').notNull(),
    content: bytea('content').notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
    uploadedBy: integer('uploaded_by').references(() => users.id),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedBy: integer('deleted_by').references(() => users.id),
  },
  (t) => [
    index('protocol_files_protocol_idx')
      .on(t.protocolId)
      .where(sql`${t.deletedAt} is null`),
  ],
)
