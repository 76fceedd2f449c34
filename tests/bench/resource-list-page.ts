/**
 * Runs in Chromium (bundled by resource-list.ts): a 10,000-row dictionary from the change feed into the
 * device's store until a screen can read every row — the production pull (one transaction per page of
 * 500, one cursor), and as the baseline one IndexedDB write per row as it arrives. Each returns the
 * milliseconds it took and how many rows a screen then reads.
 */
import { Dexie } from 'dexie'
import { OfflineDb } from '../../src/offline/db'
import { pullResources, readRows } from '../../src/offline/resources/resource-store'
import { resourceKeyPrefix } from '../../src/offline/entities/resources'
import { resourceByName } from '../../domain/resources/registry'
import type { PullResponse } from '../../domain/sync/sync.schema'

const def = resourceByName('call-results')!
const get = async (path: string): Promise<PullResponse> =>
  (await (await fetch(`/pull?${path.split('?')[1] ?? ''}`)).json()) as PullResponse

async function ours(): Promise<{ ms: number; rows: number }> {
  await Dexie.delete('clinic-office-user-778001')
  const db = new OfflineDb(778001)
  await db.open()
  const t0 = performance.now()
  await pullResources(db, [def.name], get)
  const rows = (await readRows(db, def)).length
  const ms = performance.now() - t0
  db.close()
  return { ms, rows }
}

async function perRow(): Promise<{ ms: number; rows: number }> {
  await Dexie.delete('clinic-office-user-778002')
  const db = new OfflineDb(778002)
  await db.open()
  const prefix = resourceKeyPrefix(def)
  const t0 = performance.now()
  let since = '0'
  for (;;) {
    const page = await get(`x?since=${since}`)
    for (const u of page.upserts) {
      const row = u.data as { uuid: string; version: number }
      await db.references.put({
        key: `${prefix}${row.uuid}`,
        data: row,
        server: row,
        version: row.version,
        fetchedAt: Date.now(),
        rev: 1,
      })
    }
    since = page.cursor
    if (!page.hasMore) break
  }
  const rows = (await readRows(db, def)).length
  const ms = performance.now() - t0
  db.close()
  return { ms, rows }
}

Object.assign(window, { __bench: { ours, perRow } })
