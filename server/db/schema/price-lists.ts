/**
 * Price lists of services or tests, their positions, and the owners they apply to (filials, blood
 * points, contractors). Money in integer kopiykas; percentages are whole numbers 0–100.
 */
import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core'
import { users } from './auth'
import { services } from './catalogue'
import { editable, timestamps } from './columns'
import { mcTests, medicalCenterMaterials } from './lab'
import { cities, filials } from './places'

export const priceLists = pgTable(
  'price_lists',
  {
    id: serial('id').primaryKey(),
    nameUk: text('name_uk').notNull(),
    nameRu: text('name_ru'),
    type: text('type', { enum: ['services', 'tests'] }).notNull(),
    /** Discount percent applied to every position. */
    discount: integer('discount').notNull().default(0),
    maxDiscountPercent: integer('max_discount_percent').notNull().default(100),
    cityId: integer('city_id').references(() => cities.id),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    published: boolean('published').notNull().default(false),
    dateFrom: date('date_from'),
    /** Null together with `perpetual`: valid without an end date. */
    dateTo: date('date_to'),
    perpetual: boolean('perpetual').notNull().default(false),
    autoExtension: boolean('auto_extension').notNull().default(false),
    ...editable,
  },
  (t) => [index('price_lists_city_idx').on(t.cityId), index('price_lists_author_idx').on(t.authorId)],
)

export const priceListPositions = pgTable(
  'price_list_positions',
  {
    id: serial('id').primaryKey(),
    priceListId: integer('price_list_id')
      .notNull()
      .references(() => priceLists.id, { onDelete: 'cascade' }),
    serviceId: integer('service_id').references(() => services.id),
    mcTestId: integer('mc_test_id').references(() => mcTests.id),
    code: text('code').notNull(),
    name: text('name').notNull(),
    externalCode: text('external_code'),
    externalName: text('external_name'),
    /** Base price before discounts. */
    price: integer('price').notNull(),
    /** Cost to the network (e.g. paid to an external lab). */
    cost: integer('cost'),
    /** Price after the list's discount, what the cart charges. */
    finalPrice: integer('final_price').notNull(),
    partnerPrice: integer('partner_price'),
    costPrice: integer('cost_price'),
    /** The price was typed by hand and is kept when the list is recalculated. */
    manualPrice: boolean('manual_price').notNull().default(false),
    /** Lead time in days. */
    leadTime: integer('lead_time'),
    /** CITO (urgent) lead time in hours. */
    citoLeadTime: integer('cito_lead_time'),
    /** Free-form lead time, e.g. "5–7 робочих днів". */
    leadTimeText: text('lead_time_text'),
    /** An unpublished position stays in the list but the cart neither offers nor prices it. */
    published: boolean('published').notNull().default(true),
    ...editable,
  },
  // The unique pairs lead with price_list_id, so they also serve lookups by list.
  (t) => [
    index('price_list_positions_service_idx').on(t.serviceId),
    index('price_list_positions_test_idx').on(t.mcTestId),
    unique('price_list_positions_service_uq').on(t.priceListId, t.serviceId),
    unique('price_list_positions_test_uq').on(t.priceListId, t.mcTestId),
    check('price_list_positions_one_item', sql`num_nonnulls(${t.serviceId}, ${t.mcTestId}) = 1`),
  ],
)

/**
 * Who a price list applies to. `ownerId` points into the table named by `type` (polymorphic, so no
 * foreign key); `filialId` narrows an owner to one filial.
 */
export const priceListOwners = pgTable(
  'price_list_owners',
  {
    id: serial('id').primaryKey(),
    priceListId: integer('price_list_id')
      .notNull()
      .references(() => priceLists.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['filial', 'blood_point', 'insurance_company'] }).notNull(),
    ownerId: integer('owner_id').notNull(),
    filialId: integer('filial_id').references(() => filials.id),
    ...timestamps,
  },
  (t) => [
    index('price_list_owners_list_idx').on(t.priceListId),
    index('price_list_owners_owner_idx').on(t.type, t.ownerId),
    index('price_list_owners_filial_idx').on(t.filialId),
  ],
)

/**
 * Position sets ("group positions" of spec 001 §2): a named group of a list's positions (e.g. a
 * check-up), edited and attached together.
 */
export const priceListPositionSets = pgTable(
  'price_list_position_sets',
  {
    id: serial('id').primaryKey(),
    priceListId: integer('price_list_id')
      .notNull()
      .references(() => priceLists.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    code: text('code'),
    published: boolean('published').notNull().default(true),
    ...editable,
  },
  (t) => [index('price_list_position_sets_list_idx').on(t.priceListId)],
)

export const priceListPositionSetItems = pgTable(
  'price_list_position_set_items',
  {
    setId: integer('set_id')
      .notNull()
      .references(() => priceListPositionSets.id, { onDelete: 'cascade' }),
    positionId: integer('position_id')
      .notNull()
      .references(() => priceListPositions.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.setId, t.positionId] }),
    index('price_list_position_set_items_position_idx').on(t.positionId),
  ],
)

/**
 * History of a price list and its positions: who changed what, when, with the values before and after
 * (only the fields that changed). `positionId` is kept as a plain number so the history outlives a
 * removed position; an import or a mass action writes one row per changed position.
 */
export const priceListChanges = pgTable(
  'price_list_changes',
  {
    id: serial('id').primaryKey(),
    priceListId: integer('price_list_id')
      .notNull()
      .references(() => priceLists.id, { onDelete: 'cascade' }),
    positionId: integer('position_id'),
    /** What the row was about in words at the time, e.g. the position's code and name. */
    subject: text('subject').notNull(),
    action: text('action', {
      enum: ['create', 'update', 'delete', 'import', 'mass', 'attach'],
    }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('price_list_changes_list_idx').on(t.priceListId, t.at),
    index('price_list_changes_position_idx').on(t.positionId),
  ],
)

/**
 * Multimaterials (spec 001 §3 Price list): the prices a tests list gives collection materials, several
 * per list. A material line of a cart costs what the order's tests list says; a material the list does
 * not price (or an unpublished row) costs the material reference's own price, which is nothing.
 */
export const priceListMaterials = pgTable(
  'price_list_materials',
  {
    id: serial('id').primaryKey(),
    priceListId: integer('price_list_id')
      .notNull()
      .references(() => priceLists.id, { onDelete: 'cascade' }),
    materialId: integer('material_id')
      .notNull()
      .references(() => medicalCenterMaterials.id),
    price: integer('price').notNull(),
    published: boolean('published').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    unique('price_list_materials_uq').on(t.priceListId, t.materialId),
    index('price_list_materials_material_idx').on(t.materialId),
    check('price_list_materials_price_nonnegative', sql`${t.price} >= 0`),
  ],
)
