/** Laboratory references of spec 001 §7: containers, states, laboratories, filial laboratories, materials, departments, primary protocols. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { referenceQuerySchema } from '../../../domain/references/reference.schema'
import type { AppContext } from '../../app-context'
import * as repo from './lab.repo'
import { listOf, matching } from './labels'
import { referenceRoute } from './reference-route'

export function labReferenceRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const { db } = ctx
    referenceRoute(app, {
      url: '/settings/containers',
      summary: 'Контейнери',
      description: 'Containers (tubes): {key, value, id, name, code, color, volumeMl}.',
      load: async () => listOf(await repo.containerOptions(db)),
    })
    referenceRoute(app, {
      url: '/api/v2/container/reference',
      summary: 'Контейнери (довідник)',
      description: 'Containers (tubes) as options {key, value, code, color, volumeMl}.',
      load: async () => listOf(await repo.containerOptions(db)),
    })
    referenceRoute(app, {
      url: '/settings/states',
      summary: 'Статуси лабораторних досліджень',
      description: 'Laboratory states {key, value, code, name} (code = key).',
      load: async () => listOf(await repo.stateOptions(db)),
    })
    referenceRoute(app, {
      url: '/settings/filial-laboratories/internal-laboratories',
      summary: 'Власні лабораторії',
      description: "The network's own laboratories {key, value, code, city, cityName, active}.",
      load: async () => listOf(await repo.laboratoryOptions(db, 'internal')),
    })
    referenceRoute(app, {
      url: '/load-api-laboratories',
      summary: 'Лабораторії-партнери (API)',
      description:
        'Partner laboratories reached through their API {key, value, code, city, cityName, active}.',
      load: async () => listOf(await repo.laboratoryOptions(db, 'api')),
    })
    referenceRoute(app, {
      url: '/api/v2/mc-filial-laboratories/reference',
      summary: 'Лабораторії філій',
      description:
        'Which laboratory serves which filial {key, value, filial, filialName, laboratory, laboratoryName, laboratoryKind}; ' +
        'the PWA builds two lists from it (internal and API laboratories).',
      load: async () => listOf(await repo.filialLaboratoryOptions(db)),
    })
    for (const url of [
      '/api/v2/medical-center-materials/reference',
      '/api/v2/medical-center-material/reference',
    ])
      referenceRoute(app, {
        url,
        summary: 'Біоматеріали',
        description: 'Collection materials {key, value, code}.',
        load: async () => listOf(await repo.materialOptions(db)),
      })
    referenceRoute(app, {
      url: '/api/v2/departments/reference',
      summary: 'Відділення лабораторії',
      description:
        'Departments in their configured order; query `search` filters by name, `limit` caps the list.',
      querystring: referenceQuerySchema,
      load: async ({ query }) =>
        listOf(matching(await repo.departmentOptions(db), query.search), query.limit),
    })
    referenceRoute(app, {
      url: '/api/v2/primary-protocols/reference',
      summary: 'Первинні протоколи',
      description: 'PCR plate layouts {key, value, rows, columns, controlCells}.',
      load: async () => listOf(await repo.primaryProtocolOptions(db)),
    })
  }
}
