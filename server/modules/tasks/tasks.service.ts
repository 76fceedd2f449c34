/**
 * Creating and editing tasks. Every change writes its task_log entry (who, when, which fields from →
 * to) in the caller's transaction, and records the change for the change feed.
 */
import { eq } from 'drizzle-orm'
import { DomainError } from '../../../domain/api/errors'
import { searchKey } from '../../../domain/search/normalize'
import type { TaskCreate, TaskPatch } from '../../../domain/tasks/task.schema'
import { taskMessages } from '../../../domain/tasks/task.schema'
import type { Tx } from '../../db/client'
import { clients } from '../../db/schema/clients'
import { taskLog, tasks, type TaskChanges } from '../../db/schema/tasks'
import { insertOnce } from '../../lib/client-uuid'
import type { MutationScope } from '../../lib/mutation'
import { canonicalJson } from '../../lib/request-hash'
import { notFound, updateVersioned, versionConflict } from '../../lib/versioned'
import { creationChanges, loggedFields, type LoggedField, type LoggedValues } from './task-log'
import { assertMayEditTask } from './task-guard'
import { checkTaskRefs } from './task-refs'
import { readSettingsRecord } from '../../lib/crud/settings-record-routes'
import { taskGeneralSetting } from '../../../domain/tasks/task-settings.resources'
import type { TaskSettings } from '../../../domain/tasks/task-settings.schema'
import { recordTaskChange, type TaskWrite } from './task-sync'
import { creationSnapshot, findTask } from './tasks.repo'
import { planTaskAssigned } from '../notifications/plan-task'

type Scope = Pick<MutationScope, 'tx' | 'user' | 'now' | 'changed'>

const isoOrNull = (v: string | null | undefined) => (v == null ? null : new Date(v).toISOString())
const same = (a: unknown, b: unknown) => canonicalJson(a) === canonicalJson(b)

/** True when a resent create carries what the task was created with (fields it leaves out match anything). */
async function sameCreation(tx: Tx, taskId: number, body: TaskCreate): Promise<boolean> {
  const snapshot = await creationSnapshot(tx, taskId)
  for (const field of loggedFields) {
    let sent: unknown = body[field]
    if (sent === undefined) continue
    if (field === 'deadlineAt') sent = isoOrNull(body.deadlineAt)
    if (field === 'clientId' && typeof sent === 'string') {
      const [c] = await tx.select({ id: clients.id }).from(clients).where(eq(clients.uuid, sent))
      sent = c?.id ?? sent
    }
    if (!same(sent, snapshot[field])) return false
  }
  return true
}

async function repeatOf(tx: Tx, id: number, body: TaskCreate): Promise<TaskWrite> {
  const task = await findTask(tx, id)
  if (!task) throw notFound()
  if (!(await sameCreation(tx, id, body)))
    throw new DomainError('uuid_conflict', 409, taskMessages.uuid_conflict, { current: task })
  return { task, notice: null }
}

/** Creates a task; the same uuid again answers the same task (created: false), or 409 if it differs. */
export async function createTask(m: Scope, body: TaskCreate): Promise<TaskWrite & { created: boolean }> {
  const { tx, user, now } = m
  const [existing] = await tx.select({ id: tasks.id }).from(tasks).where(eq(tasks.uuid, body.uuid))
  if (existing) return { ...(await repeatOf(tx, existing.id, body)), created: false }

  const { clientId } = await checkTaskRefs(tx, body)
  const settings = (await readSettingsRecord(tx, taskGeneralSetting)) as TaskSettings
  const deadlineAt =
    body.deadlineAt !== undefined
      ? isoOrNull(body.deadlineAt)
      : settings.defaultDeadlineDays === null
        ? null
        : new Date(now.getTime() + settings.defaultDeadlineDays * 86_400_000).toISOString()
  const values = {
    title: body.title,
    description: body.description ?? '',
    performerId: body.performerId,
    priority: body.priority ?? settings.defaultPriority,
    clientId: clientId ?? null,
    counterpartyId: body.counterpartyId ?? null,
    topicId: body.topicId ?? null,
    documentCategoryId: body.documentCategoryId ?? null,
    deadlineAt,
    documents: body.documents ?? [],
  } satisfies LoggedValues

  const { row, created } = await insertOnce(tx, tasks, {
    ...values,
    uuid: body.uuid,
    deadlineAt: deadlineAt === null ? null : new Date(deadlineAt),
    authorId: user.id,
    searchKey: searchKey(values.title),
    createdAt: now,
    updatedAt: now,
  })
  // Another request with this uuid committed between the check above and the insert.
  if (!created) return { ...(await repeatOf(tx, row.id, body)), created: false }

  const changes = creationChanges(values, row.status)
  await tx.insert(taskLog).values({ taskId: row.id, action: 'added', authorId: user.id, at: now, changes })
  const task = await findTask(tx, row.id)
  if (!task) throw notFound()
  await planTaskAssigned(tx, task, user.id, now)
  return { task, notice: recordTaskChange(m, task, { assigned: true }), created: true }
}

/** Edits the given fields if `patch.version` is current; a patch that changes nothing writes nothing. */
export async function editTask(m: Scope, id: number, patch: TaskPatch): Promise<TaskWrite> {
  const { tx, user, now } = m
  const current = await findTask(tx, id)
  assertMayEditTask(user, current)
  if (current.version !== patch.version) throw versionConflict(current)
  const { clientId } = await checkTaskRefs(tx, patch)
  const next: Partial<Record<LoggedField, unknown>> = {
    ...patch,
    ...(clientId !== undefined ? { clientId } : {}),
    ...(patch.deadlineAt !== undefined ? { deadlineAt: isoOrNull(patch.deadlineAt) } : {}),
  }
  const changes: TaskChanges = {}
  for (const f of loggedFields)
    if (next[f] !== undefined && !same(next[f], current[f])) changes[f] = { from: current[f], to: next[f] }
  if (Object.keys(changes).length === 0) return { task: current, notice: null }

  // The logged fields are the column names; the deadline goes back to a Date, a new title to its search key.
  const set: Record<string, unknown> = {}
  for (const [f, c] of Object.entries(changes)) set[f] = c.to
  if (changes.deadlineAt) {
    const deadline = changes.deadlineAt.to as string | null
    set.deadlineAt = deadline === null ? null : new Date(deadline)
  }
  if (changes.title) set.searchKey = searchKey(changes.title.to as string)
  await updateVersioned(tx, tasks, { match: eq(tasks.id, id), version: patch.version }, set, () =>
    findTask(tx, id),
  )
  await tx.insert(taskLog).values({ taskId: id, action: 'changed', authorId: user.id, at: now, changes })
  const task = await findTask(tx, id)
  if (!task) throw notFound()
  const reassigned = 'performerId' in changes
  if (reassigned) await planTaskAssigned(tx, task, user.id, now)
  return {
    task,
    notice: recordTaskChange(m, task, {
      assigned: reassigned,
      ...(reassigned ? { previousPerformerId: current.performerId } : {}),
    }),
  }
}
