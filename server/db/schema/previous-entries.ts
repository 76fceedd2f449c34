/**
 * Previous entries (spec 000 §2.7, §3): a registrar notes that a client should see a doctor by a
 * deadline, before a schedule slot exists. Registered offline too, so rows carry uuid and version.
 */
import { check, date, index, integer, pgTable, serial, smallint, text, boolean } from 'drizzle-orm/pg-core'
import { sql } from 'drizzle-orm'
import { users } from './auth'
import { clients } from './clients'
import { editable } from './columns'
import { orders } from './orders'
import { staff } from './staff'

export const previousEntries = pgTable(
  'previous_entries',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    doctorId: integer('doctor_id')
      .notNull()
      .references(() => staff.id),
    /** The API's createdAt: the registration day shown read-only in the form (created_at is the row's). */
    registeredOn: date('registered_on').notNull(),
    deadlineAt: date('deadline_at').notNull(),
    /** 1 = primary, 2 = repeat. */
    type: smallint('type').notNull(),
    comment: text('comment'),
    isNearVisit: boolean('is_near_visit').notNull().default(false),
    /** The order the entry was turned into («Оформити замовлення»); null while it is still to do. */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    ...editable,
  },
  (t) => [
    index('previous_entries_client_idx').on(t.clientId),
    index('previous_entries_doctor_deadline_idx').on(t.doctorId, t.deadlineAt),
    check('previous_entries_type_check', sql`${t.type} IN (1, 2)`),
  ],
)
