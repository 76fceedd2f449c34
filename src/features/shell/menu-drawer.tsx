import { useState } from 'react'
import { Menu } from 'lucide-react'
import { Button } from '../../ui/button'
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '../../ui/dialog'
import { SideMenu } from './side-menu'
import { useShellMenu } from './use-shell-menu'

/** The side menu on tablets and narrower screens (< 1024 px): a drawer from the left, closed by a choice. */
export function MenuDrawer() {
  const [open, setOpen] = useState(false)
  const { items, lineage } = useShellMenu()
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="icon" className="lg:hidden" aria-label="Відкрити меню" title="Меню">
          <Menu aria-hidden="true" className="size-6" />
        </Button>
      </DialogTrigger>
      <DialogContent side="left" closeLabel="Закрити меню">
        <div className="flex min-h-14 items-center border-b border-slate-100 px-4">
          <DialogTitle className="text-base">Меню</DialogTitle>
          <DialogDescription className="sr-only">Розділи програми</DialogDescription>
        </div>
        <nav aria-label="Головне меню">
          <SideMenu items={items} lineage={lineage} onNavigate={() => setOpen(false)} />
        </nav>
      </DialogContent>
    </Dialog>
  )
}
