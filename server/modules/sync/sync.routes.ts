/** The sync endpoints of the offline core: the change feed and the batch replay of the outbox. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorBodySchema } from '../../../domain/api/errors'
import { DomainError } from '../../../domain/api/errors'
import {
  MAX_PUSH_BODY_BYTES,
  MAX_PUSH_ITEMS,
  syncErrorMessages,
  pullQuerySchema,
  pullResponseSchema,
  pushRequestSchema,
  pushResponseSchema,
  syncScopeNames,
} from '../../../domain/sync/sync.schema'
import type { AppContext } from '../../app-context'
import { requireUser } from '../../plugins/auth'
import { pull } from './pull.service'
import { PUSH_SLICE_MS, PUSH_TIME_BUDGET_MS, runPush } from './push.service'
import { createPushQuota } from './push-quota'

const tags = ['Синхронізація']

export function syncRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const quota = createPushQuota(ctx.config.pushItemsPerMinute)

    app.get(
      '/api/v2/sync/pull',
      {
        config: { auth: 'user' },
        schema: {
          tags,
          summary: 'Зміни з моменту курсора',
          description:
            `Scopes: ${syncScopeNames.join(', ')} (personal-settings is private: only the caller's rows). ` +
            'since=0 (default) starts with a snapshot of every current row of the scopes (mode "snapshot", reset=true on ' +
            "its first page: drop the local rows of these scopes first); then pass the answer's cursor as `since` to get " +
            'the changes after it (mode "changes"): the current row of each upserted entity once, and the deletions. ' +
            'While hasMore is true, pull again at once with the same scopes. The cursor is opaque.',
          querystring: pullQuerySchema,
          response: { 200: pullResponseSchema, 422: errorBodySchema },
        },
      },
      async (req) => pull(ctx.db, requireUser(req), req.query),
    )

    app.post(
      '/api/v2/sync/push',
      {
        config: { auth: 'user' },
        bodyLimit: MAX_PUSH_BODY_BYTES,
        schema: {
          tags,
          summary: 'Пакетна відправка черги змін',
          description:
            `Runs up to ${MAX_PUSH_ITEMS} queued requests in order through the same routes, each with its id as Idempotency-Key ` +
            '(a resent item gets its stored answer, replayed=true) and one answer per item {id, status, body, replayed}. ' +
            'Paths are spec paths relative to the API base. A failed item (status >= 400) does not stop the batch, but later ' +
            'items of the same entity (`entity`, default: the path without its query) or naming it in `dependsOn` are not run ' +
            'and answer 424 dependency_failed; they are not stored, so they run when sent again. The batch itself needs no ' +
            'Idempotency-Key (it is ignored): every item is exactly-once by its own key. ' +
            'What an item may call is decided by the route its path resolves to (after percent-decoding, dot segments…): ' +
            'an item resolving to a sync route (/api/v2/sync/*), sign-in, token refresh or any public route answers ' +
            '422 push_path_not_allowed (send it on its own); a path matching no route answers 404. Limits: ' +
            `${MAX_PUSH_ITEMS} items and ${MAX_PUSH_BODY_BYTES / 1024 / 1024} MiB per request (422 / 413), each item's ` +
            "body within the route's own limit, and SYNC_PUSH_ITEMS_PER_MINUTE items per user per minute (default 6000; " +
            'over it the whole request answers 429 with retryAfterSeconds and nothing is run). Items run in slices of about ' +
            `${PUSH_SLICE_MS} ms, one transaction each, so a batch never holds the database from other users for long; after ` +
            `${PUSH_TIME_BUDGET_MS / 1000} s the remaining items answer 424 push_deferred without running (send them again).`,
          body: pushRequestSchema,
          response: {
            200: pushResponseSchema,
            413: errorBodySchema,
            422: errorBodySchema,
            429: errorBodySchema,
          },
        },
      },
      async (req) => {
        const userId = requireUser(req).id
        const charged = quota.take(userId, req.body.items.length, Date.now())
        if (!charged.ok)
          throw new DomainError('rate_limited', 429, syncErrorMessages.push_rate_limited, {
            retryAfterSeconds: charged.retryAfterSeconds,
          })
        return {
          results: await runPush(
            {
              app,
              request: req,
              apiBase: ctx.config.apiBase,
              db: ctx.db,
              userId,
              lockChangeLog: ctx.dbKind === 'postgres',
            },
            req.body.items,
          ),
        }
      },
    )
  }
}
