/**
 * Token pairs: issued at sign-in, exchanged on refresh. A refresh token works once: its exchange
 * rotates it. The tokens of one sign-in form a family; a rotated token presented again means one of
 * its holders is not the user, so the whole family is revoked — except shortly after the rotation,
 * while its successor is still unused, when the same successor is answered again (the answer of the
 * rotation was lost on a flaky network, and the device retries with what it holds).
 */
import type { FastifyBaseLogger } from 'fastify'
import { DomainError } from '../../../domain/api/errors'
import { authMessages, type TokenPair } from '../../../domain/auth/auth.schema'
import type { Db } from '../../db/client'
import * as repo from './auth.repo'
import { signAccessToken, signRefreshToken, verifyToken, type TokenSettings } from './tokens'

const refused = () => new DomainError('token_invalid', 401, authMessages.refreshInvalid)

/** A new access token and a recorded refresh token for `userId`, starting a family unless one is given. */
export async function issuePair(
  db: Db,
  tokens: TokenSettings,
  userId: number,
  now: Date,
  familyId?: string,
): Promise<TokenPair> {
  const token = await signAccessToken(tokens, userId, now)
  const refresh = await signRefreshToken(tokens, userId, now)
  await repo.storeRefreshToken(db, {
    jti: refresh.jti,
    userId,
    familyId: familyId ?? refresh.jti,
    expiresAt: refresh.expiresAt,
  })
  return { token, refreshToken: refresh.token, expiresIn: tokens.accessTtl }
}

/** Exchanges a live refresh token for a new pair, rotating it; a reused one revokes its family. */
export async function refresh(
  db: Db,
  tokens: TokenSettings,
  refreshToken: string,
  now: Date,
  log: FastifyBaseLogger,
): Promise<TokenPair> {
  const { userId, jti, issuedAt } = await verifyToken(tokens, refreshToken, 'refresh', now)
  if (!jti) throw refused()
  const user = await repo.loadAuthUser(db, userId)
  if (!user?.isActive || (user.tokensValidAfter !== null && issuedAt < user.tokensValidAfter)) throw refused()

  const successor = await signRefreshToken(tokens, userId, now)
  const claimed = await db.transaction(async (tx) => {
    const row = await repo.claimRefreshToken(tx, jti, userId, successor.jti, now)
    if (row)
      await repo.storeRefreshToken(tx, {
        jti: successor.jti,
        userId,
        familyId: row.familyId ?? row.jti,
        expiresAt: successor.expiresAt,
      })
    return row
  })
  const token = await signAccessToken(tokens, userId, now)
  if (claimed) return { token, refreshToken: successor.token, expiresIn: tokens.accessTtl }

  const row = await repo.getRefreshToken(db, jti)
  if (!row || row.userId !== userId || row.revokedAt || !row.usedAt || !row.replacedBy) throw refused()
  const next = await repo.getRefreshToken(db, row.replacedBy)
  const withinGrace = now.getTime() - row.usedAt.getTime() <= tokens.reuseGraceSeconds * 1000
  if (withinGrace && next && !next.usedAt && !next.revokedAt) {
    const again = await signRefreshToken(tokens, userId, now, { jti: next.jti, expiresAt: next.expiresAt })
    return { token, refreshToken: again.token, expiresIn: tokens.accessTtl }
  }
  const familyId = row.familyId ?? row.jti
  await repo.revokeRefreshTokens(db, { familyId }, now)
  log.warn(
    { event: 'security', kind: 'refresh_token_reuse', userId },
    'rotated refresh token reused; family revoked',
  )
  throw refused()
}

/** "Sign out on every device": the user's access tokens issued until now and all refresh tokens end. */
export async function signOutEverywhere(db: Db, userId: number, now: Date): Promise<void> {
  // Whole seconds, as a token's issue time is: a sign-in later in this second keeps working.
  await repo.endUserSessions(db, userId, new Date(Math.floor(now.getTime() / 1000) * 1000))
}
