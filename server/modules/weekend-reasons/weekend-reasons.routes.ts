/** Weekend reasons (spec 001 §7): GET the list, PUT the whole list back. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorBodySchema } from '../../../domain/api/errors'
import {
  weekendReasonsPutSchema,
  weekendReasonsResponseSchema,
} from '../../../domain/settings/weekend-reasons.schema'
import type { AppContext } from '../../app-context'
import { listReasons } from './weekend-reasons.repo'
import { saveReasons } from './weekend-reasons.service'

const tags = ['Налаштування']

export function weekendReasonsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/settings/weekend-reasons',
      {
        config: { auth: 'user' },
        schema: {
          tags,
          summary: 'Причини вихідних',
          description:
            'Every reason in its configured order, with id, uuid and version. Synced in the scope "weekend-reasons".',
          response: { 200: weekendReasonsResponseSchema },
        },
      },
      async () => ({ data: await listReasons(ctx.db) }),
    )

    app.put(
      '/settings/weekend-reasons',
      {
        config: { auth: 'crmSettingsEdit' },
        schema: {
          tags,
          summary: 'Зберегти список причин вихідних',
          description:
            'Takes the whole list {data: [{id?, uuid, name, version?}]} and answers the saved list. An item is matched by id, ' +
            'else by uuid (a resent create finds its row). A renamed reason needs the version it was based on; a stale one, or ' +
            'an item whose reason was deleted meanwhile, refuses the whole list with 409 version_conflict and `current` = ' +
            '{data: the current list}. Reasons missing from the list are deleted; new ones go to the end. Names are required, ' +
            'at most 255 characters and unique (trimmed, case-insensitive): "Не всі причини унікальні".',
          body: weekendReasonsPutSchema,
          response: { 200: weekendReasonsResponseSchema, 409: errorBodySchema, 422: errorBodySchema },
        },
      },
      async (req, reply) => ctx.mutate(req, reply, (m) => saveReasons(m, req.body.data)),
    )
  }
}
