/**
 * Contractors (insurance companies) in the settings (spec 001 §3, §5; pages /settings/finances/
 * insurance-companies, create, {id}, {id}/contract-profile). The spec does not name the save calls;
 * these paths follow the price lists' (/settings/price-lists), with the same permission.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { idParam } from '../../../domain/api/scalars'
import { errorBodySchema } from '../../../domain/api/errors'
import {
  accessTokenIssuedSchema,
  accessTokenRegenerateSchema,
} from '../../../domain/insurance-companies/access-token.schema'
import {
  insuranceCompanyCreateSchema,
  insuranceCompanyListSchema,
  insuranceCompanyPatchSchema,
  insuranceCompanyQuerySchema,
  insuranceCompanySchema,
} from '../../../domain/insurance-companies/insurance-company.schema'
import type { AppContext } from '../../app-context'
import { regenerateAccessToken } from './access-token.service'
import * as service from './insurance-companies.service'

const tags = ['Контрагенти']
const params = z.object({ id: idParam() })
const errors = {
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  422: errorBodySchema,
}
const auth = 'crmSettingsEdit' as const
const linksDoc =
  'What the contract covers: `cityIds`, `filialIds`, `paymentTypeIds` (an empty list: no restriction on orders) and ' +
  '`priceListIds` (its own lists, preferred by the cart for its orders). Each list sent replaces the stored one; an id ' +
  'twice is refused ("Це місто вже обране в контрагента"). The home city `additionalData.city` is always added to the cities.'

export function insuranceCompaniesRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/settings/insurance-companies',
      {
        config: { auth },
        schema: {
          tags,
          summary: 'Контрагенти',
          description:
            'Contractors by name, 15 a page; filters `name` and `code` (a part of either) and `published`. ' +
            '`contractInForce` says whether the contract is in force today (counting auto-extension).',
          querystring: insuranceCompanyQuerySchema,
          response: { 200: insuranceCompanyListSchema, 401: errorBodySchema, 403: errorBodySchema },
        },
      },
      async (req) => service.listInsuranceCompanies(ctx.db, ctx.now(), req.query),
    )
    app.get(
      '/settings/insurance-companies/:id',
      {
        config: { auth },
        schema: { tags, summary: 'Контрагент', params, response: { 200: insuranceCompanySchema, ...errors } },
      },
      async (req) => service.getInsuranceCompany(ctx.db, req.params.id, ctx.now()),
    )
    app.post(
      '/settings/insurance-companies',
      {
        config: { auth },
        schema: {
          tags,
          summary: 'Створити контрагента',
          description:
            'Name, a unique code ("Такий код вже зайнятий") and an email ("Поле email обов\'язково для заповнення") are ' +
            'required; the contract end may not be before its start. ' +
            linksDoc,
          body: insuranceCompanyCreateSchema,
          response: { 201: insuranceCompanySchema, ...errors },
        },
      },
      async (req, reply) => ctx.mutate(req, reply, (m) => service.createInsuranceCompany(m, req.body)),
    )
    app.patch(
      '/settings/insurance-companies/:id',
      {
        config: { auth },
        schema: {
          tags,
          summary: 'Змінити контрагента',
          description: 'Partial edit with `version` (stale → 409 with the current contractor). ' + linksDoc,
          params,
          body: insuranceCompanyPatchSchema,
          response: { 200: insuranceCompanySchema, ...errors },
        },
      },
      async (req, reply) =>
        ctx.mutate(req, reply, (m) => service.patchInsuranceCompany(m, req.params.id, req.body)),
    )
    app.post(
      '/settings/insurance-companies/:id/access-token',
      {
        config: { auth },
        schema: {
          tags,
          summary: 'Оновити токен доступу контрагента',
          description:
            'Makes a new access token after the user confirmed it (`confirm: true`, otherwise 422 "Підтвердіть ' +
            'оновлення токена доступу") with the contractor\'s `version` (stale → 409 with the current contractor). ' +
            'The old token stops working at once. The answer carries the plain `token` this once; the server keeps ' +
            'only its sha256, and reads show `accessToken: { tail, createdAt }`.',
          params,
          body: accessTokenRegenerateSchema,
          response: { 200: accessTokenIssuedSchema, ...errors },
        },
      },
      async (req, reply) => ctx.mutate(req, reply, (m) => regenerateAccessToken(m, req.params.id, req.body)),
    )
  }
}
