/**
 * Clients (patients). Created offline by registrars too, so rows carry a client-generated uuid and a
 * version. Deleting is soft (deleted_at + reason) because orders keep pointing at the client.
 */
import { sql } from 'drizzle-orm'
import { boolean, date, index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { editable } from './columns'

export const clients = pgTable(
  'clients',
  {
    id: serial('id').primaryKey(),
    surname: text('surname').notNull(),
    name: text('name').notNull(),
    patronymic: text('patronymic'),
    birthday: date('birthday'),
    /** Digits only with the country code, e.g. "380671234567". */
    phone: text('phone'),
    email: text('email'),
    male: text('male', { enum: ['man', 'woman'] }),
    specialAttention: boolean('special_attention').notNull().default(false),
    specialAttentionComment: text('special_attention_comment'),
    // Online cabinet of the client (spec 001 §3).
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    cabinetEnabledAt: timestamp('cabinet_enabled_at', { withTimezone: true }),
    cabinetDisabledAt: timestamp('cabinet_disabled_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deleteReason: text('delete_reason'),
    ...editable,
  },
  // Patient search is by prefix: a "C"-collated lower() index answers range queries in ~1 ms
  // (TOOLCHAIN.md), where text_pattern_ops with ORDER BY was ~10× slower.
  (t) => [
    index('clients_surname_search_idx').using('btree', sql`lower(${t.surname}) COLLATE "C"`),
    index('clients_phone_idx').on(t.phone),
  ],
)
