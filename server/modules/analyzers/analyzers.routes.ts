/**
 * The analyzers' own routes beside their generic resource routes (domain/laboratory/analyzers.resource.ts):
 * the mapping of an analyzer's test codes to our tests and indicators, read and saved whole.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorBodySchema } from '../../../domain/api/errors'
import {
  analyzerTestCodesPutSchema,
  analyzerTestCodesSchema,
} from '../../../domain/laboratory/analyzer-test-codes.schema'
import type { AppContext } from '../../app-context'
import { idParam } from '../../../domain/api/scalars'
import * as codes from './analyzer-test-codes.service'

const tags = ['Аналізатори']
const params = z.object({ id: idParam() })
const errors = { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 422: errorBodySchema }

export function analyzersRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/settings/analyzers/:id/test-codes',
      {
        config: { auth: 'crmReferencesSee' },
        schema: {
          tags,
          summary: 'Коди тестів аналізатора',
          description:
            "The analyzer's test codes in the editor's order, each with our test (mcTestId) and the code of the " +
            "test's indicator the value fills (indicatorCode, or null). 404 when the analyzer does not exist.",
          params,
          response: { 200: analyzerTestCodesSchema, ...errors },
        },
      },
      async (req) => codes.listTestCodes(ctx.db, req.params.id),
    )
    app.put(
      '/settings/analyzers/:id/test-codes',
      {
        config: { auth: 'crmSettingsEdit' },
        schema: {
          tags,
          summary: 'Зберегти коди тестів аналізатора',
          description:
            'Replaces the whole mapping (up to 1000 rows, kept in the order sent) in one transaction: a code left out ' +
            'is removed. A code given twice (case-insensitive), an unknown test, or an indicator code the test does ' +
            "not have (when the test has indicators) stores nothing: 422 'Відповідність кодів не збережено' with " +
            'errors keyed data.<index>.code / mc_test_id / indicator_code.',
          params,
          body: analyzerTestCodesPutSchema,
          response: { 200: analyzerTestCodesSchema, ...errors },
        },
      },
      async (req, reply) => ctx.mutate(req, reply, (m) => codes.putTestCodes(m, req.params.id, req.body)),
    )
  }
}
