/**
 * What a sync push item may call, decided on the route the router matched (never on the raw path):
 * a signed-in API route outside the sync endpoints. So no spelling (`%70ush`, `x/../sync/push`,
 * doubled or trailing slashes, other case, a query) reaches the batch itself, the change feed, sign-in
 * or token refresh. A path that matches no route answers 404 as usual.
 */
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { DomainError } from '../../domain/api/errors'
import { syncErrorMessages } from '../../domain/sync/sync.schema'
import { isBatchItem } from '../lib/batch-item'

export interface BatchGuardOptions {
  apiBase: string
}

/** True when a batch item may run the route registered as `url` with `auth`. */
export function batchMayCall(apiBase: string, url: string, auth: unknown): boolean {
  if (!url.startsWith(`${apiBase}/`)) return false
  // Public routes (sign-in, token refresh) and undeclared ones (docs) never run on a batch's token.
  if (auth === undefined || auth === 'public') return false
  const rest = url.slice(apiBase.length).toLowerCase()
  return !rest.startsWith('/api/v2/sync/') && !rest.startsWith('/auth/') && rest !== '/login'
}

async function batchGuard(app: FastifyInstance, opts: BatchGuardOptions) {
  app.addHook('onRequest', async (request) => {
    if (!isBatchItem()) return
    const url = request.routeOptions.url
    if (url === undefined) return // no route: the not-found answer
    if (!batchMayCall(opts.apiBase, url, request.routeOptions.config?.auth))
      throw new DomainError('push_path_not_allowed', 422, syncErrorMessages.push_path_not_allowed)
  })
}

export default fp(batchGuard, { name: 'batch-guard', dependencies: ['errors'] })
