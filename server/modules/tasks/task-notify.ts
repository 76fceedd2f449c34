/**
 * Realtime notices of committed task writes (issue 8 item 4): `taskAssigned` to the performer a task
 * was given to, `taskChanged` to everyone it concerns, each with the receiver's own taskToMe, so the
 * avatar menu's count and open lists update without a reload.
 */
import type { FastifyInstance } from 'fastify'
import type { Db } from '../../db/client'
import type { TaskNotice } from './task-sync'
import { countTasksToMe } from './tasks.repo'

/** Sends the notice; a failure is logged, never turned into a failed request (the write is committed). */
export async function sendTaskNotice(app: FastifyInstance, db: Db, notice: TaskNotice | null): Promise<void> {
  if (!notice) return
  try {
    const counts = new Map<number, number>()
    for (const userId of notice.recipients) counts.set(userId, await countTasksToMe(db, userId))
    if (notice.assignedTo !== null) {
      const taskToMe = counts.get(notice.assignedTo) ?? (await countTasksToMe(db, notice.assignedTo))
      app.realtime.toUser(notice.assignedTo, 'taskAssigned', { taskId: notice.taskId, taskToMe })
    }
    for (const [userId, taskToMe] of counts)
      app.realtime.toUser(userId, 'taskChanged', { taskId: notice.taskId, taskToMe })
  } catch (err) {
    app.log.warn({ err, taskId: notice.taskId }, 'task notice not sent')
  }
}
