/**
 * Every task write goes through the outbox: the change shows on this device at once (board, list,
 * card), waits while offline, and is sent exactly once (the item id is the Idempotency-Key). A task
 * created offline has no server id yet, so its later edits are folded into the unsent create; a status
 * change has to wait until the task reaches the server (the API addresses it by id).
 */
import { canComplete, canReturn, type TaskStatus } from '../../../domain/tasks/task-states'
import type { Task, TaskCreate, TaskPatch } from '../../../domain/tasks/task.schema'
import { TASK_ENTITY_TYPE } from '../../offline/entities/tasks'
import { openItemsOf } from '../../offline/outbox'
import { entityKey } from '../../offline/outbox-types'
import type { Offline } from '../../offline/react/offline-context'
import { TASKS_PATH } from './task-paths'

type Writer = Pick<Offline, 'db' | 'userId' | 'outbox'>

export class TaskWriteRefused extends Error {}

const entity = (uuid: string) => ({ type: TASK_ENTITY_TYPE, uuid })
const label = (t: Pick<Task, 'title'>) => `Задача «${t.title}»`
export const taskPath = (t: Pick<Task, 'id' | 'uuid'>) => `/task-manager/${t.id > 0 ? t.id : t.uuid}`

/** The optimistic task of a new create: what the board and list show until the server answers. */
export function draftTask(
  body: TaskCreate & { priority: Task['priority'] },
  who: { authorId: number; authorName: string; performerName: string },
  now = new Date(),
): Task {
  return {
    id: 0,
    uuid: body.uuid,
    number: 0,
    version: 0,
    title: body.title,
    description: body.description ?? '',
    priority: body.priority,
    status: 1,
    ehealthStatus: null,
    kanbanState: null,
    authorId: who.authorId,
    authorName: who.authorName,
    performerId: body.performerId,
    performerName: who.performerName,
    clientId: typeof body.clientId === 'number' ? body.clientId : null,
    clientName: null,
    counterpartyId: body.counterpartyId ?? null,
    topicId: body.topicId ?? null,
    documentCategoryId: body.documentCategoryId ?? null,
    deadlineAt: body.deadlineAt ?? null,
    completedAt: null,
    documents: body.documents ?? [],
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
  }
}

export async function createTask(w: Writer, body: TaskCreate, local: Task): Promise<void> {
  await w.outbox.write({
    userId: w.userId,
    entity: entity(body.uuid),
    method: 'POST',
    path: TASKS_PATH,
    body,
    label: label(local),
    openPath: taskPath(local),
    local,
  })
}

/** The unsent create of a task not yet on the server, if it can still take edits. */
async function unsentCreate(w: Writer, uuid: string) {
  const items = await openItemsOf(w.db, entityKey(entity(uuid)))
  const create = items.find((i) => i.method === 'POST' && i.path === TASKS_PATH)
  const editable = items.length === 1 && create && ['pending', 'rejected', 'retrying'].includes(create.status)
  return editable ? create : undefined
}

/** Edits a task: a PATCH with the version it is based on, or a new create body while it is unsent. */
export async function editTask(
  w: Writer,
  current: Task,
  patch: Omit<TaskPatch, 'version'>,
  local: Task,
  seenRev?: number,
): Promise<void> {
  if (current.id === 0) {
    const create = await unsentCreate(w, current.uuid)
    if (!create) throw new TaskWriteRefused(notYetOnServer)
    await w.outbox.write({
      userId: w.userId,
      entity: entity(current.uuid),
      method: 'POST',
      path: TASKS_PATH,
      body: { ...(create.body as TaskCreate), ...patch },
      label: label(local),
      openPath: taskPath(local),
      local,
      replacesWhole: true,
    })
    return
  }
  await w.outbox.write({
    userId: w.userId,
    entity: entity(current.uuid),
    method: 'PATCH',
    path: `${TASKS_PATH}/${current.id}`,
    body: { ...patch, version: current.version },
    baseVersion: current.version,
    label: label(local),
    openPath: taskPath(local),
    local: { ...local, updatedAt: new Date().toISOString() },
    seenRev,
  })
}

const notYetOnServer =
  'Задачу ще не збережено на сервері, а її створення вже надсилається. Спробуйте, щойно вона синхронізується.'

export type StatusChange = { kind: 'complete' } | { kind: 'return' } | { kind: 'move'; status: TaskStatus }

/** The status a change leads to. */
export function statusAfter(task: Task, change: StatusChange): TaskStatus {
  if (change.kind === 'complete') return 3
  if (change.kind === 'return') return 2
  return change.status
}

/** Complete, return to work, or a board move (any status), on the version the user saw. */
export async function changeStatus(
  w: Writer,
  task: Task,
  change: StatusChange,
  seenRev?: number,
): Promise<void> {
  if (task.id === 0) throw new TaskWriteRefused(notYetOnServerStatus)
  if (change.kind === 'complete' && !canComplete(task.status)) return
  if (change.kind === 'return' && !canReturn(task.status)) return
  const status = statusAfter(task, change)
  if (status === task.status) return
  const now = new Date().toISOString()
  const path =
    change.kind === 'move' ? `${TASKS_PATH}/${task.id}/status` : `${TASKS_PATH}/${task.id}/${change.kind}`
  await w.outbox.write({
    userId: w.userId,
    entity: entity(task.uuid),
    method: change.kind === 'move' ? 'PATCH' : 'POST',
    path,
    body: change.kind === 'move' ? { version: task.version, status } : { version: task.version },
    baseVersion: task.version,
    label: label(task),
    openPath: taskPath(task),
    local: { ...task, status, completedAt: status === 3 ? now : null, updatedAt: now },
    seenRev,
  })
}

const notYetOnServerStatus =
  'Задачу ще не збережено на сервері. Змінити її статус можна, щойно вона синхронізується.'
