/**
 * The local copy of a record edited through the outbox: `data` is what screens show (the newest unsent
 * edit, or the server's record when nothing waits), `server` is the server's record as last received.
 */
import type { OfflineDb } from './db'
import { adapterFor } from './entity-adapters'
import { entityKey, type EntityRef } from './outbox-types'
import { openItemsOf } from './outbox-reads'

/** Writes the optimistic data and/or a new server copy of the entity's record. */
export async function writeLocal(
  db: OfflineDb,
  entity: EntityRef,
  data: unknown,
  server?: unknown,
  now = Date.now(),
): Promise<void> {
  const adapter = adapterFor(entity.type)
  if (!adapter) return
  const key = adapter.recordKey(entity.uuid)
  const old = await db.references.get(key)
  const next = {
    key,
    data: data !== undefined ? data : (old?.data ?? server),
    server: server !== undefined ? server : old?.server,
    version: server !== undefined ? adapter.versionOf?.(server) : old?.version,
    etag: server !== undefined ? undefined : old?.etag,
    fetchedAt: server !== undefined ? now : (old?.fetchedAt ?? now),
    rev: (old?.rev ?? 0) + 1,
  }
  await db.references.put(next)
}

/** After an item left the queue: show the newest remaining edit, or the server's record. */
export async function restoreLocal(db: OfflineDb, entity: EntityRef): Promise<void> {
  const adapter = adapterFor(entity.type)
  if (!adapter) return
  const key = adapter.recordKey(entity.uuid)
  const old = await db.references.get(key)
  if (!old) return
  const open = await openItemsOf(db, entityKey(entity))
  const newest = open.findLast((i) => i.local !== undefined)
  await db.references.put({ ...old, data: newest ? newest.local : old.server, rev: (old.rev ?? 0) + 1 })
}
