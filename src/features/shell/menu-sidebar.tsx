import { useId } from 'react'
import { PanelLeftClose, PanelLeftOpen } from 'lucide-react'
import { cn } from '../../lib/cn'
import { Button } from '../../ui/button'
import { CollapsedMenu } from './collapsed-menu'
import { SideMenu } from './side-menu'
import { useMenuCollapsed } from './use-menu-collapsed'
import { useShellMenu } from './use-shell-menu'

/** The side menu of wide screens (≥ 1024 px): 290 px, or 65 px of icons when collapsed. */
export function MenuSidebar() {
  const [collapsed, toggle] = useMenuCollapsed()
  const { items, lineage } = useShellMenu()
  const navId = useId()
  return (
    <aside
      data-collapsed={collapsed ? '1' : '0'}
      className={cn(
        'sticky top-14 hidden h-[calc(100dvh-3.5rem)] shrink-0 flex-col border-r border-slate-200 bg-white lg:flex print:hidden',
        collapsed ? 'w-[65px]' : 'w-[290px]',
      )}
    >
      <div className={cn('flex border-b border-slate-100 p-2', collapsed ? 'justify-center' : 'justify-end')}>
        <Button
          variant="ghost"
          size="icon"
          onClick={toggle}
          aria-expanded={!collapsed}
          aria-controls={navId}
          aria-label={collapsed ? 'Розгорнути меню' : 'Згорнути меню'}
          title={collapsed ? 'Розгорнути меню' : 'Згорнути меню'}
        >
          {collapsed ? (
            <PanelLeftOpen aria-hidden="true" className="size-5" />
          ) : (
            <PanelLeftClose aria-hidden="true" className="size-5" />
          )}
        </Button>
      </div>
      <nav id={navId} aria-label="Головне меню" className="min-h-0 flex-1 overflow-y-auto overscroll-contain">
        {collapsed ? (
          <CollapsedMenu items={items} lineage={lineage} />
        ) : (
          <SideMenu items={items} lineage={lineage} />
        )}
      </nav>
    </aside>
  )
}
