/** A column of the queue board: its title, how many cards, and the cards; a drop target while dragging. */
import type { ReactNode } from 'react'
import { queueColumnTitles, type QueueColumn } from '../../../domain/registry/queue'
import { cn } from '../../lib/cn'

export function QueueColumnView({
  column,
  count,
  over,
  children,
}: {
  column: QueueColumn
  count: number
  /** A dragged card would land here. */
  over: boolean
  children: ReactNode
}) {
  const titleId = `queue-column-${column}`
  return (
    <section
      data-board-column={column}
      aria-labelledby={titleId}
      className={cn(
        'flex min-w-60 flex-1 flex-col rounded-lg border-2 border-transparent bg-slate-100',
        over && 'border-brand-700 bg-brand-50',
      )}
    >
      <h2 id={titleId} className="flex items-center justify-between px-3 py-2 font-semibold text-slate-900">
        {queueColumnTitles[column]}
        <span className="rounded-full bg-white px-2 text-sm text-slate-700" data-testid="column-count">
          {count}
        </span>
      </h2>
      <ul aria-labelledby={titleId} className="grid content-start gap-2 px-2 pb-2">
        {children}
      </ul>
    </section>
  )
}
