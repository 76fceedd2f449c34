/**
 * The grid: columns (doctors or cabinets of a day, or one doctor's week — registry-columns.ts), slot
 * times as rows, both virtualised (@tanstack/react-virtual), so a day of 40 doctors × 48 slots and a
 * thousand bookings renders only the cells on screen. The time column and the header stay in place
 * while the grid scrolls.
 */
import { useDeferredValue, useRef } from 'react'
import { useVirtualizer, type VirtualItem } from '@tanstack/react-virtual'
import type { RegistryDoctor, RegistrySlot } from '../../../domain/schedule/registry-day.schema'
import type { GridColumn } from './registry-columns'
import type { GridModel } from './registry-grid-model'
import { RegistrySlotCell, type SlotActions } from './registry-slot-cell'

const TIME_WIDTH = 64
const HEAD_HEIGHT = 56
const ROW_HEIGHT = 120
const COLUMN_WIDTH = 232
/** What the grid draws first: nothing, then its cells in a transition. */
const noItems: VirtualItem[] = []

export function RegistryGrid({
  columns: doctors,
  model,
  actions,
  doctorOf,
  label = 'Розклад на день',
}: {
  columns: GridColumn[]
  model: GridModel
  actions: SlotActions
  /** The doctor a slot belongs to (its cell names them). */
  doctorOf: (slot: RegistrySlot) => RegistryDoctor | undefined
  label?: string
}) {
  const scrollRef = useRef<HTMLDivElement>(null)
  // eslint-disable-next-line react-hooks/incompatible-library -- the grid re-renders from props and scroll; nothing memoises the virtualizers' functions
  const rows = useVirtualizer({
    count: model.times.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 1,
    useFlushSync: false,
  })
  const columns = useVirtualizer({
    horizontal: true,
    count: doctors.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => COLUMN_WIDTH,
    overscan: 2,
    useFlushSync: false,
  })
  const width = TIME_WIDTH + columns.getTotalSize()
  // The cells coming into view are drawn in a transition (React yields every few milliseconds), so a fast
  // scroll over a 40 × 48 day never blocks the page for long; the scrolled area fills a moment later.
  const visibleColumns = useDeferredValue(columns.getVirtualItems(), noItems)
  const visibleRows = useDeferredValue(rows.getVirtualItems(), noItems)
  return (
    <div
      ref={scrollRef}
      role="grid"
      aria-label={label}
      aria-rowcount={model.times.length + 1}
      aria-colcount={doctors.length + 1}
      className="relative h-[70vh] overflow-auto rounded-md border border-slate-200 bg-white"
    >
      <div style={{ width, height: HEAD_HEIGHT + rows.getTotalSize() }} className="relative">
        <div
          role="row"
          aria-rowindex={1}
          className="sticky top-0 z-20 border-b border-slate-200 bg-white"
          style={{ width, height: HEAD_HEIGHT }}
        >
          <div
            role="columnheader"
            className="sticky left-0 z-30 flex h-full items-center bg-white px-2 text-xs font-semibold text-slate-600"
            style={{ width: TIME_WIDTH }}
          >
            Час
          </div>
          {visibleColumns.map((c) => {
            const d = doctors[c.index]!
            return (
              <div
                key={d.key}
                role="columnheader"
                aria-colindex={c.index + 2}
                className="absolute top-0 grid h-full content-center border-l border-slate-200 px-2"
                style={{ left: TIME_WIDTH + c.start, width: c.size }}
              >
                <span className="truncate text-sm font-semibold text-slate-900" title={d.title}>
                  {d.title}
                </span>
                <span className="truncate text-xs text-slate-600" title={d.subtitle ?? undefined}>
                  {d.subtitle ?? ''}
                  {d.offSchedule > 0 ? ` · поза розкладом: ${d.offSchedule}` : ''}
                </span>
              </div>
            )
          })}
        </div>
        {visibleRows.map((r) => {
          const time = model.times[r.index]!
          return (
            <div
              key={time}
              role="row"
              aria-rowindex={r.index + 2}
              className="absolute left-0 border-b border-slate-100"
              style={{ top: HEAD_HEIGHT + r.start, height: r.size, width }}
            >
              <div
                role="rowheader"
                className="sticky left-0 z-10 h-full bg-slate-50 px-2 pt-1 text-sm font-semibold text-slate-700"
                style={{ width: TIME_WIDTH }}
              >
                {time}
              </div>
              {visibleColumns.map((c) => {
                const d = doctors[c.index]!
                const slot = model.cells[c.index]?.get(time)
                return (
                  <div
                    key={d.key}
                    role="gridcell"
                    aria-colindex={c.index + 2}
                    className="absolute top-0 h-full border-l border-slate-100"
                    // Each cell lays itself out alone: a screen of new cells costs no layout of the rest.
                    style={{ left: TIME_WIDTH + c.start, width: c.size, contain: 'strict' }}
                  >
                    {slot && (
                      <RegistrySlotCell
                        slot={slot}
                        doctorName={doctorOf(slot)?.name ?? ''}
                        actions={actions}
                      />
                    )}
                  </div>
                )
              })}
            </div>
          )
        })}
      </div>
    </div>
  )
}
