/**
 * The services screen's API (/settings/finances/services; spec 001 names no paths for it, these are
 * ours, beside the reference reads /settings/services/reference and /categories-reference). Reading
 * needs crmReferencesSee, changing crmSettingsEdit. Categories are the registered resource
 * "service-categories" (/settings/resources/service-categories).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorBodySchema } from '../../../domain/api/errors'
import { idParam } from '../../../domain/api/scalars'
import {
  serviceCreateSchema,
  serviceListQuerySchema,
  serviceListSchema,
  servicePatchSchema,
  serviceSchema,
} from '../../../domain/services/service.schema'
import type { AppContext } from '../../app-context'
import { getService, listServices } from './services.repo'
import { createService, deleteService, patchService } from './services.service'

const tags = ['Послуги']
const params = z.object({ id: idParam() })
const read = { auth: 'crmReferencesSee' } as const
const write = { auth: 'crmSettingsEdit' } as const
const errors = {
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  422: errorBodySchema,
}

export function servicesRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/settings/services',
      {
        config: read,
        schema: {
          tags,
          summary: 'Послуги',
          description:
            'Services in code order, 15 a page: `search` a part of the code or name, `category` a category with ' +
            'its sub-categories, `noSchedule` and `published` true/false. Each with its category path and doctors.',
          querystring: serviceListQuerySchema,
          response: {
            200: serviceListSchema,
            401: errorBodySchema,
            403: errorBodySchema,
            422: errorBodySchema,
          },
        },
      },
      async (req) => listServices(ctx.db, req.query),
    )
    app.get(
      '/settings/services/:id',
      {
        config: read,
        schema: { tags, summary: 'Послуга', params, response: { 200: serviceSchema, ...errors } },
      },
      async (req) => getService(ctx.db, req.params.id),
    )
    app.post(
      '/settings/services',
      {
        config: write,
        schema: {
          tags,
          summary: 'Створити послугу',
          description:
            'A code no other service has, compared trimmed and case-insensitively ("Послуга з таким кодом вже є"); ' +
            'a category of either level; duration 5–600 minutes; maximum discount 0–100 %; `doctorIds` are staff ' +
            'marked as doctors.',
          body: serviceCreateSchema,
          response: { 201: serviceSchema, ...errors },
        },
      },
      async (req, reply) => ctx.mutate(req, reply, (m) => createService(m, req.body)),
    )
    app.patch(
      '/settings/services/:id',
      {
        config: write,
        schema: {
          tags,
          summary: 'Змінити послугу',
          description:
            'Any fields with `version`; `doctorIds` replaces the doctors. A stale version gets 409 ' +
            'version_conflict with the current service.',
          params,
          body: servicePatchSchema,
          response: { 200: serviceSchema, ...errors },
        },
      },
      async (req, reply) => ctx.mutate(req, reply, (m) => patchService(m, req.params.id, req.body)),
    )
    app.delete(
      '/settings/services/:id',
      {
        config: write,
        schema: {
          tags,
          summary: 'Видалити послугу',
          description:
            'Refused with 409 in_use while a price list position, a booking or an order names the service; ' +
            'switch off `published` instead. The doctors\u2019 links go with it.',
          params,
          response: { 200: z.object({ id: z.number().int() }), ...errors },
        },
      },
      async (req, reply) => ctx.mutate(req, reply, (m) => deleteService(m, req.params.id)),
    )
  }
}
