/**
 * Moving a task between states: complete, return to work, or any status from the kanban board. The
 * log action follows the move (to done: "completed"; from done or deleted back to open: "returned").
 */
import { eq } from 'drizzle-orm'
import { DomainError } from '../../../domain/api/errors'
import {
  canComplete,
  canReturn,
  statusChangeAction,
  taskStateMessages,
  type TaskStatus,
} from '../../../domain/tasks/task-states'
import { taskLog, tasks } from '../../db/schema/tasks'
import type { MutationScope } from '../../lib/mutation'
import { notFound, updateVersioned, versionConflict } from '../../lib/versioned'
import { assertMayEditTask } from './task-guard'
import { recordTaskChange, type TaskWrite } from './task-sync'
import { findTask } from './tasks.repo'

type Scope = Pick<MutationScope, 'tx' | 'user' | 'now' | 'changed'>

/** Sets the status if `version` is current; moving to the status the task already has writes nothing. */
export async function setTaskStatus(
  m: Scope,
  id: number,
  version: number,
  status: TaskStatus,
  allowed: (from: TaskStatus) => string | null = () => null,
): Promise<TaskWrite> {
  const { tx, user, now } = m
  const current = await findTask(tx, id)
  assertMayEditTask(user, current)
  if (current.version !== version) throw versionConflict(current)
  const refusal = allowed(current.status)
  if (refusal) throw new DomainError('task_state_invalid', 422, refusal, { current })
  if (current.status === status) return { task: current, notice: null }

  await updateVersioned(
    tx,
    tasks,
    { match: eq(tasks.id, id), version },
    { status, completedAt: status === 3 ? now : null },
    () => findTask(tx, id),
  )
  await tx.insert(taskLog).values({
    taskId: id,
    action: statusChangeAction(current.status, status),
    authorId: user.id,
    at: now,
    changes: { status: { from: current.status, to: status } },
  })
  const task = await findTask(tx, id)
  if (!task) throw notFound()
  return { task, notice: recordTaskChange(m, task) }
}

/** Marks an open task done. */
export const completeTask = (m: Scope, id: number, version: number) =>
  setTaskStatus(m, id, version, 3, (from) => (canComplete(from) ? null : taskStateMessages.cannot_complete))

/** Returns a done or deleted task to work ("В роботі"). */
export const returnTask = (m: Scope, id: number, version: number) =>
  setTaskStatus(m, id, version, 2, (from) => (canReturn(from) ? null : taskStateMessages.cannot_return))
