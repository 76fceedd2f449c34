// The list of API modules, in registration order; each area adds its routes factory here.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AppContext } from '../app-context'
import { authRoutes } from './auth/auth.routes'
import { rightsRoutes } from './rights/rights.routes'
import { systemModulesRoutes } from './settings/system-modules.routes'
import { referencesRoutes } from './references/references.routes'

export const apiModules: Array<(ctx: AppContext) => FastifyPluginAsyncZod> = [
  authRoutes,
  systemModulesRoutes,
  rightsRoutes,
  referencesRoutes,
]
