import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Task } from '../../../domain/tasks/task.schema'
import { createTestApp, type TestApp } from '../../../tests/support/test-app'
import { buildTask, call, createTask, readTask, TASKS, taskToMe, userId } from './task-fixtures'

let t: TestApp
let cashier: number
let lab: number
beforeAll(async () => {
  t = await createTestApp()
  cashier = await userId(t, 'cashier')
  lab = await userId(t, 'lab')
})
afterAll(() => t.close())

const post = (id: number, action: 'complete' | 'return', version: number, login = 'admin') =>
  call<Task & { code?: string }>(t, login, {
    method: 'POST',
    url: `${TASKS}/${id}/${action}`,
    payload: { version },
  })
const move = (id: number, version: number, status: number, login = 'admin') =>
  call<Task & { code?: string }>(t, login, {
    method: 'PATCH',
    url: `${TASKS}/${id}/status`,
    payload: { version, status },
  })

describe('completing and returning a task', () => {
  it('completes an open task and returns it to work, each with its log entry and author', async () => {
    const task = await createTask(t, 'admin', buildTask(cashier))
    const done = await post(task.id, 'complete', 1, 'cashier')
    expect(done.status).toBe(200)
    expect(done.body).toMatchObject({ status: 3, version: 2 })
    expect(done.body.completedAt).not.toBeNull()
    const back = await post(task.id, 'return', 2, 'admin')
    expect(back.body).toMatchObject({ status: 2, version: 3, completedAt: null })
    const log = (await readTask(t, task.id)).log
    expect(log.map((e) => [e.action, e.authorId])).toEqual([
      ['added', await userId(t, 'admin')],
      ['completed', cashier],
      ['returned', await userId(t, 'admin')],
    ])
    expect(log[1]!.changes).toEqual({ status: { from: 1, to: 3 } })
  })

  it('refuses to complete a done task or return an open one (422), and a stale version (409)', async () => {
    const task = await createTask(t, 'admin', buildTask(cashier))
    const early = await post(task.id, 'return', 1)
    expect(early.status).toBe(422)
    expect(early.body).toMatchObject({ code: 'task_state_invalid' })
    await post(task.id, 'complete', 1)
    expect((await post(task.id, 'complete', 2)).body).toMatchObject({ code: 'task_state_invalid' })
    const stale = await post(task.id, 'return', 1)
    expect(stale.status).toBe(409)
    expect(stale.body).toMatchObject({ code: 'version_conflict', current: { status: 3, version: 2 } })
  })

  it('refuses a body without version, and users without the permission', async () => {
    const res = await call<{ errors: Record<string, string[]> }>(t, 'admin', {
      method: 'POST',
      url: `${TASKS}/1/complete`,
      payload: {},
    })
    expect(res.status).toBe(422)
    expect(Object.keys(res.body.errors)).toEqual(['version'])
    expect((await post(1, 'complete', 1, 'warehouse')).status).toBe(403)
    expect((await move(1, 1, 2, 'warehouse')).status).toBe(403)
  })
})

describe('moving a card on the board', () => {
  it('logs each move with the action it means', async () => {
    const task = await createTask(t, 'admin', buildTask(lab))
    expect((await move(task.id, 1, 2)).body.status).toBe(2)
    expect((await move(task.id, 2, 3)).body.completedAt).not.toBeNull()
    expect((await move(task.id, 3, 4)).body.status).toBe(4)
    expect((await move(task.id, 4, 1)).body).toMatchObject({ status: 1, completedAt: null, version: 5 })
    const log = (await readTask(t, task.id)).log
    expect(log.map((e) => e.action)).toEqual(['added', 'changed', 'completed', 'changed', 'returned'])
  })

  it('writes nothing when the card stays in its column, and refuses an unknown status', async () => {
    const task = await createTask(t, 'admin', buildTask(lab))
    expect((await move(task.id, 1, 1)).body.version).toBe(1)
    const bad = await move(task.id, 1, 7)
    expect(bad.status).toBe(422)
  })
})

describe('taskToMe', () => {
  it('counts the open tasks of the performer and follows assigning, completing and returning', async () => {
    const start = await taskToMe(t, 'lab')
    const task = await createTask(t, 'doctor', buildTask(lab))
    expect(await taskToMe(t, 'lab')).toBe(start + 1)
    await post(task.id, 'complete', 1)
    expect(await taskToMe(t, 'lab')).toBe(start)
    await post(task.id, 'return', 2)
    expect(await taskToMe(t, 'lab')).toBe(start + 1)
    const moved = await call<Task>(t, 'admin', {
      method: 'PATCH',
      url: `${TASKS}/${task.id}`,
      payload: { version: 3, performerId: cashier },
    })
    expect(moved.body.performerId).toBe(cashier)
    expect(await taskToMe(t, 'lab')).toBe(start)
  })
})

describe('realtime notices', () => {
  it('tells the performer of an assignment and everyone concerned of a change, with their counts', async () => {
    const toUser = vi.spyOn(t.app.realtime, 'toUser')
    const admin = await userId(t, 'admin')
    const task = await createTask(t, 'admin', buildTask(lab))
    const labCount = await taskToMe(t, 'lab')
    expect(toUser).toHaveBeenCalledWith(lab, 'taskAssigned', { taskId: task.id, taskToMe: labCount })
    expect(toUser).toHaveBeenCalledWith(admin, 'taskChanged', expect.objectContaining({ taskId: task.id }))
    toUser.mockClear()
    await call(t, 'admin', {
      method: 'PATCH',
      url: `${TASKS}/${task.id}`,
      payload: { version: 1, performerId: cashier },
    })
    const events = toUser.mock.calls.map(([user, event]) => `${event}:${user}`).sort()
    expect(events).toEqual(
      [
        `taskAssigned:${cashier}`,
        `taskChanged:${admin}`,
        `taskChanged:${cashier}`,
        `taskChanged:${lab}`,
      ].sort(),
    )
    toUser.mockClear()
    await call(t, 'admin', { method: 'PATCH', url: `${TASKS}/${task.id}`, payload: { version: 2 } })
    expect(toUser).not.toHaveBeenCalled()
    toUser.mockRestore()
  })
})
