/**
 * The laboratory's error register (domain/laboratory/lab-errors.resource.ts; spec 001 §3 "Error record"):
 * one row per registered error — its day, stage, type (0–14) and variant (0–28) as numbers, the filial
 * and the tube's barcode when known, a comment and the solution. The checks repeat what the definition's
 * zod schema allows, so a row written past the API cannot hold a type the screen has no words for.
 */
import { sql } from 'drizzle-orm'
import { check, date, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core'
import { editable } from './columns'
import { filials } from './places'

export const labErrors = pgTable(
  'lab_errors',
  {
    id: serial('id').primaryKey(),
    occurredOn: date('occurred_on').notNull(),
    stage: text('stage').notNull(),
    errorType: integer('error_type').notNull(),
    variant: integer('variant').notNull(),
    filialId: integer('filial_id').references(() => filials.id),
    barcode: text('barcode'),
    comment: text('comment'),
    solution: text('solution').notNull(),
    ...editable,
  },
  (t) => [
    index('lab_errors_occurred_idx').on(t.occurredOn),
    check(
      'lab_errors_stage',
      sql`${t.stage} IN ('preanalytical', 'analytical', 'postanalytical', 'general_result_measurement')`,
    ),
    check('lab_errors_type', sql`${t.errorType} BETWEEN 0 AND 14`),
    check('lab_errors_variant', sql`${t.variant} BETWEEN 0 AND 28`),
  ],
)
