/**
 * Sign-in: at most N failed attempts per login name, then a timed ban. Unknown logins are counted the
 * same way as wrong passwords, so the answers never reveal which logins exist.
 */
import { verify } from '@node-rs/argon2'
import type { FastifyBaseLogger } from 'fastify'
import { DomainError } from '../../../domain/api/errors'
import { authMessages, type LoginRequest, type TokenPair } from '../../../domain/auth/auth.schema'
import type { Db } from '../../db/client'
import * as repo from './auth.repo'
import { signAccessToken, signRefreshToken, verifyToken, type TokenSettings } from './tokens'

export interface LoginPolicy {
  maxAttempts: number
  banSeconds: number
}

// A real argon2id hash of a random string: unknown logins spend the same time as known ones.
const DUMMY_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$jBLPjs3yOSd6CKXEzKTvGw$MgVjucQeiTka5RDUQmUSP8RLsLXCFPN9Kb++EODvWuE'

function bannedError(bannedUntil: Date, now: Date) {
  const retryAfterSeconds = Math.max(1, Math.ceil((bannedUntil.getTime() - now.getTime()) / 1000))
  return new DomainError('login_banned', 423, authMessages.banned, { attemptsLeft: 0, retryAfterSeconds })
}

async function issuePair(db: Db, tokens: TokenSettings, userId: number, now: Date): Promise<TokenPair> {
  const token = await signAccessToken(tokens, userId, now)
  const refresh = await signRefreshToken(tokens, userId, now)
  await repo.storeRefreshToken(db, refresh.jti, userId, refresh.expiresAt)
  return { token, refreshToken: refresh.token, expiresIn: tokens.accessTtl }
}

/** Checks the credentials and answers a token pair, or a coded error with attempts left / ban time. */
export async function login(
  db: Db,
  tokens: TokenSettings,
  policy: LoginPolicy,
  body: LoginRequest,
  now: Date,
  log: FastifyBaseLogger,
): Promise<TokenPair> {
  const attempts = await repo.getAttempts(db, body.login)
  if (attempts?.bannedUntil && attempts.bannedUntil > now) {
    log.warn({ event: 'security', kind: 'login_refused_banned' }, 'sign-in refused: login banned')
    throw bannedError(attempts.bannedUntil, now)
  }
  if (attempts?.bannedUntil && attempts.bannedUntil <= now) await repo.resetAttempts(db, body.login)

  const user = await repo.findUserForLogin(db, body.login)
  const ok = await verify(user?.passwordHash ?? DUMMY_HASH, body.password).catch(() => false)
  if (!user || !ok) {
    const state = await repo.recordFailure(db, body.login, now, policy.maxAttempts, policy.banSeconds)
    // Neither the login name nor the password is logged: the user id, when the login exists, is enough.
    const who = { event: 'security', userId: user?.id ?? null }
    if (state.bannedUntil) {
      log.warn({ ...who, kind: 'login_banned' }, 'sign-in failed: login banned')
      throw bannedError(state.bannedUntil, now)
    }
    log.warn({ ...who, kind: 'login_failed', failedCount: state.failedCount }, 'sign-in failed')
    throw new DomainError('invalid_credentials', 401, authMessages.invalidCredentials, {
      attemptsLeft: policy.maxAttempts - state.failedCount,
    })
  }
  if (!user.isActive) throw new DomainError('account_disabled', 403, authMessages.inactive)
  await repo.resetAttempts(db, body.login)
  return issuePair(db, tokens, user.id, now)
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
