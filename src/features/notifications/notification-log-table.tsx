/**
 * The notification log as a table (TanStack Table, the order list's look): one message a row, times on
 * Kyiv's clock, the status as a coloured badge, the text clamped to two lines (whole on hover, or
 * opened in place), and «Надіслати ще раз» on the rows a user may send again.
 */
import { useState } from 'react'
import { createColumnHelper, flexRender, getCoreRowModel, useReactTable } from '@tanstack/react-table'
import { Link } from 'react-router'
import {
  channelLabels,
  eventLabels,
  resendableStatuses,
  type NotificationLogRow,
} from '../../../domain/notifications/notifications'
import { kyivDateTimeText } from '../../../domain/time/kyiv'
import { cn } from '../../lib/cn'
import { Button } from '../../ui/button'
import { NotificationStatusBadge } from './notification-status-badge'

export const isResendable = (row: Pick<NotificationLogRow, 'status'>) =>
  resendableStatuses.includes(row.status)

/** What the cells read that changes between renders (table meta keeps the columns stable). */
interface LogMeta {
  mayResend: boolean
  online: boolean
  busyId: number | null
  onResend: (row: NotificationLogRow) => void
  opened: ReadonlySet<number>
  toggle: (id: number) => void
}

const LONG_TEXT = 90
const link = 'text-brand-700 underline'
const helper = createColumnHelper<NotificationLogRow>()

const columns = [
  helper.display({
    id: 'createdAt',
    header: 'Створено',
    cell: ({ row }) => kyivDateTimeText(row.original.createdAt),
  }),
  helper.display({
    id: 'sendAt',
    header: 'Надіслати о',
    cell: ({ row }) => kyivDateTimeText(row.original.sendAt),
  }),
  helper.display({ id: 'channel', header: 'Канал', cell: ({ row }) => channelLabels[row.original.channel] }),
  helper.display({
    id: 'event',
    header: 'Подія',
    cell: ({ row }) => (row.original.event ? eventLabels[row.original.event] : '—'),
  }),
  helper.display({ id: 'recipient', header: 'Отримувач', cell: ({ row }) => row.original.recipient }),
  helper.display({
    id: 'patient',
    header: 'Пацієнт',
    cell: ({ row }) => {
      const { clientId, clientName } = row.original
      if (clientId === null) return clientName ?? '—'
      return (
        <Link className={link} to={`/clients/profile/${clientId}`}>
          {clientName ?? `Пацієнт ${clientId}`}
        </Link>
      )
    },
  }),
  helper.display({
    id: 'order',
    header: 'Замовлення',
    cell: ({ row }) => {
      const { orderId, orderCode } = row.original
      if (orderId === null) return orderCode ?? '—'
      return (
        <Link className={link} to={`/mc-cart/${orderId}`}>
          {orderCode ?? `№ ${orderId}`}
        </Link>
      )
    },
  }),
  helper.display({
    id: 'status',
    header: 'Статус',
    cell: ({ row }) => <NotificationStatusBadge status={row.original.status} />,
  }),
  helper.display({
    id: 'text',
    header: 'Текст',
    cell: ({ row, table }) => {
      const { opened, toggle } = table.options.meta as LogMeta
      const r = row.original
      const open = opened.has(r.id)
      const long = r.text.length > LONG_TEXT || r.text.includes('\n')
      return (
        <div className="grid min-w-56 gap-1">
          {r.subject && <span className="font-medium">{r.subject}</span>}
          <span
            className={cn('whitespace-pre-line', !open && 'line-clamp-2')}
            title={open ? undefined : r.text}
          >
            {r.text}
          </span>
          {long && (
            <button
              type="button"
              className="justify-self-start text-xs text-brand-700 underline"
              aria-expanded={open}
              onClick={() => toggle(r.id)}
            >
              {open ? 'Згорнути' : 'Повністю'}
            </button>
          )}
        </div>
      )
    },
  }),
  helper.display({
    id: 'answer',
    header: 'Відповідь провайдера',
    cell: ({ row }) => {
      const { providerAnswer, error } = row.original
      return (
        <div className="grid min-w-40 gap-0.5">
          {providerAnswer && <span>{providerAnswer}</span>}
          {error && <span className="text-red-800">{error}</span>}
          {!providerAnswer && !error && '—'}
        </div>
      )
    },
  }),
  helper.display({
    id: 'actions',
    header: () => <span className="sr-only">Дії</span>,
    cell: ({ row, table }) => {
      const { mayResend, online, busyId, onResend } = table.options.meta as LogMeta
      if (!mayResend || !isResendable(row.original)) return null
      const busy = busyId === row.original.id
      return (
        <Button
          variant="secondary"
          className="whitespace-nowrap"
          disabled={!online || busyId !== null}
          onClick={() => onResend(row.original)}
        >
          {busy ? 'Надсилаю…' : 'Надіслати ще раз'}
        </Button>
      )
    },
  }),
]

export interface NotificationLogTableProps {
  rows: NotificationLogRow[]
  mayResend: boolean
  online: boolean
  busyId: number | null
  onResend: (row: NotificationLogRow) => void
}

export function NotificationLogTable(props: NotificationLogTableProps) {
  const [opened, setOpened] = useState<ReadonlySet<number>>(new Set())
  const toggle = (id: number) =>
    setOpened((s) => {
      const next = new Set(s)
      if (!next.delete(id)) next.add(id)
      return next
    })
  const meta: LogMeta = { ...props, opened, toggle }
  // eslint-disable-next-line react-hooks/incompatible-library -- the table is rebuilt from props each render; nothing memoises its functions
  const table = useReactTable({
    data: props.rows,
    columns,
    meta,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (r) => String(r.id),
  })
  return (
    <div
      className="max-h-[calc(100dvh-4.5rem)] overflow-auto rounded-md border border-slate-200 bg-white"
      data-testid="notification-log"
    >
      <table className="w-full text-left text-sm">
        <thead className="text-slate-700">
          {table.getHeaderGroups().map((g) => (
            <tr key={g.id}>
              {g.headers.map((h) => (
                <th
                  key={h.id}
                  scope="col"
                  className="sticky top-0 z-10 bg-slate-50 px-2 py-1.5 font-semibold whitespace-nowrap shadow-[inset_0_-1px_0] shadow-slate-200"
                >
                  {flexRender(h.column.columnDef.header, h.getContext())}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((r) => (
            <tr key={r.id} className="group align-top" data-testid="notification-row">
              {r.getVisibleCells().map((cell) => (
                <td
                  key={cell.id}
                  className={cn(
                    'border-t border-slate-100 bg-white px-2 py-1.5 group-hover:bg-slate-50',
                    ['createdAt', 'sendAt', 'recipient'].includes(cell.column.id) && 'whitespace-nowrap',
                  )}
                >
                  {flexRender(cell.column.columnDef.cell, cell.getContext())}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
