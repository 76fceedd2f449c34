/**
 * Where the network works: regions, cities, filials (branches) with their cabinets and warehouses (blood
 * points, which also name contractors and metro stations, are in blood-points.ts).
 *
 * Where a table has `x` and `x_uk`, `x` is the Russian-language variant kept for the ru interface
 * (languages ua/ru) and `x_uk` the Ukrainian one, which is the label shown by default.
 */
import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core'
import { editable } from './columns'
import { warehouseGroups } from './warehouse'

export const regions = pgTable('regions', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  ...editable,
})

export const cities = pgTable(
  'cities',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    nameUk: text('name_uk').notNull(),
    regionId: integer('region_id').references(() => regions.id),
    /** A city where the network has its own laboratory (internalCities in the reference store). */
    isInternal: boolean('is_internal').notNull().default(false),
    /** A base city of the network: it needs a filial, a contractor and an active test price list (spec 001 §5). */
    isBase: boolean('is_base').notNull().default(false),
    ...editable,
  },
  (t) => [index('cities_region_idx').on(t.regionId)],
)

export const filials = pgTable(
  'filials',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    code: text('code').notNull().unique(),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    /** "#RRGGBB", marks the filial in schedules and lists. */
    color: text('color'),
    isFranchise: boolean('is_franchise').notNull().default(false),
    address: text('address'),
    ...editable,
  },
  (t) => [index('filials_city_idx').on(t.cityId)],
)

export const cabinets = pgTable(
  'cabinets',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    number: text('number'),
    color: text('color'),
    /** Several patients may be received at the same time (e.g. a procedure room). */
    simultaneousReception: boolean('simultaneous_reception').notNull().default(false),
    /** Patients per slot when simultaneousReception (1–50); a cabinet without it takes one. */
    capacity: integer('capacity').notNull().default(1),
    filialId: integer('filial_id')
      .notNull()
      .references(() => filials.id),
    ...editable,
  },
  (t) => [
    index('cabinets_filial_idx').on(t.filialId),
    check('cabinets_capacity', sql`${t.capacity} BETWEEN 1 AND 50`),
  ],
)

export const warehouses = pgTable(
  'warehouses',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    cityId: integer('city_id').references(() => cities.id),
    filialId: integer('filial_id').references(() => filials.id),
    groupId: integer('group_id').references(() => warehouseGroups.id),
    /** Whether an order may be finished with products this stock does not cover (the default). */
    saleWithoutStock: boolean('sale_without_stock').notNull().default(true),
    ...editable,
  },
  (t) => [
    index('warehouses_city_idx').on(t.cityId),
    index('warehouses_filial_idx').on(t.filialId),
    index('warehouses_group_idx').on(t.groupId),
  ],
)
