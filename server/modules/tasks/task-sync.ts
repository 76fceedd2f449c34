/**
 * What a task write leaves behind besides the row and its log: change-feed entries for the devices that
 * keep the task offline (scope "tasks", private to its author and its performer), and the realtime
 * notice sent after commit.
 */
import type { Task } from '../../../domain/tasks/task.schema'
import type { MutationScope } from '../../lib/mutation'

export const TASKS_SCOPE = 'tasks'
export const TASK_ENTITY = 'task'

/** Who hears of a committed task write over the realtime channel. */
export interface TaskNotice {
  taskId: number
  /** The performer the task was just given to (created for, or re-assigned to); null otherwise. */
  assignedTo: number | null
  /** Author, performer, and a performer the task was taken from. */
  recipients: number[]
}

/** The answer of a task write and, when something changed, its notice. */
export interface TaskWrite {
  task: Task
  notice: TaskNotice | null
}

/**
 * Records the change of `task` for the change feed and answers its notice. A performer the task was
 * taken from (and who did not write it) gets a deletion: the task leaves their device.
 */
export function recordTaskChange(
  m: Pick<MutationScope, 'changed'>,
  task: Task,
  opts: { previousPerformerId?: number; assigned?: boolean } = {},
): TaskNotice {
  const base = { scope: TASKS_SCOPE, entity: TASK_ENTITY, id: task.id, uuid: task.uuid }
  const owners = [...new Set([task.authorId, task.performerId])]
  for (const owner of owners) m.changed({ ...base, op: 'upsert', ownerUserId: owner })
  const left = opts.previousPerformerId
  if (left !== undefined && !owners.includes(left)) m.changed({ ...base, op: 'delete', ownerUserId: left })
  return {
    taskId: task.id,
    assignedTo: opts.assigned ? task.performerId : null,
    recipients: [...new Set([...owners, ...(left === undefined ? [] : [left])])],
  }
}
