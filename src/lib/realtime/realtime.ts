/** The app's realtime client, configured like the API client (spec 000 §7) and sharing its token store. */
import { realtimePath } from '../../../domain/realtime/realtime-events'
import { api, tokenStore } from '../api/api'
import { createRealtimeClient } from './realtime-client'

/** The socket lives on the API's host: the page's own origin unless VITE_API_BASE is an absolute URL. */
function apiOrigin(base: string): string {
  if (!/^https?:\/\//i.test(base)) return ''
  return new URL(base).origin
}

export const realtime = createRealtimeClient({
  origin: apiOrigin(import.meta.env.VITE_API_BASE ?? '/api'),
  path: realtimePath,
  basicAuth: import.meta.env.VITE_BASIC_AUTH || undefined,
  tokens: tokenStore,
  refresh: () => api.refreshTokens(),
  loadConnect: async () => (await import('socket.io-client')).io,
})
