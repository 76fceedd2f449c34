/**
 * Blood points (sample collection points, spec 001 §3 "Blood point"): where patients give samples, with
 * what the public site and the result blanks say about them, who pays for their orders, and whether the
 * cart offers them (published). A file of its own because it names contractors and metro stations,
 * whose tables themselves refer to cities.
 */
import { eq, sql } from 'drizzle-orm'
import { boolean, check, index, integer, pgTable, pgView, serial, text } from 'drizzle-orm/pg-core'
import { editable } from './columns'
import { guidingOrganisations, metros } from './crm-references'
import { insuranceCompanies } from './finance'
import { cities } from './places'
import { priceListOwners } from './price-lists'

export const bloodPoints = pgTable(
  'blood_points',
  {
    id: serial('id').primaryKey(),
    address: text('address').notNull(),
    addressUk: text('address_uk').notNull(),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    /** The contractor whose orders the point takes (its max discount caps them when no other contractor is chosen). */
    contractorId: integer('contractor_id').references(() => insuranceCompanies.id),
    /** The contractor billed for orders the medical centre itself sends through the point. */
    medicalCenterContractorId: integer('medical_center_contractor_id').references(
      () => insuranceCompanies.id,
    ),
    guidingOrganisationId: integer('guiding_organisation_id').references(() => guidingOrganisations.id),
    /** Offered by the cart and shown on the public site. */
    published: boolean('published').notNull().default(true),
    /** The result blanks of the point's orders do not name the laboratory. */
    hideLab: boolean('hide_lab').notNull().default(false),
    /** An https address of the point's logo for its blanks (an image is not stored here). */
    logoUrl: text('logo_url'),
    phone: text('phone'),
    /** E-mail and phone printed on the result blanks of the point's orders. */
    blankEmail: text('blank_email'),
    blankPhone: text('blank_phone'),
    site: text('site'),
    metroId: integer('metro_id').references(() => metros.id),
    notes: text('notes'),
    worksSaturday: boolean('works_saturday').notNull().default(false),
    worksSunday: boolean('works_sunday').notNull().default(false),
    /** Free text shown to clients, e.g. "Пн–Пт 7:30–18:00, Сб 8:00–14:00". */
    schedule: text('schedule'),
    /** A paediatric nurse takes children's samples here. */
    pediatricNurse: boolean('pediatric_nurse').notNull().default(false),
    cardPayment: boolean('card_payment').notNull().default(true),
    /** The point's fixed monthly costs (rent, staff), in kopiykas like every sum of money. */
    fixedCosts: integer('fixed_costs'),
    ...editable,
  },
  (t) => [
    index('blood_points_city_idx').on(t.cityId),
    index('blood_points_contractor_idx').on(t.contractorId),
    index('blood_points_mc_contractor_idx').on(t.medicalCenterContractorId),
    index('blood_points_guiding_idx').on(t.guidingOrganisationId),
    index('blood_points_metro_idx').on(t.metroId),
    check('blood_points_fixed_costs_non_negative', sql`${t.fixedCosts} >= 0`),
  ],
)

/**
 * The blood points that own a price list. Owners are polymorphic (no foreign key), so this view is what
 * the blood-points resource's "in use" rule reads: a point that owns a list is not deleted.
 */
export const bloodPointPriceListOwners = pgView('blood_point_price_list_owners').as((qb) =>
  qb
    .select({ bloodPointId: sql<number>`${priceListOwners.ownerId}`.as('blood_point_id') })
    .from(priceListOwners)
    .where(eq(priceListOwners.type, 'blood_point')),
)
