/**
 * Runs in Chromium (bundled by reference-load.ts): loads the 100,000 rows page by page from the
 * server's snapshot and makes them searchable offline — our chunked store, and a naive per-row
 * bulkPut with a multi-entry key index as the baseline. Each returns the milliseconds it took.
 */
import { Dexie } from 'dexie'
import { OfflineDb } from '../../src/offline/db'
import { searchChunkedSet, type KeysOf } from '../../src/offline/references/chunked-set'
import { loadSnapshot, type FetchPage } from '../../src/offline/references/snapshot-loader'
import { phoneDigits, searchKey } from '../../domain/search/normalize'

interface Row {
  uuid: string
  surname?: string
  name: string
  patronymic?: string
  phone?: string | null
  birthday?: string | null
  code?: string
  /** The server's stored search keys (domain/search searchKey, written with the row). */
  surnameKey?: string
  nameKey?: string
  patronymicKey?: string
}
interface Page {
  upserts: Array<{ scope: string; data: Row }>
  hasMore: boolean
  cursor: string
}

// The server's stored keys when the row carries them (it computes them on every write); computed here otherwise.
const nameKeys = (r: Row): string =>
  r.nameKey !== undefined
    ? `${r.surnameKey ?? ''} ${r.nameKey} ${r.patronymicKey ?? ''}`
    : searchKey(`${r.surname ?? ''} ${r.name} ${r.patronymic ?? ''}`)
const keysOf = (r: Row): string =>
  r.code !== undefined
    ? `${r.nameKey ?? searchKey(r.name)} ${r.code.toLowerCase()}`
    : `${nameKeys(r)} ${phoneDigits(r.phone ?? '')} ${r.birthday ?? ''}`

async function* pages(): AsyncGenerator<Page> {
  let cursor = '0'
  for (;;) {
    const page = await fetchPage(cursor)
    yield page
    if (!page.hasMore) return
    cursor = page.cursor
  }
}

const fetchPage = async (since: string): Promise<Page> =>
  (await (
    await fetch(`/api/api/v2/sync/pull?since=${since}&scopes=clients,price-list-positions`)
  ).json()) as Page

/** Ours: the production snapshot loader — pages become chunk records while the next page downloads. */
async function ours(): Promise<{ ms: number; found: number }> {
  await Dexie.delete('clinic-office-user-777001')
  const db = new OfflineDb(777001)
  await db.open()
  const t0 = performance.now()
  await loadSnapshot(db, fetchPage as unknown as FetchPage, {
    clients: keysOf as KeysOf<unknown>,
    'price-list-positions': keysOf as KeysOf<unknown>,
  })
  const found = (await searchChunkedSet(db, 'clients', 'koval', 20)).length
  const ms = performance.now() - t0
  db.close()
  return { ms, found }
}

/** Baseline: one IndexedDB record per row, with a multi-entry index over its search words. */
async function naive(): Promise<{ ms: number; found: number }> {
  await Dexie.delete('bench-naive')
  const db = new Dexie('bench-naive')
  db.version(1).stores({ rows: 'uuid, *keys' })
  await db.open()
  const t0 = performance.now()
  for await (const page of pages()) {
    const rows = page.upserts.map((u) => ({ ...u.data, keys: keysOf(u.data).split(' ').filter(Boolean) }))
    await db.table('rows').bulkPut(rows)
  }
  const found = (await db.table('rows').where('keys').startsWith('koval').limit(20).toArray()).length
  const ms = performance.now() - t0
  db.close()
  return { ms, found }
}

Object.assign(window, { __bench: { ours, naive } })
