/** 'Стовпці': the order list's column chooser, a menu of ticks that stays open while the user picks. */
import { Columns3 } from 'lucide-react'
import type { OrderColumn } from '../../shared/orders/order-columns'
import { buttonVariants } from '../../ui/button'
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../ui/dropdown-menu'
import type { ColumnChoiceState } from './order-column-choice'

export function OrderColumnChooser({
  columns,
  choice,
}: {
  columns: readonly OrderColumn[]
  choice: ColumnChoiceState
}) {
  const hideable = columns.filter((c) => !c.fixed)
  const count = columns.filter((c) => choice.shown[c.key]).length
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        className={buttonVariants({ variant: 'secondary', className: 'px-3 pointer-fine:min-h-9' })}
      >
        <Columns3 aria-hidden="true" className="size-4" />
        Стовпці
        <span className="text-slate-600">
          <span className="sr-only">, показано </span>
          {count} з {columns.length}
        </span>
      </DropdownMenuTrigger>
      <DropdownMenuContent className="max-h-[var(--radix-dropdown-menu-content-available-height)] overflow-y-auto">
        <DropdownMenuLabel>Показувати стовпці</DropdownMenuLabel>
        {hideable.map((c) => (
          <DropdownMenuCheckboxItem
            key={c.key}
            checked={choice.shown[c.key] === true}
            // Several columns are usually changed at once: the menu stays open after each tick.
            onSelect={(e) => e.preventDefault()}
            onCheckedChange={(on) => choice.setShown(c.key, on)}
          >
            {c.header}
          </DropdownMenuCheckboxItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={choice.reset}>Типовий набір стовпців</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
