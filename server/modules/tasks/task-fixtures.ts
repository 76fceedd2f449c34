/** Test helpers of the task manager's integration tests: a create body factory and small API calls. */
import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { InjectOptions, LightMyRequestResponse } from 'fastify'
import type { Task, TaskCreate, TaskDetail } from '../../../domain/tasks/task.schema'
import type { DbHandle } from '../../db/client'
import { users } from '../../db/schema/auth'

/** What these helpers need of tests/support's TestApp (server code may not import tests/). */
interface TestApp {
  db: DbHandle
  as(login: string, opts: InjectOptions): Promise<LightMyRequestResponse>
}

export const TASKS = '/api/taskmanager/tasks'

/** A valid create body with a fresh uuid; `overrides` win. */
export function buildTask(performerId: number, overrides: Partial<TaskCreate> = {}): TaskCreate {
  return { uuid: randomUUID(), title: 'Передзвонити пацієнту', performerId, ...overrides }
}

/** The id of a demo login. */
export async function userId(t: TestApp, login: string): Promise<number> {
  const [row] = await t.db.db.select({ id: users.id }).from(users).where(eq(users.login, login))
  if (!row) throw new Error(`no user ${login}`)
  return row.id
}

/** Sends a request as `login` and answers status and parsed body. */
export async function call<T = unknown>(t: TestApp, login: string, opts: InjectOptions) {
  const res = await t.as(login, opts)
  return { status: res.statusCode, body: res.json<T>() }
}

/** Creates a task as `login` (expects 201) and answers it. */
export async function createTask(t: TestApp, login: string, body: TaskCreate): Promise<Task> {
  const res = await call<Task>(t, login, { method: 'POST', url: TASKS, payload: body })
  if (res.status !== 201) throw new Error(`create failed: ${res.status} ${JSON.stringify(res.body)}`)
  return res.body
}

/** The task card with its log. */
export async function readTask(t: TestApp, id: number): Promise<TaskDetail> {
  return (await call<TaskDetail>(t, 'admin', { method: 'GET', url: `${TASKS}/${id}` })).body
}

/** taskToMe of `login` as the current profile shows it. */
export async function taskToMe(t: TestApp, login: string): Promise<number> {
  const res = await call<{ user: { taskToMe: number } }>(t, login, {
    method: 'GET',
    url: '/api/current-profile',
  })
  return res.body.user.taskToMe
}
