/** Rights and roles (spec 000 §6): list roles, read and set a user's grants and denies. */
import { asc, eq } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { DomainError, errorBodySchema, errorMessages } from '../../../domain/api/errors'
import {
  rolesResponseSchema,
  userIdParamsSchema,
  userPermissionsSchema,
} from '../../../domain/rights/rights.schema'
import { roles, userPermissionOverrides, users } from '../../db/schema/auth'
import type { AppContext } from '../../app-context'

const tags = ['Права і ролі']

export function rightsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/v2/roles',
      {
        config: { auth: 'crmRightsEdit' },
        schema: { tags, summary: 'Ролі та їхні права', response: { 200: rolesResponseSchema } },
      },
      async () => {
        const rows = await ctx.db
          .select({
            id: roles.id,
            code: roles.code,
            name: roles.name,
            permissions: roles.permissions,
            version: roles.version,
          })
          .from(roles)
          .orderBy(asc(roles.id))
        return { data: rows }
      },
    )

    app.get(
      '/api/v2/users/:id/permissions',
      {
        config: { auth: 'crmRightsEdit' },
        schema: {
          tags,
          summary: 'Індивідуальні права користувача',
          params: userIdParamsSchema,
          response: { 200: userPermissionsSchema, 404: errorBodySchema },
        },
      },
      async (req) => {
        const [user] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.id, req.params.id))
        if (!user) throw new DomainError('not_found', 404, errorMessages.not_found)
        const rows = await ctx.db
          .select()
          .from(userPermissionOverrides)
          .where(eq(userPermissionOverrides.userId, user.id))
        return {
          grants: rows.filter((r) => r.effect === 'grant').map((r) => r.permission),
          denies: rows.filter((r) => r.effect === 'deny').map((r) => r.permission),
        }
      },
    )

    app.put(
      '/api/v2/users/:id/permissions',
      {
        config: { auth: 'crmRightsEdit' },
        schema: {
          tags,
          summary: 'Задати індивідуальні права (заборона сильніша за роль і надання)',
          params: userIdParamsSchema,
          body: userPermissionsSchema,
          response: { 200: userPermissionsSchema, 404: errorBodySchema, 422: errorBodySchema },
        },
      },
      async (req, reply) => {
        const { id } = req.params
        const result = await ctx.mutate(req, reply, async ({ tx }) => {
          const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, id))
          if (!user) throw new DomainError('not_found', 404, errorMessages.not_found)
          const grants = [...new Set(req.body.grants)]
          const denies = [...new Set(req.body.denies)]
          await tx.delete(userPermissionOverrides).where(eq(userPermissionOverrides.userId, id))
          const rows = [
            ...grants.map((permission) => ({ userId: id, permission, effect: 'grant' as const })),
            ...denies.map((permission) => ({ userId: id, permission, effect: 'deny' as const })),
          ]
          if (rows.length) await tx.insert(userPermissionOverrides).values(rows)
          return { grants, denies }
        })
        // After the commit: a request in between must not cache the old rights again.
        app.invalidateUser(id)
        return result
      },
    )
  }
}
