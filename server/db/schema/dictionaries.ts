/**
 * Simple configurable lists: one generic key/value table for small enumerations (genders, invoice
 * types, currencies...) and the reason lists that settings screens and the PWA edit.
 */
import { index, integer, jsonb, pgTable, serial, text, unique } from 'drizzle-orm/pg-core'
import { editable } from './columns'

/**
 * One row per option of a set; `setCode` is the reference-store name (e.g. "genders"), `key` the
 * option's key as the API serves it. `extra` holds set-specific fields merged into the option.
 */
export const dictionaries = pgTable(
  'dictionaries',
  {
    id: serial('id').primaryKey(),
    setCode: text('set_code').notNull(),
    key: text('key').notNull(),
    value: text('value').notNull(),
    sort: integer('sort').notNull().default(0),
    extra: jsonb('extra').$type<Record<string, unknown>>().notNull().default({}),
    ...editable,
  },
  (t) => [
    unique('dictionaries_set_key_uq').on(t.setCode, t.key),
    index('dictionaries_set_sort_idx').on(t.setCode, t.sort),
  ],
)

export const orderCancelReasons = pgTable('order_cancel_reasons', {
  id: serial('id').primaryKey(),
  // Unique: spec 001 §5 "Не всі причини унікальні".
  name: text('name').notNull().unique(),
  sort: integer('sort').notNull().default(0),
  ...editable,
})

/** Why a cabinet or a doctor does not work on a day (schedule exceptions). */
export const weekendReasons = pgTable('weekend_reasons', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  sort: integer('sort').notNull().default(0),
  ...editable,
})

/** Why a medical protocol was deleted (spec 001 §2 general/protocol-delete-reasons). */
export const protocolDeleteReasons = pgTable('protocol_delete_reasons', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  ...editable,
})
