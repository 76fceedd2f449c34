/**
 * The order list's table (TanStack Table): one dense line per order, the columns the user chose
 * (order-column-choice.ts), a header that stays on top while the rows scroll, and the code and the
 * row's action menu pinned at the sides when the columns do not fit. Long text is cut to one line,
 * whole on hover, so twelve and more orders fit on a 1440 × 900 screen; on touch screens rows grow to
 * keep 44 px targets.
 */
import { createColumnHelper, flexRender, getCoreRowModel, useReactTable } from '@tanstack/react-table'
import type { OrderListItem } from '../../../domain/orders/order-list.schema'
import { cn } from '../../lib/cn'
import type { ActingUser, RowAction } from '../../shared/orders/order-actions'
import { orderColumns, type OrderColumn } from '../../shared/orders/order-columns'
import type { ColumnChoice } from './order-column-choice'
import { OrderRowActions } from './order-row-actions'

export interface OrderTableProps {
  rows: OrderListItem[]
  user: ActingUser
  shown: ColumnChoice
  busyOrderId: number | undefined
  onAction: (order: OrderListItem, action: RowAction) => void
}

const helper = createColumnHelper<OrderListItem>()
const ACTIONS = 'actions'
const byKey = new Map<string, OrderColumn>(orderColumns.map((c) => [c.key, c]))

/** The text a long cell shows on hover: its own words, when it is plain text. */
const hoverText = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined)

const cellClass = 'px-2 py-1.5 whitespace-nowrap pointer-coarse:py-2'

/** The code on the left and the actions on the right stay in view while the table scrolls sideways. */
function pinned(id: string): string | undefined {
  if (id === ACTIONS) return 'sticky right-0'
  return byKey.get(id)?.fixed ? 'sticky left-0' : undefined
}

/** What the cells read that changes between renders: passed as the table's meta, not baked into the
 * column definitions, so the columns stay the same functions and React never remounts a cell (an open
 * row menu or a focused button would be lost on every re-render of the page). */
interface RowActionMeta {
  user: ActingUser
  busyOrderId: number | undefined
  onAction: (order: OrderListItem, action: RowAction) => void
}

const columns = [
  ...orderColumns.map((c) =>
    helper.display({
      id: c.key,
      header: c.header,
      enableHiding: !c.fixed,
      cell: ({ row }) => c.cell(row.original),
    }),
  ),
  helper.display({
    id: ACTIONS,
    header: () => <span className="sr-only">Дії</span>,
    enableHiding: false,
    // A block, not an inline button on the text's baseline: the row stays one text line high.
    cell: ({ row, table }) => {
      const { user, busyOrderId, onAction } = table.options.meta as RowActionMeta
      return (
        <div className="flex justify-end">
          <OrderRowActions
            order={row.original}
            user={user}
            busy={busyOrderId === row.original.id}
            onAction={onAction}
          />
        </div>
      )
    },
  }),
]

export function OrderTable({ rows, user, shown, busyOrderId, onAction }: OrderTableProps) {
  const meta: RowActionMeta = { user, busyOrderId, onAction }
  // eslint-disable-next-line react-hooks/incompatible-library -- the table is rebuilt from props each render; nothing memoises its functions
  const table = useReactTable({
    data: rows,
    columns,
    meta,
    state: { columnVisibility: shown },
    getCoreRowModel: getCoreRowModel(),
    getRowId: (o) => String(o.id),
  })
  return (
    // Scrolls on its own, both ways: the page never scrolls sideways, and the header row stays in view.
    <div
      className="max-h-[calc(100dvh-4.5rem)] overflow-auto rounded-md border border-slate-200 bg-white"
      data-testid="order-table"
    >
      <table className="w-full text-left text-sm">
        <thead className="text-slate-700">
          {table.getHeaderGroups().map((g) => (
            <tr key={g.id}>
              {g.headers.map((h) => (
                <th
                  key={h.id}
                  scope="col"
                  className={cn(
                    cellClass,
                    'sticky top-0 z-10 bg-slate-50 font-semibold shadow-[inset_0_-1px_0] shadow-slate-200',
                    byKey.get(h.id)?.numeric && 'text-right',
                    pinned(h.id) && `${pinned(h.id)} z-20`,
                  )}
                >
                  {flexRender(h.column.columnDef.header, h.getContext())}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((r) => (
            <tr key={r.id} className="group">
              {r.getVisibleCells().map((cell) => {
                const spec = byKey.get(cell.column.id)
                return (
                  <td
                    key={cell.id}
                    className={cn(
                      cellClass,
                      'border-t border-slate-100 bg-white group-hover:bg-slate-50',
                      spec?.numeric && 'text-right tabular-nums',
                      spec?.long && 'max-w-48 truncate',
                      cell.column.id === ACTIONS && 'w-0',
                      pinned(cell.column.id) && `${pinned(cell.column.id)} z-[1]`,
                    )}
                    title={spec?.long ? hoverText(spec.cell(r.original)) : undefined}
                  >
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                )
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
