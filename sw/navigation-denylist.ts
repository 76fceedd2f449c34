/** Paths whose navigations must reach the server instead of getting the app shell. */
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The API base (same-origin path such as "/api"), the realtime socket and the health check. */
export function navigationDenylist(apiBase: string): RegExp[] {
  const list = [/^\/socket\.io(\/|$)/, /^\/healthz$/]
  const base = apiBase.replace(/\/+$/, '')
  // An absolute base lives on another origin; its navigations never pass through this worker.
  if (base.startsWith('/')) list.unshift(new RegExp(`^${escape(base)}(/|$)`))
  return list
}
