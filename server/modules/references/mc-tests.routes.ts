/** Lab tests (spec 000 §7, spec 001 §7): the category tree, the categories, one test. Not cached by the PWA. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { idParam } from '../../../domain/api/scalars'
import {
  mcTestResponseSchema,
  mcTestTreeResponseSchema,
  referenceListResponseSchema,
  referenceQuerySchema,
} from '../../../domain/references/reference.schema'
import type { AppContext } from '../../app-context'
import { notFound } from '../../lib/versioned'
import * as repo from './mc-tests.repo'
import { findMcTest } from '../mc-tests/mc-tests.repo'
import { referenceRoute } from './reference-route'

const treeQuery = referenceQuerySchema.extend({
  category: idParam().optional(),
})
const idParams = z.object({ id: idParam() })

export function mcTestReferenceRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const { db } = ctx
    referenceRoute(app, {
      url: '/api/v2/mc-tests/reference',
      summary: 'Дерево аналізів',
      caching: 'network',
      description:
        'A two-level tree, one level per call: without `category`, the top-level categories (type "category", existsChild) ' +
        'and tests without a category; with `category`, its sub-categories and its tests (type "test", existsChild false). ' +
        'With `search` (name, code or synonyms), matching tests of the whole catalogue (at most `limit`, default 50).',
      querystring: treeQuery,
      response: mcTestTreeResponseSchema,
      load: async ({ query }) => {
        if (query.search?.trim() && query.category === undefined)
          return { data: await repo.testOptions(db, { search: query.search, limit: query.limit ?? 50 }) }
        const parent = query.category ?? null
        const [categories, tests] = await Promise.all([
          repo.categoryOptions(db, parent),
          repo.testOptions(db, { category: parent, ...(query.search ? { search: query.search } : {}) }),
        ])
        return { data: [...categories, ...tests] }
      },
    })
    referenceRoute(app, {
      url: '/api/v2/mc-test-categories/reference',
      summary: 'Категорії аналізів',
      caching: 'network',
      description:
        'Every test category {key, value, parent, existsChild, type}: two levels (parent null = top level).',
      response: referenceListResponseSchema,
      load: async () => ({ data: await repo.categoryOptions(db) }),
    })
    referenceRoute(app, {
      url: '/api/v2/mc-tests/:id',
      summary: 'Аналіз',
      caching: 'network',
      description:
        'One test with the fields of spec 001 §3 (as the test editor reads it, with its indicators); 404 when there is no such test.',
      params: idParams,
      response: mcTestResponseSchema,
      load: async ({ params }) => {
        const test = await findMcTest(db, params.id)
        if (!test) throw notFound()
        return { data: test }
      },
    })
  }
}
