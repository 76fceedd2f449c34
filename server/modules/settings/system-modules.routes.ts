/**
 * System modules switchable per installation (spec 000 §6): read by every user, changed by
 * administrators; a change is sent at once to every signed-in user as `systemModulesChanged` on the
 * realtime channel, so menus and forms follow it without a reload.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorBodySchema } from '../../../domain/api/errors'
import { systemModulesSchema, type SystemModules } from '../../../domain/settings/system-modules'
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
          description:
            'Replaces every switch. Once committed, every connected user receives `systemModulesChanged` with the ' +
            'modules on the realtime channel "mis".',
          body: systemModulesSchema.strict(),
          response: { 200: systemModulesSchema, 422: errorBodySchema },
        },
      },
      async (req, reply) => {
        let saved: SystemModules | null = null
        const answer = await ctx.mutate(req, reply, async ({ tx }) => {
          await writeSystemModules(tx, req.body)
          saved = await readSystemModules(tx)
          return saved
        })
        // After the commit (a repeated request answered from the store changed nothing and sends nothing).
        if (saved) app.realtime.toAll('systemModulesChanged', saved)
        return answer
      },
    )
  }
}
