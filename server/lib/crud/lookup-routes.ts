/**
 * GET of every lookup set (domain/resources/lookups.ts): the whole set in one compact answer with a weak
 * ETag (304 when the device holds it), which the PWA keeps as a cached reference and searches on the
 * device. Needs the set's own read permission.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorBodySchema } from '../../../domain/api/errors'
import { allLookups, lookupResponseSchema } from '../../../domain/resources/lookups'
import type { AppContext } from '../../app-context'
import { sendCached } from '../../modules/references/reference-route'
import { lookupItems } from './lookup-sources'

/** Routes of every lookup set. */
export function lookupRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    for (const l of allLookups())
      app.get(
        l.apiPath,
        {
          config: { auth: l.perm },
          schema: {
            tags: ['Довідники'],
            summary: `${l.title}: для пошуку у формах`,
            description:
              'The whole set {id, code, name, inactive?} in code order, for the searchable fields of the back-office ' +
              'forms. The PWA keeps it and searches it on the device. Weak ETag; If-None-Match gives 304 when unchanged.',
            response: {
              200: lookupResponseSchema,
              304: z.null().describe('Not modified: the ETag sent in If-None-Match is still current'),
              401: errorBodySchema,
              403: errorBodySchema,
            },
          },
        },
        async (req, reply) => sendCached(req, reply, { data: await lookupItems(ctx.db, l.name) }),
      )
  }
}
