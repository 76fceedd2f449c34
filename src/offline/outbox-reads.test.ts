import 'fake-indexeddb/auto'
import { afterEach, describe, expect, it } from 'vitest'
import type { OfflineDb } from './db'
import { openItems, openItemsOf } from './outbox-reads'
import { freshDb, writeOther } from './testing/outbox-fixtures'

let db: OfflineDb
afterEach(() => db.close())

describe('open outbox items', () => {
  it('leave out what was sent, keep every other state, oldest first', async () => {
    db = freshDb()
    const a1 = await writeOther(db, 'a')
    const b1 = await writeOther(db, 'b')
    const a2 = await writeOther(db, 'a')
    const a3 = await writeOther(db, 'a')
    const b2 = await writeOther(db, 'b')
    await db.outbox.update(a1.id, { status: 'done', doneAt: 1 })
    await db.outbox.update(a2.id, { status: 'rejected' })
    await db.outbox.update(b1.id, { status: 'done', doneAt: 1 })
    await db.outbox.update(b2.id, { status: 'conflict' })

    expect((await openItemsOf(db, 'client:a')).map((i) => i.id)).toEqual([a2.id, a3.id])
    expect((await openItemsOf(db, 'client:b')).map((i) => i.id)).toEqual([b2.id])
    expect(await openItemsOf(db, 'client:c')).toEqual([])
    expect((await openItems(db)).map((i) => i.id)).toEqual([a2.id, a3.id, b2.id])
  })
})
