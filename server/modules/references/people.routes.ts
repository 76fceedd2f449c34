/** Staff references (spec 000 §7): staff, doctors, partners, responsible doctors, and the doctors' services. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { doctorServicesResponseSchema } from '../../../domain/references/reference.schema'
import type { AppContext } from '../../app-context'
import { listOf } from './labels'
import * as repo from './people.repo'
import { referenceRoute } from './reference-route'

const doctorsQuery = z.looseObject({ relatedUser: z.enum(['true', 'false']).optional() })

export function peopleReferenceRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const { db } = ctx
    const shape =
      '{key, value, specialization, specializationName, staffGroup, isDoctor, isReferral, isResponsible, active, user}'
    referenceRoute(app, {
      url: '/api/v2/staff/reference',
      summary: 'Персонал',
      description: `Every staff member ${shape}.`,
      load: async () => listOf(await repo.staffOptions(db)),
    })
    referenceRoute(app, {
      url: '/api/v2/client-doctors/reference',
      summary: 'Лікарі',
      description:
        `Own doctors ${shape}; with relatedUser=true only the doctors linked to the signed-in user's account. ` +
        'The PWA shows an empty list when this call fails (spec 000 §8).',
      querystring: doctorsQuery,
      load: async ({ query, user }) =>
        listOf(
          await repo.staffOptions(db, repo.doctorsWhere(query.relatedUser === 'true' ? user.id : undefined)),
        ),
    })
    referenceRoute(app, {
      url: '/api/v2/doctor-partners/reference',
      summary: 'Лікарі-партнери',
      description: `Referring partner doctors ${shape}.`,
      load: async () => listOf(await repo.staffOptions(db, repo.partnersWhere())),
    })
    referenceRoute(app, {
      url: '/api/v2/responsible-doctors/reference',
      summary: 'Відповідальні лікарі',
      description: `Doctors who can be responsible for an order ${shape}.`,
      load: async () => listOf(await repo.staffOptions(db, repo.responsibleWhere())),
    })
    referenceRoute(app, {
      url: '/api/v2/doctor-services/reference',
      summary: 'Послуги лікарів',
      description:
        'Active doctors with the services they perform: [{key, value, services: [{serviceId}]}] (the default layout loads it).',
      response: doctorServicesResponseSchema,
      load: async () => ({ data: await repo.doctorServices(db) }),
    })
  }
}
