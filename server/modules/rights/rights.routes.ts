/**
 * Rights and roles (spec 000 §6): list roles, set a role's permissions or reset them to the defaults,
 * list users, read and set a user's grants and denies. Every change reaches the signed-in users it
 * concerns at once: their cached rights are dropped and the realtime channel tells their tabs.
 */
import { asc, eq } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { DomainError, errorBodySchema, errorMessages } from '../../../domain/api/errors'
import {
  rightsUsersResponseSchema,
  roleIdParamsSchema,
  roleResetSchema,
  roleSchema,
  rolesResponseSchema,
  roleUpdateSchema,
  userIdParamsSchema,
  userPermissionsSchema,
} from '../../../domain/rights/rights.schema'
import { defaultRoles } from '../../../domain/permissions/roles'
import { permissionNames } from '../../../domain/permissions/catalogue'
import { roles, userPermissionOverrides, users } from '../../db/schema/auth'
import type { Db, Tx } from '../../db/client'
import { updateVersioned } from '../../lib/versioned'
import { usersOfRole } from '../staff-users/staff-users.repo'
import type { AppContext } from '../../app-context'

const roleColumns = {
  id: roles.id,
  code: roles.code,
  name: roles.name,
  permissions: roles.permissions,
  version: roles.version,
}

const readRole = async (db: Db | Tx, id: number) =>
  (await db.select(roleColumns).from(roles).where(eq(roles.id, id)))[0]

/** Stores the role's whole set against the version the editor read (409 with the current role if stale). */
async function setPermissions(tx: Tx, id: number, version: number, names: readonly string[]) {
  const updated = await updateVersioned(tx, roles, { id, version }, { permissions: normalised(names) }, () =>
    readRole(tx, id),
  )
  const { code, name, permissions } = updated
  return { id: updated.id, code, name, permissions, version: updated.version }
}

/** In the catalogue's order, each once: how a role's set is stored whatever order the editor sent. */
const normalised = (names: readonly string[]) => {
  const set = new Set(names)
  return permissionNames.filter((n) => set.has(n))
}

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
        const rows = await ctx.db.select(roleColumns).from(roles).orderBy(asc(roles.id))
        return { data: rows }
      },
    )

    /** Drops the cached rights of every user of the role (main or additional) and tells their tabs. */
    const roleChanged = async (roleId: number) => {
      for (const id of await usersOfRole(ctx.db, roleId)) {
        app.invalidateUser(id)
        app.realtime.toUser(id, 'rightsChanged', {})
      }
    }

    app.put(
      '/api/v2/roles/:id',
      {
        config: { auth: 'crmRightsEdit' },
        schema: {
          tags,
          summary: 'Задати права ролі (увесь набір, з версією, яку бачив редактор)',
          params: roleIdParamsSchema,
          body: roleUpdateSchema,
          response: { 200: roleSchema, 404: errorBodySchema, 409: errorBodySchema, 422: errorBodySchema },
        },
      },
      async (req, reply) => {
        const { id } = req.params
        const row = await ctx.mutate(req, reply, async ({ tx }) => {
          return setPermissions(tx, id, req.body.version, req.body.permissions)
        })
        await roleChanged(id)
        return row
      },
    )

    app.post(
      '/api/v2/roles/:id/reset',
      {
        config: { auth: 'crmRightsEdit' },
        schema: {
          tags,
          summary: 'Повернути ролі типові права',
          params: roleIdParamsSchema,
          body: roleResetSchema,
          response: { 200: roleSchema, 404: errorBodySchema, 409: errorBodySchema, 422: errorBodySchema },
        },
      },
      async (req, reply) => {
        const { id } = req.params
        const row = await ctx.mutate(req, reply, async ({ tx }) => {
          const current = await readRole(tx, id)
          if (!current) throw new DomainError('not_found', 404, errorMessages.not_found)
          const defaults = Object.hasOwn(defaultRoles, current.code) ? defaultRoles[current.code] : undefined
          if (!defaults) throw new DomainError('no_defaults', 422, 'Для цієї ролі немає типових прав')
          return setPermissions(tx, id, req.body.version, defaults.permissions)
        })
        await roleChanged(id)
        return row
      },
    )

    app.get(
      '/api/v2/rights/users',
      {
        config: { auth: 'crmRightsEdit' },
        schema: {
          tags,
          summary: 'Користувачі з їхніми ролями',
          response: { 200: rightsUsersResponseSchema },
        },
      },
      async () => {
        const rows = await ctx.db
          .select({
            id: users.id,
            login: users.login,
            name: users.name,
            roleId: users.roleId,
            isActive: users.isActive,
          })
          .from(users)
          .orderBy(asc(users.name))
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
        app.realtime.toUser(id, 'rightsChanged', {})
        return result
      },
    )
  }
}
