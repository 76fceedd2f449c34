/**
 * Doctors' rates (domain/finances/doctor-rates.resource.ts): percent of the services' money and a fixed
 * sum per service (kopiykas), for all services (no category) or one category, valid from a day.
 */
import { sql } from 'drizzle-orm'
import { check, date, index, integer, numeric, pgTable, serial, text, unique } from 'drizzle-orm/pg-core'
import { serviceCategories } from './catalogue'
import { editable } from './columns'
import { staff } from './staff'

export const doctorRates = pgTable(
  'doctor_rates',
  {
    id: serial('id').primaryKey(),
    doctorId: integer('doctor_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    /** None: the doctor's general rate. */
    serviceCategoryId: integer('service_category_id').references(() => serviceCategories.id),
    percent: numeric('percent', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    fixedPerService: integer('fixed_per_service').notNull().default(0),
    validFrom: date('valid_from').notNull(),
    comment: text('comment'),
    ...editable,
  },
  (t) => [
    unique('doctor_rates_uq').on(t.doctorId, t.serviceCategoryId, t.validFrom).nullsNotDistinct(),
    index('doctor_rates_doctor_idx').on(t.doctorId, t.validFrom),
    check('doctor_rates_percent', sql`${t.percent} BETWEEN 0 AND 100`),
    check('doctor_rates_fixed', sql`${t.fixedPerService} >= 0`),
  ],
)
