/**
 * Promo codes (spec 001 §3 "Promo code") and their uses by orders. A use is recorded when an order's
 * calculation applies the code, so single-use codes and counts are enforced across orders; an order's
 * own use never counts against it.
 */
import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core'
import { editable } from './columns'
import { insuranceCompanies, paymentTypes } from './finance'
import { orders } from './orders'

export const promoCodes = pgTable(
  'promo_codes',
  {
    id: serial('id').primaryKey(),
    /** Stored upper case and trimmed (codes are typed in upper case, spec 000 §5). */
    code: text('code').notNull().unique(),
    percent: numeric('percent', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    dateFrom: date('date_from'),
    dateTo: date('date_to'),
    perpetual: boolean('perpetual').notNull().default(false),
    active: boolean('active').notNull().default(true),
    /** Applied without being typed; must still have a code (spec 000 §5). */
    isDefault: boolean('is_default').notNull().default(false),
    /** The contractor (an insurance company) whose orders may use the code. */
    contractorId: integer('contractor_id').references(() => insuranceCompanies.id),
    paymentTypeId: integer('payment_type_id').references(() => paymentTypes.id),
    insuranceCompanyId: integer('insurance_company_id').references(() => insuranceCompanies.id),
    multipleUse: boolean('multiple_use').notNull().default(false),
    /** Uses allowed for a multiple-use code; null = unlimited. */
    count: integer('count'),
    /** Generation settings of the code (spec 001 §3): length, alphabet, padding length. */
    symbolCount: integer('symbol_count'),
    symbolSet: text('symbol_set', { enum: ['digits', 'digits_letters'] }),
    padTo: integer('pad_to'),
    ...editable,
  },
  (t) => [
    check('promo_codes_percent_range', sql`${t.percent} >= 0 AND ${t.percent} <= 100`),
    check('promo_codes_count_positive', sql`${t.count} IS NULL OR ${t.count} >= 0`),
    // Every recalculation looks the order's code up as typed (upper(trim(code))), or else takes the
    // default code: both without reading every generated code.
    index('promo_codes_code_lookup_idx').on(sql`upper(trim(${t.code}))`),
    index('promo_codes_default_idx')
      .on(t.id)
      .where(sql`${t.isDefault}`),
  ],
)

export const promoCodeUses = pgTable(
  'promo_code_uses',
  {
    id: serial('id').primaryKey(),
    promoCodeId: integer('promo_code_id')
      .notNull()
      .references(() => promoCodes.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('promo_code_uses_order_uq').on(t.promoCodeId, t.orderId),
    index('promo_code_uses_order_idx').on(t.orderId),
  ],
)
