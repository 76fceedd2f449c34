import { useId, useState } from 'react'
import { ChevronDown } from 'lucide-react'
import type { MenuItem } from '../../../domain/navigation/menu'
import { cn } from '../../lib/cn'
import { MenuIcon, MenuLink, rowClass } from './menu-link'

interface TreeProps {
  items: readonly MenuItem[]
  /** Ids of the current route and its ancestors: the deepest shown is highlighted, groups on it open. */
  lineage: readonly string[]
  onNavigate?: (() => void) | undefined
}

// Each level sits further in, so a settings page reads as part of its group.
const indent = ['', 'pl-10', 'pl-14'] as const

/** The expanded menu (290 px, and the tablet drawer): the whole tree with disclosure groups. */
export function SideMenu({ items, lineage, onNavigate }: TreeProps) {
  // Groups open by themselves on the way to the current page; a user's own choice wins from then on.
  const [toggled, setToggled] = useState<Readonly<Record<string, boolean>>>({})
  const currentId = deepestShown(items, lineage)
  const isOpen = (id: string) => toggled[id] ?? lineage.includes(id)
  const toggle = (id: string) => setToggled((t) => ({ ...t, [id]: !isOpen(id) }))
  return (
    <ul className="grid grid-cols-1 gap-0.5 p-2">
      {items.map((item) => (
        <MenuNode
          key={item.id}
          item={item}
          level={0}
          {...{ currentId, lineage, isOpen, toggle, onNavigate }}
        />
      ))}
    </ul>
  )
}

interface NodeProps {
  item: MenuItem
  level: number
  currentId: string | undefined
  lineage: readonly string[]
  isOpen: (id: string) => boolean
  toggle: (id: string) => void
  onNavigate?: (() => void) | undefined
}

function MenuNode(props: NodeProps) {
  const { item, level, currentId, lineage, isOpen, toggle, onNavigate } = props
  const listId = useId()
  const pad = indent[Math.min(level, indent.length - 1)]
  if (item.children.length === 0) {
    return (
      <li>
        <MenuLink item={item} current={item.id === currentId} className={pad} onNavigate={onNavigate} />
      </li>
    )
  }
  const open = isOpen(item.id)
  const onPath = lineage.includes(item.id)
  return (
    <li>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => toggle(item.id)}
        className={cn(
          rowClass,
          pad,
          'text-slate-700 hover:bg-slate-100',
          onPath && 'font-semibold text-slate-900',
        )}
      >
        <MenuIcon item={item} />
        <span className="min-w-0 flex-1 truncate">{item.title}</span>
        <ChevronDown
          aria-hidden="true"
          className={cn('size-4 shrink-0 transition-transform', open && 'rotate-180')}
        />
      </button>
      {/* A closed group renders no entries: the settings tree alone has seventy-odd links. */}
      <ul id={listId} hidden={!open} className="grid grid-cols-1 gap-0.5 pt-0.5">
        {open &&
          item.children.map((child) => <MenuNode key={child.id} {...props} item={child} level={level + 1} />)}
      </ul>
    </li>
  )
}

/** The id of the deepest route ancestor that the menu shows: the page's own entry, or its parent's. */
export function deepestShown(items: readonly MenuItem[], lineage: readonly string[]): string | undefined {
  const shown = new Set<string>()
  const collect = (list: readonly MenuItem[]) =>
    list.forEach((i) => {
      shown.add(i.id)
      collect(i.children)
    })
  collect(items)
  return [...lineage].reverse().find((id) => shown.has(id))
}
