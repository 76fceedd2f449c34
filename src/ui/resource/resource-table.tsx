/**
 * The records of a resource as a table (TanStack Table): the definition's columns, references named,
 * yes/no and colours drawn, and the row's actions for a user who may change them. A long list (a user
 * who shows every row of a big dictionary) scrolls inside the table's own box and only the rows in view
 * are drawn (TanStack Virtual), so 10,000 rows open and scroll without long main-thread tasks.
 */
import { memo, useMemo, useRef } from 'react'
import {
  createColumnHelper,
  flexRender,
  getCoreRowModel,
  useReactTable,
  type Table,
} from '@tanstack/react-table'
import { useVirtualizer } from '@tanstack/react-virtual'
import type { AnyResource, ColumnSpec } from '../../../domain/resources/define-resource'
import type { LocalRow } from '../../offline/resources/resource-store'
import { Button } from '../button'
import { useRefNameMaps } from './use-resource'
import { lookupsOf, useLookupNameMaps } from './use-lookup'
import { valueText } from './value-text'
import { shownFromIso } from '../date-text'
import { formatMoney } from '../../lib/format/money'

function Cell({
  spec,
  value,
  names,
}: {
  spec: ColumnSpec
  value: unknown
  names: ReadonlyMap<number, string> | undefined
}) {
  if (spec.kind === 'count') return <>{Array.isArray(value) ? value.length : 0}</>
  const text = valueText(value)
  if (text === '') return <span className="text-slate-500">—</span>
  if (spec.kind === 'boolean') return <>{value === true ? 'Так' : 'Ні'}</>
  if (spec.options) return <>{spec.options.find((o) => o.value === text)?.label ?? text}</>
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
  // A reference or a looked-up record not (yet) on the device still says which record it is.
  if (spec.kind === 'ref' || spec.kind === 'lookup') return <>{names?.get(Number(value)) ?? `№ ${text}`}</>
  if (spec.kind === 'date') return <>{shownFromIso(text)}</>
  if (spec.kind === 'money' && typeof value === 'number') return <>{formatMoney(value)}</>
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

/**
 * What the cells read that changes between renders (the names of references, the user's right to
 * write, the handlers) goes in as the table's meta: the column definitions depend on the resource
 * alone, so a re-render of the page never remounts the cells and a focused button keeps its focus.
 */
interface CellMeta {
  names: ReadonlyMap<string, Map<number, string>>
  /** id → code and name of the lookup sets' records, by set. */
  lookups: ReadonlyMap<string, ReadonlyMap<number, string>>
  canWrite: boolean
  onEdit: (row: LocalRow) => void
  onDelete: (row: LocalRow) => void
}
const metaOf = (table: { options: { meta?: unknown } }) => table.options.meta as CellMeta

/** From this many rows the table draws only the rows in view. */
export const VIRTUAL_FROM = 100
/**
 * A drawn row's height in a long list: one line of text (longer text is cut with "…" and shown whole
 * on hover) beside the 44 px buttons. Fixed, so scrolling never measures rows.
 */
const ROW_HEIGHT = 53
/** Rows of a long list handed to the table at a time (see `data` below). */
const BLOCK = 100

/**
 * Column widths of a long list, whose table is laid out fixed: the rows drawn as it scrolls never move
 * the columns, and the browser lays out the new rows without measuring every cell. Text and reference
 * columns share what is left.
 */
const KIND_WIDTH: Partial<Record<NonNullable<ColumnSpec['kind']>, string>> = {
  boolean: '7rem',
  color: '10rem',
  date: '8rem',
  count: '8rem',
}
/** The row's actions: the unsent mark and, for a user who may change it, the two buttons. */
const actionsWidth = (def: AnyResource, canWrite: boolean) =>
  !canWrite ? '9rem' : def.deletable === false ? '15rem' : '21rem'

export function ResourceTable({ def, rows, canWrite, onEdit, onDelete }: ResourceTableProps) {
  const refNames = useMemo(
    () => [...new Set(def.columns.flatMap((c) => (c.kind === 'ref' && c.ref ? [c.ref] : [])))].sort(),
    [def],
  )
  const names = useRefNameMaps(refNames)
  const lookups = useLookupNameMaps(useMemo(() => lookupsOf([def]), [def]))
  const textColumns = useMemo(
    () => new Set(def.columns.filter((c) => (c.kind ?? 'text') === 'text').map((c) => c.key)),
    [def],
  )
  const columns = useMemo(
    () => [
      ...def.columns.map((c) =>
        helper.accessor((r) => r.row[c.key], {
          id: c.key,
          header: c.label,
          cell: (info) => (
            <Cell
              spec={c}
              value={info.getValue()}
              names={
                c.kind === 'lookup' && c.lookup
                  ? metaOf(info.table).lookups.get(c.lookup)
                  : c.ref
                    ? metaOf(info.table).names.get(c.ref)
                    : undefined
              }
            />
          ),
        }),
      ),
      helper.display({
        id: 'actions',
        header: () => <span className="sr-only">Дії</span>,
        cell: ({ row: { original }, table }) => {
          const { canWrite, onEdit, onDelete } = metaOf(table)
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
    [def],
  )
  const scroller = useRef<HTMLDivElement>(null)
  const virtual = rows.length > VIRTUAL_FROM
  const virtualizer = useVirtualizer({
    count: virtual ? rows.length : 0,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 6,
  })
  const items = virtual ? virtualizer.getVirtualItems() : []
  // A long list gives the table only a block of rows around those in view: its row model (an object
  // per row with its cells) is built for those, never for all 10,000 rows, and only again when the
  // view leaves the block.
  const first = items[0]?.index ?? 0
  const end = virtual ? (items.at(-1)?.index ?? -1) + 1 : rows.length
  const blockStart = virtual ? Math.floor(first / BLOCK) * BLOCK : 0
  const blockEnd = virtual ? Math.min(rows.length, Math.ceil(end / BLOCK) * BLOCK) : rows.length
  const data = useMemo(() => rows.slice(blockStart, blockEnd), [rows, blockStart, blockEnd])
  const meta: CellMeta = { names, lookups, canWrite, onEdit, onDelete }
  const table = useReactTable({
    data,
    columns,
    meta,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (r) => r.row.uuid,
  })
  const before = items[0]?.start ?? 0
  const after = virtual ? virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0) : 0
  const span = table.getVisibleLeafColumns().length
  return (
    <div
      ref={scroller}
      data-testid="resource-table"
      className={
        virtual
          ? 'max-h-[70vh] overflow-auto rounded-lg border border-slate-200 bg-white'
          : 'overflow-x-auto rounded-lg border border-slate-200 bg-white'
      }
      {...(virtual ? { tabIndex: 0, role: 'group', 'aria-label': 'Рядки списку (прокручуються)' } : {})}
    >
      <table
        className={virtual ? 'w-full table-fixed text-left text-sm' : 'w-full text-left text-sm'}
        aria-rowcount={rows.length + 1}
      >
        {virtual && (
          <colgroup>
            {def.columns.map((c) => (
              <col key={c.key} style={{ width: KIND_WIDTH[c.kind ?? 'text'] }} />
            ))}
            <col style={{ width: actionsWidth(def, canWrite) }} />
          </colgroup>
        )}
        <thead className="sticky top-0 z-10 bg-slate-50 text-slate-700">
          {table.getHeaderGroups().map((g) => (
            <tr key={g.id} aria-rowindex={1}>
              {g.headers.map((h) => (
                <th key={h.id} scope="col" className="px-3 py-2 font-medium">
                  {flexRender(h.column.columnDef.header, h.getContext())}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {before > 0 && (
            <tr aria-hidden="true">
              <td colSpan={span} style={{ height: before, padding: 0 }} />
            </tr>
          )}
          {table
            .getRowModel()
            .rows.slice(first - blockStart, end - blockStart)
            .map((r) => (
              <BodyRow
                key={r.id}
                table={table}
                original={r.original}
                index={blockStart + r.index}
                virtual={virtual}
                textColumns={textColumns}
                {...meta}
              />
            ))}
          {after > 0 && (
            <tr aria-hidden="true">
              <td colSpan={span} style={{ height: after, padding: 0 }} />
            </tr>
          )}
        </tbody>
      </table>
    </div>
  )
}

/**
 * One drawn row. Its props are all it shows (the record, its place, what the cells read from the
 * table's meta), so a scroll redraws only the rows that came into view.
 */
const BodyRow = memo(function BodyRow({
  table,
  original,
  index,
  virtual,
  textColumns,
}: {
  table: Table<LocalRow>
  original: LocalRow
  index: number
  virtual: boolean
  textColumns: ReadonlySet<string>
} & CellMeta) {
  const r = table.getRow(original.row.uuid)
  return (
    <tr
      data-index={index}
      aria-rowindex={index + 2}
      className="border-t border-slate-100"
      style={virtual ? { height: ROW_HEIGHT } : undefined}
    >
      {r.getVisibleCells().map((c) => (
        <td
          key={c.id}
          className={
            virtual
              ? 'max-w-96 truncate px-3 py-1 whitespace-nowrap text-slate-900'
              : 'px-3 py-2 text-slate-900'
          }
          title={virtual && textColumns.has(c.column.id) ? valueText(c.getValue()) || undefined : undefined}
        >
          {flexRender(c.column.columnDef.cell, c.getContext())}
        </td>
      ))}
    </tr>
  )
})
