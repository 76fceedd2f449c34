/** POST /api/v2/system-update-alert: an administrator tells every open tab to reload (spec 000 §8). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorBodySchema } from '../../../domain/api/errors'
import {
  systemUpdateAlertRequestSchema,
  systemUpdateAlertSentSchema,
} from '../../../domain/realtime/realtime-events'
import type { AppContext } from '../../app-context'
import { emptyBodyAsObject } from '../../lib/optional-body'

export function systemUpdateAlertRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/v2/system-update-alert',
      {
        config: { auth: 'crmSystemUpdateAlert' },
        preValidation: emptyBodyAsObject,
        schema: {
          tags: ['Налаштування'],
          summary: 'Надіслати всім користувачам сповіщення про оновлення системи',
          description:
            'Emits systemUpdateAlert {version} on the realtime channel "mis" to every connected user, on every server process. The body is empty ({}) or left out.',
          body: systemUpdateAlertRequestSchema,
          response: { 200: systemUpdateAlertSentSchema, 401: errorBodySchema, 403: errorBodySchema },
        },
      },
      async () => {
        app.realtime.toAll('systemUpdateAlert', { version: ctx.config.appVersion })
        return { sent: true as const }
      },
    )
  }
}
