import { useMemo } from 'react'
import { menuFor, type MenuItem } from '../../../domain/navigation/menu'
import { navTree } from '../../../domain/navigation/nav-tree'
import { useSystemModules } from '../../shared/system-modules'
import { useSignedInUser } from '../../lib/session/session-context'
import { useCurrentNavRoute } from './use-current-route'

/**
 * The signed-in user's menu (without the entries of system modules switched off, which follow a switch
 * at once) and the current route's lineage, which tells the menu what to highlight.
 */
export function useShellMenu(): { items: MenuItem[]; lineage: readonly string[] } {
  const { permissions } = useSignedInUser()
  const modules = useSystemModules()
  const items = useMemo(() => menuFor(permissions, navTree, modules), [permissions, modules])
  const lineage = useCurrentNavRoute()?.lineage ?? []
  return { items, lineage }
}
