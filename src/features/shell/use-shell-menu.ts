import { useMemo } from 'react'
import { menuFor, type MenuItem } from '../../../domain/navigation/menu'
import { useSignedInUser } from '../../lib/session/session-context'
import { useCurrentNavRoute } from './use-current-route'

/** The signed-in user's menu and the current route's lineage, which tells the menu what to highlight. */
export function useShellMenu(): { items: MenuItem[]; lineage: readonly string[] } {
  const { permissions } = useSignedInUser()
  const items = useMemo(() => menuFor(permissions), [permissions])
  const lineage = useCurrentNavRoute()?.lineage ?? []
  return { items, lineage }
}
