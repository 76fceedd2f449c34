/**
 * Task topics and task document categories: two named, ordered lists with the same rules — a unique
 * name (compared case-insensitively), a client uuid on create, a version on edit, and no deleting a
 * row that tasks still name.
 */
import { and, asc, eq, ne, sql } from 'drizzle-orm'
import { DomainError, errorMessages } from '../../../domain/api/errors'
import {
  taskSettingsMessages,
  type TaskListItem,
  type TaskListItemCreate,
  type TaskListItemPatch,
} from '../../../domain/tasks/task-settings.schema'
import type { Db, Tx } from '../../db/client'
import { taskDocumentCategories, tasks, taskTopics } from '../../db/schema/tasks'
import { insertOnce } from '../../lib/client-uuid'
import { notFound, updateVersioned, versionConflict } from '../../lib/versioned'

export interface TaskCatalogue {
  // Both tables have the same columns; Drizzle's types tell them apart only by name.
  table: typeof taskTopics
  /** The tasks column that points at a row of the list. */
  usedBy: typeof tasks.topicId | typeof tasks.documentCategoryId
  exists: string
  inUse: string
}

export const topicsCatalogue: TaskCatalogue = {
  table: taskTopics,
  usedBy: tasks.topicId,
  exists: taskSettingsMessages.topic_exists,
  inUse: taskSettingsMessages.topic_in_use,
}

export const categoriesCatalogue: TaskCatalogue = {
  table: taskDocumentCategories as unknown as typeof taskTopics,
  usedBy: tasks.documentCategoryId,
  exists: taskSettingsMessages.category_exists,
  inUse: taskSettingsMessages.category_in_use,
}

const toItem = (r: typeof taskTopics.$inferSelect): TaskListItem => ({
  id: r.id,
  uuid: r.uuid,
  name: r.name,
  sort: r.sort,
  version: r.version,
})

/** Every row in (sort, id) order. */
export async function listItems(db: Db, c: TaskCatalogue): Promise<TaskListItem[]> {
  const rows = await db.select().from(c.table).orderBy(asc(c.table.sort), asc(c.table.id))
  return rows.map(toItem)
}

async function findItem(tx: Tx, c: TaskCatalogue, id: number): Promise<TaskListItem | undefined> {
  const [row] = await tx.select().from(c.table).where(eq(c.table.id, id))
  return row ? toItem(row) : undefined
}

/** 422 on `name` when another row already has the name. */
async function assertNameFree(tx: Tx, c: TaskCatalogue, name: string, exceptId?: number): Promise<void> {
  const [taken] = await tx
    .select({ id: c.table.id })
    .from(c.table)
    .where(and(sql`lower(${c.table.name}) = lower(${name})`, exceptId ? ne(c.table.id, exceptId) : undefined))
  if (taken)
    throw new DomainError('validation_failed', 422, errorMessages.validation_failed, {
      errors: { name: [c.exists] },
    })
}

/** Creates a row; the same uuid again answers the same row (created: false), or 409 if it differs. */
export async function createItem(tx: Tx, c: TaskCatalogue, body: TaskListItemCreate) {
  const [same] = await tx.select().from(c.table).where(eq(c.table.uuid, body.uuid))
  if (same) {
    if (same.name !== body.name || (body.sort !== undefined && same.sort !== body.sort))
      throw new DomainError('uuid_conflict', 409, taskSettingsMessages.uuid_conflict, {
        current: toItem(same),
      })
    return { item: toItem(same), created: false }
  }
  await assertNameFree(tx, c, body.name)
  const { row, created } = await insertOnce(tx, c.table, {
    uuid: body.uuid,
    name: body.name,
    sort: body.sort ?? 0,
  })
  return { item: toItem(row), created }
}

/** Renames or re-sorts a row if `patch.version` is current; a patch that changes nothing writes nothing. */
export async function patchItem(tx: Tx, c: TaskCatalogue, id: number, patch: TaskListItemPatch) {
  const current = await findItem(tx, c, id)
  if (!current) throw notFound()
  if (current.version !== patch.version) throw versionConflict(current)
  const name = patch.name ?? current.name
  const sort = patch.sort ?? current.sort
  if (name === current.name && sort === current.sort) return current
  if (name !== current.name) await assertNameFree(tx, c, name, id)
  const row = await updateVersioned(
    tx,
    c.table,
    { match: eq(c.table.id, id), version: patch.version },
    { name, sort },
    () => findItem(tx, c, id),
  )
  return toItem(row)
}

/** Deletes a row that no task names; 409 while tasks still do. */
export async function deleteItem(tx: Tx, c: TaskCatalogue, id: number): Promise<void> {
  const current = await findItem(tx, c, id)
  if (!current) throw notFound()
  const [used] = await tx.select({ id: tasks.id }).from(tasks).where(eq(c.usedBy, id)).limit(1)
  if (used) throw new DomainError('in_use', 409, c.inUse, { current })
  await tx.delete(c.table).where(eq(c.table.id, id))
}
