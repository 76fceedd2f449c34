/**
 * What the medical centre sells besides lab tests: services (consultations, diagnostics, procedures)
 * in a two-level category tree, and products (warehouse nomenclature). Money in integer kopiykas.
 */
import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
} from 'drizzle-orm/pg-core'
import { editable } from './columns'
import { nomenclatureUnits, stockCategories } from './warehouse'

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

/** Warehouse nomenclature (spec 001 §3 Nomenclature) that can also be sold in the cart. */
/** A service or test (`K`) using `quantity` use units of an item. */
export type MaterialUse<K extends string> = Record<K, number> & { quantity: number }

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull().unique(),
    categoryId: integer('category_id').references(() => stockCategories.id),
    /** The unit it is bought and stored in, e.g. "уп"; the cart shows its name. */
    storageUnitId: integer('storage_unit_id')
      .notNull()
      .references(() => nomenclatureUnits.id),
    /** The unit it is used (written off) in, e.g. "шт". */
    useUnitId: integer('use_unit_id')
      .notNull()
      .references(() => nomenclatureUnits.id),
    /** Use units in one storage unit (10 tablets in a pack); 1 when both units are the same. */
    useUnitsPerStorageUnit: integer('use_units_per_storage_unit').notNull().default(1),
    /** Below this many storage units the stock availability marks the item. */
    minCount: integer('min_count').notNull().default(0),
    /** Whole percent, or kopiykas per storage unit, by `markupType`. */
    markup: integer('markup').notNull().default(0),
    markupType: text('markup_type', { enum: ['percent', 'fixed'] })
      .notNull()
      .default('percent'),
    sellingPrice: integer('selling_price').notNull(),
    purchasePrice: integer('purchase_price'),
    maxDiscount: integer('max_discount').notNull().default(0),
    /** VAT percent: 0, 7 or 20. */
    vatRate: integer('vat_rate').notNull().default(0),
    /** The item has an expiry date (received with one, written off earliest first). */
    expiration: boolean('expiration').notNull().default(false),
    /** Days before the expiry date when the item is reported as expiring; null: the report's own. */
    daysToExpiration: integer('days_to_expiration'),
    /** Tracked by series (a received lot's series number). */
    seriesNumber: boolean('series_number').notNull().default(false),
    /** Shown in the warehouse reports. */
    reportDisplay: boolean('report_display').notNull().default(true),
    /**
     * The item as a material the services and lab tests use: use units per unit of each service or test,
     * written off with the order's goods when it is done (server/modules/warehouse/order-stock.service.ts).
     */
    serviceUses: jsonb('service_uses').$type<MaterialUse<'serviceId'>[]>().notNull().default([]),
    testUses: jsonb('test_uses').$type<MaterialUse<'mcTestId'>[]>().notNull().default([]),
    ...editable,
  },
  (t) => [
    index('products_category_idx').on(t.categoryId),
    index('products_storage_unit_idx').on(t.storageUnitId),
    index('products_use_unit_idx').on(t.useUnitId),
    check('products_use_units_per_storage_unit', sql`${t.useUnitsPerStorageUnit} >= 1`),
    check('products_min_count', sql`${t.minCount} >= 0`),
    check('products_markup', sql`${t.markup} >= 0`),
    check('products_markup_type', sql`${t.markupType} IN ('percent', 'fixed')`),
    check('products_vat_rate', sql`${t.vatRate} IN (0, 7, 20)`),
    check('products_days_to_expiration', sql`${t.daysToExpiration} >= 0`),
  ],
)
