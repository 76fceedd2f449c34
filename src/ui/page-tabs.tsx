/** Tabs between the pages of one settings section (each tab a route of its own, so it has an address). */
import { NavLink } from 'react-router'
import { cn } from '../lib/cn'

export interface PageTab {
  to: string
  label: string
}

const tab = ({ isActive }: { isActive: boolean }) =>
  cn(
    'inline-flex min-h-11 items-center border-b-2 px-3 text-sm font-medium',
    isActive ? 'border-brand-700 text-brand-800' : 'border-transparent text-slate-700 hover:text-slate-900',
  )

export function PageTabs({ label, tabs }: { label: string; tabs: readonly PageTab[] }) {
  return (
    <nav aria-label={label} className="flex gap-1 border-b border-slate-200">
      {tabs.map((t) => (
        <NavLink key={t.to} end to={t.to} className={tab}>
          {t.label}
        </NavLink>
      ))}
    </nav>
  )
}
