/** Order-screen lists (spec 000 §7): client states, call states, result file name templates. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AppContext } from '../../app-context'
import { dictionarySet } from './dictionary.repo'
import { listOf } from './labels'
import { referenceRoute } from './reference-route'

export function orderListReferenceRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const { db } = ctx
    referenceRoute(app, {
      url: '/api/v2/client-state/reference',
      summary: 'Стани клієнта',
      description: "A client's state on an order (the same set as patientStates of the reference store).",
      load: async () => listOf(await dictionarySet(db, 'patientStates')),
    })
    referenceRoute(app, {
      url: '/api/v2/order-call-state/reference',
      summary: 'Стани дзвінка по замовленню',
      load: async () => listOf(await dictionarySet(db, 'orderCallStates')),
    })
    referenceRoute(app, {
      url: '/api/v2/order-result-file-name-template/reference',
      summary: 'Шаблони назви файлу результатів',
      description: 'Templates {key (the pattern, e.g. "{code}_{surname}"), value (its label)}.',
      load: async () => listOf(await dictionarySet(db, 'orderResultFileNameTemplates')),
    })
  }
}
