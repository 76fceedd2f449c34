/**
 * The outbox's view of tasks (issue 8): every task kept on the device is one local record under
 * `task:<uuid>`, in the shape of the task API's answer. Creates, edits, completes, returns and board
 * moves are separate requests on the same record; each later one carries the version its predecessor
 * got from the server (rebase), and "keep mine" after a conflict re-sends it on the server's version.
 */
import { taskSchema, type Task } from '../../../domain/tasks/task.schema'
import type { EntityAdapter } from '../entity-adapter'

export const TASK_ENTITY_TYPE = 'task'
/** The key prefix of local task records (a primary-key range in IndexedDB). */
export const TASK_KEY_PREFIX = 'task:'
export const taskRecordKey = (uuid: string): string => `${TASK_KEY_PREFIX}${uuid}`

/** The task in a stored record or an answer, if it is one. */
export function parseTask(value: unknown): Task | undefined {
  const r = taskSchema.safeParse(value)
  return r.success ? r.data : undefined
}

/** Requests that carry `version` get the server's newest; a create (no version) is sent as it is. */
function onServerVersion(body: unknown, server: unknown): unknown {
  const version = parseTask(server)?.version
  if (version === undefined || typeof body !== 'object' || body === null || !('version' in body)) return body
  return { ...body, version }
}

export const taskAdapter: EntityAdapter = {
  recordKey: taskRecordKey,
  fromAnswer: (answer) => answer,
  versionOf: (record) => parseTask(record)?.version,
  rebase: onServerVersion,
  keepMine: onServerVersion,
  fromCurrent: (current) => current,
}
