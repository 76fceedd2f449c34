/** The app's API client and token store, configured from the build environment (spec 000 §7). */
import { createApiClient, type RunExclusive } from './api-client'
import { createTokenStore } from './token-storage'

export const tokenStore = createTokenStore(window.localStorage, window)

// Web Locks serialise token refreshes across tabs; without them each tab refreshes on its own.
const exclusive: RunExclusive = (name, task) =>
  'locks' in navigator ? navigator.locks.request(name, task) : task()

export const api = createApiClient({
  baseUrl: import.meta.env.VITE_API_BASE ?? '/api',
  basicAuth: import.meta.env.VITE_BASIC_AUTH || undefined,
  tokens: tokenStore,
  exclusive,
})
