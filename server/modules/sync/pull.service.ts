/**
 * GET /api/v2/sync/pull: a full snapshot of the asked scopes on the first pull (cursor "0"), then the
 * changes since a cursor from the change log — the current row of every upserted entity (once, however
 * often it changed) and the deletions. Private scopes only ever show the caller's rows.
 */
import { and, asc, eq, gt, inArray, isNull, max, or } from 'drizzle-orm'
import { DomainError, errorMessages } from '../../../domain/api/errors'
import { can, type PermissionMap } from '../../../domain/permissions/check'
import {
  isSyncScope,
  syncErrorMessages,
  type PullQuery,
  type PullResponse,
} from '../../../domain/sync/sync.schema'
import type { Db } from '../../db/client'
import { changeLog } from '../../db/schema/sync'
import { syncSources, type SyncSource } from './sync-sources'

/** The sources of the asked scopes, in registry order; an unknown scope is refused. */
export function sourcesOf(scopes: string): SyncSource[] {
  const asked = new Set(
    scopes
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  )
  const unknown = [...asked].filter((s) => !isSyncScope(s))
  if (unknown.length || asked.size === 0)
    throw new DomainError('validation_failed', 422, errorMessages.validation_failed, {
      errors: { scopes: [`${syncErrorMessages.unknown_scope}: ${unknown.join(', ') || '—'}`] },
    })
  return syncSources.filter((s) => asked.has(s.scope))
}

const visibleTo = (userId: number, scopes: string[]) =>
  and(inArray(changeLog.scope, scopes), or(isNull(changeLog.ownerUserId), eq(changeLog.ownerUserId, userId)))

async function latestCursor(db: Db): Promise<number> {
  const [row] = await db.select({ c: max(changeLog.cursor) }).from(changeLog)
  return Number(row?.c ?? 0)
}

async function snapshot(db: Db, userId: number, sources: SyncSource[], cursor: string, limit: number) {
  const [, b, s, a] = /^s\.(\d+)\.(\d+)\.(\d+)$/.exec(cursor) ?? []
  const first = b === undefined
  // The log position is taken before any row is read: changes made meanwhile come with the next pulls.
  const base = first ? await latestCursor(db) : Number(b)
  let idx = first ? 0 : Number(s)
  let afterId = first ? 0 : Number(a)
  const upserts: PullResponse['upserts'] = []
  for (; idx < sources.length; idx++, afterId = 0) {
    const src = sources[idx]!
    const left = limit - upserts.length
    const rows = await src.page(db, afterId, left + 1, userId)
    for (const r of rows.slice(0, left)) upserts.push({ scope: src.scope, entity: src.entity, ...r })
    if (rows.length > left) {
      const lastId = rows[left - 1]?.id ?? afterId
      return { upserts, cursor: `s.${base}.${idx}.${lastId}`, hasMore: true, first }
    }
  }
  const pending = await db
    .select({ c: changeLog.cursor })
    .from(changeLog)
    .where(
      and(
        gt(changeLog.cursor, base),
        visibleTo(
          userId,
          sources.map((x) => x.scope),
        ),
      ),
    )
    .limit(1)
  return { upserts, cursor: `c.${base}`, hasMore: pending.length > 0, first }
}

async function changes(db: Db, userId: number, sources: SyncSource[], since: number, limit: number) {
  const log = await db
    .select()
    .from(changeLog)
    .where(
      and(
        gt(changeLog.cursor, since),
        visibleTo(
          userId,
          sources.map((x) => x.scope),
        ),
      ),
    )
    .orderBy(asc(changeLog.cursor))
    .limit(limit + 1)
  const page = log.slice(0, limit)
  const last = new Map<string, (typeof page)[number]>()
  for (const e of page) {
    const k = `${e.scope}\u0000${e.entity}\u0000${e.entityId}`
    last.delete(k) // re-inserted so the map keeps the order of each entity's latest change
    last.set(k, e)
  }
  const latest = [...last.values()]
  const upserts: PullResponse['upserts'] = []
  const deletions: PullResponse['deletions'] = []
  for (const src of sources) {
    const mine = latest.filter((e) => e.scope === src.scope && e.entity === src.entity)
    const wanted = mine.filter((e) => e.op === 'upsert').map((e) => e.entityId)
    const rows = new Map((await src.byIds(db, wanted, userId)).map((r) => [r.id, r]))
    for (const e of mine) {
      const row = e.op === 'upsert' ? rows.get(e.entityId) : undefined
      // A row gone since its upsert was logged is reported deleted (its delete entry follows anyway).
      if (row) upserts.push({ scope: src.scope, entity: src.entity, ...row })
      else deletions.push({ scope: e.scope, entity: e.entity, id: e.entityId, uuid: e.uuid })
    }
  }
  const cursor = `c.${page.length ? page[page.length - 1]!.cursor : since}`
  return { upserts, deletions, cursor, hasMore: log.length > limit }
}

/** Answers one page of the feed for `userId`. */
/**
 * `user` pulls `q`: every asked scope must be readable by them (the same permission as its own read
 * routes), else the whole pull is refused with 403.
 */
export async function pull(
  db: Db,
  user: { id: number; permissions: PermissionMap },
  q: PullQuery,
): Promise<PullResponse> {
  const sources = sourcesOf(q.scopes)
  if (sources.some((s) => s.permission && !can(user.permissions, s.permission)))
    throw new DomainError('forbidden', 403, errorMessages.forbidden)
  const userId = user.id
  if (q.since === '0' || q.since.startsWith('s.')) {
    const s = await snapshot(db, userId, sources, q.since, q.limit)
    return {
      mode: 'snapshot',
      reset: s.first,
      upserts: s.upserts,
      deletions: [],
      cursor: s.cursor,
      hasMore: s.hasMore,
    }
  }
  const c = await changes(db, userId, sources, Number(q.since.slice(2)), q.limit)
  return { mode: 'changes', reset: false, ...c }
}
