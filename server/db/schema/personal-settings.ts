/** Personal settings: one row per user (spec 001 §2), edited offline and synced in the private scope. */
import { doublePrecision, integer, pgTable, serial, text } from 'drizzle-orm/pg-core'
import { users } from './auth'
import { editable } from './columns'
import { cities, filials } from './places'

export const personalSettings = pgTable('personal_settings', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  cityId: integer('city_id').references(() => cities.id, { onDelete: 'set null' }),
  filialId: integer('filial_id').references(() => filials.id, { onDelete: 'set null' }),
  language: text('language', { enum: ['ua', 'ru'] })
    .notNull()
    .default('ua'),
  /** Label margins in millimetres. */
  barcodeMarginTop: doublePrecision('barcode_margin_top').notNull().default(0),
  barcodeMarginLeft: doublePrecision('barcode_margin_left').notNull().default(0),
  qrMarginTop: doublePrecision('qr_margin_top').notNull().default(0),
  qrMarginLeft: doublePrecision('qr_margin_left').notNull().default(0),
  labelPrinterType: text('label_printer_type', { enum: ['zpl', 'pixel'] })
    .notNull()
    .default('zpl'),
  /** The ZPL printer's host name or private IPv4 address and its raw port (9100), or null: none set. */
  labelPrinterHost: text('label_printer_host'),
  labelPrinterPort: integer('label_printer_port').notNull().default(9100),
  ...editable,
})
