import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import type { Task, TaskCreate } from '../../../domain/tasks/task.schema'
import { OfflineDb } from '../../offline/db'
import { taskRecordKey } from '../../offline/entities/tasks'
import { flush } from '../../offline/flusher'
import { memoryLock } from '../../offline/lock'
import { discard, enqueue } from '../../offline/outbox'
import type { OutboxItem } from '../../offline/outbox-types'
import type { OutboxRuntime } from '../../offline/page-runtime'
import type { Transport } from '../../offline/transport'
import { changeStatus, createTask, draftTask, editTask } from './task-writes'

let nextUser = 6000
const freshDb = () => new OfflineDb(nextUser++)

function writer(db: OfflineDb) {
  const outbox: OutboxRuntime = {
    write: (input) => enqueue(db, input),
    kick: () => undefined,
    start: () => undefined,
    stop: () => undefined,
  }
  return { db, userId: db.userId, outbox }
}

/** A new task made on this device: its create is queued and its draft shown. */
async function newTask(db: OfflineDb, title = 'Чернетка') {
  const body = { uuid: crypto.randomUUID(), title, performerId: 7, priority: 'low' as const }
  const local = draftTask(body, { authorId: 3, authorName: 'Олена', performerName: 'Ірина' })
  await createTask(writer(db), body, local)
  return { body, local }
}

const queue = async (db: OfflineDb) => db.outbox.orderBy('seq').toArray()

/** The task API as far as these tests need it: a create numbers the task, later writes need its id or uuid. */
function taskServer() {
  const sent: Array<{ path: string; body: unknown }> = []
  let task: Task | undefined
  const answer = (item: OutboxItem): Task => {
    const body = item.body as Record<string, unknown>
    if (item.method === 'POST' && item.path === '/taskmanager/tasks') {
      const create = body as TaskCreate & { priority: Task['priority'] }
      const draft = draftTask(create, { authorId: 3, authorName: 'Олена', performerName: 'Ірина' })
      task = { ...draft, id: 41, number: 41, version: 1 }
      return task
    }
    const ref = /^\/taskmanager\/tasks\/([^/]+)/.exec(item.path)?.[1]
    if (!task || (ref !== String(task.id) && ref !== task.uuid)) throw new Error(`404 ${item.path}`)
    if (body.version !== task.version) throw new Error(`409 ${item.path}`)
    const action = /\/(status|complete|return)$/.exec(item.path)?.[1]
    const status =
      action === 'status'
        ? (body.status as Task['status'])
        : action === 'complete'
          ? 3
          : action === 'return'
            ? 2
            : task.status
    const { version: _version, ...fields } = body
    task = { ...task, ...fields, status, version: task.version + 1 }
    return task
  }
  const transport: Transport = {
    sendOne: (item) => {
      sent.push({ path: item.path, body: item.body })
      try {
        return Promise.resolve({ status: 200, body: answer(item) })
      } catch {
        return Promise.resolve({ status: 404, body: { code: 'not_found', message: 'Не знайдено' } })
      }
    },
    sendBatch: () => Promise.resolve(undefined),
  }
  return { sent, transport, current: () => task }
}

