/**
 * The laboratories the network sends tests to (its own and partners reached through their API), which
 * laboratory serves which filial, the parameters an external laboratory API asks for with their
 * reference values, and the primary protocol plate layouts (spec 001 §3 "Reference data").
 */
import { boolean, index, integer, jsonb, pgTable, serial, text, unique } from 'drizzle-orm/pg-core'
import { editable } from './columns'
import { cities, filials } from './places'

export const laboratories = pgTable(
  'laboratories',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    /** 'internal': the network's own laboratory; 'api': a partner laboratory reached through its API. */
    kind: text('kind', { enum: ['internal', 'api'] }).notNull(),
    cityId: integer('city_id').references(() => cities.id),
    active: boolean('active').notNull().default(true),
    ...editable,
  },
  (t) => [index('laboratories_city_idx').on(t.cityId)],
)

/** Which laboratory takes the samples of which filial. */
export const mcFilialLaboratories = pgTable(
  'mc_filial_laboratories',
  {
    id: serial('id').primaryKey(),
    filialId: integer('filial_id')
      .notNull()
      .references(() => filials.id, { onDelete: 'cascade' }),
    laboratoryId: integer('laboratory_id')
      .notNull()
      .references(() => laboratories.id, { onDelete: 'cascade' }),
    /** What the administrator notes about the link, e.g. "лише ПЛР" or "по суботах". */
    comment: text('comment'),
    ...editable,
  },
  (t) => [
    unique('mc_filial_laboratories_uq').on(t.filialId, t.laboratoryId),
    index('mc_filial_laboratories_lab_idx').on(t.laboratoryId),
  ],
)

/** How a parameter's value is chosen (list, text, number, date…): param_apis.reference_type names its system name. */
export const paramApiReferenceTypes = pgTable('param_api_reference_types', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  systemName: text('system_name').notNull().unique(),
  ...editable,
})

/** A parameter an external laboratory API needs with an order (e.g. the sampling site of a swab). */
export const paramApis = pgTable(
  'param_apis',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    /** System name of a param_api_reference_types row: how the value is chosen (list, text, number). */
    referenceType: text('reference_type').notNull(),
    laboratoryId: integer('laboratory_id').references(() => laboratories.id),
    ...editable,
  },
  (t) => [index('param_apis_laboratory_idx').on(t.laboratoryId)],
)

/** The values a list-type API parameter offers. */
export const paramApiReferences = pgTable(
  'param_api_references',
  {
    id: serial('id').primaryKey(),
    paramApiId: integer('param_api_id')
      .notNull()
      .references(() => paramApis.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    value: text('value').notNull(),
    sort: integer('sort').notNull().default(0),
    ...editable,
  },
  (t) => [unique('param_api_references_uq').on(t.paramApiId, t.code)],
)

/** A primary protocol: the layout of a PCR plate (spec 001 §3): rows, columns and control cells. */
export const primaryProtocols = pgTable('primary_protocols', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  rows: integer('rows').notNull(),
  columns: integer('columns').notNull(),
  /** Cells reserved for controls, e.g. ["A1", "H12"]. */
  controlCells: jsonb('control_cells').$type<string[]>().notNull().default([]),
  ...editable,
})
