/**
 * What the medical centre sells besides lab tests: services (consultations, diagnostics, procedures)
 * in a two-level category tree, and products (warehouse nomenclature). Money in integer kopiykas.
 */
import { type AnyPgColumn, boolean, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core'
import { editable } from './columns'

export const serviceCategories = pgTable(
  'service_categories',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** Null for a top-level category; the tree has two levels. */
    parentId: integer('parent_id').references((): AnyPgColumn => serviceCategories.id),
    sort: integer('sort').notNull().default(0),
    ...editable,
  },
  (t) => [index('service_categories_parent_idx').on(t.parentId)],
)

export const services = pgTable(
  'services',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    categoryId: integer('category_id').references(() => serviceCategories.id),
    /** Minutes a schedule slot of this service takes. */
    standardDuration: integer('standard_duration').notNull().default(30),
    /** Largest discount percent allowed on this service. */
    maxDiscount: integer('max_discount').notNull().default(100),
    published: boolean('published').notNull().default(true),
    /** Sold without a doctor's schedule slot (e.g. a certificate); the registry lists these apart. */
    noSchedule: boolean('no_schedule').notNull().default(false),
    ...editable,
  },
  (t) => [index('services_category_idx').on(t.categoryId)],
)

/** Warehouse nomenclature that can also be sold in the cart. */
export const products = pgTable('products', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  /** Storage unit label, e.g. "шт", "уп", "фл". */
  unit: text('unit').notNull(),
  sellingPrice: integer('selling_price').notNull(),
  purchasePrice: integer('purchase_price'),
  maxDiscount: integer('max_discount').notNull().default(0),
  ...editable,
})
