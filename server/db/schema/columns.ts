/** Column sets shared by the tables of every area. */
import { customType, integer, timestamp, uuid } from 'drizzle-orm/pg-core'
import { sql } from 'drizzle-orm'

/** created/updated timestamps. */
export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}

/**
 * For rows that can be edited from the PWA: optimistic-lock version and a client-generated uuid.
 * Getters, so each `...editable` spread builds fresh columns: Drizzle writes the unique constraint's
 * name into the builder, and a shared builder gave every table the first table's "roles_uuid_unique".
 */
export const editable = {
  get uuid() {
    return uuid('uuid')
      .notNull()
      .unique()
      .default(sql`gen_random_uuid()`)
  },
  get version() {
    return integer('version').notNull().default(1)
  },
  ...timestamps,
}

/**
 * A wall-clock time of day (SQL `time`) read as 'HH:MM': schedules are kept to the minute, and the API,
 * the forms and the slot computation all speak HH:MM.
 */
export const wallTime = customType<{ data: string; driverData: string }>({
  dataType: () => 'time',
  fromDriver: (v) => String(v).slice(0, 5),
})
