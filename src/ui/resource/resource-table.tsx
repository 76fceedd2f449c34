/**
 * The records of a resource as a table (TanStack Table): the definition's columns, references named,
 * yes/no and colours drawn, and the row's actions for a user who may change them.
 */
import { useMemo } from 'react'
import { createColumnHelper, flexRender, getCoreRowModel, useReactTable } from '@tanstack/react-table'
import type { AnyResource, ColumnSpec } from '../../../domain/resources/define-resource'
import type { LocalRow } from '../../offline/resources/resource-store'
import { Button } from '../button'
import { useRefNames } from './use-resource'
import { valueText } from './value-text'
import { shownFromIso } from '../date-text'

function Cell({ spec, value }: { spec: ColumnSpec; value: unknown }) {
  const names = useRefNames(spec.kind === 'ref' ? spec.ref : undefined)
  const text = valueText(value)
  if (text === '') return <span className="text-slate-500">—</span>
  if (spec.kind === 'boolean') return <>{value === true ? 'Так' : 'Ні'}</>
  if (spec.kind === 'color')
    return (
      <span className="inline-flex items-center gap-2">
        <span
          aria-hidden="true"
          className="size-4 rounded border border-slate-300"
          style={{ background: text }}
        />
        {text}
      </span>
    )
  if (spec.kind === 'ref') return <>{names.get(Number(value)) ?? `№ ${text}`}</>
  if (spec.kind === 'date') return <>{shownFromIso(text)}</>
  return <>{text}</>
}

export interface ResourceTableProps {
  def: AnyResource
  rows: LocalRow[]
  canWrite: boolean
  onEdit: (row: LocalRow) => void
  onDelete: (row: LocalRow) => void
}

const helper = createColumnHelper<LocalRow>()

export function ResourceTable({ def, rows, canWrite, onEdit, onDelete }: ResourceTableProps) {
  const columns = useMemo(
    () => [
      ...def.columns.map((c) =>
        helper.accessor((r) => r.row[c.key], {
          id: c.key,
          header: c.label,
          cell: (info) => <Cell spec={c} value={info.getValue()} />,
        }),
      ),
      helper.display({
        id: 'actions',
        header: () => <span className="sr-only">Дії</span>,
        cell: ({ row: { original } }) => {
          const name = def.describe(original.row)
          return (
            <div className="flex items-center justify-end gap-2">
              {original.unsent && (
                <span className="rounded bg-amber-100 px-1.5 py-0.5 text-xs text-amber-900">
                  Не надіслано
                </span>
              )}
              {canWrite && (
                <>
                  <Button
                    variant="secondary"
                    aria-label={`Змінити: ${name}`}
                    onClick={() => onEdit(original)}
                  >
                    Змінити
                  </Button>
                  {def.deletable !== false && (
                    <Button
                      variant="ghost"
                      aria-label={`Видалити: ${name}`}
                      onClick={() => onDelete(original)}
                    >
                      Видалити
                    </Button>
                  )}
                </>
              )}
            </div>
          )
        },
      }),
    ],
    [def, canWrite, onEdit, onDelete],
  )
  // eslint-disable-next-line react-hooks/incompatible-library -- the table is rebuilt from props each render; nothing memoises its functions
  const table = useReactTable({
    data: rows,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (r) => r.row.uuid,
  })
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="w-full text-left text-sm">
        <thead className="sticky top-0 bg-slate-50 text-slate-700">
          {table.getHeaderGroups().map((g) => (
            <tr key={g.id}>
              {g.headers.map((h) => (
                <th key={h.id} scope="col" className="px-3 py-2 font-medium">
                  {flexRender(h.column.columnDef.header, h.getContext())}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((r) => (
            <tr key={r.id} className="border-t border-slate-100">
              {r.getVisibleCells().map((c) => (
                <td key={c.id} className="px-3 py-2 text-slate-900">
                  {flexRender(c.column.columnDef.cell, c.getContext())}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
