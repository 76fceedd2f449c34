/**
 * How the flusher talks to the server: one item as its own request, or many through the push batch
 * (POST /api/v2/sync/push). Built on a `request` function that throws ApiError — the page passes its
 * API client (which refreshes tokens), the service worker a bare one that reads the token at send time.
 */
import {
  appVersionHeader,
  idempotencyKeyHeader,
  pushResponseSchema,
  type PushItem,
} from '../../domain/sync/sync.schema'
import { isApiError } from '../lib/api/api-error'
import type { HttpMethod } from '../lib/api/http'
import type { Outcome } from './classify'
import { entityKey, type OutboxItem } from './outbox-types'
import { newUuid } from '../lib/new-uuid'

export type RequestFn = (
  path: string,
  init: { method: HttpMethod; body?: unknown; headers: Record<string, string>; signal?: AbortSignal },
) => Promise<unknown>

/**
 * An answer that never comes (a half-open connection, a proxy that swallowed it) must not hold the
 * flush lock forever: the request is abandoned and retried — safely, under the same key.
 */
const ITEM_TIMEOUT_MS = 30_000
const BATCH_TIMEOUT_MS = 90_000
/**
 * A large body (a protocol file: up to ~7 MB) gets a second more per 32 KB, so a slow clinic line
 * (~256 kbit/s) still finishes the upload before it is abandoned and sent again from the start.
 */
const SLOW_LINE_BYTES_PER_S = 32 * 1024
export const itemTimeoutMs = (body: unknown): number =>
  ITEM_TIMEOUT_MS +
  (body === undefined ? 0 : Math.ceil(JSON.stringify(body).length / SLOW_LINE_BYTES_PER_S) * 1000)

export interface Transport {
  sendOne: (item: OutboxItem) => Promise<Outcome>
  /** One outcome per item, in order; undefined when the server has no batch endpoint. */
  sendBatch: (items: OutboxItem[]) => Promise<Outcome[] | undefined>
}

export const PUSH_PATH = '/api/v2/sync/push'

/** A thrown ApiError (or anything else) as an outcome: the status and the error body the server sent. */
function failureOutcome(e: unknown): Outcome {
  if (!isApiError(e)) return { status: 0, body: undefined }
  const body = { message: e.message, code: e.code, errors: e.errors, current: e.current }
  return { status: e.status, body, retryAfterSeconds: e.retryAfterSeconds }
}

export function createTransport(request: RequestFn): Transport {
  let batchMissing = false

  return {
    async sendOne(item) {
      try {
        const body = await request(item.path, {
          method: item.method,
          body: item.body,
          headers: { [idempotencyKeyHeader]: item.id, [appVersionHeader]: item.appVersion },
          signal: AbortSignal.timeout(itemTimeoutMs(item.body)),
        })
        return { status: 200, body }
      } catch (e) {
        return failureOutcome(e)
      }
    },

    async sendBatch(items) {
      if (batchMissing || items.length === 0) return undefined
      const inBatch = new Set(items.map((i) => i.id))
      const payload: PushItem[] = items.map((i) => ({
        id: i.id,
        method: i.method,
        path: i.path,
        ...(i.body !== undefined && { body: i.body }),
        ...(i.baseVersion !== undefined && { baseVersion: i.baseVersion }),
        entity: entityKey(i.entity).slice(0, 200),
        dependsOn: i.dependsOn.filter((d) => inBatch.has(d)),
        appVersion: i.appVersion,
      }))
      let answer: unknown
      try {
        answer = await request(PUSH_PATH, {
          method: 'POST',
          body: { items: payload },
          // The batch itself is safe to repeat (each item has its key); a fresh key keeps it unique.
          headers: { [idempotencyKeyHeader]: newUuid(), [appVersionHeader]: items[0]!.appVersion },
          signal: AbortSignal.timeout(BATCH_TIMEOUT_MS),
        })
      } catch (e) {
        // An older server without the batch route: send one by one from now on.
        if (isApiError(e) && (e.status === 404 || e.status === 405)) {
          batchMissing = true
          return undefined
        }
        const whole = failureOutcome(e)
        return items.map(() => whole)
      }
      const parsed = pushResponseSchema.safeParse(answer)
      if (!parsed.success) return items.map(() => ({ status: 0, body: undefined }))
      const byId = new Map(parsed.data.results.map((r) => [r.id, r]))
      // An item without a result was not run; 424 keeps it queued without counting an attempt.
      const outcomes: Outcome[] = []
      for (const i of items) {
        const r = byId.get(i.id)
        const notAllowed = (r?.body as { code?: unknown } | undefined)?.code === 'push_path_not_allowed'
        // A route the batch does not carry goes on its own, still in order.
        if (notAllowed) outcomes.push(await this.sendOne(i))
        else outcomes.push(r ? { status: r.status, body: r.body } : { status: 424, body: undefined })
      }
      return outcomes
    },
  }
}
