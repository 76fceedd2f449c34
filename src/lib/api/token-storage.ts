/**
 * Where the session's tokens live: local storage under the `auth.` prefix, named as nuxt-auth's local
 * strategy names them (spec 000 §4 "Auth state"), so every tab — and later the outbox flusher, which
 * reads the token at send time — sees one session. Other tabs' changes arrive through `storage` events.
 */
import type { TokenPair } from '../../../domain/auth/auth.schema'

export const tokenKeys = {
  strategy: 'auth.strategy',
  token: 'auth._token.local',
  tokenExpiration: 'auth._token_expiration.local',
  refreshToken: 'auth._refresh_token.local',
  /** When to refresh: a little before expiry, computed once from the token's lifetime. */
  tokenRefreshAt: 'auth._token_refresh_at.local',
} as const

export interface TokenSet {
  token: string
  refreshToken: string
  /** Epoch milliseconds. */
  expiresAt: number
  /** Epoch milliseconds; after this the client refreshes before its next request. */
  refreshAt: number
}

export interface TokenStore {
  read: () => TokenSet | null
  save: (pair: TokenPair, now: number) => TokenSet
  clear: () => void
  /** Called after every change, in this tab or another one. */
  subscribe: (listener: () => void) => () => void
}

/** Refresh a minute before expiry, or at 80 % of a short lifetime, so a short one never loops. */
export function refreshPoint(now: number, lifetimeMs: number): number {
  return now + lifetimeMs - Math.min(60_000, lifetimeMs * 0.2)
}

export function createTokenStore(
  storage: Storage,
  events: Pick<Window, 'addEventListener' | 'removeEventListener'> | undefined,
): TokenStore {
  const listeners = new Set<() => void>()
  const notify = () => listeners.forEach((l) => l())

  return {
    read() {
      const token = storage.getItem(tokenKeys.token)
      const refreshToken = storage.getItem(tokenKeys.refreshToken)
      if (!token || !refreshToken) return null
      const expiresAt = Number(storage.getItem(tokenKeys.tokenExpiration)) || 0
      const refreshAt = Number(storage.getItem(tokenKeys.tokenRefreshAt)) || expiresAt
      return { token, refreshToken, expiresAt, refreshAt }
    },
    save(pair, now) {
      const lifetime = Math.max(0, pair.expiresIn) * 1000
      const set: TokenSet = {
        token: pair.token,
        refreshToken: pair.refreshToken,
        expiresAt: now + lifetime,
        refreshAt: refreshPoint(now, lifetime),
      }
      storage.setItem(tokenKeys.strategy, 'local')
      storage.setItem(tokenKeys.tokenExpiration, String(set.expiresAt))
      storage.setItem(tokenKeys.tokenRefreshAt, String(set.refreshAt))
      storage.setItem(tokenKeys.refreshToken, set.refreshToken)
      // The token goes last: a tab reacting to this key finds the rest already written.
      storage.setItem(tokenKeys.token, set.token)
      notify()
      return set
    },
    clear() {
      for (const key of Object.values(tokenKeys)) storage.removeItem(key)
      notify()
    },
    subscribe(listener) {
      listeners.add(listener)
      const onStorage = (e: StorageEvent) => {
        // key null = the other tab cleared the whole storage.
        if (e.key === null || e.key === tokenKeys.token) listener()
      }
      events?.addEventListener('storage', onStorage)
      return () => {
        listeners.delete(listener)
        events?.removeEventListener('storage', onStorage)
      }
    },
  }
}
