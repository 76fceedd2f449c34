/**
 * Loads large sets (clients, price-list positions) from the change feed's snapshot into chunked
 * storage: the next page downloads while the current one is indexed, and each page's chunks are
 * written as it arrives, so download, indexing and IndexedDB overlap. Ends ready for offline search.
 */
import type { PullResponse } from '../../../domain/sync/sync.schema'
import type { OfflineDb } from '../db'
import { buildChunks, type KeysOf } from './chunked-set'

export type FetchPage = (since: string) => Promise<PullResponse>

export interface SnapshotResult {
  rows: Record<string, number>
  cursor: string
}

/** Replaces every listed set with the server's snapshot; `keysOf` gives a row's search keys per scope. */
export async function loadSnapshot(
  db: OfflineDb,
  fetchPage: FetchPage,
  keysOf: Record<string, KeysOf<unknown>>,
): Promise<SnapshotResult> {
  const scopes = Object.keys(keysOf)
  await db.transaction('rw', db.chunks, async () => {
    for (const s of scopes) await db.chunks.where('set').equals(s).delete()
  })
  const chunkNo = new Map<string, number>()
  const rows: Record<string, number> = {}
  const writes: Array<Promise<unknown>> = []
  let next: Promise<PullResponse> | undefined = fetchPage('0')
  let cursor = '0'
  while (next) {
    const page: PullResponse = await next
    cursor = page.cursor
    next = page.hasMore ? fetchPage(page.cursor) : undefined
    const byScope = new Map<string, unknown[]>()
    for (const u of page.upserts) {
      const list = byScope.get(u.scope) ?? []
      list.push(u.data)
      byScope.set(u.scope, list)
    }
    for (const [scope, list] of byScope) {
      const keys = keysOf[scope]
      if (!keys) continue
      const first = chunkNo.get(scope) ?? 0
      const chunks = buildChunks(scope, list, keys, first)
      chunkNo.set(scope, first + chunks.length)
      rows[scope] = (rows[scope] ?? 0) + list.length
      writes.push(db.chunks.bulkPut(chunks))
    }
  }
  await Promise.all(writes)
  const now = Date.now()
  await db.references.bulkPut(
    scopes.map((s) => ({
      key: s,
      data: { cursor },
      fetchedAt: now,
      chunks: chunkNo.get(s) ?? 0,
      rows: rows[s] ?? 0,
    })),
  )
  return { rows, cursor }
}
