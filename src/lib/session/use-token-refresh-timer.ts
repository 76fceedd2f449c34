import { useEffect } from 'react'
import type { ApiClient } from '../api/api-client'
import type { TokenStore } from '../api/token-storage'

// setTimeout overflows above 2^31-1 ms (~24.8 days) and would fire at once.
const MAX_DELAY = 2 ** 31 - 1
// Offline or a server hiccup: try again later; requests meanwhile refresh on their own as well.
const RETRY_MS = 30_000

/** Refreshes the access token a little before it expires, so a quiet tab stays signed in. */
export function useTokenRefreshTimer(token: string | null, store: TokenStore, client: ApiClient): void {
  useEffect(() => {
    if (token === null) return
    let timer: ReturnType<typeof setTimeout> | undefined
    let active = true
    const plan = (delay: number) => {
      // A refresh settling after this effect was cleaned up must not start a new timer.
      if (active) timer = setTimeout(run, Math.min(MAX_DELAY, Math.max(0, delay)))
    }
    // Success saves a new token, which re-runs this effect with a new plan; a rejected refresh ends the session.
    const run = () => {
      client.refreshTokens().catch(() => plan(RETRY_MS))
    }
    plan((store.read()?.refreshAt ?? Number.POSITIVE_INFINITY) - Date.now())
    return () => {
      active = false
      clearTimeout(timer)
    }
  }, [token, store, client])
}
