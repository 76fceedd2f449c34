/**
 * Rows of the change feed's private scope "tasks" (ARCHITECTURE.md §5): the tasks a user wrote or
 * performs, in the shape of GET /taskmanager/tasks/{id} without its log. Meant for the scope's entry
 * in server/modules/sync/sync-sources.ts.
 */
import { and, asc, eq, gt, inArray, or } from 'drizzle-orm'
import type { Task } from '../../../domain/tasks/task.schema'
import type { Db } from '../../db/client'
import { tasks } from '../../db/schema/tasks'
import { selectTasks, toTask } from './tasks.repo'

/** A feed row (the sync module's SyncRow). */
export interface TaskSyncRow {
  id: number
  uuid: string
  version: number
  data: Task
}

const mine = (userId: number) => or(eq(tasks.authorId, userId), eq(tasks.performerId, userId))
const toRow = (task: Task): TaskSyncRow => ({
  id: task.id,
  uuid: task.uuid,
  version: task.version,
  data: task,
})

/** The current rows of `ids` that `userId` wrote or performs (a task re-assigned away is not among them). */
export async function taskSyncRowsByIds(db: Db, ids: number[], userId: number): Promise<TaskSyncRow[]> {
  if (ids.length === 0) return []
  const rows = await selectTasks(db).where(and(inArray(tasks.id, ids), mine(userId)))
  return rows.map((r) => toRow(toTask(r)))
}

/** The user's tasks with id > afterId in id order, for the snapshot. */
export async function taskSyncRowsPage(
  db: Db,
  afterId: number,
  limit: number,
  userId: number,
): Promise<TaskSyncRow[]> {
  const rows = await selectTasks(db)
    .where(and(gt(tasks.id, afterId), mine(userId)))
    .orderBy(asc(tasks.id))
    .limit(limit)
  return rows.map((r) => toRow(toTask(r)))
}
