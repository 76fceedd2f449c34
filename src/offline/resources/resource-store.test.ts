import 'fake-indexeddb/auto'
import { liveQuery } from 'dexie'
import { afterEach, describe, expect, it } from 'vitest'
import { resourceByName } from '../../../domain/resources/registry'
import { resourceKeyPrefix } from '../entities/resources'
import type { OfflineDb } from '../db'
import type { OutboxItem } from '../outbox-types'
import { freshDb } from '../testing/outbox-fixtures'
import {
  applyResourcePull,
  pullResources,
  readRows,
  sameRows,
  type LocalRow,
  type PullGet,
} from './resource-store'

const results = resourceByName('call-results')!
const types = resourceByName('call-types')!
const prefix = resourceKeyPrefix(results)
const uuid = (n: number) => `r-${String(n).padStart(3, '0')}`
let db: OfflineDb

afterEach(() => db.close())

async function seed(n: number) {
  db = freshDb()
  await db.references.bulkPut(
    Array.from({ length: n }, (_, i) => ({
      key: `${prefix}${uuid(i)}`,
      data: { id: i, uuid: uuid(i), version: 1, name: `Результат ${i}` },
      fetchedAt: 0,
      rev: 1,
    })),
  )
  // Neighbours in the same table: another resource's record, and one past the prefix.
  await db.references.put({ key: `${resourceKeyPrefix(types)}t-1`, data: { uuid: 't-1' }, fetchedAt: 0 })
  await db.references.put({ key: `res:call-resulu:x`, data: { uuid: 'x' }, fetchedAt: 0 })
}

describe('readRows', () => {
  it('reads every record of the resource in slices, in key order, with the unsent marks', async () => {
    await seed(10)
    await db.outbox.put({
      id: 'o-1',
      seq: 1,
      status: 'pending',
      key: `call-result:${uuid(7)}`,
      entity: { type: results.entity, uuid: uuid(7) },
    } as unknown as OutboxItem)
    for (const slice of [1, 3, 5, 10, 1000]) {
      const rows = await readRows(db, results, slice)
      expect(rows.map((r) => r.row.uuid)).toEqual(Array.from({ length: 10 }, (_, i) => uuid(i)))
      expect(rows.filter((r) => r.unsent).map((r) => r.row.uuid)).toEqual([uuid(7)])
    }
  })

  it('as a live query, follows a change in the last slice and a record added after it', async () => {
    await seed(7)
    const seen: LocalRow[][] = []
    const sub = liveQuery(() => readRows(db, results, 3)).subscribe((v) => seen.push(v))
    const next = async (count: number) => {
      for (let i = 0; i < 100 && seen.length < count; i++) await new Promise((r) => setTimeout(r, 10))
      return seen.at(-1)!
    }
    expect((await next(1)).length).toBe(7)
    await db.references.update(`${prefix}${uuid(6)}`, {
      data: { id: 6, uuid: uuid(6), version: 2, name: 'Нова' },
      rev: 2,
    })
    expect((await next(2)).at(-1)!.row.name).toBe('Нова')
    await db.references.put({
      key: `${prefix}${uuid(9)}`,
      data: { id: 9, uuid: uuid(9), version: 1 },
      fetchedAt: 0,
      rev: 1,
    })
    expect((await next(3)).map((r) => r.row.uuid).at(-1)).toBe(uuid(9))
    sub.unsubscribe()
  })
})

describe('sameRows', () => {
  const row = (u: string, rev = 1, unsent = false): LocalRow => ({
    row: { id: 1, uuid: u, version: 1 },
    rev,
    unsent,
  })
  it('keeps rows whose records, revisions and unsent marks are unchanged', () => {
    expect(sameRows([row('a'), row('b')], [row('a'), row('b')])).toBe(true)
    expect(sameRows([row('a'), row('b')], [row('a')])).toBe(false)
    expect(sameRows([row('a'), row('b')], [row('a'), row('c')])).toBe(false)
    expect(sameRows([row('a'), row('b')], [row('a'), row('b', 2)])).toBe(false)
    expect(sameRows([row('a'), row('b')], [row('a'), row('b', 1, true)])).toBe(false)
    // Without a revision nothing tells an edit apart: never the same.
    expect(sameRows([row('a', 0)], [row('a', 0)])).toBe(false)
  })
})

describe('applyResourcePull', () => {
  it('never replaces a record with an older version than the one kept (a pull read before this device’s write landed)', async () => {
    await seed(0)
    const key = `${prefix}${uuid(1)}`
    const mine = { id: 1, uuid: uuid(1), version: 2, name: 'Перейменовано тут' }
    await db.references.put({ key, data: mine, server: mine, version: 2, fetchedAt: 0, rev: 3 })
    const page = (version: number, name: string) => ({
      upserts: [{ scope: results.name, data: { id: 1, uuid: uuid(1), version, name } }],
      deletions: [],
      cursor: '1',
      hasMore: false,
      reset: false,
    })
    await applyResourcePull(db, [results.name], page(1, 'Стара назва') as never)
    expect((await db.references.get(key))?.data).toEqual(mine)
    await applyResourcePull(db, [results.name], page(3, 'Ще новіша') as never)
    expect((await db.references.get(key))?.data).toMatchObject({ version: 3, name: 'Ще новіша' })
  })
})

describe('pullResources', () => {
  const page = (cursor: string, hasMore: boolean) => ({
    mode: 'changes' as const,
    cursor,
    hasMore,
    reset: false,
    upserts: [],
    deletions: [],
  })

  it('once its signal aborts, asks for no further page, and a pull queued behind it never starts', async () => {
    await seed(0)
    const asked: string[] = []
    const session = new AbortController()
    let release!: () => void
    const firstHeld = new Promise<void>((r) => (release = r))
    const get: PullGet = async (path) => {
      asked.push(path)
      if (asked.length === 1) await firstHeld
      return page(`c${asked.length}`, true)
    }
    const running = pullResources(db, ['call-results'], get, session.signal)
    const queued = pullResources(db, ['call-types'], get, session.signal)
    await new Promise((r) => setTimeout(r, 10))
    session.abort()
    release()
    await Promise.all([running, queued])
    // The page under way when the user signed out is applied; nothing is asked after it.
    expect(asked).toHaveLength(1)
    expect(asked[0]).toContain('scopes=call-results')
  })

  it('without an abort, follows hasMore to the last page and keeps the cursor', async () => {
    await seed(0)
    const asked: string[] = []
    const get: PullGet = async (path) => {
      asked.push(path)
      return page(`c${asked.length}`, asked.length < 3)
    }
    await pullResources(db, ['call-results'], get)
    expect(asked.map((p) => new URLSearchParams(p.split('?')[1]).get('since'))).toEqual(['0', 'c1', 'c2'])
  })
})
