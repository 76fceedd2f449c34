/** User activity periods (spec 000 §4): when a member of staff started and stopped working at the screen. */
import { index, integer, pgTable, serial, timestamp } from 'drizzle-orm/pg-core'
import { users } from './auth'
import { timestamps } from './columns'

export const userActivities = pgTable(
  'user_activities',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    /** Null while the activity is open. */
    endTime: timestamp('end_time', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('user_activities_user_start_idx').on(t.userId, t.startTime),
    // The activity report reads periods by time across all users.
    index('user_activities_start_idx').on(t.startTime),
  ],
)
