import type { ReactNode } from 'react'
import { Dot } from 'lucide-react'
import type { MenuItem } from '../../../domain/navigation/menu'
import { cn } from '../../lib/cn'
import { PrefetchLink } from '../../ui/prefetch-link'
import { menuIcons } from './menu-icons'

export const rowClass =
  'flex min-h-11 w-full items-center gap-3 rounded-md px-3 text-left text-sm transition-colors'

export function MenuIcon({ item }: { item: Pick<MenuItem, 'icon'> }) {
  const Icon = item.icon ? menuIcons[item.icon] : Dot
  return <Icon aria-hidden="true" className="size-5 shrink-0" />
}

interface MenuLinkProps {
  item: MenuItem
  current: boolean
  /** Icon only, its title as the accessible name and the tooltip (the collapsed menu). */
  iconOnly?: boolean
  className?: string
  onNavigate?: (() => void) | undefined
  children?: ReactNode
}

/** One menu entry: a link, or greyed-out text when the entry is disabled (spec 000 §2.2). */
export function MenuLink({
  item,
  current,
  iconOnly = false,
  className,
  onNavigate,
  children,
}: MenuLinkProps) {
  const label = iconOnly ? { 'aria-label': item.title, title: item.title } : {}
  if (item.disabled || item.path === undefined) {
    return (
      <span
        className={cn(rowClass, 'cursor-not-allowed text-slate-500', className)}
        title="Недоступно"
        {...label}
      >
        {children ?? <MenuIcon item={item} />}
        {!iconOnly && <span className="min-w-0 flex-1 truncate">{item.title}</span>}
        <span className="sr-only"> (недоступно)</span>
      </span>
    )
  }
  return (
    <PrefetchLink
      to={item.path}
      aria-current={current ? 'page' : undefined}
      onClick={onNavigate}
      className={cn(
        rowClass,
        current
          ? 'bg-brand-50 font-semibold text-brand-800 shadow-[inset_3px_0_0_var(--color-brand-700)]'
          : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
        className,
      )}
      {...label}
    >
      {children ?? <MenuIcon item={item} />}
      {!iconOnly && <span className="min-w-0 flex-1 truncate">{item.title}</span>}
    </PrefetchLink>
  )
}
