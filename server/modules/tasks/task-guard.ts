/**
 * The scope checks of the task routes, from domain/tasks/task-access.ts: a task the user may not see
 * answers 404 as a missing one; a task they see but may not change answers 403 forbidden_not_own.
 */
import { DomainError } from '../../../domain/api/errors'
import {
  canEditTask,
  canSeeTask,
  taskAccessMessages,
  type TaskOwners,
} from '../../../domain/tasks/task-access'
import { notFound } from '../../lib/versioned'
import type { AuthUser } from '../auth/auth.repo'

/** 404 unless the user's task list would show `task`. */
export function assertSeesTask(user: AuthUser, task: TaskOwners | undefined): asserts task is TaskOwners {
  if (!task || !canSeeTask(user.permissions)) throw notFound()
}

/** 404 as assertSeesTask, then 403 unless the user wrote or performs the task or manages the task manager. */
export function assertMayEditTask(user: AuthUser, task: TaskOwners | undefined): asserts task is TaskOwners {
  if (task && canEditTask(user.permissions, user.id, task)) return
  assertSeesTask(user, task)
  throw new DomainError('forbidden_not_own', 403, taskAccessMessages.notOwn)
}
