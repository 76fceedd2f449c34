import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TaskSettings } from '../../../domain/tasks/task-settings.schema'
import { createTestApp, type TestApp } from '../../../tests/support/test-app'
import { demoTaskDocumentCategories, demoTaskTopics } from '../../db/seed/demo-tasks'
import { buildTask, call, createTask, userId } from './task-fixtures'

type TaskListItem = { id: number; uuid: string; name: string; version: number }

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const SETTINGS = '/api/taskmanager/settings'

describe('general setting', () => {
  it('starts from the defaults, is saved against its version, and drives new tasks', async () => {
    const read = await call<TaskSettings>(t, 'doctor', { method: 'GET', url: SETTINGS })
    expect(read.body).toEqual({ defaultDeadlineDays: 3, defaultPriority: 'middle', version: 0 })
    const body = { defaultDeadlineDays: null, defaultPriority: 'high', version: 0 }
    expect((await call(t, 'registrar', { method: 'PUT', url: SETTINGS, payload: body })).status).toBe(403)
    const saved = await call<TaskSettings>(t, 'admin', { method: 'PUT', url: SETTINGS, payload: body })
    expect(saved.body).toEqual({ ...body, version: 1 })
    const stale = await call(t, 'admin', {
      method: 'PUT',
      url: SETTINGS,
      payload: { ...body, defaultDeadlineDays: 7 },
    })
    expect(stale.status).toBe(409)
    expect(stale.body).toMatchObject({ code: 'version_conflict', current: { version: 1 } })
    const task = await createTask(t, 'admin', buildTask(await userId(t, 'doctor')))
    expect(task).toMatchObject({ priority: 'high', deadlineAt: null })
  })

  it('refuses values out of range with Ukrainian messages', async () => {
    const res = await call<{ errors: Record<string, string[]> }>(t, 'admin', {
      method: 'PUT',
      url: SETTINGS,
      payload: { defaultDeadlineDays: 0, defaultPriority: 'middle', version: 1 },
    })
    expect(res.status).toBe(422)
    expect(res.body.errors.default_deadline_days).toEqual(['Не менше 1 дня'])
  })
})

// Topics and categories are registered resources (domain/tasks/task-settings.resources.ts): the generic
// suite (server/lib/crud/resources.int.test.ts) covers them too; these check their own paths and rules.
describe.each([
  ['/api/taskmanager/topics', demoTaskTopics, 'topicId', 'Така тема вже існує', 'Тему вказано в задачах'],
  [
    '/api/taskmanager/document-categories',
    demoTaskDocumentCategories,
    'documentCategoryId',
    'Така категорія вже існує',
    'Категорію вказано в задачах',
  ],
] as const)('%s', (path, demo, field, exists, inUse) => {
  it('are listed to everyone who sees tasks', async () => {
    const res = await call<{ data: TaskListItem[] }>(t, 'lab', { method: 'GET', url: `${path}?perPage=100` })
    expect(new Set(res.body.data.map((r) => r.name))).toEqual(new Set(demo))
    expect((await call(t, 'warehouse', { method: 'GET', url: path })).status).toBe(403)
  })

  it('are created once per uuid, renamed against their version, and kept unique', async () => {
    const uuid = randomUUID()
    const created = await call<TaskListItem>(t, 'admin', {
      method: 'POST',
      url: path,
      payload: { uuid, name: 'Нова' },
    })
    expect(created.status).toBe(201)
    const again = await call<TaskListItem>(t, 'admin', {
      method: 'POST',
      url: path,
      payload: { uuid, name: 'Нова' },
    })
    expect([again.status, again.body.id]).toEqual([200, created.body.id])
    const other = await call(t, 'admin', { method: 'POST', url: path, payload: { uuid, name: 'Інша' } })
    expect(other.body).toMatchObject({ code: 'uuid_conflict' })
    const twin = await call<{ errors: Record<string, string[]> }>(t, 'admin', {
      method: 'POST',
      url: path,
      payload: { uuid: randomUUID(), name: demo[0]!.toUpperCase() },
    })
    expect([twin.status, twin.body.errors.name]).toEqual([422, [exists]])
    const renamed = await call<TaskListItem>(t, 'admin', {
      method: 'PATCH',
      url: `${path}/${created.body.id}`,
      payload: { version: 1, name: 'Перейменована' },
    })
    expect(renamed.body).toMatchObject({ name: 'Перейменована', version: 2 })
    const stale = await call(t, 'admin', {
      method: 'PATCH',
      url: `${path}/${created.body.id}`,
      payload: { version: 1, name: 'Ще інша' },
    })
    expect(stale.status).toBe(409)
    expect(
      (await call(t, 'registrar', { method: 'POST', url: path, payload: { uuid: randomUUID(), name: 'X' } }))
        .status,
    ).toBe(403)
  })

  it('are deleted only while no task names them', async () => {
    const item = (
      await call<TaskListItem>(t, 'admin', {
        method: 'POST',
        url: path,
        payload: { uuid: randomUUID(), name: 'Тимчасова' },
      })
    ).body
    const task = await createTask(t, 'admin', buildTask(await userId(t, 'doctor'), { [field]: item.id }))
    expect(task[field]).toBe(item.id)
    const refused = await call(t, 'admin', { method: 'DELETE', url: `${path}/${item.id}` })
    expect(refused.status).toBe(409)
    expect(refused.body).toMatchObject({ code: 'in_use' })
    expect((refused.body as { message: string }).message).toContain(inUse)
    const spare = (
      await call<TaskListItem>(t, 'admin', {
        method: 'POST',
        url: path,
        payload: { uuid: randomUUID(), name: 'Зайва' },
      })
    ).body
    expect((await call(t, 'registrar', { method: 'DELETE', url: `${path}/${spare.id}` })).status).toBe(403)
    expect((await call(t, 'admin', { method: 'DELETE', url: `${path}/${spare.id}` })).body).toEqual({
      deleted: true,
    })
    expect((await call(t, 'admin', { method: 'DELETE', url: `${path}/${spare.id}` })).status).toBe(404)
  })
})
