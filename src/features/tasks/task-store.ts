/**
 * The tasks kept on this device (ARCHITECTURE.md §5): the user's own tasks (written or performed) from
 * the change feed's private scope "tasks", each one local record `task:<uuid>` in the references
 * table, which is where the outbox writes its optimistic copies too. Applying a pull keeps any record
 * with unsent edits as the user left it: the outbox later sends the edit and a conflict shows if
 * someone else changed the task meanwhile.
 */
import type { OfflineDb, ReferenceRecord } from '../../offline/db'
import { TASK_ENTITY_TYPE, TASK_KEY_PREFIX, taskRecordKey } from '../../offline/entities/tasks'
import type { PullResponse } from '../../../domain/sync/sync.schema'
import type { Task } from '../../../domain/tasks/task.schema'

/** A task as screens show it: the newest local copy, and whether edits of it wait to be sent. */
export interface LocalTask {
  task: Task
  /** Edits of this task are still in the outbox (not accepted by the server yet). */
  unsent: boolean
  /** The local record's revision (for the outbox's seenRev). */
  rev: number
}

const taskRange = (db: OfflineDb) => db.references.where('key').startsWith(TASK_KEY_PREFIX)

/** Uuids of tasks with items not yet done in the outbox. */
export async function unsentTaskUuids(db: OfflineDb): Promise<Set<string>> {
  const open = await db.outbox.where('status').notEqual('done').toArray()
  return new Set(open.filter((i) => i.entity.type === TASK_ENTITY_TYPE).map((i) => i.entity.uuid))
}

const toLocal = (r: ReferenceRecord, unsent: Set<string>): LocalTask => {
  const task = r.data as Task
  return { task, unsent: unsent.has(task.uuid), rev: r.rev ?? 0 }
}

// Read in slices: one getAll of 2,000 tasks is one long main-thread task (deserialising every row).
const READ_SLICE = 250

/** Every task on the device; the records are written by this module and the outbox only. */
export async function readLocalTasks(db: OfflineDb): Promise<LocalTask[]> {
  const unsent = await unsentTaskUuids(db)
  const out: LocalTask[] = []
  const upper = `${TASK_KEY_PREFIX}\uffff`
  let after: string | undefined
  for (;;) {
    const slice = await db.references
      .where('key')
      .between(after ?? TASK_KEY_PREFIX, upper, after === undefined, false)
      .limit(READ_SLICE)
      .toArray()
    for (const r of slice) if (r.data != null) out.push(toLocal(r, unsent))
    if (slice.length < READ_SLICE) return out
    after = slice.at(-1)!.key
  }
}

/** One task by its server id or its uuid (a task created offline has no id yet). */
export async function readLocalTask(db: OfflineDb, idOrUuid: string): Promise<LocalTask | undefined> {
  const unsent = await unsentTaskUuids(db)
  if (!/^\d+$/.test(idOrUuid)) {
    const r = await db.references.get(taskRecordKey(idOrUuid))
    return r?.data ? toLocal(r, unsent) : undefined
  }
  const id = Number(idOrUuid)
  const r = await taskRange(db)
    .filter((rec) => (rec.data as Task | null)?.id === id)
    .first()
  return r?.data ? toLocal(r, unsent) : undefined
}

/**
 * Written in slices: storing a record structured-clones it on the main thread, and a page of the feed
 * (200 tasks) stored with one bulkPut was one main-thread task of ~50 ms on a slow machine. Each slice
 * is issued when the previous one has been stored, so it runs in a task of its own; the transaction
 * still makes the whole page appear at once to the screens reading the store.
 */
const WRITE_SLICE = 40

/** Stores server copies of tasks; a record with unsent edits keeps showing them. */
export async function putServerTasks(db: OfflineDb, tasks: Task[], now = Date.now()): Promise<void> {
  if (tasks.length === 0) return
  await db.transaction('rw', db.references, db.outbox, async () => {
    const unsent = await unsentTaskUuids(db)
    for (let from = 0; from < tasks.length; from += WRITE_SLICE) {
      const slice = tasks.slice(from, from + WRITE_SLICE)
      const keys = slice.map((t) => taskRecordKey(t.uuid))
      const old = await db.references.bulkGet(keys)
      const next = slice.map((task, i): ReferenceRecord => {
        const cur = old[i]
        const keepMine = cur !== undefined && unsent.has(task.uuid)
        return {
          key: keys[i]!,
          data: keepMine ? cur.data : task,
          server: task,
          version: task.version,
          fetchedAt: now,
          rev: (cur?.rev ?? 0) + 1,
        }
      })
      await db.references.bulkPut(next)
    }
  })
}

/** Forgets tasks (left the user's scope); one with unsent edits stays until they are settled. */
async function dropTasks(db: OfflineDb, uuids: string[], all: boolean): Promise<void> {
  const unsent = await unsentTaskUuids(db)
  const keys = all
    ? (await taskRange(db).primaryKeys()).filter((k) => !unsent.has(k.slice(TASK_KEY_PREFIX.length)))
    : uuids.filter((u) => !unsent.has(u)).map(taskRecordKey)
  await db.references.bulkDelete(keys)
}

/** Applies one page of the change feed's "tasks" scope. */
export async function applyTaskPull(db: OfflineDb, page: PullResponse): Promise<void> {
  await db.transaction('rw', db.references, db.outbox, async () => {
    if (page.reset) await dropTasks(db, [], true)
    const gone = page.deletions.filter((d) => d.entity === 'task' && d.uuid).map((d) => d.uuid!)
    if (gone.length > 0) await dropTasks(db, gone, false)
    const tasks = page.upserts.filter((u) => u.entity === 'task').map((u) => u.data as Task)
    await putServerTasks(db, tasks)
  })
}
