/**
 * Keeps the device's copy of the user's tasks fresh from the change feed
 * (GET /api/v2/sync/pull, scope "tasks"): a snapshot on the first pull, then only what changed.
 * One pull at a time per tab; several tabs pulling at once is harmless (same rows, same cursor).
 */
import { pullResponseSchema, type PullResponse } from '../../../domain/sync/sync.schema'
import type { OfflineDb } from '../../offline/db'
import { applyTaskPull } from './task-store'

export const TASKS_CURSOR_KEY = 'tasks:cursor'
export const PULL_PATH = '/api/v2/sync/pull'

export type PullGet = (path: string) => Promise<PullResponse>

const running = new Map<OfflineDb, Promise<number>>()

async function pullAll(db: OfflineDb, get: PullGet): Promise<number> {
  let rows = 0
  for (let page = 0; page < 1000; page++) {
    const since = ((await db.syncState.get(TASKS_CURSOR_KEY))?.value as string | undefined) ?? '0'
    const answer = await get(`${PULL_PATH}?scopes=tasks&limit=200&since=${encodeURIComponent(since)}`)
    await applyTaskPull(db, answer)
    await db.syncState.put({ key: TASKS_CURSOR_KEY, value: answer.cursor })
    rows += answer.upserts.length + answer.deletions.length
    if (!answer.hasMore) break
  }
  return rows
}

/** Pulls until the feed is drained; a call during a pull waits for that pull and then pulls again. */
export function pullTasks(db: OfflineDb, get: PullGet): Promise<number> {
  const before = running.get(db) ?? Promise.resolve(0)
  const next = before.catch(() => 0).then(() => pullAll(db, get))
  running.set(db, next)
  void next.finally(() => running.get(db) === next && running.delete(db)).catch(() => undefined)
  return next
}

/** The app's GET of the feed, checked against its contract. */
export const pullGetWith =
  (request: (path: string, init: { schema: typeof pullResponseSchema }) => Promise<PullResponse>): PullGet =>
  (path) =>
    request(path, { schema: pullResponseSchema })
