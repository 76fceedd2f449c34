/**
 * The PWA's one API client. It adds the session's Bearer token (and the deployment's Basic credentials),
 * refreshes the token shortly before it expires and once after a 401, and turns every failure into
 * an ApiError. A refresh the server rejects ends the session: the tokens are cleared and the session
 * provider, which watches the token store, sends the user to /auth.
 */
import type { ZodType } from 'zod'
import { tokenPairSchema } from '../../../domain/auth/auth.schema'
import { ApiError, isApiError } from './api-error'
import { parseAnswer, send, type FetchLike, type HttpMethod } from './http'
import type { TokenSet, TokenStore } from './token-storage'

/** Runs `task` while holding a lock shared by every tab, so two tabs never refresh at once. */
export type RunExclusive = <T>(name: string, task: () => Promise<T>) => Promise<T>

export interface ApiClientOptions {
  baseUrl: string
  basicAuth?: string | undefined
  tokens: TokenStore
  fetch?: FetchLike
  now?: () => number
  exclusive?: RunExclusive
}

export interface RequestOptions<T> {
  method?: HttpMethod
  /** JSON, or a Blob (a file) sent as it is. */
  body?: unknown
  /** 'blob': the answer is a file, returned as a Blob (no schema). */
  as?: 'blob'
  /** The answer's contract; without it the body is returned unchecked. */
  schema?: ZodType<T>
  /** false for the session calls themselves: no Bearer, no refresh. */
  auth?: boolean
  /** A Bearer to use instead of the stored one (the profile fetched before a sign-in is saved). */
  token?: string
  headers?: Record<string, string>
  signal?: AbortSignal
  /** Conditional GETs (If-None-Match): a 304 resolves with undefined instead of rejecting. */
  allowNotModified?: boolean
  /** Sees the raw answer (status, ETag header) of the request that produced the result. */
  onResponse?: (res: Response) => void
}

export interface ApiClient {
  request: <T = unknown>(path: string, options?: RequestOptions<T>) => Promise<T>
  /** Exchanges the refresh token for a new pair (unless another tab already did). */
  refreshTokens: () => Promise<TokenSet>
}

const REFRESH_LOCK = 'clinic-office:auth-refresh'
// A 401 for these codes is about the request itself, not an expired access token.
const NOT_REFRESHABLE = new Set(['basic_auth_required', 'invalid_credentials'])
// Answers of /auth/refresh that mean the refresh token is no longer any good.
const sessionOver = (e: unknown) => isApiError(e) && e.status >= 400 && e.status < 500 && e.status !== 429

export function createApiClient(options: ApiClientOptions): ApiClient {
  const { tokens, basicAuth } = options
  const base = options.baseUrl.replace(/\/+$/, '')
  const fetchFn: FetchLike = options.fetch ?? ((input, init) => globalThis.fetch(input, init))
  const now = options.now ?? Date.now
  const exclusive: RunExclusive = options.exclusive ?? ((_name, task) => task())
  let inflight: Promise<TokenSet> | null = null

  async function exchange(knownToken: string | undefined): Promise<TokenSet> {
    const current = tokens.read()
    if (!current)
      throw new ApiError({ status: 401, code: 'unauthenticated', message: 'Потрібно увійти в систему' })
    // Another tab refreshed while we waited for the lock: use its tokens.
    if (knownToken !== undefined && current.token !== knownToken) return current
    try {
      const body = await send(fetchFn, `${base}/auth/refresh`, {
        method: 'POST',
        body: { refreshToken: current.refreshToken },
        basicAuth,
      })
      return tokens.save(parseAnswer(body, tokenPairSchema), now())
    } catch (e) {
      // Offline or a server failure keeps the session: the token may still be valid, and the next call retries.
      if (sessionOver(e)) tokens.clear()
      throw e
    }
  }

  function refreshFrom(knownToken: string | undefined): Promise<TokenSet> {
    inflight ??= exclusive(REFRESH_LOCK, () => exchange(knownToken)).finally(() => {
      inflight = null
    })
    return inflight
  }

  async function bearerFor(opts: RequestOptions<unknown>): Promise<string | undefined> {
    if (opts.token !== undefined) return opts.token
    const set = tokens.read()
    if (!set || now() < set.refreshAt) return set?.token
    try {
      return (await refreshFrom(set.token)).token
    } catch (e) {
      // Still unexpired: go ahead with it. A rejected refresh has cleared the session; stop here.
      if (sessionOver(e)) throw e
      return set.token
    }
  }

  async function request<T>(path: string, opts: RequestOptions<T> = {}): Promise<T> {
    const useSession = opts.auth !== false
    const url = `${base}${path}`
    const attempt = (bearer: string | undefined) =>
      send(fetchFn, url, {
        method: opts.method ?? 'GET',
        body: opts.body,
        as: opts.as,
        headers: opts.headers,
        signal: opts.signal,
        allowNotModified: opts.allowNotModified,
        onResponse: opts.onResponse,
        bearer,
        basicAuth,
      })

    const bearer = useSession ? await bearerFor(opts) : undefined
    try {
      return parseAnswer(await attempt(bearer), opts.schema)
    } catch (e) {
      const canRetry = useSession && opts.token === undefined && bearer !== undefined
      if (!canRetry || !isApiError(e) || e.status !== 401 || NOT_REFRESHABLE.has(e.code)) throw e
      const fresh = await refreshFrom(bearer)
      return parseAnswer(await attempt(fresh.token), opts.schema)
    }
  }

  return {
    request,
    refreshTokens: () => refreshFrom(tokens.read()?.token),
  }
}
