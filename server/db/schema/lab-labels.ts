/**
 * Every tube label printed (issue 22 item 2): ZPL sent by the server to a label printer, or a pixel
 * label printed by the browser and reported back. One row per tube and print, reprints included; the
 * printer's address only for ZPL. No patient data here: the tube leads to it.
 */
import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from './auth'
import { labTubes } from './lab-tubes'

export const labelPrints = pgTable(
  'label_prints',
  {
    id: serial('id').primaryKey(),
    tubeId: integer('tube_id')
      .notNull()
      .references(() => labTubes.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind', { enum: ['zpl', 'pixel'] }).notNull(),
    printedAt: timestamp('printed_at', { withTimezone: true }).notNull().defaultNow(),
    /** host:port of the ZPL printer; null for pixel prints. */
    printerHost: text('printer_host'),
  },
  (t) => [
    index('label_prints_tube_idx').on(t.tubeId, t.printedAt),
    check('label_prints_kind_check', sql`${t.kind} IN ('zpl', 'pixel')`),
  ],
)
