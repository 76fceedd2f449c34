/**
 * Every task write goes through the outbox: the change shows on this device at once (board, list,
 * card), waits while offline, and is sent exactly once (the item id is the Idempotency-Key). A task
 * created on this device has no server id until its create lands: its later writes name it by its
 * uuid (the server takes a task's uuid wherever it takes its id) and wait for the create, so nothing
 * queued ever needs rewriting. An edit made while the create has not been tried yet is folded into it.
 * A patient created on this device and not sent yet is named by the client's uuid the same way, and
 * the write waits for the client's create.
 */
import { canComplete, canReturn, type TaskStatus } from '../../../domain/tasks/task-states'
import type { Task, TaskCreate, TaskPatch } from '../../../domain/tasks/task.schema'
import { CLIENT_ENTITY } from '../../offline/entities/clients'
import { TASK_ENTITY_TYPE } from '../../offline/entities/tasks'
import { openItemsOf } from '../../offline/outbox'
import { entityKey } from '../../offline/outbox-types'
import type { Offline } from '../../offline/react/offline-context'
import { TASKS_PATH } from './task-paths'

type Writer = Pick<Offline, 'db' | 'userId' | 'outbox'>

const entity = (uuid: string) => ({ type: TASK_ENTITY_TYPE, uuid })
const label = (t: Pick<Task, 'title'>) => `Задача «${t.title}»`
/** How requests and addresses name a task: its server id, or its uuid while it has none. */
export const taskRef = (t: Pick<Task, 'id' | 'uuid'>): number | string => (t.id > 0 ? t.id : t.uuid)
export const taskPath = (t: Pick<Task, 'id' | 'uuid'>) => `/task-manager/${taskRef(t)}`

/** The optimistic task of a new create: what the board and list show until the server answers. */
export function draftTask(
  body: TaskCreate & { priority: Task['priority'] },
  who: { authorId: number; authorName: string; performerName: string; clientName?: string | null },
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
    clientName: body.clientId == null ? null : (who.clientName ?? null),
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

/** The unsent writes of a client named by its uuid (created on this device), which a task write must follow. */
async function clientWaits(w: Writer, clientId: TaskCreate['clientId']): Promise<string[]> {
  if (typeof clientId !== 'string') return []
  const items = await openItemsOf(w.db, entityKey({ type: CLIENT_ENTITY, uuid: clientId }))
  return items.map((i) => i.id)
}

export async function createTask(w: Writer, body: TaskCreate, local: Task): Promise<void> {
  await w.outbox.write({
    userId: w.userId,
    entity: entity(body.uuid),
    method: 'POST',
    path: TASKS_PATH,
    body,
    dependsOn: await clientWaits(w, body.clientId),
    label: label(local),
    openPath: taskPath(local),
    local,
  })
}

/**
 * The create of a task, if an edit can still be folded into it: it is the task's only open item and
 * the server cannot have it (never tried, or refused). A create that may have landed (sending,
 * retrying after a lost answer) would answer a changed body with uuid_conflict.
 */
async function foldableCreate(w: Writer, uuid: string) {
  const items = await openItemsOf(w.db, entityKey(entity(uuid)))
  const create = items.length === 1 ? items[0] : undefined
  if (create?.method !== 'POST' || create.path !== TASKS_PATH) return undefined
  const untried = create.status === 'pending' && create.attempts === 0
  return untried || create.status === 'rejected' ? create : undefined
}

/**
 * What a write of a task must name and wait for. A task the server has not numbered yet is named by
 * its uuid and waits for its create (a discarded create then holds the write instead of letting it
 * meet a 404); it was created at version 1, and the flusher puts the version the create got in the
 * body before sending anyway (the write is queued behind the create).
 */
async function target(w: Writer, task: Task) {
  if (task.id > 0) return { ref: task.id, version: task.version, dependsOn: [] as string[] }
  const items = await openItemsOf(w.db, entityKey(entity(task.uuid)))
  const creates = items.filter((i) => i.method === 'POST' && i.path === TASKS_PATH).map((i) => i.id)
  return { ref: task.uuid, version: Math.max(1, task.version), dependsOn: creates }
}

/** Edits a task: a PATCH with the version it is based on, or a new create body while it is untried. */
export async function editTask(
  w: Writer,
  current: Task,
  patch: Omit<TaskPatch, 'version'>,
  local: Task,
  seenRev?: number,
): Promise<void> {
  const forClient = await clientWaits(w, patch.clientId)
  const create = current.id === 0 ? await foldableCreate(w, current.uuid) : undefined
  if (create) {
    await w.outbox.write({
      userId: w.userId,
      entity: entity(current.uuid),
      method: 'POST',
      path: TASKS_PATH,
      body: { ...(create.body as TaskCreate), ...patch },
      dependsOn: forClient,
      label: label(local),
      openPath: taskPath(local),
      local,
      replacesWhole: true,
    })
    return
  }
  const { ref, version, dependsOn } = await target(w, current)
  await w.outbox.write({
    userId: w.userId,
    entity: entity(current.uuid),
    method: 'PATCH',
    path: `${TASKS_PATH}/${ref}`,
    body: { ...patch, version },
    baseVersion: version,
    dependsOn: [...dependsOn, ...forClient],
    label: label(local),
    openPath: taskPath(local),
    local: { ...local, updatedAt: new Date().toISOString() },
    seenRev,
  })
}

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
  if (change.kind === 'complete' && !canComplete(task.status)) return
  if (change.kind === 'return' && !canReturn(task.status)) return
  const status = statusAfter(task, change)
  if (status === task.status) return
  const now = new Date().toISOString()
  const { ref, version, dependsOn } = await target(w, task)
  const path = change.kind === 'move' ? `${TASKS_PATH}/${ref}/status` : `${TASKS_PATH}/${ref}/${change.kind}`
  await w.outbox.write({
    userId: w.userId,
    entity: entity(task.uuid),
    method: change.kind === 'move' ? 'PATCH' : 'POST',
    path,
    body: change.kind === 'move' ? { version, status } : { version },
    baseVersion: version,
    dependsOn,
    label: label(task),
    openPath: taskPath(task),
    local: { ...task, status, completedAt: status === 3 ? now : null, updatedAt: now },
    seenRev,
  })
}
