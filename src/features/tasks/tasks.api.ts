/** The task manager's reads from the server (writes go through the outbox: task-writes.ts). */
import { taskListResponseSchema, type TaskListResponse } from '../../../domain/tasks/task-list.schema'
import { taskDetailSchema, type TaskDetail } from '../../../domain/tasks/task.schema'
import { api } from '../../lib/api/api'
import type { TaskFilters } from './task-filters'
import { TASKS_PATH } from './task-paths'

/** The list's query string: only the filters that are set, in the API's names. */
export function listQuery(f: TaskFilters): string {
  const q = new URLSearchParams()
  for (const key of ['status', 'priority', 'users', 'author', 'group', 'counterparty', 'topic'] as const) {
    const v = f[key]
    if (v) q.set(key, v)
  }
  if (f.search) q.set('search', f.search)
  q.set('page', String(f.page))
  return q.toString()
}

export const taskQueryKeys = {
  all: ['tasks'] as const,
  list: (f: TaskFilters) => ['tasks', 'list', listQuery(f)] as const,
  detail: (id: string) => ['tasks', 'detail', id] as const,
}

export function fetchTaskList(f: TaskFilters, signal: AbortSignal): Promise<TaskListResponse> {
  return api.request(`${TASKS_PATH}?${listQuery(f)}`, { schema: taskListResponseSchema, signal })
}

export function fetchTaskDetail(id: number, signal: AbortSignal): Promise<TaskDetail> {
  return api.request(`${TASKS_PATH}/${id}`, { schema: taskDetailSchema, signal })
}
