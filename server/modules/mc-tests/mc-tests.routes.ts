/**
 * The test editor's API (/settings/finances/mc-tests, spec 001 §2; spec 001 names no paths for its
 * writes, these are ours beside the reference reads /api/v2/mc-tests/…). Reading needs
 * crmReferencesSee, changing crmSettingsEdit.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorBodySchema } from '../../../domain/api/errors'
import { idParam } from '../../../domain/api/scalars'
import {
  mcTestChoicesSchema,
  mcTestCreateSchema,
  mcTestListQuerySchema,
  mcTestListSchema,
  mcTestPatchSchema,
  mcTestSchema,
} from '../../../domain/laboratory/mc-test.schema'
import type { AppContext } from '../../app-context'
import { getMcTest, listMcTests, mcTestChoices } from './mc-tests.repo'
import { createMcTest, deleteMcTest, patchMcTest } from './mc-tests.service'

const tags = ['Аналізи']
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

export function mcTestsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/settings/mc-tests',
      {
        config: read,
        schema: {
          tags,
          summary: 'Аналізи',
          description:
            'Tests in code order, 15 a page: `search` a part of the code, name or synonyms, `category` a category ' +
            'with its sub-categories, `package`, `published` true/false, `testType` 1 or 2.',
          querystring: mcTestListQuerySchema,
          response: {
            200: mcTestListSchema,
            401: errorBodySchema,
            403: errorBodySchema,
            422: errorBodySchema,
          },
        },
      },
      async (req) => listMcTests(ctx.db, req.query),
    )
    app.get(
      '/settings/mc-tests/choices',
      {
        config: read,
        schema: {
          tags,
          summary: 'Варіанти для форми аналізу',
          description:
            'What the editor\u2019s selects offer: categories (two levels), containers, departments, materials, units, ' +
            'laboratories with their kind, API parameters, collection services (tests of type 2) and normogroups.',
          response: { 200: mcTestChoicesSchema, 401: errorBodySchema, 403: errorBodySchema },
        },
      },
      async () => mcTestChoices(ctx.db),
    )
    app.get(
      '/settings/mc-tests/:id',
      {
        config: read,
        schema: { tags, summary: 'Аналіз', params, response: { 200: mcTestSchema, ...errors } },
      },
      async (req) => getMcTest(ctx.db, req.params.id),
    )
    app.post(
      '/settings/mc-tests',
      {
        config: write,
        schema: {
          tags,
          summary: 'Створити аналіз',
          description:
            'Every field of spec 001 §3 by its name, with the package\u2019s tests and the indicators. A code no ' +
            'other test has (trimmed, case-insensitive); a package holds no package (\u2018Пакетні аналізи не можуть ' +
            'бути частиною пакета\u2019); an external laboratory\u2019s test has no container or department.',
          body: mcTestCreateSchema,
          response: { 201: mcTestSchema, ...errors },
        },
      },
      async (req, reply) => ctx.mutate(req, reply, (m) => createMcTest(m, req.body)),
    )
    app.patch(
      '/settings/mc-tests/:id',
      {
        config: write,
        schema: {
          tags,
          summary: 'Змінити аналіз',
          description:
            'Any fields with `version`; `packageTestsIds` and `indicators` replace the stored ones (indicators ' +
            'keep their ids). Making a package a plain test needs its tests cleared in the same edit. A stale ' +
            'version gets 409 version_conflict with the current test.',
          params,
          body: mcTestPatchSchema,
          response: { 200: mcTestSchema, ...errors },
        },
      },
      async (req, reply) => ctx.mutate(req, reply, (m) => patchMcTest(m, req.params.id, req.body)),
    )
    app.delete(
      '/settings/mc-tests/:id',
      {
        config: write,
        schema: {
          tags,
          summary: 'Видалити аналіз',
          description:
            'Refused with 409 in_use while an order, a price list position, a package, a test (as its collection ' +
            'service), a promotional test or an analyzer names it; switch off `published` instead.',
          params,
          response: { 200: z.object({ id: z.number().int() }), ...errors },
        },
      },
      async (req, reply) => ctx.mutate(req, reply, (m) => deleteMcTest(m, req.params.id)),
    )
  }
}
