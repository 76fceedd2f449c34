/** The routes of the navigation tree, flattened for the router, with what each needs to be opened. */
import type { PermissionName } from '../permissions/catalogue'
import { canAny, type PermissionMap } from '../permissions/check'
import type { LayoutKind, NavNode, RegistryTabKey } from './nav-node'
import { navTree } from './nav-tree'

export interface Crumb {
  readonly title: string
  /** A route pattern, possibly with parameters; none for a menu group. */
  readonly path?: string
}

export interface NavRoute {
  /** The node's keys from the top, dotted: 'reports.finance.cashbox'. */
  readonly id: string
  readonly path: string
  readonly title: string
  readonly layout: LayoutKind
  /** The top-level node the route belongs to; a page not built yet names it, the README groups by it. */
  readonly section: { readonly id: string; readonly title: string }
  /** Ids of the route's ancestors and its own, top first; the menu highlights the deepest it shows. */
  readonly lineage: readonly string[]
  /** One list per level that has permissions: every level must be met, by any one of its names. */
  readonly access: readonly (readonly PermissionName[])[]
  /** The route's ancestors and itself, top first, for the breadcrumbs. */
  readonly trail: readonly Crumb[]
  readonly tabKey?: RegistryTabKey
}

interface Context {
  lineage: string[]
  access: (readonly PermissionName[])[]
  trail: Crumb[]
  layout: LayoutKind
  section?: NavRoute['section']
}

/** Every node with a path, depth first, in the tree's order. */
export function flattenRoutes(tree: readonly NavNode[]): NavRoute[] {
  const out: NavRoute[] = []
  const walk = (node: NavNode, ctx: Context) => {
    const id = [...ctx.lineage.slice(-1), node.key].join('.')
    const section = ctx.section ?? { id, title: node.title }
    const here: Context = {
      lineage: [...ctx.lineage, id],
      access: node.permissions?.length ? [...ctx.access, node.permissions] : ctx.access,
      trail: [...ctx.trail, { title: node.title, ...(node.path !== undefined && { path: node.path }) }],
      layout: node.layout ?? ctx.layout,
      section,
    }
    if (node.path !== undefined) {
      out.push({
        id,
        path: node.path,
        title: node.title,
        layout: here.layout,
        section,
        lineage: here.lineage,
        access: here.access,
        trail: here.trail,
        ...(node.tabKey && { tabKey: node.tabKey }),
      })
    }
    for (const child of node.children ?? []) walk(child, here)
  }
  for (const node of tree) walk(node, { lineage: [], access: [], trail: [], layout: 'default' })
  return out
}

export const navRoutes: readonly NavRoute[] = flattenRoutes(navTree)

/** True when the user may open the route: each level that has permissions grants one of them. */
export function routeAllowed(
  route: Pick<NavRoute, 'access'>,
  permissions: PermissionMap | undefined,
): boolean {
  return route.access.every((names) => canAny(permissions, names))
}

/** The route registered under a pattern, e.g. '/reports/cashbox'. */
export function routeByPath(pattern: string): NavRoute | undefined {
  return navRoutes.find((r) => r.path === pattern)
}

/** What the router puts in a route's `handle`, so the shell can find the route it is showing. */
export interface NavRouteHandle {
  readonly navRoute: NavRoute
}

export function isNavRouteHandle(handle: unknown): handle is NavRouteHandle {
  return typeof handle === 'object' && handle !== null && 'navRoute' in handle
}
