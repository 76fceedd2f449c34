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
