import { randomUUID } from 'node:crypto'
import { and, eq, isNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Task } from '../../../domain/tasks/task.schema'
import { createTestApp, type TestApp } from '../../../tests/support/test-app'
import { clients } from '../../db/schema/clients'
import { changeLog } from '../../db/schema/sync'
import { taskSyncRowsByIds, taskSyncRowsPage } from './tasks-sync.repo'
import { buildTask, call, createTask, readTask, TASKS, userId } from './task-fixtures'

let t: TestApp
let registrar: number
let doctor: number
beforeAll(async () => {
  t = await createTestApp()
  registrar = await userId(t, 'registrar')
  doctor = await userId(t, 'doctor')
})
afterAll(() => t.close())

describe('creating a task', () => {
  it('stores it as awaiting pickup, authored by the caller, with an "added" log entry', async () => {
    const task = await createTask(
      t,
      'doctor',
      buildTask(registrar, { title: 'Повторний аналіз ТТГ', priority: 'high' }),
    )
    expect(task).toMatchObject({ status: 1, priority: 'high', authorId: doctor, performerId: registrar })
    expect(task.authorName).toBe('Андрій Лікар')
    expect(task.number).toBeGreaterThan(40)
    const card = await readTask(t, task.id)
    expect(card.log).toHaveLength(1)
    expect(card.log[0]).toMatchObject({ action: 'added', authorId: doctor, authorName: 'Андрій Лікар' })
    expect(card.log[0]!.changes.title).toEqual({ from: null, to: 'Повторний аналіз ТТГ' })
  })

  it('applies the default priority and deadline of the task settings when the form leaves them out', async () => {
    const before = Date.now()
    const task = await createTask(t, 'admin', buildTask(registrar))
    expect(task.priority).toBe('middle')
    const days = (Date.parse(task.deadlineAt!) - before) / 86_400_000
    expect(days).toBeGreaterThan(2.9)
    expect(days).toBeLessThan(3.1)
    const none = await createTask(t, 'admin', buildTask(registrar, { deadlineAt: null }))
    expect(none.deadlineAt).toBeNull()
  })

  it('answers the same task for the same uuid, and refuses the uuid with other values', async () => {
    const body = buildTask(registrar, { title: 'Документи для страхової' })
    const first = await createTask(t, 'admin', body)
    const again = await call<Task>(t, 'admin', { method: 'POST', url: TASKS, payload: body })
    expect(again.status).toBe(200)
    expect(again.body.id).toBe(first.id)
    expect((await readTask(t, first.id)).log).toHaveLength(1)
    const other = await call(t, 'admin', { method: 'POST', url: TASKS, payload: { ...body, title: 'Інше' } })
    expect(other.status).toBe(409)
    expect(other.body).toMatchObject({ code: 'uuid_conflict', current: { id: first.id } })
  })

  it('does the work once per Idempotency-Key and replays the stored answer', async () => {
    const body = buildTask(registrar)
    const headers = { 'idempotency-key': randomUUID() }
    const first = await t.as('admin', { method: 'POST', url: TASKS, payload: body, headers })
    const again = await t.as('admin', { method: 'POST', url: TASKS, payload: body, headers })
    expect(first.statusCode).toBe(201)
    expect(again.statusCode).toBe(201)
    expect(again.headers['idempotent-replay']).toBe('true')
    expect(again.json<Task>().id).toBe(first.json<Task>().id)
  })

  it('accepts a client named by the uuid it was given offline', async () => {
    const [client] = await t.db.db.select().from(clients).where(isNull(clients.deletedAt)).limit(1)
    const task = await createTask(t, 'registrar', buildTask(doctor, { clientId: client!.uuid }))
    expect(task.clientId).toBe(client!.id)
    expect(task.clientName).toContain(client!.surname)
  })

  it('names every field it cannot accept, in Ukrainian', async () => {
    const warehouse = await userId(t, 'warehouse')
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ title: '   ' }, 'title', 'Вкажіть назву задачі'],
      [{ performerId: 999_999 }, 'performer_id', 'Виконавця не знайдено'],
      [{ performerId: warehouse }, 'performer_id', 'Виконавець не має доступу до менеджера задач'],
      [{ topicId: 999_999 }, 'topic_id', 'Тему не знайдено'],
      [{ documentCategoryId: 999_999 }, 'document_category_id', 'Категорію документів не знайдено'],
      [{ counterpartyId: 999_999 }, 'counterparty_id', 'Контрагента не знайдено'],
      [{ clientId: randomUUID() }, 'client_id', 'Клієнта не знайдено'],
      [{ priority: 'urgent' }, 'priority', ''],
      [{ deadlineAt: '31.12.2030' }, 'deadline_at', 'Вкажіть дату і час у форматі ISO 8601'],
      [
        { documents: [{ name: 'Скан', url: 'javascript:alert(1)' }] },
        'documents.0.url',
        'Вкажіть посилання http(s)',
      ],
      [{ uuid: 'not-a-uuid' }, 'uuid', ''],
      [{ status: 3 }, 'status', 'Невідоме поле'],
    ]
    for (const [override, field, message] of cases) {
      const res = await call<{ code: string; errors: Record<string, string[]> }>(t, 'admin', {
        method: 'POST',
        url: TASKS,
        payload: { ...buildTask(registrar), ...override },
      })
      expect(res.status, field).toBe(422)
      expect(res.body.code).toBe('validation_failed')
      expect(res.body.errors[field]?.[0], field).toContain(message)
    }
  })

  it('is refused to a user without the task permissions', async () => {
    const res = await call(t, 'warehouse', { method: 'POST', url: TASKS, payload: buildTask(registrar) })
    expect(res.status).toBe(403)
    expect((await call(t, 'warehouse', { method: 'GET', url: `${TASKS}/1` })).status).toBe(403)
  })
})

