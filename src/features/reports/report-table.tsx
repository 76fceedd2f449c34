/**
 * A report's answer as a table (TanStack Table, the notification log's look): the definition's columns
 * formatted by kind, numbers right-aligned, and a last row «Разом» with the answer's totals (over the
 * whole result, not the page) under the totalled columns.
 */
import { flexRender, getCoreRowModel, useReactTable, type ColumnDef } from '@tanstack/react-table'
import { useMemo } from 'react'
import type { ReportAnswer, ReportCell, ReportColumn } from '../../../domain/reports/define-report'
import { cn } from '../../lib/cn'
import { formatCell, isNumberKind } from './report-format'

type Row = Record<string, ReportCell>

const cellClass = (c: ReportColumn) =>
  cn('px-2 py-1.5 whitespace-nowrap', isNumberKind(c.kind) && 'text-right tabular-nums')

export function ReportTable({ columns, answer }: { columns: readonly ReportColumn[]; answer: ReportAnswer }) {
  const defs = useMemo<ColumnDef<Row>[]>(
    () =>
      columns.map((c) => ({
        id: c.key,
        header: c.label,
        cell: ({ row }) => formatCell(c.kind, row.original[c.key]),
      })),
    [columns],
  )
  // eslint-disable-next-line react-hooks/incompatible-library -- the table is rebuilt from props each render; nothing memoises its functions
  const table = useReactTable({ data: answer.rows, columns: defs, getCoreRowModel: getCoreRowModel() })
  const totalled = columns.some((c) => c.total)
  const byKey = new Map(columns.map((c) => [c.key, c]))
  return (
    <div className="overflow-auto rounded-md border border-slate-200 bg-white" data-testid="report-table">
      <table className="w-full text-left text-sm">
        <thead className="text-slate-700">
          {table.getHeaderGroups().map((g) => (
            <tr key={g.id}>
              {g.headers.map((h) => {
                const c = byKey.get(h.column.id)
                return (
                  <th
                    key={h.id}
                    scope="col"
                    className={cn(
                      'sticky top-0 bg-slate-50 font-semibold shadow-[inset_0_-1px_0] shadow-slate-200',
                      c && cellClass(c),
                    )}
                  >
                    {flexRender(h.column.columnDef.header, h.getContext())}
                  </th>
                )
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((r) => (
            <tr key={r.id} className="hover:bg-slate-50" data-testid="report-row">
              {r.getVisibleCells().map((cell) => {
                const c = byKey.get(cell.column.id)
                return (
                  <td key={cell.id} className={cn('border-t border-slate-100', c && cellClass(c))}>
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                )
              })}
            </tr>
          ))}
        </tbody>
        {totalled && (
          <tfoot>
            <tr className="bg-slate-50 font-semibold" data-testid="report-totals">
              {columns.map((c, i) => {
                const value = c.total
                  ? `${c.total === 'avg' ? 'сер. ' : ''}${formatCell(c.kind, answer.totals[c.key] ?? 0)}`
                  : ''
                // The first cell names the row (with its total, should the first column be a totalled one).
                return i === 0 ? (
                  <th key={c.key} scope="row" className="border-t border-slate-300 px-2 py-1.5 text-left">
                    {value ? `Разом: ${value}` : 'Разом'}
                  </th>
                ) : (
                  <td key={c.key} className={cn('border-t border-slate-300', cellClass(c))}>
                    {value}
                  </td>
                )
              })}
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  )
}
