/** GET /api/v2/doctor-actives/reference (spec 000 §3 Doctor reference item, §7): the doctors of the previous-entry form. */
import { z } from 'zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorBodySchema } from '../../../domain/api/errors'
import type { AppContext } from '../../app-context'
import { activeDoctors } from './doctors.repo'

const doctorReferenceSchema = z
  .array(z.object({ key: z.number().int(), value: z.string() }))
  .meta({ id: 'DoctorActivesReference' })

export function doctorsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/v2/doctor-actives/reference',
      {
        // Reference data like /current-state (which lists all staff anyway): any signed-in user.
        config: { auth: 'user' },
        schema: {
          tags: ['Довідники'],
          summary: 'Активні лікарі',
          description:
            'Staff marked as doctors and active, as {key: staff id, value: full name}, in Ukrainian alphabetical order.',
          response: { 200: doctorReferenceSchema, 401: errorBodySchema },
        },
      },
      async (_req, reply) => {
        void reply.header('cache-control', 'private, no-cache')
        return activeDoctors(ctx.db)
      },
    )
  }
}
