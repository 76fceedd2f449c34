/** Token pairs: issued at sign-in, exchanged on refresh. */
import { DomainError } from '../../../domain/api/errors'
import { authMessages, type TokenPair } from '../../../domain/auth/auth.schema'
import type { Db } from '../../db/client'
import * as repo from './auth.repo'
import { signAccessToken, signRefreshToken, verifyToken, type TokenSettings } from './tokens'

/** A new access token and a recorded refresh token for `userId`. */
export async function issuePair(
  db: Db,
  tokens: TokenSettings,
  userId: number,
  now: Date,
): Promise<TokenPair> {
  const token = await signAccessToken(tokens, userId, now)
  const refresh = await signRefreshToken(tokens, userId, now)
  await repo.storeRefreshToken(db, refresh.jti, userId, refresh.expiresAt)
  return { token, refreshToken: refresh.token, expiresIn: tokens.accessTtl }
}

/** Exchanges a live refresh token for a new pair. */
export async function refresh(
  db: Db,
  tokens: TokenSettings,
  refreshToken: string,
  now: Date,
): Promise<TokenPair> {
  const { userId, jti } = await verifyToken(tokens, refreshToken, 'refresh', now)
  if (!jti || !(await repo.isRefreshTokenLive(db, jti, userId, now))) {
    throw new DomainError('token_invalid', 401, authMessages.refreshInvalid)
  }
  const user = await repo.loadAuthUser(db, userId)
  if (!user?.isActive) throw new DomainError('token_invalid', 401, authMessages.refreshInvalid)
  return issuePair(db, tokens, userId, now)
}
