/**
 * Authentication and permission guard. Every API route declares `config.auth`:
 * 'public', 'user' (any signed-in user) or the permission(s) it needs; a route without it fails at
 * start-up, so no route can be added unguarded.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { DomainError, errorMessages } from '../../domain/api/errors'
import { canAny } from '../../domain/permissions/check'
import type { PermissionName } from '../../domain/permissions/catalogue'
import { isPermissionName } from '../../domain/permissions/catalogue'
import { parseAuthorization } from '../lib/authorization-header'
import { loadAuthUser, pruneRefreshTokens, type AuthUser } from '../modules/auth/auth.repo'
import { pruneLoginCounters } from '../modules/auth/login-limits.repo'
import { verifyToken, type TokenSettings } from '../modules/auth/tokens'
import type { Db } from '../db/client'

export type RouteAuth = 'public' | 'user' | PermissionName | readonly PermissionName[]

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: RouteAuth
    /** The body is a file (an .xlsx), not JSON: the JSON bad-input walk leaves the route to its own tests. */
    upload?: 'xlsx'
    /** A long read (a report) that waits for the interactive requests on the embedded database. */
    background?: true
  }
  interface FastifyRequest {
    user: AuthUser | null
  }
  interface FastifyInstance {
    tokens: TokenSettings
    /** Every API route with the access it declared; tests walk it to prove each guard. */
    routeGuards: Array<{ method: string; url: string; auth: RouteAuth; upload?: 'xlsx' }>
    /** Drops the cached permissions of a user after their rights changed. */
    invalidateUser(id: number): void
  }
}

export interface AuthPluginOptions {
  db: Db
  tokens: TokenSettings
  apiBase: string
  /** "user:password" required as Basic credentials on every API request; off when undefined. */
  basicAuth: string | undefined
  now: () => Date
  /** Seconds the sign-in counters are kept after their last use (pruned hourly). */
  loginCountersKeepSeconds: number
}

// A verified access token is remembered until it expires: an outbox push replays hundreds of requests
// with the same token, and checking its signature each time cost a tenth of the push's time.
const VERIFIED_MAX = 2000

// Permissions change rarely; a short cache keeps one query per request away without delaying changes much.
const CACHE_MS = 5000

/** The signed-in user of a route with `config.auth` other than 'public'. */
export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new DomainError('unauthenticated', 401, errorMessages.unauthenticated)
  return request.user
}

async function authPlugin(app: FastifyInstance, opts: AuthPluginOptions) {
  const cache = new Map<number, { user: AuthUser; at: number }>()
  const verified = new Map<string, { userId: number; expiresAt: number; issuedAt: number }>()
  const expectedBasic = opts.basicAuth ? Buffer.from(opts.basicAuth).toString('base64') : undefined
  const routeGuards: Array<{ method: string; url: string; auth: RouteAuth; upload?: 'xlsx' }> = []
  app.decorate('tokens', opts.tokens)
  app.decorate('routeGuards', routeGuards)
  app.decorate('invalidateUser', (id: number) => {
    cache.delete(id)
  })
  app.decorateRequest('user', null)

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(`${opts.apiBase}/`) || route.method === 'HEAD') return
    // The OpenAPI page and document are public by design: they describe the API, they hold no data.
    if (route.url.startsWith(`${opts.apiBase}/docs`)) return
    const auth = route.config?.auth
    if (auth === undefined)
      throw new Error(`Route ${[route.method].flat().join(',')} ${route.url} declares no config.auth`)
    const names = typeof auth === 'string' ? (auth === 'public' || auth === 'user' ? [] : [auth]) : auth
    for (const n of names as readonly string[])
      if (!isPermissionName(n)) throw new Error(`Unknown permission ${n} on ${route.url}`)
    const upload = route.config?.upload
    for (const method of [route.method].flat())
      routeGuards.push({ method, url: route.url, auth, ...(upload ? { upload } : {}) })
  })

  async function accessClaims(token: string): Promise<{ userId: number; issuedAt: number }> {
    const now = opts.now().getTime()
    const hit = verified.get(token)
    if (hit && now < hit.expiresAt) return hit
    // Expired or unknown: the full check answers (token_expired, token_invalid) exactly as before.
    const { userId, expiresAt, issuedAt } = await verifyToken(opts.tokens, token, 'access', opts.now())
    if (expiresAt !== undefined) {
      if (verified.size >= VERIFIED_MAX) verified.clear()
      verified.set(token, { userId, expiresAt, issuedAt })
    }
    return { userId, issuedAt }
  }

  async function userFor(id: number): Promise<AuthUser | undefined> {
    const hit = cache.get(id)
    const t = Date.now()
    if (hit && t - hit.at < CACHE_MS) return hit.user
    const user = await loadAuthUser(opts.db, id)
    if (user) cache.set(id, { user, at: t })
    return user
  }

  app.addHook('onRequest', async (request, reply) => {
    const auth = request.routeOptions.config?.auth
    if (auth === undefined) return
    const header = parseAuthorization(request.headers.authorization)
    if (expectedBasic && header.basic !== expectedBasic) {
      throw new DomainError('basic_auth_required', 401, 'Потрібна базова автентифікація сервера')
    }
    if (auth === 'public') return
    if (!header.bearer) throw new DomainError('unauthenticated', 401, errorMessages.unauthenticated)
    const { userId, issuedAt } = await accessClaims(header.bearer)
    const user = await userFor(userId)
    if (!user?.isActive) throw new DomainError('token_invalid', 401, errorMessages.token_invalid)
    // Sessions ended after this token was issued (sign out everywhere, a block, a new password).
    if (user.tokensValidAfter !== null && issuedAt < user.tokensValidAfter)
      throw new DomainError('token_expired', 401, errorMessages.token_expired)
    request.user = user
    // Every later line of this request (errors, 'request completed') names the user beside the request id.
    request.log = request.log.child({ userId: user.id })
    reply.log = request.log
    if (auth === 'user') return
    const needed: readonly PermissionName[] = typeof auth === 'string' ? [auth] : auth
    if (!canAny(user.permissions, needed)) throw new DomainError('forbidden', 403, errorMessages.forbidden)
  })

  // Tables that only grow: spent refresh tokens and sign-in counters past their windows.
  const prune = async () => {
    try {
      await pruneRefreshTokens(opts.db, opts.now())
      await pruneLoginCounters(opts.db, opts.now(), opts.loginCountersKeepSeconds)
    } catch (err) {
      app.log.warn({ err }, 'sign-in tables prune failed')
    }
  }
  let timer: NodeJS.Timeout | undefined
  app.addHook('onReady', async () => {
    await prune()
    timer = setInterval(() => void prune(), PRUNE_EVERY_MS)
    timer.unref()
  })
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer)
  })
}

const PRUNE_EVERY_MS = 3600_000

export default fp(authPlugin, { name: 'auth', dependencies: ['errors'] })
