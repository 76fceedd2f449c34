/** Database access for users, their effective permissions, sign-in attempts and refresh tokens. */
import { and, eq, isNull, gt, lt, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { refreshTokens, roles, userPermissionOverrides, userRoles, users } from '../../db/schema/auth'
import { effectivePermissions } from '../../../domain/permissions/check'
import { mergeModuleTrees, type ModuleTree } from '../../../domain/permissions/modules'

export interface AuthUser {
  id: number
  login: string
  name: string
  isActive: boolean
  /** Epoch ms; access tokens issued before it are refused (sign out everywhere, block, new password). */
  tokensValidAfter: number | null
  permissions: Record<string, boolean>
  modules: ModuleTree
}

/** Login names compare case-insensitively. */
export const normaliseLogin = (login: string) => login.trim().toLowerCase()

export async function findUserForLogin(db: Db, login: string) {
  const [row] = await db
    .select({ id: users.id, passwordHash: users.passwordHash, isActive: users.isActive })
    .from(users)
    .where(eq(sql`lower(${users.login})`, normaliseLogin(login)))
  return row
}

/**
 * The user with the permissions of the main role and the additional roles (their union), then the grants,
 * then the denies applied (a deny wins).
 */
export async function loadAuthUser(db: Db, id: number): Promise<AuthUser | undefined> {
  const [row] = await db
    .select({
      id: users.id,
      login: users.login,
      name: users.name,
      isActive: users.isActive,
      tokensValidAfter: users.tokensValidAfter,
      userModules: users.modules,
      rolePermissions: roles.permissions,
      roleModules: roles.modules,
    })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(eq(users.id, id))
  if (!row) return undefined
  const extraRoles = await db
    .select({ permissions: roles.permissions })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.userId, id))
  const rolePermissions = [row.rolePermissions, ...extraRoles.map((r) => r.permissions)].flat()
  const overrides = await db
    .select({ permission: userPermissionOverrides.permission, effect: userPermissionOverrides.effect })
    .from(userPermissionOverrides)
    .where(eq(userPermissionOverrides.userId, id))
  const grants = overrides.filter((o) => o.effect === 'grant').map((o) => o.permission)
  const denies = overrides.filter((o) => o.effect === 'deny').map((o) => o.permission)
  return {
    id: row.id,
    login: row.login,
    name: row.name,
    isActive: row.isActive,
    tokensValidAfter: row.tokensValidAfter ? row.tokensValidAfter.getTime() : null,
    permissions: effectivePermissions(rolePermissions, grants, denies),
    modules: mergeModuleTrees(row.roleModules, row.userModules),
  }
}

export async function storeRefreshToken(
  db: Db,
  t: { jti: string; userId: number; familyId: string; expiresAt: Date },
) {
  await db.insert(refreshTokens).values(t)
}

export type RefreshRow = typeof refreshTokens.$inferSelect

export async function getRefreshToken(db: Db, jti: string): Promise<RefreshRow | undefined> {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.jti, jti))
  return row
}

/**
 * Marks a live, unused refresh token used and names its successor, in one statement: of two exchanges
 * of the same token at once exactly one wins. Returns the row when this call won.
 */
export async function claimRefreshToken(db: Db, jti: string, userId: number, successor: string, now: Date) {
  const [row] = await db
    .update(refreshTokens)
    .set({ usedAt: now, replacedBy: successor })
    .where(
      and(
        eq(refreshTokens.jti, jti),
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.usedAt),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, now),
      ),
    )
    .returning()
  return row
}

/** Revokes every live token of a family (a reused refresh token) or of a user (sign out everywhere). */
export async function revokeRefreshTokens(db: Db, by: { familyId: string } | { userId: number }, now: Date) {
  const which =
    'familyId' in by ? eq(refreshTokens.familyId, by.familyId) : eq(refreshTokens.userId, by.userId)
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(which, isNull(refreshTokens.revokedAt)))
}

/** Access tokens of `userId` issued before `at` stop working; so do all refresh tokens. */
export async function endUserSessions(db: Db, userId: number, at: Date) {
  await db.transaction(async (tx) => {
    await tx.update(users).set({ tokensValidAfter: at }).where(eq(users.id, userId))
    await revokeRefreshTokens(tx, { userId }, at)
  })
}

/** Drops refresh tokens that can no longer be exchanged: expired, or revoked a day ago. */
export async function pruneRefreshTokens(db: Db, now: Date) {
  const dayAgo = new Date(now.getTime() - 86_400_000)
  await db
    .delete(refreshTokens)
    .where(or(lt(refreshTokens.expiresAt, now), lt(refreshTokens.revokedAt, dayAgo)))
}
