/**
 * Normogroups (spec 001 §3 "Normogroup"): reference ranges of lab indicators by age in days and sex.
 * The parameter rows are kept whole in one jsonb column: a group has a handful, always read and written
 * together, and domain/laboratory/normogroups.ts checks them (no overlaps) before they are stored.
 */
import { jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core'
import type { NormParameter } from '../../../domain/laboratory/normogroups'
import { editable } from './columns'

export const normGroups = pgTable('norm_groups', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  systemName: text('system_name').notNull().unique(),
  parameters: jsonb('parameters').$type<NormParameter[]>().notNull().default([]),
  ...editable,
})
