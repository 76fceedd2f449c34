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
