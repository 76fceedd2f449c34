/**
 * GET /current-state: the reference store a signed-in device loads once and caches (spec 000 §3, §7),
 * and every other reference endpoint of spec 000 §7 and spec 001 §7, registered from the area files.
 */
import { z } from 'zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorBodySchema } from '../../../domain/api/errors'
import { currentStateResponseSchema } from '../../../domain/references/current-state.schema'
import type { AppContext } from '../../app-context'
import * as service from './references.service'
import { applicationReferenceRoutes } from './application.routes'
import { financeReferenceRoutes } from './finance.routes'
import { labReferenceRoutes } from './lab.routes'
import { mcTestReferenceRoutes } from './mc-tests.routes'
import { orderListReferenceRoutes } from './orders-lists.routes'
import { paramApiReferenceRoutes } from './param-api.routes'
import { peopleReferenceRoutes } from './people.routes'
import { placeReferenceRoutes } from './places.routes'
import { sendCached } from './reference-route'
import { serviceReferenceRoutes } from './services.routes'

const areas = [
  labReferenceRoutes,
  paramApiReferenceRoutes,
  mcTestReferenceRoutes,
  placeReferenceRoutes,
  financeReferenceRoutes,
  peopleReferenceRoutes,
  orderListReferenceRoutes,
  serviceReferenceRoutes,
  applicationReferenceRoutes,
]

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
            'Rows are served with their flags (active, published) so old orders keep their labels; insuranceCompaniesForCart holds published contractors only, each with cityIds, filialIds, paymentTypeIds, priceListIds (empty = no restriction) and contractInForce (today, counting auto-extension). ' +
            'The answer carries a weak ETag; send it back in If-None-Match to get 304 when nothing changed.',
          response: {
            200: currentStateResponseSchema,
            304: z.null().describe('Not modified: the ETag sent in If-None-Match is still current'),
            401: errorBodySchema,
          },
        },
      },
      async (req, reply) =>
        sendCached(req, reply, { data: await service.loadCurrentState(ctx.db, ctx.now()) }),
    )
    for (const area of areas) await app.register(area(ctx))
  }
}
