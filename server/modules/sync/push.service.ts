/**
 * POST /api/v2/sync/push: replays queued requests in order through the very same routes (inject with
 * the caller's Authorization, the item's id as Idempotency-Key and its app version), one answer per
 * item, exactly once by its key. What an item may call is decided by the route the router matched
 * (plugins/batch-guard.ts), never by the path's spelling.
 *
 * Failure policy: a failed item (any status ≥ 400) does not stop the batch, but every later item of
 * the same entity (its `entity`, or its path without the query) and every item that names it in
 * `dependsOn` is not run and answers 424 dependency_failed — transitively. Such items are not stored
 * under their keys, so they run normally when sent again after the failure is resolved.
 *
 * Fair share: items run in time slices, each slice in one transaction, and the request yields between
 * slices, so queries of other users waiting for the database (PGlite has one connection) run in
 * between. Past a time budget the rest of the batch is not run (424 push_deferred; sent again).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { syncErrorMessages, type PushItem, type PushResult } from '../../../domain/sync/sync.schema'
import type { Db } from '../../db/client'
import { currentBatch, runBatch } from '../../lib/batch'
import { runAsBatchItem } from '../../lib/batch-item'

/**
 * A transaction takes items while it is younger than this: long enough to share its cost over many
 * items, short enough that others waiting for the database (PGlite's one connection) are not stalled.
 */
export const PUSH_SLICE_MS = 100
/** Items a slice runs whatever the clock says (a slow moment must not turn a batch into many). */
export const PUSH_SLICE_MIN_ITEMS = 20
/** Wall time after which the rest of a batch is deferred to the client's next send. */
export const PUSH_TIME_BUDGET_MS = 10_000

const entityOf = (item: PushItem) => item.entity ?? item.path.split('?')[0]!

function parseBody(payload: string, contentType: unknown): unknown {
  if (payload === '') return null
  if (typeof contentType === 'string' && contentType.includes('json')) {
    try {
      return JSON.parse(payload) as unknown
    } catch {
      return payload
    }
  }
  return payload
}

/** Which items and entities failed so far: their dependants are not run. */
interface Failures {
  ids: Set<string>
  entities: Set<string>
}
const copyOf = (f: Failures): Failures => ({ ids: new Set(f.ids), entities: new Set(f.entities) })

const notRun = (item: PushItem, code: 'dependency_failed' | 'push_deferred'): PushResult => ({
  id: item.id,
  status: 424,
  body: { message: syncErrorMessages[code], code },
  replayed: false,
})

/** Runs `items` in order through their routes; stops early when `stop()` says so. */
async function runItems(
  app: FastifyInstance,
  request: FastifyRequest,
  apiBase: string,
  items: readonly PushItem[],
  failed: Failures,
  stop: () => boolean,
): Promise<PushResult[]> {
  const results: PushResult[] = []
  const appVersion = request.headers['x-app-version']
  for (const item of items) {
    const entity = entityOf(item)
    if (failed.entities.has(entity) || item.dependsOn?.some((d) => failed.ids.has(d))) {
      failed.ids.add(item.id)
      failed.entities.add(entity)
      results.push(notRun(item, 'dependency_failed'))
      continue
    }
    const headers: Record<string, string> = { 'idempotency-key': item.id }
    if (request.headers.authorization) headers.authorization = request.headers.authorization
    const version = item.appVersion ?? (typeof appVersion === 'string' ? appVersion : undefined)
    if (version) headers['x-app-version'] = version
    const hasBody = item.body !== undefined
    if (hasBody) headers['content-type'] = 'application/json'
    const res = await runAsBatchItem(() =>
      app.inject({
        method: item.method,
        url: `${apiBase}${item.path}`,
        headers,
        ...(hasBody ? { payload: JSON.stringify(item.body) } : {}),
      }),
    )
    if (res.statusCode >= 400) {
      failed.ids.add(item.id)
      failed.entities.add(entity)
    }
    results.push({
      id: item.id,
      status: res.statusCode,
      body: parseBody(res.payload, res.headers['content-type']),
      replayed: res.headers['idempotent-replay'] === 'true',
    })
    if (stop()) break
  }
  return results
}

export interface PushContext {
  app: FastifyInstance
  request: FastifyRequest
  apiBase: string
  db: Db
  userId: number
  lockChangeLog: boolean
  /** Clock for the time budget (ms). */
  now?: () => number
}

/** Lets whatever waits on the event loop (other users' requests and queries) go first. */
const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve))

/**
 * Runs the first items of `items` on behalf of the caller, for about one time slice: first in one
 * transaction (lib/batch.ts); if that had to be rolled back (an item's work failed, or a key was
 * taken meanwhile), item by item, each in its own transaction. Either way every item run is answered
 * exactly once by its key. Answers the results of the items run (at least one).
 */
async function runSlice(c: PushContext, items: readonly PushItem[], failed: Failures, now: () => number) {
  const tried = copyOf(failed)
  const sliceEnd = now() + PUSH_SLICE_MS
  let ran = 0
  const sliceOver = () => ++ran >= PUSH_SLICE_MIN_ITEMS && now() >= sliceEnd
  const fast = await runBatch(
    c.db,
    c.userId,
    items.map((i) => i.id),
    {
      lockChangeLog: c.lockChangeLog,
      onError: (err) => c.request.log.warn({ err }, 'sync push batch rolled back; replaying item by item'),
    },
    () =>
      runItems(
        c.app,
        c.request,
        c.apiBase,
        items,
        tried,
        () => currentBatch()?.aborted === true || sliceOver(),
      ),
  )
  if (fast) {
    failed.ids = tried.ids
    failed.entities = tried.entities
    return fast
  }
  ran = 0
  return runItems(c.app, c.request, c.apiBase, items, failed, sliceOver)
}

/** Runs `items` in order, in time slices; answers one result per item. */
export async function runPush(c: PushContext, items: readonly PushItem[]): Promise<PushResult[]> {
  const now = c.now ?? (() => performance.now())
  const deadline = now() + PUSH_TIME_BUDGET_MS
  const failed: Failures = { ids: new Set(), entities: new Set() }
  const results: PushResult[] = []
  while (results.length < items.length) {
    if (results.length > 0) {
      await yieldToOthers()
      if (now() > deadline) {
        results.push(...items.slice(results.length).map((item) => notRun(item, 'push_deferred')))
        break
      }
    }
    results.push(...(await runSlice(c, items.slice(results.length), failed, now)))
  }
  return results
}
