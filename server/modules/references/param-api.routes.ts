/** API parameter references (spec 001 §7): parameter types, parameters, their values, auto-writing logic types. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { idParam, text } from '../../../domain/api/scalars'
import { referenceQuerySchema } from '../../../domain/references/reference.schema'
import type { AppContext } from '../../app-context'
import { dictionarySet } from './dictionary.repo'
import { listOf, matching } from './labels'
import * as repo from './param-api.repo'
import { referenceRoute } from './reference-route'

const id = idParam().optional()

const paramApisQuery = referenceQuerySchema.extend({
  laboratoryId: id,
  referenceType: text().max(50).optional(),
})
// The spec passes the screen's query through; both spellings of the parameter id are understood.
const paramApiReferenceQuery = referenceQuerySchema.extend({ paramApiId: id, param_api_id: id })

export function paramApiReferenceRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const { db } = ctx
    referenceRoute(app, {
      url: '/api/v2/param-api-reference-type/reference',
      summary: 'Типи параметрів API',
      description:
        'How a parameter value is chosen: list, text, number, date ({key: system name, value: name}); edited in settings as the resource param-api-reference-types.',
      load: async () => listOf(await repo.paramApiReferenceTypeOptions(db)),
    })
    referenceRoute(app, {
      url: '/api/v2/param-apis/reference',
      summary: 'Параметри API лабораторій',
      description:
        'Parameters {key, value, code, referenceType, laboratory, laboratoryName}; query: search, laboratoryId, referenceType, limit.',
      querystring: paramApisQuery,
      load: async ({ query }) =>
        listOf(matching(await repo.paramApiOptions(db, query), query.search), query.limit),
    })
    referenceRoute(app, {
      url: '/api/v2/param-api-reference/reference',
      summary: 'Значення параметрів API',
      description:
        'Values of list-type parameters {key, value, code, paramApi}; the query is passed through: paramApiId (or param_api_id), ' +
        'search and limit are understood, other keys are ignored.',
      querystring: paramApiReferenceQuery,
      load: async ({ query }) =>
        listOf(
          matching(
            await repo.paramApiReferenceOptions(db, query.paramApiId ?? query.param_api_id),
            query.search,
          ),
          query.limit,
        ),
    })
    referenceRoute(app, {
      url: '/api/v2/auto-writing-logic-type/reference',
      summary: 'Типи логіки автозапису результатів',
      description: 'Options in their configured order; query `search` filters by label.',
      querystring: referenceQuerySchema,
      load: async ({ query }) =>
        listOf(matching(await dictionarySet(db, 'autoWritingLogicTypes'), query.search), query.limit),
    })
  }
}
