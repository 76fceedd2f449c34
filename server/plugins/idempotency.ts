/**
 * Exactly-once plumbing around the routes: documents (and checks the format of) the Idempotency-Key
 * and X-App-Version headers on every signed-in mutating route, and purges stored answers older than
 * 30 days. The answers themselves are stored by server/lib/mutation.ts inside each route's transaction.
 */
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { z } from 'zod'
import { appVersionSchema, idempotencyKeySchema } from '../../domain/sync/sync.schema'
import type { Db } from '../db/client'
import { purgeIdempotencyKeys } from '../lib/idempotency-store'

export interface IdempotencyPluginOptions {
  db: Db
  apiBase: string
  now: () => Date
  /** Days a stored answer is kept. */
  keepDays?: number
}

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])
const PURGE_EVERY_MS = 6 * 3600_000

const headers = {
  'idempotency-key': idempotencyKeySchema
    .optional()
    .describe(
      'The outbox item id. The PWA always sends one. A repeat with the same key and the same request gets the stored ' +
        'answer (also a 4xx refusal) with header Idempotent-Replay: true, without doing the work again; the same key ' +
        'with another request is refused with 422 idempotency_key_reused. Without the header the request simply runs. ' +
        'Keys are private to their user and kept 30 days.',
    ),
  'x-app-version': appVersionSchema
    .optional()
    .describe('The PWA version that built the payload; payloads of the previous version are accepted.'),
}

async function idempotencyPlugin(app: FastifyInstance, opts: IdempotencyPluginOptions) {
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat()
    if (!route.url.startsWith(`${opts.apiBase}/`) || !methods.some((m) => MUTATING.has(m))) return
    if (route.config?.auth === 'public' || route.url.startsWith(`${opts.apiBase}/docs`)) return
    const schema = (route.schema ??= {})
    const existing = schema.headers
    schema.headers = existing instanceof z.ZodObject ? existing.extend(headers) : z.looseObject(headers)
  })

  const purge = () =>
    purgeIdempotencyKeys(opts.db, opts.now(), opts.keepDays ?? 30).catch((err: unknown) => {
      app.log.warn({ err }, 'idempotency key purge failed')
    })
  let timer: NodeJS.Timeout | undefined
  app.addHook('onReady', async () => {
    await purge()
    timer = setInterval(() => void purge(), PURGE_EVERY_MS)
    timer.unref()
  })
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer)
  })
}

export default fp(idempotencyPlugin, { name: 'idempotency', dependencies: ['auth'] })
