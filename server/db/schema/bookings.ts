/**
 * Doctor schedules, their date exceptions and booked service slots (issue #6 "Booking a service",
 * issue #20 schedules). Slots are computed, not stored (domain/schedule/day-slots.ts): the weekly rows
 * of a doctor (several intervals a weekday, each with an optional break), replaced on a date by that
 * date's exception (a day off with a weekend reason, or other hours). A booking holds a seat of a slot:
 * seat 1 unless the cabinet takes several patients at once (cabinets.capacity), and the unique
 * (doctor, starts_at, seat) constraint is "one booking per seat": two carts racing for a seat cannot
 * both commit.
 */
import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core'
import { services } from './catalogue'
import { editable, timestamps, wallTime } from './columns'
import { orders } from './orders'
import { weekendReasons } from './dictionaries'
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
    timeFrom: wallTime('time_from').notNull(),
    timeTo: wallTime('time_to').notNull(),
    /** Minutes per slot. */
    standardDuration: integer('standard_duration').notNull().default(30),
    /** A break inside the hours (both or neither): no slot overlaps it. */
    breakFrom: wallTime('break_from'),
    breakTo: wallTime('break_to'),
    comment: text('comment'),
    ...editable,
  },
  (t) => [
    index('doctor_schedules_doctor_idx').on(t.doctorId),
    check('doctor_schedules_weekday', sql`${t.weekday} BETWEEN 1 AND 7`),
    check('doctor_schedules_hours', sql`${t.timeFrom} < ${t.timeTo}`),
    check('doctor_schedules_duration', sql`${t.standardDuration} BETWEEN 5 AND 480`),
    check(
      'doctor_schedules_break',
      sql`(${t.breakFrom} IS NULL AND ${t.breakTo} IS NULL) OR (${t.breakFrom} >= ${t.timeFrom} AND ${t.breakFrom} < ${t.breakTo} AND ${t.breakTo} <= ${t.timeTo})`,
    ),
  ],
)

/**
 * A doctor's date that differs from the week: a day off (with its weekend reason) or other hours (with
 * an optional break, another cabinet, another slot length). One per doctor and date; it replaces every
 * weekly interval of that date.
 */
export const scheduleExceptions = pgTable(
  'schedule_exceptions',
  {
    id: serial('id').primaryKey(),
    doctorId: integer('doctor_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    /** The Kyiv calendar day. */
    date: date('date').notNull(),
    dayOff: boolean('day_off').notNull().default(false),
    // The spec's whole-list PUT of weekend reasons may drop a reason: the day stays off, without it.
    weekendReasonId: integer('weekend_reason_id').references(() => weekendReasons.id, {
      onDelete: 'set null',
    }),
    timeFrom: wallTime('time_from'),
    timeTo: wallTime('time_to'),
    breakFrom: wallTime('break_from'),
    breakTo: wallTime('break_to'),
    cabinetId: integer('cabinet_id').references(() => cabinets.id),
    /** Minutes per slot; none: the weekday's own. */
    standardDuration: integer('standard_duration'),
    comment: text('comment'),
    ...editable,
  },
  (t) => [
    unique('schedule_exceptions_doctor_date_uq').on(t.doctorId, t.date),
    check(
      'schedule_exceptions_hours',
      sql`${t.dayOff} OR (${t.timeFrom} IS NOT NULL AND ${t.timeTo} IS NOT NULL AND ${t.timeFrom} < ${t.timeTo})`,
    ),
    check(
      'schedule_exceptions_break',
      sql`(${t.breakFrom} IS NULL AND ${t.breakTo} IS NULL) OR (${t.breakFrom} >= ${t.timeFrom} AND ${t.breakFrom} < ${t.breakTo} AND ${t.breakTo} <= ${t.timeTo})`,
    ),
    check(
      'schedule_exceptions_duration',
      sql`${t.standardDuration} IS NULL OR ${t.standardDuration} BETWEEN 5 AND 480`,
    ),
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
    /** Which of the slot's places (1 … the cabinet's capacity) this booking holds. */
    seat: smallint('seat').notNull().default(1),
    ...timestamps,
  },
  (t) => [
    unique('service_bookings_doctor_slot_uq').on(t.doctorId, t.startsAt, t.seat),
    unique('service_bookings_order_service_uq').on(t.orderId, t.serviceId),
  ],
)
