/**
 * Clients (patients). Created offline by registrars too, so rows carry a client-generated uuid and a
 * version. Deleting is soft (deleted_at + reason) because orders keep pointing at the client.
 */
import { sql } from 'drizzle-orm'
import { boolean, date, index, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core'
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
    // Search keys: domain/search searchKey() of the names, written by the clients repo and the seed on
    // every write (the function is TypeScript, so no generated column). NULL = not computed yet.
    surnameKey: text('surname_key'),
    nameKey: text('name_key'),
    patronymicKey: text('patronymic_key'),
    ...editable,
  },
  // Prefix search: a "C"-collated index answers `key >= 'kov' AND key < 'kov\uffff'` in ~1 ms and in
  // key order (TOOLCHAIN.md); text_pattern_ops with ORDER BY was ~10× slower; the same indexes fetch the
  // clients of near-miss keys (client_name_keys below). A trigram GIN index (pg_trgm, migration 0002)
  // finds any run of phone digits (LIKE '%…%'); runs of 4+ digits go through clients_phone_grams_idx.
  (t) => [
    // Each index holds the whole order of the search led by that name, so a page is read straight
    // off it (LIMIT 20) even within a surname thousands of clients share.
    index('clients_surname_order_idx').using(
      'btree',
      sql`${t.surnameKey} COLLATE "C"`,
      sql`${t.nameKey} COLLATE "C"`,
      sql`${t.patronymicKey} COLLATE "C"`,
      t.id,
    ),
    index('clients_name_order_idx').using(
      'btree',
      sql`${t.nameKey} COLLATE "C"`,
      sql`${t.surnameKey} COLLATE "C"`,
      sql`${t.patronymicKey} COLLATE "C"`,
      t.id,
    ),
    index('clients_patronymic_order_idx').using(
      'btree',
      sql`${t.patronymicKey} COLLATE "C"`,
      sql`${t.surnameKey} COLLATE "C"`,
      sql`${t.nameKey} COLLATE "C"`,
      t.id,
    ),
    index('clients_phone_idx').on(t.phone),
    index('clients_phone_trgm_idx').using('gin', t.phone.op('gin_trgm_ops')),
    // A run of 4+ digits: its 4-digit runs, whose lists are ten times shorter than the trigrams'
    // (client_phone_grams(), migration 0019).
    index('clients_phone_grams_idx').using('gin', sql`client_phone_grams(${t.phone})`),
    index('clients_birthday_idx').on(t.birthday),
    index('clients_email_search_idx').using('btree', sql`lower(${t.email}) COLLATE "C"`),
  ],
)

/**
 * Every distinct name key, per field: the word list near misses are looked up in. A typo is matched
 * against a few thousand distinct keys instead of every client row (a common surname has thousands of
 * rows, which a trigram index must all recheck), then the clients come by exact key from the btree
 * indexes above. Written with the clients; never pruned (a stale key simply finds no client).
 */
export const clientNameKeys = pgTable(
  'client_name_keys',
  {
    field: text('field', { enum: ['surname', 'name', 'patronymic'] }).notNull(),
    key: text('key').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.field, t.key] }),
    index('client_name_keys_trgm_idx').using('gin', t.key.op('gin_trgm_ops')),
  ],
)
