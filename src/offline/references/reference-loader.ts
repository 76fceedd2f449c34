/**
 * Loads reference sets for the features: from IndexedDB when the set is cached, from the network
 * otherwise, with If-None-Match so an unchanged set costs a 304 and no download. Offline, every cached
 * set is served from IndexedDB.
 */
import type { OfflineDb, ReferenceRecord } from '../db'
import { adapterFor } from '../entity-adapters'
import { referenceDefOf, silentValue } from './reference-catalogue'

/** Edits of this record still queued, or answered by the server after `since`: they are newer than a GET begun then. */
const editsSince = (db: OfflineDb, key: string, since: number) =>
  db.outbox
    .filter(
      (i) =>
        (i.status !== 'done' || (i.doneAt ?? 0) >= since) &&
        adapterFor(i.entity.type)?.recordKey(i.entity.uuid) === key,
    )
    .count()

/** A GET through the app's API client: resolves undefined on 304, reports the raw answer. */
export type ReferenceGet = (
  path: string,
  init: { headers: Record<string, string>; allowNotModified: true; onResponse: (res: Response) => void },
) => Promise<unknown>

export interface LoadOptions {
  /** Ask the server even when a cached copy exists (background refresh, a forced reload). */
  refresh?: boolean
  /** Told when the server could not be asked and the stored copy is served instead (it may be old). */
  onFallback?: (error: unknown) => void
}

/** Fetches a set from the server (conditionally) and stores it; returns the stored record. */
export async function fetchReference(
  db: OfflineDb,
  get: ReferenceGet,
  path: string,
): Promise<ReferenceRecord> {
  const old = await db.references.get(path)
  const startedAt = Date.now()
  let status = 0
  let etag: string | undefined
  const body = await get(path, {
    headers: old?.etag ? { 'If-None-Match': old.etag } : {},
    allowNotModified: true,
    onResponse: (res) => {
      status = res.status
      etag = res.headers.get('ETag') ?? undefined
    },
  })
  const now = Date.now()
  // Re-read inside one transaction with the outbox: the record may have been edited while the request
  // was out, and writing back the copy read before it would silently drop that edit.
  return db.transaction('rw', db.references, db.outbox, async () => {
    const cur = await db.references.get(path)
    if (status === 304) {
      // Not modified, but the copy it refers to is gone (cleared meanwhile): ask again next time.
      if (!cur) throw new Error(`${path}: 304 without a stored copy`)
      const fresh = { ...cur, fetchedAt: now, rev: (cur.rev ?? 0) + 1 }
      await db.references.put(fresh)
      return fresh
    }
    // An unsent edit stays on screen, and an answer to our own write that arrived meanwhile is newer
    // than this GET (which may have been delayed on the way): in both cases the stored record is kept.
    if (cur && (await editsSince(db, path, startedAt)) > 0) return cur
    const record: ReferenceRecord = {
      key: path,
      data: body,
      server: body,
      etag,
      fetchedAt: now,
      rev: (cur?.rev ?? 0) + 1,
    }
    await db.references.put(record)
    return record
  })
}

/**
 * The set's data by the catalogue's policy. Cached: the stored copy when there is one (a refresh
 * updates it), else the network. Network-first: the network, and the stored copy only if it fails.
 * A failure of a "silent" set gives its empty value (spec 000 §8); other failures reject.
 */
export async function loadReference(
  db: OfflineDb,
  get: ReferenceGet,
  path: string,
  options: LoadOptions = {},
): Promise<unknown> {
  const def = referenceDefOf(path) ?? { policy: 'cache' }
  const stored = await db.references.get(path)
  if (def.policy === 'cache' && stored && !options.refresh) return stored.data
  try {
    return (await fetchReference(db, get, path)).data
  } catch (e) {
    if (stored) {
      options.onFallback?.(e)
      return stored.data
    }
    if (def.silent) return silentValue(def)
    throw e
  }
}

/** After sign-in and on reconnect: every cached set is asked again; failures wait for the next time. */
export async function refreshCachedReferences(
  db: OfflineDb,
  get: ReferenceGet,
  always: string[],
): Promise<void> {
  // Only the request-path keys: the table also holds every back-office record (`res:…`), thousands of them.
  const stored = await db.references.where('key').startsWith('/').primaryKeys()
  const paths = new Set([
    ...always,
    ...stored.filter((k) => k.startsWith('/') && referenceDefOf(k)?.policy === 'cache'),
  ])
  await Promise.allSettled([...paths].map((p) => fetchReference(db, get, p)))
}
