/**
 * POST /api/v2/sync/push: replays queued requests in order through the very same routes (inject with
 * the caller's Authorization, the item's id as Idempotency-Key and its app version), one answer per
 * item, exactly once by its key.
 *
 * Failure policy: a failed item (any status ≥ 400) does not stop the batch, but every later item of
 * the same entity (its `entity`, or its path without the query) and every item that names it in
 * `dependsOn` is not run and answers 424 dependency_failed — transitively. Such items are not stored
 * under their keys, so they run normally when sent again after the failure is resolved.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { syncErrorMessages, type PushItem, type PushResult } from '../../../domain/sync/sync.schema'
import type { Db } from '../../db/client'
import { currentBatch, runBatch } from '../../lib/batch'

const entityOf = (item: PushItem) => item.entity ?? item.path.split('?')[0]!

/** Paths a batch may not replay: the sync endpoints themselves, and anything leaving the API base. */
function allowedPath(path: string): boolean {
  const clean = path.split('?')[0]!
  return !clean.startsWith('/api/v2/sync/') && !clean.includes('..') && !clean.includes('//')
}

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

/** Runs `items` in order through their routes; stops early when `stop()` says so. */
async function runItems(
  app: FastifyInstance,
  request: FastifyRequest,
  apiBase: string,
  items: readonly PushItem[],
  stop: () => boolean,
): Promise<PushResult[]> {
  const failedIds = new Set<string>()
  const failedEntities = new Set<string>()
  const results: PushResult[] = []
  const appVersion = request.headers['x-app-version']
  for (const item of items) {
    const entity = entityOf(item)
    const fail = () => {
      failedIds.add(item.id)
      failedEntities.add(entity)
    }
    if (failedEntities.has(entity) || item.dependsOn?.some((d) => failedIds.has(d))) {
      fail()
      results.push({
        id: item.id,
        status: 424,
        body: { message: syncErrorMessages.dependency_failed, code: 'dependency_failed' },
        replayed: false,
      })
      continue
    }
    if (!allowedPath(item.path)) {
      fail()
      results.push({
        id: item.id,
        status: 400,
        body: { message: syncErrorMessages.push_path_not_allowed, code: 'push_path_not_allowed' },
        replayed: false,
      })
      continue
    }
    const headers: Record<string, string> = { 'idempotency-key': item.id }
    if (request.headers.authorization) headers.authorization = request.headers.authorization
    const version = item.appVersion ?? (typeof appVersion === 'string' ? appVersion : undefined)
    if (version) headers['x-app-version'] = version
    const hasBody = item.body !== undefined
    if (hasBody) headers['content-type'] = 'application/json'
    const res = await app.inject({
      method: item.method,
      url: `${apiBase}${item.path}`,
      headers,
      ...(hasBody ? { payload: JSON.stringify(item.body) } : {}),
    })
    if (res.statusCode >= 400) fail()
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
}

/**
 * Runs `items` in order on behalf of the caller: first all in one transaction (lib/batch.ts); if that
 * batch had to be rolled back (an item's work failed, or a key was taken meanwhile), item by item,
 * each in its own transaction. Either way every item is answered exactly once by its key.
 */
export async function runPush(c: PushContext, items: readonly PushItem[]): Promise<PushResult[]> {
  const fast = await runBatch(
    c.db,
    c.userId,
    items.map((i) => i.id),
    {
      lockChangeLog: c.lockChangeLog,
      onError: (err) => c.request.log.warn({ err }, 'sync push batch rolled back; replaying item by item'),
    },
    () => runItems(c.app, c.request, c.apiBase, items, () => currentBatch()?.aborted === true),
  )
  return fast ?? runItems(c.app, c.request, c.apiBase, items, () => false)
}
