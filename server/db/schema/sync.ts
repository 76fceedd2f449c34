/**
 * The exactly-once and change-feed tables of the offline core (ARCHITECTURE.md §4): stored answers of
 * mutating requests by Idempotency-Key, and the change log that GET /api/v2/sync/pull reads. Both are
 * written by server/lib/mutation.ts in the same transaction as the change itself.
 */
import {
  bigserial,
  index,
  integer,
  json,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'
import { users } from './auth'

/** One row per (user, key): the request's fingerprint and the answer it got. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    key: text('key').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    method: text('method').notNull(),
    path: text('path').notNull(),
    /** sha256 (hex) of method, path and the canonical JSON body. */
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code').notNull(),
    /** The answer's JSON text as sent (json, not jsonb: stored and replayed whole, never queried inside). */
    response: json('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // A key is private to its user: the same key of another user is another row.
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
)

/**
 * Every change of a synced entity. `cursor` grows in commit order (writers take an advisory lock
 * before inserting), so a reader never skips a row committed late. Private scopes carry the owner.
 */
export const changeLog = pgTable(
  'change_log',
  {
    cursor: bigserial('cursor', { mode: 'number' }).primaryKey(),
    scope: text('scope').notNull(),
    entity: text('entity').notNull(),
    entityId: integer('entity_id').notNull(),
    uuid: uuid('uuid'),
    op: text('op', { enum: ['upsert', 'delete'] }).notNull(),
    ownerUserId: integer('owner_user_id').references(() => users.id, { onDelete: 'cascade' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('change_log_scope_cursor_idx').on(t.scope, t.cursor),
    index('change_log_owner_idx').on(t.ownerUserId),
  ],
)
