/** Money-side references (spec 000 §7): contractors, legal entities, categories, currencies, discounts, guiding organisations, the active price list. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  activePriceListQuerySchema,
  activePriceListResponseSchema,
} from '../../../domain/references/reference.schema'
import type { AppContext } from '../../app-context'
import { activePriceLists } from './active-price-list.repo'
import { dictionarySet } from './dictionary.repo'
import * as repo from './finance.repo'
import { listOf } from './labels'
import { referenceRoute } from './reference-route'

export function financeReferenceRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const { db } = ctx
    referenceRoute(app, {
      url: '/api/v2/crm-insurance-companies/reference',
      summary: 'Контрагенти',
      description:
        'Every contractor {key, value, code, published, maxDiscountPercent, additionalData {city}}.',
      load: async () => listOf(await repo.insuranceCompanyOptions(db)),
    })
    referenceRoute(app, {
      url: '/api/v2/legal-entities/reference',
      summary: 'Юридичні особи',
      description: "The network's legal entities {key, value, taxCode, address}.",
      load: async () => listOf(await repo.legalEntityOptions(db)),
    })
    referenceRoute(app, {
      url: '/api/v2/insurance-company-category/reference',
      summary: 'Категорії контрагентів',
      description: 'Contractor categories. The PWA ignores a failure of this call (spec 000 §8).',
      load: async () => listOf(await dictionarySet(db, 'insuranceCompanyCategories')),
    })
    referenceRoute(app, {
      url: '/api/v2/currencies-list/reference',
      summary: 'Валюти',
      description: 'Currencies {key, value, symbol}.',
      load: async () => listOf(await dictionarySet(db, 'currencies')),
    })
    referenceRoute(app, {
      url: '/api/v2/discounts/reference',
      summary: 'Знижки',
      description: 'Discounts {key, value, percent, active}.',
      load: async () => listOf(await repo.discountOptions(db)),
    })
    referenceRoute(app, {
      url: '/api/v2/crm-guiding-organization/reference',
      summary: 'Направляючі організації',
      description: 'Organisations that send patients {key, value, code, phone, active}.',
      load: async () => listOf(await repo.guidingOrganisationOptions(db)),
    })
    referenceRoute(app, {
      url: '/settings/price-lists/load-active-for-cart',
      summary: 'Активний прайс-лист для кошика',
      description:
        'The active services and tests price lists for `filialId` and/or `cityId` (a filial implies its city): published, ' +
        'valid today (Kyiv date), owned by the filial, else of the city. With `insuranceCompanyId` (the order’s contractor) ' +
        'its own published, valid lists for the city (or without a city; narrowed to the filial where the owner row names one) ' +
        'win, and the answer’s `insuranceCompanyId` says so; a contractor’s lists are never chosen for other orders. ' +
        'Each with owners [{type, ownerId, filialId, id}] and filials [{type, ownerId, id}]; null where none applies.',
      querystring: activePriceListQuerySchema,
      response: activePriceListResponseSchema,
      load: async ({ query }) => ({ data: await activePriceLists(db, ctx.now(), query) }),
    })
  }
}
