/** The order list's table: the label columns, then the actions the row allows the user (spec 000 §4). */
import type { OrderListItem } from '../../../domain/orders/order-list.schema'
import { cn } from '../../lib/cn'
import { Button } from '../../ui/button'
import { TextLink } from '../../ui/text-link'
import {
  rowActions,
  visibleActions,
  type ActingUser,
  type RowAction,
} from '../../shared/orders/order-actions'
import { cartPath, orderColumns } from '../../shared/orders/order-columns'

export interface OrderTableProps {
  rows: OrderListItem[]
  user: ActingUser
  busyOrderId: number | undefined
  onAction: (order: OrderListItem, action: RowAction) => void
}

const cellClass = 'px-3 py-2 align-top'

export function OrderTable({ rows, user, busyOrderId, onAction }: OrderTableProps) {
  return (
    <div className="overflow-x-auto rounded-md border border-slate-200 bg-white">
      <table className="w-full text-left text-sm">
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            {orderColumns.map((c) => (
              <th key={c.key} scope="col" className={cn(cellClass, c.numeric && 'text-right')}>
                {c.header}
              </th>
            ))}
            <th scope="col" className={cellClass}>
              Дії
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((o) => (
            <tr key={o.id} className="border-t border-slate-100">
              {orderColumns.map((c) => (
                <td key={c.key} className={cn(cellClass, c.numeric && 'text-right whitespace-nowrap')}>
                  {c.cell(o)}
                </td>
              ))}
              <td className={cellClass}>
                <div className="flex flex-wrap gap-2">
                  <TextLink to={cartPath(o)} aria-label={`Відкрити ${o.code}`}>
                    Відкрити
                  </TextLink>
                  {visibleActions(o, user).map((a) => (
                    <Button
                      key={a}
                      variant="secondary"
                      className="px-3 whitespace-nowrap"
                      disabled={busyOrderId === o.id}
                      aria-label={`${rowActions[a].label} ${o.code}`}
                      onClick={() => onAction(o, a)}
                    >
                      {rowActions[a].label}
                    </Button>
                  ))}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
