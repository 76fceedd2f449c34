/**
 * The back-office resources kept on the device (ARCHITECTURE.md §7): every resource the user may read
 * is one scope of the change feed, pulled together under one cursor; each record is its own local
 * record `res:<entity>:<uuid>` in the references table, where the outbox writes its optimistic copies
 * too. Applying a pull keeps a record with unsent edits as the user left it (the outbox sends the edit
 * later, and a conflict shows if someone else changed the record meanwhile).
 */
import type { AnyResource, ResourceRow } from '../../../domain/resources/define-resource'
import { resourceByName } from '../../../domain/resources/registry'
import { pullResponseSchema, type PullResponse } from '../../../domain/sync/sync.schema'
import type { OfflineDb, ReferenceRecord } from '../db'
import { resourceKeyPrefix } from '../entities/resources'

export const PULL_PATH = '/api/v2/sync/pull'

/** Uuids of records of `def` with outbox items not yet done. */
export async function unsentUuids(db: OfflineDb, def: AnyResource): Promise<Set<string>> {
  const open = await db.outbox.where('status').notEqual('done').toArray()
  return new Set(open.filter((i) => i.entity.type === def.entity).map((i) => i.entity.uuid))
}

export interface LocalRow {
  row: ResourceRow
  /** Edits of it wait in the outbox. */
  unsent: boolean
  rev: number
}

const isRow = (v: unknown): v is ResourceRow =>
  typeof v === 'object' && v !== null && typeof (v as { uuid?: unknown }).uuid === 'string'

/**
 * Records read per IndexedDB request. Each slice is its own request, so its records are turned into
 * objects in a task of their own: a 10,000-row dictionary is read without one long main-thread task.
 */
export const READ_SLICE = 1000

/**
 * Every record of `def` on the device, as screens show them (deleted ones left out), in key order. Read
 * in primary-key slices of `slice` records inside one read transaction (one consistent snapshot); a live
 * query over it observes the whole key range of the resource.
 */
export async function readRows(db: OfflineDb, def: AnyResource, slice = READ_SLICE): Promise<LocalRow[]> {
  const prefix = resourceKeyPrefix(def)
  const upper = `${prefix}\uffff`
  return db.transaction('r', db.references, db.outbox, async () => {
    const unsent = await unsentUuids(db, def)
    const out: LocalRow[] = []
    let records = await db.references.where('key').between(prefix, upper, true, true).limit(slice).toArray()
    for (;;) {
      for (const r of records)
        if (isRow(r.data)) out.push({ row: r.data, unsent: unsent.has(r.data.uuid), rev: r.rev ?? 0 })
      const last = records.at(-1)
      if (records.length < slice || !last) return out
      records = await db.references.where('key').between(last.key, upper, false, true).limit(slice).toArray()
    }
  })
}

/**
 * True when `next` holds the same records in the same state as `prev` (same uuids in the same order,
 * same revision and unsent mark): a re-read after an unrelated write can keep the previous array, and
 * nothing downstream (sorting, the table) runs again. A record without a revision never counts as same.
 */
export function sameRows(prev: readonly LocalRow[], next: readonly LocalRow[]): boolean {
  if (prev.length !== next.length) return false
  for (let i = 0; i < prev.length; i++) {
    const a = prev[i]!
    const b = next[i]!
    if (a.rev === 0 || a.rev !== b.rev || a.unsent !== b.unsent || a.row.uuid !== b.row.uuid) return false
  }
  return true
}

async function putServerRows(db: OfflineDb, def: AnyResource, rows: ResourceRow[], now: number) {
  if (rows.length === 0) return
  const prefix = resourceKeyPrefix(def)
  const unsent = await unsentUuids(db, def)
  const keys = rows.map((r) => `${prefix}${r.uuid}`)
  const old = await db.references.bulkGet(keys)
  await db.references.bulkPut(
    rows.map((row, i): ReferenceRecord => {
      const cur = old[i]
      // A page read before this device's own write landed can arrive after the write's answer: an older
      // version than the one kept never replaces it (the next pull brings whatever is newer).
      if (cur?.version !== undefined && cur.version > row.version) return cur
      const keepMine = cur !== undefined && unsent.has(row.uuid)
      return {
        key: keys[i]!,
        data: keepMine ? cur.data : row,
        server: row,
        version: row.version,
        fetchedAt: now,
        rev: (cur?.rev ?? 0) + 1,
      }
    }),
  )
}

async function dropRows(db: OfflineDb, def: AnyResource, uuids: string[] | 'all') {
  const prefix = resourceKeyPrefix(def)
  const unsent = await unsentUuids(db, def)
  const keys =
    uuids === 'all'
      ? (await db.references.where('key').startsWith(prefix).primaryKeys()).filter(
          (k) => !unsent.has(k.slice(prefix.length)),
        )
      : uuids.filter((u) => !unsent.has(u)).map((u) => `${prefix}${u}`)
  await db.references.bulkDelete(keys)
}

/** Applies one page of the feed for `scopes` (resource names). */
export async function applyResourcePull(
  db: OfflineDb,
  scopes: readonly string[],
  page: PullResponse,
  now = Date.now(),
): Promise<void> {
  await db.transaction('rw', db.references, db.outbox, async () => {
    for (const scope of scopes) {
      const def = resourceByName(scope)
      if (!def) continue
      if (page.reset) await dropRows(db, def, 'all')
      const gone = page.deletions.filter((d) => d.scope === scope && d.uuid).map((d) => d.uuid!)
      if (gone.length > 0) await dropRows(db, def, gone)
      const rows = page.upserts
        .filter((u) => u.scope === scope && isRow(u.data))
        .map((u) => u.data as ResourceRow)
      await putServerRows(db, def, rows, now)
    }
  })
}

export type PullGet = (path: string) => Promise<PullResponse>

const running = new Map<OfflineDb, Promise<number>>()
const cursorKey = (scopes: readonly string[]) => `resources:cursor:${scopes.join(',')}`

async function pullAll(
  db: OfflineDb,
  scopes: readonly string[],
  get: PullGet,
  signal?: AbortSignal,
): Promise<number> {
  let rows = 0
  const key = cursorKey(scopes)
  for (let page = 0; page < 1000; page++) {
    // The screen (or the session) that asked is gone: no further page is asked for.
    if (signal?.aborted) break
    const since = ((await db.syncState.get(key))?.value as string | undefined) ?? '0'
    const q = `scopes=${encodeURIComponent(scopes.join(','))}&limit=500&since=${encodeURIComponent(since)}`
    const answer = await get(`${PULL_PATH}?${q}`)
    await applyResourcePull(db, scopes, answer)
    await db.syncState.put({ key, value: answer.cursor })
    rows += answer.upserts.length + answer.deletions.length
    if (!answer.hasMore) break
  }
  return rows
}

/**
 * Brings the device's copy of `scopes` up to date; a call during a pull waits for it and pulls again.
 * The cursor is kept per set of scopes: a user who may read a new resource gets its snapshot. Once
 * `signal` aborts (the user signed out, the screen closed), a waiting pull never starts and a running
 * one asks for no further page.
 */
export function pullResources(
  db: OfflineDb,
  scopes: readonly string[],
  get: PullGet,
  signal?: AbortSignal,
): Promise<number> {
  if (scopes.length === 0) return Promise.resolve(0)
  const before = running.get(db) ?? Promise.resolve(0)
  const next = before.catch(() => 0).then(() => pullAll(db, scopes, get, signal))
  running.set(db, next)
  void next.finally(() => running.get(db) === next && running.delete(db)).catch(() => undefined)
  return next
}

export { pullResponseSchema }
