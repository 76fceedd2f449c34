/** Place references (spec 000 §7, spec 001 §7): cities, metros, contractors' cities, a filial's cabinets. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { idParam } from '../../../domain/api/scalars'
import type { AppContext } from '../../app-context'
import { notFound } from '../../lib/versioned'
import { listOf } from './labels'
import * as repo from './places.repo'
import { referenceRoute } from './reference-route'

export function placeReferenceRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const { db } = ctx
    referenceRoute(app, {
      url: '/api/v2/city/reference',
      summary: 'Міста',
      description: 'Cities {key, value (Ukrainian), nameRu, region, regionName, isInternal}.',
      load: async () => listOf(await repo.cityOptions(db)),
    })
    referenceRoute(app, {
      url: '/api/v2/metros/reference',
      summary: 'Станції метро',
      description: 'Metro stations, each with its city {key, value, city, cityName, line, color}.',
      load: async () => listOf(await repo.metroOptions(db)),
    })
    referenceRoute(app, {
      url: '/api/v2/insurance-cities/reference',
      summary: 'Міста контрагентів',
      description:
        'Cities where contractors work (every city any contractor lists; its home city additionalData.city is always among them) {key, value, nameRu}. The PWA may force a reload of this set.',
      load: async () => listOf(await repo.insuranceCityOptions(db)),
    })
    referenceRoute(app, {
      url: '/api/v2/filial-cabinets/:id',
      summary: 'Кабінети філії',
      description:
        'Cabinets of the filial {key, value, number, color, simultaneousReception, filial}; 404 for an unknown filial.',
      params: z.object({ id: idParam() }),
      load: async ({ params }) => {
        const rows = await repo.filialCabinetOptions(db, params.id)
        if (!rows) throw notFound()
        return listOf(rows)
      },
    })
  }
}
