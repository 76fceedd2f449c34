/** GET /current-state: the reference store a signed-in device loads once and caches (spec 000 §3, §7). */
import { z } from 'zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorBodySchema } from '../../../domain/api/errors'
import { currentStateResponseSchema } from '../../../domain/references/current-state.schema'
import type { AppContext } from '../../app-context'
import * as service from './references.service'

/** The reference-store routes, for server/modules/index.ts. */
export function referencesRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/current-state',
      {
        config: { auth: 'user' },
        schema: {
          tags: ['Довідники'],
          summary: 'Усі довідники сесії (reference store)',
          description:
            'Every key/value set of the reference store, the permission catalogue, filialsForSelect (first option: every filial, empty key), applyUaPhoneMask and the system modules. ' +
            'Rows are served with their flags (active, published) so old orders keep their labels; insuranceCompaniesForCart holds published contractors only. ' +
            'The answer carries a weak ETag; send it back in If-None-Match to get 304 when nothing changed.',
          response: {
            200: currentStateResponseSchema,
            304: z.null().describe('Not modified: the ETag sent in If-None-Match is still current'),
            401: errorBodySchema,
          },
        },
      },
      async (req, reply) => {
        const data = await service.loadCurrentState(ctx.db)
        const etag = service.etagOf(data)
        // References differ per installation, not per user, but only signed-in users may read them.
        void reply.header('etag', etag).header('cache-control', 'private, no-cache')
        if (req.headers['if-none-match'] === etag) return reply.code(304).send(null)
        return { data }
      },
    )
  }
}
