/**
 * The protocols' dictionaries (spec 001 §2 protocols): vendors, research kinds and their groups,
 * preparations and their groups, laboratory diagnostics and their groups, and the ready-made lab texts a
 * doctor drops into a conclusion — and the protocol templates. Each is a back-office resource
 * (domain/protocols/protocol-dictionaries.resources.ts); protocol templates pick from them.
 */
import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core'
import type { TemplateIndicator } from '../../../domain/protocols/template-rules'
import { editable } from './columns'

export const protocolVendors = pgTable('protocol_vendors', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  country: text('country'),
  ...editable,
})

export const researchToolGroups = pgTable('research_tool_groups', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  ...editable,
})

export const researchTools = pgTable(
  'research_tools',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    groupId: integer('group_id').references(() => researchToolGroups.id),
    vendorId: integer('vendor_id').references(() => protocolVendors.id),
    description: text('description'),
    ...editable,
  },
  (t) => [index('research_tools_group_idx').on(t.groupId), index('research_tools_vendor_idx').on(t.vendorId)],
)

export const preparationGroups = pgTable('preparation_groups', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  ...editable,
})

export const preparations = pgTable(
  'preparations',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    groupId: integer('group_id').references(() => preparationGroups.id),
    vendorId: integer('vendor_id').references(() => protocolVendors.id),
    /** "таблетки 500 мг", "розчин 0,9 %": how it is released and dosed. */
    dosage: text('dosage'),
    ...editable,
  },
  (t) => [index('preparations_group_idx').on(t.groupId), index('preparations_vendor_idx').on(t.vendorId)],
)

export const labDiagnosticGroups = pgTable('lab_diagnostic_groups', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  ...editable,
})

export const labDiagnostics = pgTable(
  'lab_diagnostics',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    groupId: integer('group_id').references(() => labDiagnosticGroups.id),
    /** The reference range as the protocol prints it ("3,9–5,5 ммоль/л"). */
    norm: text('norm'),
    ...editable,
  },
  (t) => [index('lab_diagnostics_group_idx').on(t.groupId)],
)

export const labTexts = pgTable('lab_texts', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  body: text('body').notNull(),
  ...editable,
})

/** Protocol templates (domain/protocols/protocol-templates.resource.ts): the indicators as one jsonb list. */
export const protocolTemplates = pgTable('protocol_templates', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  pageFormat: text('page_format').notNull().default('A4'),
  indicators: jsonb('indicators').$type<TemplateIndicator[]>().notNull().default([]),
  /** Minutes after the end of the visit's day when a saved protocol is approved by itself; null: by hand. */
  autoApproveMinutes: integer('auto_approve_minutes'),
  /** The services whose protocols open with this template: [{ serviceId }]. */
  services: jsonb('services').$type<Array<{ serviceId: number }>>().notNull().default([]),
  /** The lab tests whose protocols open with this template: [{ mcTestId }]. */
  mcTests: jsonb('mc_tests').$type<Array<{ mcTestId: number }>>().notNull().default([]),
  ...editable,
})
