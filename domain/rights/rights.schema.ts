/** Rights and roles payloads: roles as permission sets, per-user grants and denies (a deny wins). */
import { z } from 'zod'
import { isPermissionName } from '../permissions/catalogue'

const permissionName = z
  .string()
  .max(100)
  .refine((n: string): boolean => isPermissionName(n), { message: 'Невідоме право доступу' })

export const roleSchema = z
  .object({
    id: z.number().int(),
    code: z.string(),
    name: z.string(),
    permissions: z.array(z.string()),
    version: z.number().int(),
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

export const userIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) })