describe('editing a task', () => {
  it('logs every changed field with its old and new value and its author', async () => {
    const task = await createTask(t, 'admin', buildTask(doctor, { title: 'Старий заголовок' }))
    // The performer edits it (the author, the performer or a manager may).
    const res = await call<Task>(t, 'doctor', {
      method: 'PATCH',
      url: `${TASKS}/${task.id}`,
      payload: { version: 1, title: 'Новий заголовок', priority: 'superhigh', description: 'Терміново' },
    })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ version: 2, title: 'Новий заголовок', priority: 'superhigh' })
    const log = (await readTask(t, task.id)).log
    expect(log.map((e) => e.action)).toEqual(['added', 'changed'])
    expect(log[1]).toMatchObject({
      authorId: doctor,
      changes: {
        title: { from: 'Старий заголовок', to: 'Новий заголовок' },
        priority: { from: 'middle', to: 'superhigh' },
        description: { from: '', to: 'Терміново' },
      },
    })
  })

  it('writes nothing for a patch that changes nothing', async () => {
    const task = await createTask(t, 'admin', buildTask(registrar))
    const res = await call<Task>(t, 'admin', {
      method: 'PATCH',
      url: `${TASKS}/${task.id}`,
      payload: { version: 1, title: task.title },
    })
    expect(res.body.version).toBe(1)
    expect((await readTask(t, task.id)).log).toHaveLength(1)
  })

  it('refuses a stale version with 409 and the current task', async () => {
    const task = await createTask(t, 'admin', buildTask(registrar))
    const edit = (title: string) =>
      call(t, 'admin', { method: 'PATCH', url: `${TASKS}/${task.id}`, payload: { version: 1, title } })
    expect((await edit('Перша правка')).status).toBe(200)
    const stale = await edit('Друга правка')
    expect(stale.status).toBe(409)
    expect(stale.body).toMatchObject({
      code: 'version_conflict',
      message: 'Запис уже змінив інший користувач',
      current: { id: task.id, version: 2, title: 'Перша правка' },
    })
  })

  it('checks an edit like a create, field by field, and changes nothing on refusal', async () => {
    const task = await createTask(t, 'admin', buildTask(registrar))
    const warehouse = await userId(t, 'warehouse')
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ title: '' }, 'title'],
      [{ performerId: warehouse }, 'performer_id'],
      [{ clientId: 'nobody' }, 'client_id'],
      [{ deadlineAt: 'завтра' }, 'deadline_at'],
      [{ documents: 'scan.pdf' }, 'documents'],
      [{ status: 3 }, 'status'],
    ]
    for (const [change, field] of cases) {
      const res = await call<{ errors: Record<string, string[]> }>(t, 'admin', {
        method: 'PATCH',
        url: `${TASKS}/${task.id}`,
        payload: { version: 1, ...change },
      })
      expect(res.status, field).toBe(422)
      expect(Object.keys(res.body.errors), field).toContain(field)
    }
    expect(await readTask(t, task.id)).toMatchObject({ version: 1, log: [{ action: 'added' }] })
  })

  it('answers 404 for an unknown task and 422 for a patch without version', async () => {
    expect(
      (await call(t, 'admin', { method: 'PATCH', url: `${TASKS}/999999`, payload: { version: 1 } })).status,
    ).toBe(404)
    const res = await call<{ errors: Record<string, string[]> }>(t, 'admin', {
      method: 'PATCH',
      url: `${TASKS}/1`,
      payload: { title: 'Без версії' },
    })
    expect(res.status).toBe(422)
    expect(Object.keys(res.body.errors)).toContain('version')
  })
})

describe('the change feed', () => {
  it('records every task write in scope "tasks" with the write, and serves only the own tasks', async () => {
    const task = await createTask(t, 'doctor', buildTask(registrar))
    const logged = await t.db.db
      .select()
      .from(changeLog)
      .where(and(eq(changeLog.scope, 'tasks'), eq(changeLog.entityId, task.id)))
    expect(logged.length).toBeGreaterThan(0)
    expect(logged.every((r) => r.entity === 'task' && r.uuid === task.uuid)).toBe(true)
    const lab = await userId(t, 'lab')
    expect((await taskSyncRowsByIds(t.db.db, [task.id], registrar)).map((r) => r.data.id)).toEqual([task.id])
    expect(await taskSyncRowsByIds(t.db.db, [task.id], lab)).toEqual([])
    const page = await taskSyncRowsPage(t.db.db, 0, 1000, doctor)
    expect(page.every((r) => r.data.authorId === doctor || r.data.performerId === doctor)).toBe(true)
    expect(page.map((r) => r.id)).toContain(task.id)
  })
})
