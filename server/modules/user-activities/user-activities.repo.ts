/** Storage of user activity periods; every query is scoped to the owning user. */
import { and, eq, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client'
import { userActivities } from '../../db/schema/user-activities'

export interface ActivityRow {
  id: number
  startTime: Date
  endTime: Date | null
}

const columns = {
  id: userActivities.id,
  startTime: userActivities.startTime,
  endTime: userActivities.endTime,
}

/** Opens an activity for `userId`; returns its id. */
export async function insertActivity(db: Db | Tx, userId: number, startTime: Date): Promise<number> {
  const [row] = await db
    .insert(userActivities)
    .values({ userId, startTime })
    .returning({ id: userActivities.id })
  if (!row) throw new Error('insert returned no row')
  return row.id
}

/** The user's own activity, or undefined (also for another user's id). */
export async function findOwnActivity(
  db: Db | Tx,
  userId: number,
  id: number,
): Promise<ActivityRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(userActivities)
    .where(and(eq(userActivities.id, id), eq(userActivities.userId, userId)))
  return row
}

/** Sets the end of the user's own activity; undefined when there is none with that id. */
export async function setActivityEnd(
  db: Db | Tx,
  userId: number,
  id: number,
  endTime: Date,
): Promise<ActivityRow | undefined> {
  const [row] = await db
    .update(userActivities)
    .set({ endTime, updatedAt: sql`now()` })
    .where(and(eq(userActivities.id, id), eq(userActivities.userId, userId)))
    .returning(columns)
  return row
}
