/**
 * The side menu's rules (spec 000 §2.4): an entry is shown only to a user holding one of its
 * permissions, and a parent with permissions only when one is held; a group left with nothing to show
 * is dropped too. Collapsed, a group with more than three entries becomes one link.
 */
import type { PermissionMap } from '../permissions/check'
import { canAny } from '../permissions/check'
import type { NavIconName, NavNode } from './nav-node'
import { navTree } from './nav-tree'
import { moduleOff, type ModuleSwitches } from './nav-routes'

export interface MenuItem {
  /** The same id as the route's (nav-routes.ts), so the current route's lineage finds its entry. */
  readonly id: string
  readonly title: string
  readonly icon?: NavIconName
  /** The link; none for a group, or for a group link that has no enabled entry to open. */
  readonly path?: string
  readonly disabled: boolean
  readonly children: readonly MenuItem[]
}

/** Collapsed, a group with more entries than this shows as a single link (spec 000 §2.4). */
export const COLLAPSED_GROUP_LIMIT = 3

function visible(node: NavNode, permissions: PermissionMap | undefined, modules?: ModuleSwitches): boolean {
  return (
    node.menu !== false &&
    !moduleOff(modules, node.module) &&
    (!node.permissions?.length || canAny(permissions, node.permissions))
  )
}

function toItem(
  node: NavNode,
  parentId: string | undefined,
  perms: PermissionMap | undefined,
  modules?: ModuleSwitches,
): MenuItem | null {
  const id = parentId === undefined ? node.key : `${parentId}.${node.key}`
  const children = (node.children ?? [])
    .filter((child) => visible(child, perms, modules))
    .map((child) => toItem(child, id, perms, modules))
    .filter((item) => item !== null)
  // A pure group with nothing left to open is noise.
  if (node.path === undefined && children.length === 0) return null
  return {
    id,
    title: node.title,
    ...(node.icon && { icon: node.icon }),
    ...(node.path !== undefined && { path: node.path }),
    disabled: node.disabled === true,
    children,
  }
}

/** The menu a user with `permissions` sees, without the entries of modules switched off. */
export function menuFor(
  permissions: PermissionMap | undefined,
  tree: readonly NavNode[] = navTree,
  modules?: ModuleSwitches,
): MenuItem[] {
  return tree
    .filter((node) => visible(node, permissions, modules))
    .map((node) => toItem(node, undefined, permissions, modules))
    .filter((item) => item !== null)
}

/** The first entry of an item that can be opened: its own link, else its first enabled descendant's. */
export function firstLinkOf(item: MenuItem): string | undefined {
  if (item.path !== undefined && !item.disabled) return item.path
  for (const child of item.children) {
    const path = firstLinkOf(child)
    if (path !== undefined) return path
  }
  return undefined
}

/**
 * The collapsed menu, flat: an entry stays as it is, a group of more than three becomes one link to
 * its first entry, and a smaller group gives way to its own entries. Icons are all a collapsed menu
 * shows, so an entry without one borrows its nearest ancestor's.
 */
export function collapsedMenu(items: readonly MenuItem[], inheritedIcon?: NavIconName): MenuItem[] {
  return items.flatMap((item): MenuItem[] => {
    const icon = item.icon ?? inheritedIcon
    const withIcon = icon === undefined ? item : { ...item, icon }
    if (item.children.length === 0) return [withIcon]
    if (item.children.length > COLLAPSED_GROUP_LIMIT) {
      const path = firstLinkOf(item)
      return [
        { ...withIcon, children: [], disabled: path === undefined, ...(path !== undefined && { path }) },
      ]
    }
    return collapsedMenu(item.children, icon)
  })
}
