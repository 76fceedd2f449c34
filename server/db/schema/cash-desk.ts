/**
 * Shifts of the software cash registers (issue 27 §2, spec 001 §4 "Cash register shift"): a shift is
 * opened at the PRRO provider first and recorded here after, with the provider's shift id and serial,
 * who opened and closed it, and the totals of its last X report and of its Z report. At most one shift of
 * a register is not closed (a partial unique index): two cashiers pressing «Відкрити зміну» at once
 * cannot both record one.
 */
import { sql } from 'drizzle-orm'
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import type { ShiftTotals } from '../../../domain/cash-desk/cash-desk.schema'
import { users } from './auth'
import { cashRegisters } from './staff-users'

const at = (name: string) => timestamp(name, { withTimezone: true })

export const cashShifts = pgTable(
  'cash_shifts',
  {
    id: serial('id').primaryKey(),
    registerId: integer('register_id')
      .notNull()
      .references(() => cashRegisters.id),
    providerShiftId: text('provider_shift_id').notNull(),
    serial: integer('serial').notNull(),
    /** 'open' until the Z report closes it ('closed'). */
    status: text('status').notNull().default('open'),
    openedAt: at('opened_at').notNull(),
    openedBy: integer('opened_by').references(() => users.id),
    closedAt: at('closed_at'),
    closedBy: integer('closed_by').references(() => users.id),
    lastX: jsonb('last_x').$type<ShiftTotals>(),
    lastXAt: at('last_x_at'),
    zReport: jsonb('z_report').$type<ShiftTotals>(),
  },
  (t) => [
    check('cash_shifts_status_check', sql`${t.status} IN ('open', 'closed')`),
    unique('cash_shifts_provider_shift_unique').on(t.registerId, t.providerShiftId),
    uniqueIndex('cash_shifts_one_open_idx')
      .on(t.registerId)
      .where(sql`${t.status} = 'open'`),
    index('cash_shifts_register_idx').on(t.registerId, t.openedAt),
  ],
)

/**
 * Offline fiscal numbers reserved at the provider while it could be reached (issue 27 §4; the law allows
 * no offline receipt without one): used in the order reserved (`id`), each by one receipt at most.
 */
export const cashOfflineCodes = pgTable(
  'cash_offline_codes',
  {
    id: serial('id').primaryKey(),
    registerId: integer('register_id')
      .notNull()
      .references(() => cashRegisters.id),
    code: text('code').notNull(),
    reservedAt: at('reserved_at').notNull(),
    /** The receipt (fiscal_receipts.id) that was given this number; null while it is free. */
    receiptId: uuid('receipt_id'),
    usedAt: at('used_at'),
  },
  (t) => [
    unique('cash_offline_codes_code_unique').on(t.registerId, t.code),
    uniqueIndex('cash_offline_codes_receipt_idx').on(t.receiptId),
    index('cash_offline_codes_free_idx')
      .on(t.registerId, t.id)
      .where(sql`${t.receiptId} IS NULL`),
  ],
)

/**
 * The runs in which a register worked offline: from the first receipt the provider could not take to
 * the upload that brought it back (`endedAt`). At most one open run per register; the law's limits — 36
 * hours in a row, 168 in a calendar month — are counted over these rows.
 */
export const cashOfflinePeriods = pgTable(
  'cash_offline_periods',
  {
    id: serial('id').primaryKey(),
    registerId: integer('register_id')
      .notNull()
      .references(() => cashRegisters.id),
    startedAt: at('started_at').notNull(),
    endedAt: at('ended_at'),
    /** The last upload's failure, in Ukrainian (the provider's words), for the cash desk. */
    lastError: text('last_error'),
  },
  (t) => [
    check('cash_offline_periods_order', sql`${t.endedAt} IS NULL OR ${t.endedAt} >= ${t.startedAt}`),
    uniqueIndex('cash_offline_periods_one_open_idx')
      .on(t.registerId)
      .where(sql`${t.endedAt} IS NULL`),
    index('cash_offline_periods_register_idx').on(t.registerId, t.startedAt),
  ],
)
