/**
 * Base city checks (spec 001 §5): every city marked base, with what it lacks — a filial, a contractor
 * working in it, an active test price list for it (published, valid today in Kyiv, the city's own).
 */
import { asc, eq, sql } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorBodySchema } from '../../../domain/api/errors'
import {
  baseCitiesResponseSchema,
  baseCityWarnings,
  type BaseCityCheck,
  type BaseCityWarningCode,
} from '../../../domain/places/base-cities'
import type { AppContext } from '../../app-context'
import type { Db } from '../../db/client'
import { insuranceCompanyCities } from '../../db/schema/finance'
import { cities, filials } from '../../db/schema/places'
import { activePriceLists } from '../references/active-price-list.repo'

export async function checkBaseCities(db: Db, now: Date): Promise<BaseCityCheck[]> {
  const rows = await db
    .select({
      id: cities.id,
      name: cities.nameUk,
      // Written out: inside a subquery Drizzle names a column without its table.
      hasFilial: sql<boolean>`EXISTS (SELECT 1 FROM ${filials} f WHERE f.city_id = "cities"."id")`,
      hasContractor: sql<boolean>`EXISTS (SELECT 1 FROM ${insuranceCompanyCities} c WHERE c.city_id = "cities"."id")`,
    })
    .from(cities)
    .where(eq(cities.isBase, true))
    .orderBy(asc(cities.nameUk), asc(cities.id))
  return Promise.all(
    rows.map(async (c) => {
      const lacks: BaseCityWarningCode[] = []
      if (!c.hasFilial) lacks.push('noFilial')
      if (!c.hasContractor) lacks.push('noContractor')
      if (!(await activePriceLists(db, now, { cityId: c.id })).tests) lacks.push('noTestPriceList')
      return {
        id: c.id,
        name: c.name,
        warnings: lacks.map((code) => ({ code, message: baseCityWarnings[code] })),
      }
    }),
  )
}

export function baseCitiesRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/settings/base-cities/warnings',
      {
        config: { auth: 'crmReferencesSee' },
        schema: {
          tags: ['Налаштування'],
          summary: 'Базові міста і чого їм бракує',
          description:
            'Every city marked base (isBase) with its warnings: no filial in it, no contractor working in it, no active ' +
            'test price list of the city today (spec 001 §5). An empty `warnings` means the city is complete.',
          response: { 200: baseCitiesResponseSchema, 401: errorBodySchema, 403: errorBodySchema },
        },
      },
      async () => ({ data: await checkBaseCities(ctx.db, new Date()) }),
    )
  }
}
