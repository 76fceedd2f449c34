/** Permission checks shared by the server (route guards) and the PWA (menu, buttons, pages). */
import type { PermissionName } from './catalogue'

export type PermissionMap = Readonly<Record<string, boolean>>

/**
 * Effective permissions of a user: the role's set, plus per-user grants, minus per-user denies.
 * A deny always wins over a role or a grant.
 */
export function effectivePermissions(
  rolePermissions: readonly string[],
  grants: readonly string[],
  denies: readonly string[],
): Record<string, boolean> {
  const out: Record<string, boolean> = {}
  for (const p of rolePermissions) out[p] = true
  for (const p of grants) out[p] = true
  for (const p of denies) delete out[p]
  return out
}

/** True when the user holds `name`. */
export function can(permissions: PermissionMap | undefined, name: PermissionName): boolean {
  return permissions?.[name] === true
}

/** True when the user holds at least one of `names`; an empty list means "no permission needed". */
export function canAny(permissions: PermissionMap | undefined, names: readonly PermissionName[]): boolean {
  return names.length === 0 || names.some((n) => can(permissions, n))
}
