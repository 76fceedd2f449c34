/**
 * A row's actions in one menu ('Дії MC-000012'): open the cart, then only the state changes this user
 * may make on this order now (visibleActions), in the order the spec lists them.
 */
import { Link } from 'react-router'
import { Ellipsis, ExternalLink } from 'lucide-react'
import type { OrderListItem } from '../../../domain/orders/order-list.schema'
import {
  rowActions,
  visibleActions,
  type ActingUser,
  type RowAction,
} from '../../shared/orders/order-actions'
import { cartPath } from '../../shared/orders/order-columns'
import { buttonVariants } from '../../ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../ui/dropdown-menu'

export interface OrderRowActionsProps {
  order: OrderListItem
  user: ActingUser
  busy: boolean
  onAction: (order: OrderListItem, action: RowAction) => void
}

export function OrderRowActions({ order, user, busy, onAction }: OrderRowActionsProps) {
  const actions = visibleActions(order, user)
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        disabled={busy}
        aria-label={`Дії ${order.code}`}
        title="Дії"
        className={buttonVariants({
          variant: 'ghost',
          size: 'icon',
          // A mouse needs no 44 px target: the dense row stays one line high.
          className: 'pointer-fine:-my-1.5 pointer-fine:size-8 pointer-fine:min-h-8 pointer-fine:min-w-8',
        })}
      >
        <Ellipsis aria-hidden="true" className="size-5" />
      </DropdownMenuTrigger>
      <DropdownMenuContent className="min-w-56">
        <DropdownMenuLabel>{order.code}</DropdownMenuLabel>
        <DropdownMenuItem asChild>
          <Link to={cartPath(order)}>
            <ExternalLink aria-hidden="true" className="size-4" />
            Відкрити
          </Link>
        </DropdownMenuItem>
        {actions.length > 0 && <DropdownMenuSeparator />}
        {actions.map((a) => (
          <DropdownMenuItem
            key={a}
            className={a === 'cancel' ? 'text-red-700' : undefined}
            onSelect={() => onAction(order, a)}
          >
            {rowActions[a].label}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
