/**
 * Lists the laboratory keeps about its tests (spec 001 §2 laboratory: favorites-mc-test, staging-tests;
 * the resources in domain/laboratory/test-lists.resources.ts): the favourite tests offered first when a
 * test is searched, and when each laboratory runs ("stages") a test — weekdays, the hour samples must
 * arrive by and the days to the result. A test deleted from the catalogue leaves both lists with it.
 */
import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, pgTable, serial, text, unique } from 'drizzle-orm/pg-core'
import { editable } from './columns'
import { mcTests } from './lab'
import { laboratories } from './lab-network'

export const favoriteMcTests = pgTable(
  'favorite_mc_tests',
  {
    id: serial('id').primaryKey(),
    mcTestId: integer('mc_test_id')
      .notNull()
      .references(() => mcTests.id, { onDelete: 'cascade' }),
    /** Smaller first. */
    sort: integer('sort').notNull().default(0),
    comment: text('comment'),
    ...editable,
  },
  (t) => [unique('favorite_mc_tests_test_uq').on(t.mcTestId)],
)

export const stagingTests = pgTable(
  'staging_tests',
  {
    id: serial('id').primaryKey(),
    mcTestId: integer('mc_test_id')
      .notNull()
      .references(() => mcTests.id, { onDelete: 'cascade' }),
    laboratoryId: integer('laboratory_id')
      .notNull()
      .references(() => laboratories.id),
    /** The weekdays the laboratory sets the test up. */
    monday: boolean('monday').notNull().default(false),
    tuesday: boolean('tuesday').notNull().default(false),
    wednesday: boolean('wednesday').notNull().default(false),
    thursday: boolean('thursday').notNull().default(false),
    friday: boolean('friday').notNull().default(false),
    saturday: boolean('saturday').notNull().default(false),
    sunday: boolean('sunday').notNull().default(false),
    /** 'HH:MM' (Kyiv time): a sample that arrives later waits for the next run. */
    cutoffTime: text('cutoff_time'),
    /** Working days from the run to the result. */
    leadDays: integer('lead_days').notNull().default(1),
    comment: text('comment'),
    ...editable,
  },
  (t) => [
    unique('staging_tests_test_lab_uq').on(t.mcTestId, t.laboratoryId),
    index('staging_tests_laboratory_idx').on(t.laboratoryId),
    check('staging_tests_lead_days', sql`${t.leadDays} BETWEEN 0 AND 365`),
    check('staging_tests_cutoff_time', sql`${t.cutoffTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
  ],
)
