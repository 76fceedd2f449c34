/** The routes of the navigation tree, flattened for the router, with what each needs to be opened. */
import type { PermissionName } from '../permissions/catalogue'
import { canAny, type PermissionMap } from '../permissions/check'
import type { SystemModuleKey } from '../settings/system-modules'
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
  /** System modules the route's levels belong to: each must be switched on. */
  readonly modules: readonly SystemModuleKey[]
  readonly tabKey?: RegistryTabKey
}

/** The installation's module switches as far as they are known; a module not named counts as on. */
export type ModuleSwitches = Readonly<Partial<Record<SystemModuleKey, unknown>>>

/** Whether a module is switched off (only an explicit false is off: unknown switches never hide anything). */
export const moduleOff = (modules: ModuleSwitches | undefined, key: SystemModuleKey | undefined): boolean =>
  key !== undefined && modules?.[key] === false

interface Context {
  lineage: string[]
  access: (readonly PermissionName[])[]
  trail: Crumb[]
  modules: SystemModuleKey[]
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
      modules: node.module ? [...ctx.modules, node.module] : ctx.modules,
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
        modules: here.modules,
        ...(node.tabKey && { tabKey: node.tabKey }),
      })
    }
    for (const child of node.children ?? []) walk(child, here)
  }
  for (const node of tree) walk(node, { lineage: [], access: [], trail: [], modules: [], layout: 'default' })
  return out
}

export const navRoutes: readonly NavRoute[] = flattenRoutes(navTree)

/**
 * True when the user may open the route: each level that has permissions grants one of them, and (when
 * the installation's modules are given) no level belongs to a module switched off.
 */
export function routeAllowed(
  route: Pick<NavRoute, 'access'> & Partial<Pick<NavRoute, 'modules'>>,
  permissions: PermissionMap | undefined,
  modules?: ModuleSwitches,
): boolean {
  return (
    route.access.every((names) => canAny(permissions, names)) &&
    !(route.modules ?? []).some((m) => moduleOff(modules, m))
  )
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