describe('writes of a task that has not reached the server yet', () => {
  it('an edit before the create was ever tried is folded into the create', async () => {
    const db = freshDb()
    const { body, local } = await newTask(db)
    await editTask(writer(db), local, { title: 'Уточнена назва' }, { ...local, title: 'Уточнена назва' })
    const items = await queue(db)
    expect(items).toHaveLength(1)
    expect(items[0]).toMatchObject({
      method: 'POST',
      body: { uuid: body.uuid, title: 'Уточнена назва', priority: 'low' },
    })
  })

  it('a move names the task by its uuid and waits for the create; so does a later edit', async () => {
    const db = freshDb()
    const { body, local } = await newTask(db)
    await changeStatus(writer(db), local, { kind: 'move', status: 2 })
    const moved = { ...local, status: 2 as const }
    await editTask(
      writer(db),
      moved,
      { title: 'Після переміщення' },
      { ...moved, title: 'Після переміщення' },
    )
    const [create, move, edit] = await queue(db)
    expect(move).toMatchObject({
      method: 'PATCH',
      path: `/taskmanager/tasks/${body.uuid}/status`,
      body: { version: 1, status: 2 },
      dependsOn: [create!.id],
    })
    expect(edit).toMatchObject({
      method: 'PATCH',
      path: `/taskmanager/tasks/${body.uuid}`,
      body: { version: 1, title: 'Після переміщення' },
      dependsOn: [create!.id],
    })
    expect((await db.references.get(taskRecordKey(body.uuid)))?.data).toMatchObject({
      id: 0,
      status: 2,
      title: 'Після переміщення',
    })
  })

  it('a create that may have landed is not rewritten: the edit goes after it by uuid', async () => {
    const db = freshDb()
    const { body, local } = await newTask(db)
    const [create] = await queue(db)
    // Sent once, the answer lost: the server may hold the task already.
    await db.outbox.update(create!.id, { status: 'retrying', attempts: 1 })
    await editTask(writer(db), local, { title: 'Нова назва' }, { ...local, title: 'Нова назва' })
    const items = await queue(db)
    expect(items.map((i) => [i.method, i.path])).toEqual([
      ['POST', '/taskmanager/tasks'],
      ['PATCH', `/taskmanager/tasks/${body.uuid}`],
    ])
    expect(items[0]!.body).toEqual(create!.body)
  })

  it('once online, the create lands first and the move follows on the version the create got', async () => {
    const db = freshDb()
    const { body, local } = await newTask(db)
    await changeStatus(writer(db), local, { kind: 'move', status: 2 })
    await changeStatus(writer(db), { ...local, status: 2 }, { kind: 'complete' })
    const server = taskServer()
    await flush({ db, transport: server.transport, lock: memoryLock(), random: () => 0 })
    expect(server.sent).toEqual([
      { path: '/taskmanager/tasks', body },
      { path: `/taskmanager/tasks/${body.uuid}/status`, body: { version: 1, status: 2 } },
      { path: `/taskmanager/tasks/${body.uuid}/complete`, body: { version: 2 } },
    ])
    expect((await queue(db)).map((i) => i.status)).toEqual(['done', 'done', 'done'])
    expect((await db.references.get(taskRecordKey(body.uuid)))?.data).toMatchObject({
      id: 41,
      status: 3,
      version: 3,
    })
  })

  it('discarding the create holds the move instead of sending it to a task that does not exist', async () => {
    const db = freshDb()
    const { local } = await newTask(db)
    await changeStatus(writer(db), local, { kind: 'move', status: 2 })
    const [create, move] = await queue(db)
    await discard(db, create!.id)
    expect(await db.outbox.get(move!.id)).toMatchObject({
      status: 'rejected',
      lastError: { code: 'dependency_discarded' },
    })
    const server = taskServer()
    await flush({ db, transport: server.transport, lock: memoryLock(), random: () => 0 })
    expect(server.sent).toEqual([])
  })

  it('a task the server has numbered is named by its id, with the version the user saw', async () => {
    const db = freshDb()
    const { local } = await newTask(db)
    const known: Task = { ...local, id: 12, number: 12, version: 3 }
    await changeStatus(writer(db), known, { kind: 'move', status: 4 })
    const move = (await queue(db)).at(-1)
    expect(move).toMatchObject({ path: '/taskmanager/tasks/12/status', body: { version: 3 }, dependsOn: [] })
  })

  it('a patient created on this device is named by uuid, and the task waits for the client’s create', async () => {
    const db = freshDb()
    const clientUuid = crypto.randomUUID()
    const client = await enqueue(db, {
      userId: db.userId,
      entity: { type: 'client', uuid: clientUuid },
      method: 'POST',
      path: '/clients',
      body: { uuid: clientUuid, surname: 'Нова', name: 'Ніна' },
      label: 'Клієнт Нова Ніна',
    })
    const { body, local } = await newTask(db)
    // Picked while the create is still untried: folded into it, and the create now waits for the client.
    await editTask(writer(db), local, { clientId: clientUuid }, { ...local, clientName: 'НОВА НІНА' })
    const [, create] = await queue(db)
    expect(create).toMatchObject({ body: { uuid: body.uuid, clientId: clientUuid }, dependsOn: [client.id] })

    const other = await newTask(db, 'Друга')
    await createTask(
      writer(db),
      { ...other.body, uuid: crypto.randomUUID(), clientId: clientUuid },
      other.local,
    )
    expect((await queue(db)).at(-1)).toMatchObject({ dependsOn: [client.id] })
  })
})
