/**
 * Demo data of the task manager: topics, document categories, and tasks between the demo logins with
 * their change log, as the API would have written it. Tasks carry fixed uuids (demoTaskUuid), so the
 * seed is idempotent and `seedTasks(db, 2000)` tops the demo tasks up for the board benchmark.
 */
import { between, count, eq, inArray } from 'drizzle-orm'
import { searchKey } from '../../../domain/search/normalize'
import type { TaskPriority, TaskStatus } from '../../../domain/tasks/task-states'
import type { Db, Tx } from '../client'
import { users } from '../schema/auth'
import { clients } from '../schema/clients'
import { taskDocumentCategories, taskLog, tasks, taskTopics } from '../schema/tasks'
import { creationChanges, type LoggedValues } from '../../modules/tasks/task-log'
import { demoClientUuid } from './demo-client'
import {
  DEMO_TASK_UUID_PREFIX,
  demoCategoryUuid,
  demoTaskDocumentCategories,
  demoTasks,
  demoTaskTemplates,
  demoTaskTopics,
  demoTaskUuid,
  demoTopicUuid,
} from './demo-tasks'
import { idsBy, insertIfEmpty } from './seed-helpers'

const DAY = 86_400_000
const CHUNK = 500
const priorities: TaskPriority[] = ['low', 'middle', 'middle', 'high', 'superhigh']

/** The topics and document categories of a new installation (kept as an administrator edits them). */
async function seedTaskReferences(tx: Tx): Promise<void> {
  await insertIfEmpty(tx, taskTopics, () =>
    demoTaskTopics.map((name, i) => ({ name, sort: i, uuid: demoTopicUuid(i) })),
  )
  await insertIfEmpty(tx, taskDocumentCategories, () =>
    demoTaskDocumentCategories.map((name, i) => ({ name, sort: i, uuid: demoCategoryUuid(i) })),
  )
}

interface Plan {
  template: number
  author: string
  performer: string
  status: TaskStatus
  priority: TaskPriority
  deadlineDays: number | null
}

/** Task n of the demo set: the hand-made list first, then a deterministic round-robin. */
function plan(n: number, logins: string[], performer?: string): Plan {
  const hand = demoTasks[n]
  if (hand) {
    const [template, author, who, status, priority, deadlineDays] = hand
    return { template, author, performer: who, status, priority, deadlineDays }
  }
  return {
    template: n % demoTaskTemplates.length,
    author: logins[n % logins.length]!,
    performer: performer ?? logins[(n * 7 + 3) % logins.length]!,
    status: ([1, 1, 2, 2, 3, 4] as const)[n % 6]!,
    priority: priorities[n % priorities.length]!,
    deadlineDays: n % 9 === 0 ? null : (n % 15) - 4,
  }
}

/** Inserts the demo tasks n ∈ [from, to) with their log entries; existing uuids are skipped. */
async function insertTasks(tx: Tx, from: number, to: number, now: Date, performer?: string): Promise<void> {
  const people = await tx
    .select({ id: users.id, login: users.login })
    .from(users)
    .where(eq(users.isActive, true))
  const userIds = new Map(people.map((u) => [u.login, u.id]))
  // Round-robin only between logins that appear in the hand-made list (they all see tasks).
  const logins = [...new Set(demoTasks.flatMap(([, a, p]) => [a, p]))].filter((l) => userIds.has(l))
  const topicIds = [...(await idsBy(tx, taskTopics, taskTopics.uuid, taskTopics.id)).values()]
  const categoryIds = [
    ...(
      await idsBy(tx, taskDocumentCategories, taskDocumentCategories.uuid, taskDocumentCategories.id)
    ).values(),
  ]
  const clientRows = await tx
    .select({ id: clients.id })
    .from(clients)
    .where(
      inArray(
        clients.uuid,
        Array.from({ length: 50 }, (_, i) => demoClientUuid(i)),
      ),
    )

  for (let start = from; start < to; start += CHUNK) {
    const rows: Array<typeof tasks.$inferInsert> = []
    const logs: Array<Omit<typeof taskLog.$inferInsert, 'taskId'> & { uuid: string }> = []
    for (let n = start; n < Math.min(to, start + CHUNK); n++) {
      const p = plan(n, logins, performer)
      const t = demoTaskTemplates[p.template]!
      const authorId = userIds.get(p.author)
      const performerId = userIds.get(p.performer)
      if (authorId === undefined || performerId === undefined) continue
      const createdAt = new Date(now.getTime() - ((n % 10) + 1) * DAY)
      const deadlineAt = p.deadlineDays === null ? null : new Date(now.getTime() + p.deadlineDays * DAY)
      const fields = {
        title: t.title,
        description: t.description,
        performerId,
        priority: p.priority,
        clientId: t.withClient && clientRows.length ? clientRows[n % clientRows.length]!.id : null,
        counterpartyId: null,
        topicId: t.topic === null ? null : (topicIds[t.topic] ?? null),
        documentCategoryId: t.category === null ? null : (categoryIds[t.category] ?? null),
        documents: [],
      }
      const values: LoggedValues = { ...fields, deadlineAt: deadlineAt?.toISOString() ?? null }
      const uuid = demoTaskUuid(n)
      const changedAt = new Date(createdAt.getTime() + DAY / 2)
      rows.push({
        ...fields,
        uuid,
        authorId,
        status: p.status,
        deadlineAt,
        completedAt: p.status === 3 ? changedAt : null,
        searchKey: searchKey(t.title),
        version: p.status === 1 ? 1 : 2,
        createdAt,
        updatedAt: p.status === 1 ? createdAt : changedAt,
      })
      logs.push({ uuid, action: 'added', authorId, at: createdAt, changes: creationChanges(values, 1) })
      if (p.status !== 1)
        logs.push({
          uuid,
          action: p.status === 3 ? 'completed' : 'changed',
          authorId: p.status === 4 ? authorId : performerId,
          at: changedAt,
          changes: { status: { from: 1, to: p.status } },
        })
    }
    if (rows.length === 0) continue
    const inserted = await tx
      .insert(tasks)
      .values(rows)
      .onConflictDoNothing({ target: tasks.uuid })
      .returning({ id: tasks.id, uuid: tasks.uuid })
    const ids = new Map(inserted.map((r) => [r.uuid, r.id]))
    const entries = logs.flatMap(({ uuid, ...e }) =>
      ids.has(uuid) ? [{ ...e, taskId: ids.get(uuid)! }] : [],
    )
    if (entries.length) await tx.insert(taskLog).values(entries)
  }
}

/** How many demo tasks exist (numbered 0…n-1 by their uuid). */
async function countDemoTasks(tx: Tx): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(tasks)
    .where(between(tasks.uuid, demoTaskUuid(0), DEMO_TASK_UUID_PREFIX + 'ffffffffffff'))
  return row?.n ?? 0
}

/**
 * Seeds the task references and tops the demo tasks up to `total` (default: the 40 hand-made ones).
 * `performer` gives every generated task beyond those to one login (a full board for the benchmark).
 */
export async function seedTasks(
  db: Db,
  total = demoTasks.length,
  opts: { performer?: string; now?: Date } = {},
): Promise<void> {
  await db.transaction(async (tx) => {
    await seedTaskReferences(tx)
    const have = await countDemoTasks(tx)
    if (have < total) await insertTasks(tx, have, total, opts.now ?? new Date(), opts.performer)
  })
}
