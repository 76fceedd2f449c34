/**
 * Route-level code splitting. When a chunk fails to load — typically after a deploy removed the old
 * hashed files — the page reloads to fetch the new build, at most once a minute (spec 000 §8), so a
 * chunk that is truly missing shows the error page instead of a reload loop. A chunk loaded for a
 * navigation shows the loading bar; one prefetched ahead of time (`preload`) does not.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react'
import { loadingBar } from './loading/loading-bar-store'

const RELOAD_KEY = 'clinic-office:chunk-reload-at'
const RELOAD_GUARD_MS = 60_000

/** Reloads the page unless it was reloaded for this reason within the last minute. */
function reloadOnce(): boolean {
  try {
    const last = Number(sessionStorage.getItem(RELOAD_KEY)) || 0
    if (Date.now() - last < RELOAD_GUARD_MS) return false
    sessionStorage.setItem(RELOAD_KEY, String(Date.now()))
  } catch {
    return false
  }
  window.location.reload()
  return true
}

// Pages differ in their props (the not-available page takes its title); React.lazy is typed the same way.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyPage = ComponentType<any>

export type LazyPage<C extends AnyPage = ComponentType> = LazyExoticComponent<C> & {
  /** Fetches the chunk ahead of a navigation; a failure is left for the navigation itself to handle. */
  preload: () => Promise<void>
}

/** React.lazy for a module's named export (house style has no default exports). */
export function lazyPage<K extends string, M extends Record<K, AnyPage>>(
  load: () => Promise<M>,
  name: K,
): LazyPage<M[K]> {
  const component = lazy(async () => {
    try {
      return { default: (await loadingBar.track(load()))[name] }
    } catch (error) {
      // While the reload is on its way, keep showing the loading state rather than an error.
      if (reloadOnce()) return new Promise<never>(() => {})
      throw error
    }
  })
  return Object.assign(component, {
    preload: () =>
      load().then(
        () => undefined,
        () => undefined,
      ),
  })
}
