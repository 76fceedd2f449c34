/** Rights and roles payloads: roles as permission sets, per-user grants and denies (a deny wins). */
import { z } from 'zod'
import { idParam, int4, text } from '../api/scalars'
import { isPermissionName } from '../permissions/catalogue'

const permissionName = text()
  .max(100)
  .refine((n: string): boolean => isPermissionName(n), { message: 'Невідоме право доступу' })

export const roleSchema = z
  .object({
    id: int4(),
    code: text(),
    name: text(),
    permissions: z.array(text()),
    version: int4(),
  })
  .meta({ id: 'Role' })

export const rolesResponseSchema = z.object({ data: z.array(roleSchema) }).meta({ id: 'RolesResponse' })

export const userPermissionsSchema = z
  .object({
    grants: z.array(permissionName).max(200),
    denies: z.array(permissionName).max(200),
  })
  .strict()
  .refine((v) => !v.grants.some((g) => v.denies.includes(g)), {
    message: 'Право не може бути одночасно надане і заборонене',
    path: ['denies'],
  })
  .meta({ id: 'UserPermissions' })
export type UserPermissions = z.infer<typeof userPermissionsSchema>

export const userIdParamsSchema = z.object({ id: idParam() })
export const roleIdParamsSchema = z.object({ id: idParam() })

/** PUT /api/v2/roles/{id}: the role's whole set of permissions, based on the version the editor read. */
export const roleUpdateSchema = z
  .object({ permissions: z.array(permissionName).max(200), version: int4() })
  .strict()
  .meta({ id: 'RoleUpdate' })
export type RoleUpdate = z.infer<typeof roleUpdateSchema>

/** POST /api/v2/roles/{id}/reset: back to the defaults (domain/permissions/roles.ts), after a confirmation. */
export const roleResetSchema = z.object({ version: int4() }).strict().meta({ id: 'RoleReset' })

/** The users whose rights the screen edits (GET /api/v2/rights/users). */
export const rightsUserSchema = z
  .object({ id: int4(), login: text(), name: text(), roleId: int4(), isActive: z.boolean() })
  .meta({ id: 'RightsUser' })
export const rightsUsersResponseSchema = z
  .object({ data: z.array(rightsUserSchema) })
  .meta({ id: 'RightsUsersResponse' })
export type RightsUser = z.infer<typeof rightsUserSchema>
export type Role = z.infer<typeof roleSchema>

/** Realtime: someone's rights changed; the receiving tabs read their profile again. */
export const rightsChangedEventSchema = z.object({}).meta({ id: 'RightsChanged' })
