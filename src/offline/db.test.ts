import 'fake-indexeddb/auto'
import { Dexie } from 'dexie'
import { describe, expect, it } from 'vitest'
import { OfflineDb, userDbName } from './db'
import { openItemsOf } from './outbox-reads'

describe('the per-user database', () => {
  it('upgrades a version 1 database without losing what it holds, drops the unused tasks table and indexes open items by record', async () => {
    const userId = 9100
    // The schema as released first, with a queued write and a kept record in it.
    const v1 = new Dexie(userDbName(userId))
    v1.version(1).stores({
      references: 'key',
      chunks: 'key, set',
      clients: 'uuid, id, *keys',
      orders: 'uuid, id',
      carts: 'uuid',
      tasks: 'uuid, id',
      previousEntries: 'uuid, id',
      outbox: 'id, seq, status, key',
      syncState: 'key',
    })
    await v1.table('references').put({ key: 'task:a', data: { title: 'Задача' }, fetchedAt: 1 })
    await v1.table('outbox').put({ id: 'item-1', seq: 1, status: 'pending', key: 'task:a' })
    await v1.table('syncState').put({ key: 'tasks:cursor', value: 'c.7' })
    v1.close()

    const db = new OfflineDb(userId)
    await db.open()
    expect(db.verno).toBe(3)
    expect(db.tables.map((t) => t.name)).not.toContain('tasks')
    expect(db.backendDB().objectStoreNames.contains('tasks')).toBe(false)
    expect(await db.references.get('task:a')).toMatchObject({ data: { title: 'Задача' } })
    expect(await db.outbox.where('status').equals('pending').count()).toBe(1)
    // The queued write is found through the index version 3 added.
    expect((await openItemsOf(db, 'task:a')).map((i) => i.id)).toEqual(['item-1'])
    expect(await db.syncState.get('tasks:cursor')).toMatchObject({ value: 'c.7' })
    db.close()
  })
})
