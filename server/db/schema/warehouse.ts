/**
 * The warehouse's dictionaries (spec 001 §2 warehouse settings, §3 Unit, Supplier, Storage): units of
 * the nomenclature, stock categories, groups of stocks and suppliers. The nomenclature itself is the
 * `products` table (catalogue.ts: products are also sold in the cart) and the stocks are `warehouses`
 * (places.ts: a stock belongs to a city and a filial).
 */
import { pgTable, serial, text } from 'drizzle-orm/pg-core'
import { editable } from './columns'

/** Units a nomenclature item is stored and used in, e.g. "уп" and "шт". */
export const nomenclatureUnits = pgTable('nomenclature_units', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  ...editable,
})

export const stockCategories = pgTable('stock_categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  ...editable,
})

/** Groups of stocks, e.g. the central stock against the filials' stocks. */
export const warehouseGroups = pgTable('warehouse_groups', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  ...editable,
})

export const suppliers = pgTable('suppliers', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  contactPerson: text('contact_person'),
  phone: text('phone'),
  email: text('email'),
  comment: text('comment'),
  ...editable,
})
