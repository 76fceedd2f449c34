/** Service catalogue references (spec 000 §7): categories, and services by category. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { idParam } from '../../../domain/api/scalars'
import { referenceQuerySchema } from '../../../domain/references/reference.schema'
import type { AppContext } from '../../app-context'
import { listOf, matching } from './labels'
import { referenceRoute } from './reference-route'
import * as repo from './services.repo'

const servicesQuery = referenceQuerySchema.extend({
  category: idParam().optional(),
})

export function serviceReferenceRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const { db } = ctx
    referenceRoute(app, {
      url: '/settings/services/categories-reference',
      summary: 'Категорії послуг',
      description:
        'Service categories {key, value, parent, existsChild}: two levels (parent null = top level).',
      load: async () => listOf(await repo.serviceCategoryOptions(db)),
    })
    referenceRoute(app, {
      url: '/settings/services/reference',
      summary: 'Послуги',
      description:
        'Services {key, value, code, category, standardDuration, maxDiscount, published}; query: category (with its ' +
        'sub-categories), search (name or code), limit.',
      querystring: servicesQuery,
      load: async ({ query }) =>
        listOf(matching(await repo.serviceOptions(db, query.category), query.search), query.limit),
    })
  }
}
