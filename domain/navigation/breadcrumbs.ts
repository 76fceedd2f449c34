/** Breadcrumbs of a route: its trail with the current parameters put into each ancestor's path. */
import type { Crumb, NavRoute } from './nav-routes'

export type RouteParams = Readonly<Record<string, string | undefined>>

/**
 * Fills ':name' and optional ':name?' segments from `params`; undefined when a required one is
 * missing (such a crumb is shown as text, not a link).
 */
export function fillPath(pattern: string, params: RouteParams): string | undefined {
  const out: string[] = []
  for (const segment of pattern.split('/')) {
    if (!segment.startsWith(':')) {
      out.push(segment)
      continue
    }
    const optional = segment.endsWith('?')
    const value = params[segment.slice(1, optional ? -1 : undefined)]
    if (value !== undefined && value !== '') out.push(encodeURIComponent(value))
    else if (!optional) return undefined
  }
  return out.join('/') || '/'
}

/** The crumbs of `route`, top first, with links filled from the current parameters. */
export function breadcrumbsFor(route: Pick<NavRoute, 'trail'>, params: RouteParams): Crumb[] {
  return route.trail.map((crumb) => {
    const path = crumb.path === undefined ? undefined : fillPath(crumb.path, params)
    return { title: crumb.title, ...(path !== undefined && { path }) }
  })
}
