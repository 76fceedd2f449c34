/** The filtered, paged task list (GET /taskmanager/tasks). */
import { and, count, desc, eq, gte, inArray, isNotNull, like, lte, ne, or, type SQL } from 'drizzle-orm'
import type { TaskListQuery, TaskListResponse } from '../../../domain/tasks/task-list.schema'
import { searchKey } from '../../../domain/search/normalize'
import type { Db } from '../../db/client'
import { staff } from '../../db/schema/staff'
import { tasks } from '../../db/schema/tasks'
import { selectTasks, toTask } from './tasks.repo'

const MAX_NUMBER = 2_147_483_647

/**
 * The WHERE of the list: every given filter must hold; without a status filter deleted tasks are hidden.
 * A staff group matches tasks whose performer is the login of a staff member of the group.
 */
function conditions(db: Db, q: TaskListQuery): SQL[] {
  const where: SQL[] = []
  where.push(q.status ? inArray(tasks.status, q.status) : ne(tasks.status, 4))
  if (q.priority) where.push(inArray(tasks.priority, q.priority))
  if (q.users) where.push(inArray(tasks.performerId, q.users))
  if (q.author) where.push(inArray(tasks.authorId, q.author))
  if (q.topic) where.push(inArray(tasks.topicId, q.topic))
  if (q.client) where.push(inArray(tasks.clientId, q.client))
  if (q.counterparty) where.push(inArray(tasks.counterpartyId, q.counterparty))
  if (q.group) {
    const members = db
      .select({ id: staff.userId })
      .from(staff)
      .where(and(inArray(staff.staffGroupId, q.group), isNotNull(staff.userId)))
    where.push(inArray(tasks.performerId, members))
  }
  if (q.deadlineFrom) where.push(gte(tasks.deadlineAt, new Date(q.deadlineFrom)))
  if (q.deadlineTo) where.push(lte(tasks.deadlineAt, new Date(q.deadlineTo)))
  if (q.search) {
    const key = searchKey(q.search)
    const byText = key ? like(tasks.searchKey, `%${key}%`) : undefined
    const n = /^\d{1,10}$/.test(q.search) ? Number(q.search) : NaN
    const byNumber = n <= MAX_NUMBER ? eq(tasks.number, n) : undefined
    const either = or(byText, byNumber)
    // Punctuation only: nothing can match.
    where.push(either ?? eq(tasks.id, -1))
  }
  return where
}

/** One page of tasks, newest first, with the total count of the filter. */
export async function listTasks(db: Db, q: TaskListQuery): Promise<TaskListResponse> {
  const where = and(...conditions(db, q))
  const [rows, [total]] = await Promise.all([
    selectTasks(db)
      .where(where)
      .orderBy(desc(tasks.id))
      .limit(q.perPage)
      .offset((q.page - 1) * q.perPage),
    db.select({ n: count() }).from(tasks).where(where),
  ])
  return { data: rows.map(toTask), meta: { page: q.page, perPage: q.perPage, total: total?.n ?? 0 } }
}
