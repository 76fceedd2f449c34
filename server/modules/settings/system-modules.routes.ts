/** System modules switchable per installation (spec 000 §6): read by every user, changed by administrators. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorBodySchema } from '../../../domain/api/errors'
import { systemModulesSchema } from '../../../domain/settings/system-modules'
import type { AppContext } from '../../app-context'
import { readSystemModules, writeSystemModules } from './system-modules.repo'

const tags = ['Налаштування']

export function systemModulesRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/v2/system-modules',
      {
        config: { auth: 'user' },
        schema: { tags, summary: 'Модулі системи', response: { 200: systemModulesSchema } },
      },
      async () => readSystemModules(ctx.db),
    )
    app.put(
      '/api/v2/system-modules',
      {
        config: { auth: 'crmMainSettingsEdit' },
        schema: {
          tags,
          summary: 'Увімкнути або вимкнути модулі системи',
          body: systemModulesSchema.strict(),
          response: { 200: systemModulesSchema, 422: errorBodySchema },
        },
      },
      async (req, reply) =>
        ctx.mutate(req, reply, async ({ tx }) => {
          await writeSystemModules(tx, req.body)
          return readSystemModules(tx)
        }),
    )
  }
}
