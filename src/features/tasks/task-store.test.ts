import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import type { PullResponse } from '../../../domain/sync/sync.schema'
import type { Task } from '../../../domain/tasks/task.schema'
import { OfflineDb } from '../../offline/db'
import { taskAdapter, taskRecordKey } from '../../offline/entities/tasks'
import { enqueue } from '../../offline/outbox'
import type { OutboxRuntime } from '../../offline/page-runtime'
import { matchesLocally, newestFirst, readFilters } from './task-filters'
import { applyTaskPull, readLocalTasks } from './task-store'
import { changeStatus, draftTask } from './task-writes'

let nextUser = 5000
const freshDb = () => new OfflineDb(nextUser++)

const buildTask = (n: number, overrides: Partial<Task> = {}): Task => ({
  ...draftTask(
    {
      uuid: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
      title: `Задача ${n}`,
      performerId: 7,
      priority: 'middle',
    },
    { authorId: 3, authorName: 'Олена', performerName: 'Ірина' },
    new Date(Date.UTC(2026, 0, 1, 0, 0, n)),
  ),
  id: n,
  number: n,
  version: 1,
  ...overrides,
})

const page = (tasks: Task[], more: Partial<PullResponse> = {}): PullResponse => ({
  mode: 'snapshot',
  reset: false,
  upserts: tasks.map((t) => ({
    scope: 'tasks',
    entity: 'task',
    id: t.id,
    uuid: t.uuid,
    version: t.version,
    data: t,
  })),
  deletions: [],
  cursor: 'c.1',
  hasMore: false,
  ...more,
})

function writer(db: OfflineDb) {
  const outbox: OutboxRuntime = {
    write: (input) => enqueue(db, input),
    kick: () => undefined,
    start: () => undefined,
    stop: () => undefined,
  }
  return { db, userId: db.userId, outbox }
}

describe('tasks on the device', () => {
  it('keeps every task of the feed and reads them all back, past one read slice', async () => {
    const db = freshDb()
    const tasks = Array.from({ length: 600 }, (_, i) => buildTask(i + 1))
    await applyTaskPull(db, page(tasks, { reset: true }))
    const local = await readLocalTasks(db)
    expect(local).toHaveLength(600)
    expect(new Set(local.map((l) => l.task.id)).size).toBe(600)
    expect(local.every((l) => !l.unsent)).toBe(true)
  })

  it('a task moved on this device keeps showing the move when the feed brings someone else’s edit', async () => {
    const db = freshDb()
    const task = buildTask(1)
    await applyTaskPull(db, page([task]))
    await changeStatus(writer(db), task, { kind: 'move', status: 2 })
    await applyTaskPull(db, page([{ ...task, title: 'Перейменовано', version: 2 }]))
    const record = await db.references.get(taskRecordKey(task.uuid))
    expect(record?.data).toMatchObject({ status: 2, title: 'Задача 1' })
    expect(record?.server).toMatchObject({ status: 1, title: 'Перейменовано', version: 2 })
    expect((await readLocalTasks(db))[0]).toMatchObject({ unsent: true })
    const [item] = await db.outbox.toArray()
    expect(item).toMatchObject({
      method: 'PATCH',
      path: '/taskmanager/tasks/1/status',
      body: { version: 1, status: 2 },
    })
  })

  it('a new snapshot or a deletion drops tasks, except one whose change is still unsent', async () => {
    const db = freshDb()
    const [a, b, c] = [buildTask(1), buildTask(2), buildTask(3)]
    await applyTaskPull(db, page([a, b, c]))
    await changeStatus(writer(db), a, { kind: 'complete' })
    await applyTaskPull(db, page([], { reset: true, deletions: [] }))
    expect((await readLocalTasks(db)).map((l) => l.task.id)).toEqual([1])
    await applyTaskPull(db, page([b]))
    await applyTaskPull(
      db,
      page([], { mode: 'changes', deletions: [{ scope: 'tasks', entity: 'task', id: 2, uuid: b.uuid }] }),
    )
    expect((await readLocalTasks(db)).map((l) => l.task.id)).toEqual([1])
  })
})

describe('queued task changes', () => {
  it('a queued change is re-based on the version its predecessor got; a create is sent as it is', () => {
    const server = buildTask(1, { version: 4 })
    expect(taskAdapter.rebase!({ version: 1, status: 3 }, server)).toEqual({ version: 4, status: 3 })
    expect(taskAdapter.keepMine({ version: 2 }, server)).toEqual({ version: 4 })
    const create = { uuid: server.uuid, title: 'x', performerId: 7 }
    expect(taskAdapter.rebase!(create, server)).toBe(create)
  })
})

describe('the list’s filters on the device', () => {
  const filters = (q: string) => readFilters(new URLSearchParams(q))
  it('follow the address: ?users= is the performer, no status hides deleted tasks', () => {
    const t = buildTask(5, { performerId: 7, status: 2, priority: 'high' })
    expect(matchesLocally(t, filters('users=7'))).toBe(true)
    expect(matchesLocally(t, filters('users=8,9'))).toBe(false)
    expect(matchesLocally(t, filters('status=1,3'))).toBe(false)
    expect(matchesLocally({ ...t, status: 4 }, filters(''))).toBe(false)
    expect(matchesLocally(t, filters('priority=high&search=задача'))).toBe(true)
    expect(matchesLocally(t, filters('search=5'))).toBe(true)
    expect(filters('page=3').page).toBe(3)
  })
})

describe('the order of tasks on the board and the list', () => {
  it('is newest first, the higher id first at the same instant', () => {
    const at = (n: number, createdAt: string) => buildTask(n, { createdAt })
    const tasks = [
      at(1, '2026-01-01T09:00:00.000Z'),
      at(2, '2026-03-01T09:00:00.000Z'),
      at(3, '2026-01-01T09:00:00.000Z'),
      at(4, '2025-12-31T23:59:59.999Z'),
    ]
    expect([...tasks].sort(newestFirst).map((t) => t.id)).toEqual([2, 3, 1, 4])
  })
})
