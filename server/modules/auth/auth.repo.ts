/** Database access for users, their effective permissions, sign-in attempts and refresh tokens. */
import { and, eq, isNull, gt, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { loginAttempts, refreshTokens, roles, userPermissionOverrides, users } from '../../db/schema/auth'
import { effectivePermissions } from '../../../domain/permissions/check'
import { mergeModuleTrees, type ModuleTree } from '../../../domain/permissions/modules'

export interface AuthUser {
  id: number
  login: string
  name: string
  isActive: boolean
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

/** The user with role permissions, grants and denies applied (a deny wins). */
export async function loadAuthUser(db: Db, id: number): Promise<AuthUser | undefined> {
  const [row] = await db
    .select({
      id: users.id,
      login: users.login,
      name: users.name,
      isActive: users.isActive,
      userModules: users.modules,
      rolePermissions: roles.permissions,
      roleModules: roles.modules,
    })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(eq(users.id, id))
  if (!row) return undefined
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
    permissions: effectivePermissions(row.rolePermissions, grants, denies),
    modules: mergeModuleTrees(row.roleModules, row.userModules),
  }
}

export async function getAttempts(db: Db, login: string) {
  const [row] = await db
    .select()
    .from(loginAttempts)
    .where(eq(loginAttempts.login, normaliseLogin(login)))
  return row
}

/** Records one failed attempt; bans the login for `banSeconds` when `max` is reached. Returns the new state. */
export async function recordFailure(db: Db, login: string, now: Date, max: number, banSeconds: number) {
  const key = normaliseLogin(login)
  const [row] = await db
    .insert(loginAttempts)
    .values({ login: key, failedCount: 1, lastFailedAt: now })
    .onConflictDoUpdate({
      target: loginAttempts.login,
      set: { failedCount: sql`${loginAttempts.failedCount} + 1`, lastFailedAt: now },
    })
    .returning()
  if (row && row.failedCount >= max) {
    const bannedUntil = new Date(now.getTime() + banSeconds * 1000)
    await db.update(loginAttempts).set({ bannedUntil, failedCount: max }).where(eq(loginAttempts.login, key))
    return { failedCount: max, bannedUntil }
  }
  return { failedCount: row?.failedCount ?? 1, bannedUntil: null }
}

export async function resetAttempts(db: Db, login: string) {
  await db.delete(loginAttempts).where(eq(loginAttempts.login, normaliseLogin(login)))
}

export async function storeRefreshToken(db: Db, jti: string, userId: number, expiresAt: Date) {
  await db.insert(refreshTokens).values({ jti, userId, expiresAt })
}

/** True when the refresh token is known, not revoked and not expired. */
export async function isRefreshTokenLive(db: Db, jti: string, userId: number, now: Date) {
  const [row] = await db
    .select({ jti: refreshTokens.jti })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.jti, jti),
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, now),
      ),
    )
  return row !== undefined
}
