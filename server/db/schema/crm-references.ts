/**
 * Further references of the order and settings screens: metro stations, guiding (referring)
 * organisations, the services each doctor performs, installation settings by name (e.g. barcode
 * settings) and the legal texts of public pages.
 */
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core'
import { services } from './catalogue'
import { editable, timestamps } from './columns'
import { cities } from './places'
import { staff } from './staff'

export const metros = pgTable(
  'metros',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    line: text('line'),
    /** Line colour "#RRGGBB". */
    color: text('color'),
    ...editable,
  },
  (t) => [index('metros_city_idx').on(t.cityId)],
)

/** Organisations that send patients (clinics, companies); chosen on an order (guidingOrganisationId). */
export const guidingOrganisations = pgTable('guiding_organisations', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  code: text('code'),
  phone: text('phone'),
  email: text('email'),
  active: boolean('active').notNull().default(true),
  ...editable,
})

/** The services a doctor performs (the default layout's doctor-services reference). */
export const staffServices = pgTable(
  'staff_services',
  {
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.staffId, t.serviceId] }),
    index('staff_services_service_idx').on(t.serviceId),
  ],
)

/** Named installation settings read by screens (GET /api/v2/crm-setting?settingName=...). */
export const crmSettings = pgTable('crm_settings', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  value: jsonb('value').$type<Record<string, unknown>>().notNull(),
  ...editable,
})

/** Legal texts of public pages by parameter (e.g. "privacy-policy"): a title and its sections. */
export const legalInfo = pgTable('legal_info', {
  id: serial('id').primaryKey(),
  param: text('param').notNull().unique(),
  title: text('title').notNull(),
  items: jsonb('items').$type<Array<{ title: string; text: string }>>().notNull().default([]),
  ...editable,
})
