/**
 * Sign-in (README "Sign-in policy"): spec 000 §9's attempts counter and ban per login, with failures
 * forgotten after a window, a throttle per client address, attempts reserved atomically before the
 * password check, and known-device cookies that keep a stranger's guesses from locking staff out.
 * Unknown logins are counted the same way as wrong passwords, so the answers never reveal which exist.
 */
import { verify } from '@node-rs/argon2'
import type { FastifyBaseLogger } from 'fastify'
import { DomainError } from '../../../domain/api/errors'
import { authMessages, type LoginRequest, type TokenPair } from '../../../domain/auth/auth.schema'
import type { Db } from '../../db/client'
import * as repo from './auth.repo'
import * as limits from './login-limits.repo'
import { signDevice, verifyDevice } from './device-cookie'
import { issuePair } from './auth.service'
import type { TokenSettings } from './tokens'
import { PasswordGate } from './password-gate'

export interface LoginPolicy {
  maxAttempts: number
  banSeconds: number
  /** Failures of a login older than this are forgotten. */
  windowSeconds: number
  /** Attempts without a known-device cookie one address may make per window before 429. */
  addressMaxAttempts: number
  addressWindowSeconds: number
}

export interface SignInMeta {
  address: string
  deviceCookie: string | undefined
  log: FastifyBaseLogger
}

export const DEVICE_TTL_SECONDS = 180 * 86400

// A real argon2id hash of a random string: unknown logins spend the same time as known ones.
const DUMMY_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$jBLPjs3yOSd6CKXEzKTvGw$MgVjucQeiTka5RDUQmUSP8RLsLXCFPN9Kb++EODvWuE'

// Two checks at once keep both cores of a small server busy without a queue of threads behind them.
const gate = new PasswordGate(2)

const secondsUntil = (t: Date, now: Date) => Math.max(1, Math.ceil((t.getTime() - now.getTime()) / 1000))

function bannedError(bannedUntil: Date, now: Date) {
  return new DomainError('login_banned', 423, authMessages.banned, {
    attemptsLeft: 0,
    retryAfterSeconds: secondsUntil(bannedUntil, now),
  })
}

/** Checks the credentials; answers a token pair (and a device cookie to set), or a coded refusal. */
export async function login(
  db: Db,
  tokens: TokenSettings,
  policy: LoginPolicy,
  body: LoginRequest,
  now: Date,
  meta: SignInMeta,
): Promise<{ pair: TokenPair; device: string | undefined }> {
  const { log } = meta
  const user = await repo.findUserForLogin(db, body.login)
  const device = await verifyDevice(tokens.secret, meta.deviceCookie, now)
  const knownDevice = user !== undefined && device?.userId === user.id
  const who = { event: 'security', userId: user?.id ?? null, knownDevice }

  if (!knownDevice) {
    const addr = await limits.reserveAddress(db, meta.address, now, {
      maxAttempts: policy.addressMaxAttempts,
      windowSeconds: policy.addressWindowSeconds,
    })
    if (addr.count > policy.addressMaxAttempts) {
      log.warn({ ...who, kind: 'login_throttled' }, 'sign-in refused: too many attempts from the address')
      throw new DomainError('login_throttled', 429, authMessages.throttled, {
        retryAfterSeconds: secondsUntil(addr.windowEndsAt, now),
      })
    }
  }
  // A known device has a counter of its own; everyone else shares the login's.
  const key = knownDevice ? `device:${device.deviceId}` : repo.normaliseLogin(body.login)
  const r = await limits.reserveAttempt(db, key, now, policy)
  if (r.n > policy.maxAttempts) {
    log.warn({ ...who, kind: 'login_refused_banned' }, 'sign-in refused: login banned')
    throw bannedError(r.bannedUntil ?? new Date(now.getTime() + policy.banSeconds * 1000), now)
  }

  const ok = await gate.run(knownDevice, () =>
    verify(user?.passwordHash ?? DUMMY_HASH, body.password).catch(() => false),
  )
  if (!user || !ok) {
    // Neither the login name nor the password is logged: the user id, when the login exists, is enough.
    if (r.n >= policy.maxAttempts && r.bannedUntil) {
      log.warn({ ...who, kind: 'login_banned' }, 'sign-in failed: login banned')
      throw bannedError(r.bannedUntil, now)
    }
    log.warn({ ...who, kind: 'login_failed', failedCount: r.n }, 'sign-in failed')
    throw new DomainError('invalid_credentials', 401, authMessages.invalidCredentials, {
      attemptsLeft: policy.maxAttempts - r.n,
    })
  }
  await limits.clearAttempts(db, key)
  if (!knownDevice) await limits.releaseAddress(db, meta.address)
  if (!user.isActive) throw new DomainError('account_disabled', 403, authMessages.inactive)
  const pair = await issuePair(db, tokens, user.id, now)
  // The device keeps its cookie (and its own counter) while it is valid for this user.
  const fresh = knownDevice ? undefined : await signDevice(tokens.secret, user.id, now, DEVICE_TTL_SECONDS)
  return { pair, device: fresh }
}
