/**
 * The fields a task's change log follows, and the "added" entry a new task gets. The seed writes the
 * same entries, so a demo task's log reads like one created through the API.
 */
import type { TaskStatus } from '../../../domain/tasks/task-states'
import type { TaskChanges } from '../../db/schema/tasks'

/** Fields logged on create and edit, in the API's shape (dates as ISO strings); status is logged too. */
export const loggedFields = [
  'title',
  'description',
  'performerId',
  'priority',
  'clientId',
  'counterpartyId',
  'topicId',
  'documentCategoryId',
  'deadlineAt',
  'documents',
] as const
export type LoggedField = (typeof loggedFields)[number]
export type LoggedValues = Record<LoggedField, unknown>

/** The changes of an "added" entry: every field from null to the value the task was created with. */
export function creationChanges(values: LoggedValues, status: TaskStatus): TaskChanges {
  const changes: TaskChanges = { status: { from: null, to: status } }
  for (const f of loggedFields) changes[f] = { from: null, to: values[f] }
  return changes
}
