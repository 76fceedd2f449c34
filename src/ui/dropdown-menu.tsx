/** A menu on Radix: arrow keys move through its items, Escape closes it, typing jumps to an item. */
import type { ComponentProps } from 'react'
import * as Menu from '@radix-ui/react-dropdown-menu'
import { Check } from 'lucide-react'
import { cn } from '../lib/cn'

/**
 * Not modal: a modal menu hides the rest of the page from assistive technology with aria-hidden while
 * its links stay focusable, which screen readers handle badly. A menu needs no focus trap anyway:
 * Escape, Tab or a click outside closes it.
 */
export function DropdownMenu(props: ComponentProps<typeof Menu.Root>) {
  return <Menu.Root modal={false} {...props} />
}
export const DropdownMenuTrigger = Menu.Trigger

export function DropdownMenuContent({ className, ...props }: ComponentProps<typeof Menu.Content>) {
  return (
    <Menu.Portal>
      <Menu.Content
        align="end"
        sideOffset={6}
        className={cn(
          'z-50 min-w-64 rounded-lg border border-slate-200 bg-white p-1 text-sm text-slate-900 shadow-lg',
          className,
        )}
        {...props}
      />
    </Menu.Portal>
  )
}

// 44 px tall rows: the menu is used with fingers on tablets.
export function DropdownMenuItem({ className, ...props }: ComponentProps<typeof Menu.Item>) {
  return (
    <Menu.Item
      className={cn(
        'flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-3 outline-none select-none data-[highlighted]:bg-slate-100',
        className,
      )}
      {...props}
    />
  )
}

/** A choice that stays ticked or not (role menuitemcheckbox); the tick sits before the name. */
export function DropdownMenuCheckboxItem({
  className,
  children,
  ...props
}: ComponentProps<typeof Menu.CheckboxItem>) {
  return (
    <Menu.CheckboxItem
      className={cn(
        'flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-3 outline-none select-none data-[highlighted]:bg-slate-100',
        className,
      )}
      {...props}
    >
      <span className="flex size-4 shrink-0 items-center justify-center rounded border border-slate-400">
        <Menu.ItemIndicator>
          <Check aria-hidden="true" className="size-3.5 text-brand-700" strokeWidth={3} />
        </Menu.ItemIndicator>
      </span>
      {children}
    </Menu.CheckboxItem>
  )
}

export function DropdownMenuLabel({ className, ...props }: ComponentProps<typeof Menu.Label>) {
  return <Menu.Label className={cn('px-3 py-2 font-semibold text-slate-900', className)} {...props} />
}

export function DropdownMenuSeparator({ className, ...props }: ComponentProps<typeof Menu.Separator>) {
  return <Menu.Separator className={cn('my-1 h-px bg-slate-200', className)} {...props} />
}
