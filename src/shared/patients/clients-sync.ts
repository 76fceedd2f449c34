/**
 * Keeps the user's local copy of clients current from the change feed (GET /api/v2/sync/pull, scope
 * clients): the first time a full snapshot into chunked storage, afterwards only what changed, written
 * as single client records. A record with an unsent edit keeps showing the edit; its server copy is
 * updated underneath (the outbox rebases onto it). One sync at a time per database.
 */
import { pullResponseSchema, type PullResponse } from '../../../domain/sync/sync.schema'
import { api } from '../../lib/api/api'
import type { OfflineDb } from '../../offline/db'
import { CLIENT_ENTITY, clientRecordKey, CLIENTS_SET } from '../../offline/entities/clients'
import { openItemsOf } from '../../offline/outbox'
import { loadSnapshot } from '../../offline/references/snapshot-loader'
import { clientKeyLine } from './client-keys'

const PAGE = 1000

const fetchPage = (since: string): Promise<PullResponse> =>
  api.request(`/api/v2/sync/pull?since=${encodeURIComponent(since)}&scopes=${CLIENTS_SET}&limit=${PAGE}`, {
    schema: pullResponseSchema,
  })

async function applyChanges(db: OfflineDb, page: PullResponse, moveCursor = true): Promise<void> {
  const now = Date.now()
  await db.transaction('rw', db.references, db.outbox, async () => {
    for (const u of page.upserts) {
      if (u.scope !== CLIENTS_SET || !u.uuid) continue
      const key = clientRecordKey(u.uuid)
      const old = await db.references.get(key)
      const unsent = (await openItemsOf(db, `${CLIENT_ENTITY}:${u.uuid}`)).length > 0
      await db.references.put({
        key,
        data: unsent && old ? old.data : u.data,
        server: u.data,
        version: u.version ?? undefined,
        fetchedAt: now,
        rev: (old?.rev ?? 0) + 1,
      })
    }
    const meta = await db.references.get(CLIENTS_SET)
    if (meta && moveCursor) await db.references.put({ ...meta, data: { cursor: page.cursor } })
  })
}

async function run(db: OfflineDb): Promise<void> {
  const meta = await db.references.get(CLIENTS_SET)
  let cursor = (meta?.data as { cursor?: string } | undefined)?.cursor
  if (!meta || !cursor || cursor === '0') {
    await loadSnapshot(db, fetchPage, { [CLIENTS_SET]: clientKeyLine })
    return
  }
  for (;;) {
    const page = await fetchPage(cursor)
    // The server restarted its feed (or our cursor is too old): take a fresh snapshot.
    if (page.mode === 'snapshot') {
      await loadSnapshot(db, fetchPage, { [CLIENTS_SET]: clientKeyLine })
      return
    }
    await applyChanges(db, page)
    cursor = page.cursor
    if (!page.hasMore) return
  }
}

const running = new WeakMap<OfflineDb, Promise<void>>()

/** Brings the local clients up to date; a call while one runs joins it. Rejects when the network fails. */
export function syncClients(db: OfflineDb): Promise<void> {
  let p = running.get(db)
  if (!p) {
    p = run(db).finally(() => running.delete(db))
    running.set(db, p)
  }
  return p
}

/** Stores a client the server just answered (a profile read) as its local record, keeping an unsent edit on top. */
export async function storeServerClient(
  db: OfflineDb,
  client: { uuid: string; version: number },
): Promise<void> {
  await applyChanges(
    db,
    {
      mode: 'changes',
      reset: false,
      upserts: [
        {
          scope: CLIENTS_SET,
          entity: CLIENT_ENTITY,
          id: 0,
          uuid: client.uuid,
          version: client.version,
          data: client,
        },
      ],
      deletions: [],
      cursor: 'c.0',
      hasMore: false,
    },
    false,
  )
}
