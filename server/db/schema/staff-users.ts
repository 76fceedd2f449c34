/**
 * What a user works with (spec 001 §6): filials, staff groups, specializations, warehouses and the cash
 * registers of their filials. Join tables go with the user (cascade); a cash register belongs to a filial
 * and holds how its PRRO provider is reached (the settings resource «Каси (ПРРО)»; its secrets are never
 * answered by the API).
 */
import { boolean, index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core'
import { users } from './auth'
import { editable } from './columns'
import { filials, warehouses } from './places'
import { specializations, staffGroups } from './staff'

export const cashRegisters = pgTable(
  'cash_registers',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    filialId: integer('filial_id')
      .notNull()
      .references(() => filials.id),
    /** The fiscal number of a registered cash register (PRRO), when it has one. */
    fiscalNumber: text('fiscal_number'),
    /** The PRRO provider (domain/cash-desk: only 'checkbox' so far) and how it is reached. */
    provider: text('provider').notNull().default('checkbox'),
    apiUrl: text('api_url'),
    /** Secrets: written through the settings form, never answered (domain/resources 'secret' widget). */
    licenseKey: text('license_key'),
    cashierLogin: text('cashier_login'),
    cashierPassword: text('cashier_password'),
    cashierPin: text('cashier_pin'),
    active: boolean('active').notNull().default(true),
    ...editable,
  },
  (t) => [index('cash_registers_filial_idx').on(t.filialId)],
)

const userRef = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' })

export const userFilials = pgTable(
  'user_filials',
  {
    userId: userRef(),
    filialId: integer('filial_id')
      .notNull()
      .references(() => filials.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.filialId] }), index('user_filials_filial_idx').on(t.filialId)],
)

export const userStaffGroups = pgTable(
  'user_staff_groups',
  {
    userId: userRef(),
    staffGroupId: integer('staff_group_id')
      .notNull()
      .references(() => staffGroups.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.staffGroupId] }),
    index('user_staff_groups_group_idx').on(t.staffGroupId),
  ],
)

export const userSpecializations = pgTable(
  'user_specializations',
  {
    userId: userRef(),
    specializationId: integer('specialization_id')
      .notNull()
      .references(() => specializations.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.specializationId] }),
    index('user_specializations_spec_idx').on(t.specializationId),
  ],
)

export const userWarehouses = pgTable(
  'user_warehouses',
  {
    userId: userRef(),
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouses.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.warehouseId] }),
    index('user_warehouses_warehouse_idx').on(t.warehouseId),
  ],
)

export const userCashRegisters = pgTable(
  'user_cash_registers',
  {
    userId: userRef(),
    cashRegisterId: integer('cash_register_id')
      .notNull()
      .references(() => cashRegisters.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.cashRegisterId] }),
    index('user_cash_registers_register_idx').on(t.cashRegisterId),
  ],
)
