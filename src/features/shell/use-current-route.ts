import { useMatches } from 'react-router'
import { isNavRouteHandle, type NavRoute } from '../../../domain/navigation/nav-routes'

/** The navigation route being shown (the deepest match the router tagged with one), if any. */
export function useCurrentNavRoute(): NavRoute | undefined {
  const matches = useMatches()
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle
    if (isNavRouteHandle(handle)) return handle.navRoute
  }
  return undefined
}
