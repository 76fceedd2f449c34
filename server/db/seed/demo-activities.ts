/**
 * Demo working hours: the user activity periods of every demo login over the last two weeks (Monday to
 * Saturday, a morning and an afternoon session on Kyiv's clock, a few minutes apart from day to day), so
 * the activity report (/reports/activity-report) is meaningful at once. Days before today only: today's
 * activity is the signed-in user's own. Skipped when any activity exists.
 */
import { asc, eq } from 'drizzle-orm'
import { addDays } from '../../../domain/reports/report-period'
import { kyivDay, kyivInstant } from '../../../domain/time/kyiv'
import type { Db } from '../client'
import { users } from '../schema/auth'
import { userActivities } from '../schema/user-activities'
import { clock } from './seed-helpers'

const DAYS = 14

export async function seedDemoActivities(db: Db, now = new Date()): Promise<void> {
  const [any] = await db.select({ id: userActivities.id }).from(userActivities).limit(1)
  if (any) return
  const people = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.isActive, true))
    .orderBy(asc(users.id))
  const today = kyivDay(now)
  const rows: Array<typeof userActivities.$inferInsert> = []
  for (let back = 1; back <= DAYS; back++) {
    const day = addDays(today, -back)
    if (new Date(`${day}T00:00:00Z`).getUTCDay() === 0) continue // Sunday
    for (const p of people) {
      const jitter = (p.id * 7 + back * 13) % 20 // minutes, the same on every seed
      const at = (minutes: number) => kyivInstant(day, clock(minutes)).at
      rows.push(
        { userId: p.id, startTime: at(8 * 60 + jitter), endTime: at(13 * 60 - jitter) },
        { userId: p.id, startTime: at(14 * 60 + jitter), endTime: at(18 * 60 - (jitter % 7)) },
      )
    }
  }
  for (let i = 0; i < rows.length; i += 500) await db.insert(userActivities).values(rows.slice(i, i + 500))
}
