import type { MenuItem } from '../../../domain/navigation/menu'
import { collapsedMenu } from '../../../domain/navigation/menu'
import { MenuLink } from './menu-link'
import { deepestShown } from './side-menu'

/**
 * The collapsed menu (65 px): icons only, each with its title as name and tooltip. A group with more
 * than three entries is one link; its icon is highlighted while any of its pages is open.
 */
export function CollapsedMenu({
  items,
  lineage,
}: {
  items: readonly MenuItem[]
  lineage: readonly string[]
}) {
  const links = collapsedMenu(items)
  const currentId = deepestShown(links, lineage)
  return (
    <ul className="grid justify-center gap-1 py-2">
      {links.map((item) => (
        <li key={item.id}>
          <MenuLink
            item={item}
            current={item.id === currentId}
            iconOnly
            className="size-11 justify-center px-0"
          />
        </li>
      ))}
    </ul>
  )
}
