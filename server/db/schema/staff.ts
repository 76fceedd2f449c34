/**
 * Staff of the network: doctors (own and referring partners), nurses and lab staff, with their
 * specializations and groups. A staff member may be linked to a user account, or not (partners).
 */
import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { users } from './auth'
import { editable } from './columns'

export const specializations = pgTable('specializations', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  ...editable,
})

export const staffGroups = pgTable('staff_groups', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  ...editable,
})

export const staff = pgTable(
  'staff',
  {
    id: serial('id').primaryKey(),
    /** The account of this staff member (a doctor sees their day in the workstation); one card per account. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** "Прізвище Ім'я По батькові", as printed on protocols. */
    fullName: text('full_name').notNull(),
    specializationId: integer('specialization_id').references(() => specializations.id),
    staffGroupId: integer('staff_group_id').references(() => staffGroups.id),
    /** Can be chosen as the doctor of a service or a previous entry. */
    isDoctor: boolean('is_doctor').notNull().default(false),
    /** A referring (partner) doctor who sends patients; usually not an employee. */
    isReferral: boolean('is_referral').notNull().default(false),
    /** Can be the responsible doctor of an order. */
    isResponsible: boolean('is_responsible').notNull().default(false),
    active: boolean('active').notNull().default(true),
    ...editable,
  },
  (t) => [
    uniqueIndex('staff_user_uq').on(t.userId),
    index('staff_specialization_idx').on(t.specializationId),
    index('staff_group_idx').on(t.staffGroupId),
  ],
)
