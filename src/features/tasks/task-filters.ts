/**
 * The list's filters as they live in the address (`/task-manager?users=7&status=1,2&page=2`), so the
 * avatar menu's link, a reload and the back button all keep them; and the same filters applied to the
 * tasks on the device when the server cannot be asked.
 */
import { TASKS_PER_PAGE } from '../../../domain/tasks/task-list.schema'
import type { Task } from '../../../domain/tasks/task.schema'

export interface TaskFilters {
  status: string
  priority: string
  users: string
  author: string
  group: string
  counterparty: string
  topic: string
  search: string
  page: number
}

export const filterKeys = [
  'status',
  'priority',
  'users',
  'author',
  'group',
  'counterparty',
  'topic',
  'search',
] as const
export type FilterKey = (typeof filterKeys)[number]

export function readFilters(params: URLSearchParams): TaskFilters {
  const get = (k: string) => params.get(k) ?? ''
  const page = Number(params.get('page'))
  return {
    status: get('status'),
    priority: get('priority'),
    users: get('users'),
    author: get('author'),
    group: get('group'),
    counterparty: get('counterparty'),
    topic: get('topic'),
    search: get('search'),
    page: Number.isInteger(page) && page > 0 ? page : 1,
  }
}

const list = (v: string) => v.split(',').filter(Boolean)
const inList = (v: string, x: string | number | null) =>
  v === '' || (x !== null && list(v).includes(String(x)))

/** Whether a task on the device passes the filters the device can check (not group: staff groups live on the server). */
export function matchesLocally(t: Task, f: TaskFilters): boolean {
  const status = f.status === '' ? t.status !== 4 : inList(f.status, t.status)
  const search = f.search.trim().toLowerCase()
  const found =
    search === '' || t.title.toLowerCase().includes(search) || (t.number > 0 && String(t.number) === search)
  return (
    status &&
    found &&
    inList(f.priority, t.priority) &&
    inList(f.users, t.performerId) &&
    inList(f.author, t.authorId) &&
    inList(f.counterparty, t.counterpartyId) &&
    inList(f.topic, t.topicId)
  )
}

/**
 * Newest first, like the server's list (tasks not yet on the server first of all). The times are ISO
 * instants in UTC (toISOString), so code-unit order is time order; localeCompare (ICU collation) made
 * sorting a board of 2,000 tasks one long main-thread task.
 */
export const newestFirst = (a: Task, b: Task): number =>
  a.createdAt === b.createdAt ? b.id - a.id : a.createdAt < b.createdAt ? 1 : -1

export function pageOf<T>(rows: T[], page: number, perPage = TASKS_PER_PAGE): T[] {
  return rows.slice((page - 1) * perPage, page * perPage)
}
