/** The sync endpoints of the offline core: the change feed and the batch replay of the outbox. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorBodySchema } from '../../../domain/api/errors'
import {
  MAX_PUSH_ITEMS,
  pullQuerySchema,
  pullResponseSchema,
  pushRequestSchema,
  pushResponseSchema,
  syncScopeNames,
} from '../../../domain/sync/sync.schema'
import type { AppContext } from '../../app-context'
import { requireUser } from '../../plugins/auth'
import { pull } from './pull.service'
import { runPush } from './push.service'

const tags = ['Синхронізація']

export function syncRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
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
        bodyLimit: 8 * 1024 * 1024,
        schema: {
          tags,
          summary: 'Пакетна відправка черги змін',
          description:
            `Runs up to ${MAX_PUSH_ITEMS} queued requests in order through the same routes, each with its id as Idempotency-Key ` +
            '(a resent item gets its stored answer, replayed=true) and one answer per item {id, status, body, replayed}. ' +
            'Paths are spec paths relative to the API base. A failed item (status >= 400) does not stop the batch, but later ' +
            'items of the same entity (`entity`, default: the path without its query) or naming it in `dependsOn` are not run ' +
            'and answer 424 dependency_failed; they are not stored, so they run when sent again. The batch itself needs no ' +
            'Idempotency-Key (it is ignored): every item is exactly-once by its own key. Items may not target /api/v2/sync/*.',
          body: pushRequestSchema,
          response: { 200: pushResponseSchema, 422: errorBodySchema },
        },
      },
      async (req) => ({
        results: await runPush(
          {
            app,
            request: req,
            apiBase: ctx.config.apiBase,
            db: ctx.db,
            userId: requireUser(req).id,
            lockChangeLog: ctx.dbKind === 'postgres',
          },
          req.body.items,
        ),
      }),
    )
  }
}
