/**
 * Doctor schedules and booked service slots (issue #6 "Booking a service"). A slot is a start time on
 * a schedule's grid (timeFrom + k × standardDuration), so the unique (doctor, starts_at) constraint is
 * exactly "one booking per doctor per slot": two carts racing for a slot cannot both commit.
 */
import { sql } from 'drizzle-orm'
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  time,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core'
import { services } from './catalogue'
import { editable, timestamps } from './columns'
import { orders } from './orders'
import { cabinets } from './places'
import { staff } from './staff'

export const doctorSchedules = pgTable(
  'doctor_schedules',
  {
    id: serial('id').primaryKey(),
    doctorId: integer('doctor_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    cabinetId: integer('cabinet_id').references(() => cabinets.id),
    /** ISO weekday, 1 = Monday … 7 = Sunday. */
    weekday: smallint('weekday').notNull(),
    timeFrom: time('time_from').notNull(),
    timeTo: time('time_to').notNull(),
    /** Minutes per slot. */
    standardDuration: integer('standard_duration').notNull().default(30),
    ...editable,
  },
  (t) => [
    index('doctor_schedules_doctor_idx').on(t.doctorId),
    check('doctor_schedules_weekday', sql`${t.weekday} BETWEEN 1 AND 7`),
    check('doctor_schedules_hours', sql`${t.timeFrom} < ${t.timeTo}`),
    check('doctor_schedules_duration', sql`${t.standardDuration} BETWEEN 5 AND 480`),
  ],
)

export const serviceBookings = pgTable(
  'service_bookings',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id),
    scheduleId: integer('schedule_id')
      .notNull()
      .references(() => doctorSchedules.id),
    doctorId: integer('doctor_id')
      .notNull()
      .references(() => staff.id),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [
    unique('service_bookings_doctor_slot_uq').on(t.doctorId, t.startsAt),
    unique('service_bookings_order_service_uq').on(t.orderId, t.serviceId),
  ],
)
