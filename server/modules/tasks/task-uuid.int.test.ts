/**
 * A task created offline is addressed by its device uuid until its queued requests learn the server id:
 * every task route with an {id} takes the uuid too, after the same sign-in and permission checks.
 */
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pushResponseSchema, type PushItem } from '../../../domain/sync/sync.schema'
import type { Task, TaskDetail } from '../../../domain/tasks/task.schema'
import { createTestApp, type TestApp } from '../../../tests/support/test-app'
import { buildTask, call, createTask, readTask, TASKS, userId } from './task-fixtures'

let t: TestApp
let cashier: number
beforeAll(async () => {
  t = await createTestApp()
  cashier = await userId(t, 'cashier')
})
afterAll(() => t.close())

describe('tasks addressed by their uuid', () => {
  it('reads, edits, moves, completes and returns a task by the uuid it was created with', async () => {
    const task = await createTask(t, 'admin', buildTask(cashier))
    const byUuid = `${TASKS}/${task.uuid}`

    const read = await call<TaskDetail>(t, 'admin', { method: 'GET', url: byUuid })
    expect(read.status).toBe(200)
    expect(read.body).toMatchObject({ id: task.id, uuid: task.uuid, version: 1 })

    const edited = await call<Task>(t, 'admin', {
      method: 'PATCH',
      url: byUuid,
      payload: { version: 1, title: 'Уточнити дату аналізу' },
    })
    expect(edited.status).toBe(200)
    expect(edited.body).toMatchObject({ id: task.id, title: 'Уточнити дату аналізу', version: 2 })

    const moved = await call<Task>(t, 'cashier', {
      method: 'PATCH',
      url: `${byUuid}/status`,
      payload: { version: 2, status: 2 },
    })
    expect(moved.body).toMatchObject({ id: task.id, status: 2, version: 3 })
    const done = await call<Task>(t, 'cashier', {
      method: 'POST',
      url: `${byUuid}/complete`,
      payload: { version: 3 },
    })
    expect(done.body).toMatchObject({ status: 3, version: 4 })
    const back = await call<Task>(t, 'admin', {
      method: 'POST',
      url: `${byUuid}/return`,
      payload: { version: 4 },
    })
    expect(back.body).toMatchObject({ status: 2, version: 5 })

    const log = (await readTask(t, task.id)).log
    expect(log.map((e) => e.action)).toEqual(['added', 'changed', 'changed', 'completed', 'returned'])
  })

  it('keeps the version check: a stale edit by uuid gets 409 with the current task', async () => {
    const task = await createTask(t, 'admin', buildTask(cashier))
    await call(t, 'admin', {
      method: 'PATCH',
      url: `${TASKS}/${task.uuid}/status`,
      payload: { version: 1, status: 2 },
    })
    const stale = await call<{ code: string; current: Task }>(t, 'cashier', {
      method: 'PATCH',
      url: `${TASKS}/${task.uuid}/status`,
      payload: { version: 1, status: 4 },
    })
    expect(stale.status).toBe(409)
    expect(stale.body).toMatchObject({ code: 'version_conflict', current: { id: task.id, status: 2 } })
  })

  it('answers 404 for a uuid no task has, and checks sign-in and permission before looking', async () => {
    const task = await createTask(t, 'admin', buildTask(cashier))
    const unknown = randomUUID()
    expect((await t.as('admin', { method: 'GET', url: `${TASKS}/${unknown}` })).statusCode).toBe(404)
    const move = { method: 'PATCH' as const, payload: { version: 1, status: 2 } }
    expect((await t.as('admin', { ...move, url: `${TASKS}/${unknown}/status` })).statusCode).toBe(404)

    const anonymous = await t.app.inject({ ...move, url: `${TASKS}/${task.uuid}/status` })
    expect(anonymous.statusCode).toBe(401)
    // The warehouse role may not edit tasks: refused by uuid as by id, and the task is untouched.
    const refused = await t.as('warehouse', { ...move, url: `${TASKS}/${task.uuid}/status` })
    expect(refused.statusCode).toBe(403)
    const unknownRefused = await t.as('warehouse', { ...move, url: `${TASKS}/${unknown}/status` })
    expect(unknownRefused.statusCode).toBe(403)
    expect((await readTask(t, task.id)).status).toBe(1)

    // Anything else in place of an id is still a validation error, not a lookup.
    const bad = await t.as('admin', { ...move, url: `${TASKS}/not-a-task/status` })
    expect(bad.statusCode).toBe(422)
  })

  it('runs a create and a move of the same new task in one push, the move naming it by uuid', async () => {
    const body = buildTask(cashier, { title: 'Створено без мережі' })
    const create: PushItem = { id: randomUUID(), method: 'POST', path: '/taskmanager/tasks', body }
    const move: PushItem = {
      id: randomUUID(),
      method: 'PATCH',
      path: `/taskmanager/tasks/${body.uuid}/status`,
      body: { version: 1, status: 2 },
      entity: `task:${body.uuid}`,
      dependsOn: [create.id],
    }
    const res = await t.as('admin', {
      method: 'POST',
      url: '/api/api/v2/sync/push',
      payload: { items: [{ ...create, entity: `task:${body.uuid}` }, move] },
    })
    expect(res.statusCode, res.body).toBe(200)
    const results = pushResponseSchema.parse(res.json()).results
    expect(results.map((r) => r.status)).toEqual([201, 200])
    const moved = results[1]!.body as Task
    expect(moved).toMatchObject({ uuid: body.uuid, status: 2, version: 2 })
    expect((await readTask(t, moved.id)).log.map((e) => e.action)).toEqual(['added', 'changed'])
  })
})
