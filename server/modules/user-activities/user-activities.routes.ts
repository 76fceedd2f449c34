/** POST /api/v2/user-activities and PATCH /api/v2/user-activities/{id} (spec 000 §4, §7 "User activity"). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorBodySchema } from '../../../domain/api/errors'
import {
  userActivityEndSchema,
  userActivityIdParamsSchema,
  userActivitySchema,
  userActivityStartedSchema,
  userActivityStartSchema,
} from '../../../domain/activity/user-activity.schema'
import type { AppContext } from '../../app-context'
import * as service from './user-activities.service'

const tags = ['Активність користувачів']

export function userActivitiesRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/v2/user-activities',
      {
        config: { auth: 'user' },
        schema: {
          tags,
          summary: 'Початок активності поточного користувача',
          description:
            'Opens an activity of the signed-in user. startTime is unix seconds; a time more than an hour ahead of the server clock is refused (422).',
          body: userActivityStartSchema,
          response: { 201: userActivityStartedSchema, 401: errorBodySchema, 422: errorBodySchema },
        },
      },
      async (req, reply) => ctx.mutate(req, reply, (m) => service.startActivity(m, req.body.startTime)),
    )

    app.patch(
      '/api/v2/user-activities/:id',
      {
        config: { auth: 'user' },
        schema: {
          tags,
          summary: 'Завершення активності поточного користувача',
          description:
            'Sets the end (unix seconds) of one of the signed-in user’s own activities; it may be sent again to move the end. Another user’s activity answers 404. The end may not precede the start nor run more than an hour ahead of the server clock (422).',
          params: userActivityIdParamsSchema,
          body: userActivityEndSchema,
          response: {
            200: userActivitySchema,
            401: errorBodySchema,
            404: errorBodySchema,
            422: errorBodySchema,
          },
        },
      },
      async (req, reply) =>
        ctx.mutate(req, reply, (m) => service.endActivity(m, req.params.id, req.body.endTime)),
    )
  }
}
