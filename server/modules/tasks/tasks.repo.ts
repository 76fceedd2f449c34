/** Reads of tasks in the API's shape: one task, tasks by id, its change log, and the open-task count. */
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Task, TaskLogEntry } from '../../../domain/tasks/task.schema'
import { openTaskStatuses } from '../../../domain/tasks/task-states'
import type { Db, Tx } from '../../db/client'
import { users } from '../../db/schema/auth'
import { clients } from '../../db/schema/clients'
import { taskLog, tasks } from '../../db/schema/tasks'

const author = alias(users, 'task_author')
const performer = alias(users, 'task_performer')

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null)

/** The select list of a task with its people's names; used by every read so the shape stays one. */
export const taskColumns = {
  row: tasks,
  authorName: author.name,
  performerName: performer.name,
  // "Прізвище Ім'я По батькові" of the linked client; NULL without one (concat_ws alone would give '').
  clientName: sql<string | null>`CASE WHEN ${clients.id} IS NULL THEN NULL
    ELSE concat_ws(' ', ${clients.surname}, ${clients.name}, ${clients.patronymic}) END`,
}

/** FROM tasks with the joins `taskColumns` needs. */
export function selectTasks(db: Db | Tx) {
  return db
    .select(taskColumns)
    .from(tasks)
    .innerJoin(author, eq(author.id, tasks.authorId))
    .innerJoin(performer, eq(performer.id, tasks.performerId))
    .leftJoin(clients, eq(clients.id, tasks.clientId))
}

type TaskRow = Awaited<ReturnType<typeof selectTasks>>[number]

/** A joined row as the API answers it. */
export function toTask({ row, authorName, performerName, clientName }: TaskRow): Task {
  return {
    id: row.id,
    uuid: row.uuid,
    number: row.number,
    version: row.version,
    title: row.title,
    description: row.description,
    priority: row.priority,
    status: row.status,
    ehealthStatus: row.ehealthStatus,
    kanbanState: row.kanbanState,
    authorId: row.authorId,
    authorName,
    performerId: row.performerId,
    performerName,
    clientId: row.clientId,
    clientName,
    counterpartyId: row.counterpartyId,
    topicId: row.topicId,
    documentCategoryId: row.documentCategoryId,
    deadlineAt: iso(row.deadlineAt),
    completedAt: iso(row.completedAt),
    documents: row.documents,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

/** One task, or undefined. */
export async function findTask(db: Db | Tx, id: number): Promise<Task | undefined> {
  const [row] = await selectTasks(db).where(eq(tasks.id, id))
  return row ? toTask(row) : undefined
}

/** Tasks by id in the order of `ids` (the change feed loads its upserts with this). */
export async function findTasks(db: Db | Tx, ids: readonly number[]): Promise<Task[]> {
  if (ids.length === 0) return []
  const rows = await selectTasks(db).where(inArray(tasks.id, [...ids]))
  const byId = new Map(rows.map((r) => [r.row.id, toTask(r)]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}

/** The change log of a task, oldest first. */
export async function readTaskLog(db: Db | Tx, taskId: number): Promise<TaskLogEntry[]> {
  const rows = await db
    .select({ entry: taskLog, authorName: users.name })
    .from(taskLog)
    .innerJoin(users, eq(users.id, taskLog.authorId))
    .where(eq(taskLog.taskId, taskId))
    .orderBy(asc(taskLog.at), asc(taskLog.id))
  return rows.map(({ entry, authorName }) => ({
    id: entry.id,
    action: entry.action,
    authorId: entry.authorId,
    authorName,
    at: entry.at.toISOString(),
    changes: entry.changes,
  }))
}

/** The "added" entry's field values: what the task was created with (a resent create is compared to it). */
export async function creationSnapshot(db: Db | Tx, taskId: number): Promise<Record<string, unknown>> {
  const [entry] = await db
    .select({ changes: taskLog.changes })
    .from(taskLog)
    .where(and(eq(taskLog.taskId, taskId), eq(taskLog.action, 'added')))
    .orderBy(asc(taskLog.id))
    .limit(1)
  return Object.fromEntries(Object.entries(entry?.changes ?? {}).map(([k, v]) => [k, v.to]))
}

/** Open tasks (awaiting pickup or in progress) whose performer is the user: taskToMe. */
export async function countTasksToMe(db: Db | Tx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(tasks)
    .where(and(eq(tasks.performerId, userId), inArray(tasks.status, [...openTaskStatuses])))
  return row?.n ?? 0
}
