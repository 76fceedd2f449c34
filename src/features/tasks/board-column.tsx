/**
 * A board column: its header and a virtualised list (only the cards in view, plus a few, are in the
 * DOM), so a column of 2,000 tasks scrolls without long main-thread tasks.
 */
import { memo, useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react'
import type { TaskStatus } from '../../../domain/tasks/task-states'
import type { Task } from '../../../domain/tasks/task.schema'
import { cn } from '../../lib/cn'
import type { LocalTask } from './task-store'
import { statusName } from './task-words'
import { BoardCard, CARD_GAP, CARD_HEIGHT } from './board-card'

const ROW = CARD_HEIGHT + CARD_GAP
// Cards kept beyond each edge of the view. Every card mounted is laid out: while the snapshot lands, each
// page of it replaces the cards in view of all four columns, and 4 per edge made that layout ~470
// objects (~35 ms on a slow machine); 2 still cover a wheel step of a screen per frame.
const OVERSCAN = 2

export const BoardColumn = memo(function BoardColumn({
  status,
  tasks,
  over,
  draggingUuid,
  pickedUuid,
  focusUuid,
  onPointerDown,
  onKeyDown,
  onBlur,
}: {
  status: TaskStatus
  tasks: LocalTask[]
  over: boolean
  draggingUuid: string | null
  pickedUuid: string | null
  focusUuid: string | null
  onPointerDown: (task: Task, e: PointerEvent, fromHandle: boolean) => void
  onKeyDown: (task: Task, e: KeyboardEvent) => void
  onBlur: () => void
}) {
  const scroller = useRef<HTMLUListElement>(null)
  const [view, setView] = useState({ top: 0, height: 800 })
  const frame = useRef(0)

  useEffect(() => {
    const el = scroller.current
    if (!el) return
    // The observer reports the first size once the page has been laid out. Reading the size here, as the
    // column mounts, would force that layout inside React's commit and make one long task of both.
    const observer = new ResizeObserver(() => setView({ top: el.scrollTop, height: el.clientHeight }))
    observer.observe(el)
    return () => observer.disconnect()
  }, [])

  // A card moved here by keyboard keeps the focus: scroll it into view, then focus it.
  const focusIndex = focusUuid === null ? -1 : tasks.findIndex((t) => t.task.uuid === focusUuid)
  useEffect(() => {
    const el = scroller.current
    if (!el || focusIndex < 0) return
    const y = focusIndex * ROW
    if (y < el.scrollTop || y + ROW > el.scrollTop + el.clientHeight) el.scrollTop = y
    requestAnimationFrame(() =>
      el.querySelector<HTMLElement>(`[data-task-uuid="${focusUuid}"]`)?.focus({ preventScroll: true }),
    )
  }, [focusIndex, focusUuid])

  const onScroll = () => {
    cancelAnimationFrame(frame.current)
    frame.current = requestAnimationFrame(() => {
      const el = scroller.current
      if (el) setView({ top: el.scrollTop, height: el.clientHeight })
    })
  }

  const first = Math.max(0, Math.floor(view.top / ROW) - OVERSCAN)
  const last = Math.min(tasks.length, Math.ceil((view.top + view.height) / ROW) + OVERSCAN)
  const titleId = `board-column-${status}`
  return (
    <section
      data-board-column={status}
      aria-labelledby={titleId}
      className={cn(
        'flex min-w-64 flex-1 flex-col rounded-lg border-2 border-transparent bg-slate-100',
        over && 'border-brand-700 bg-brand-50',
      )}
    >
      <h2 id={titleId} className="flex items-center justify-between px-3 py-2 font-semibold text-slate-900">
        {statusName(status)}
        <span className="rounded-full bg-white px-2 text-sm text-slate-700" data-testid="column-count">
          {tasks.length}
        </span>
      </h2>
      <ul
        ref={scroller}
        onScroll={onScroll}
        aria-labelledby={titleId}
        data-board-scroller=""
        className="relative h-[calc(100vh-16rem)] min-h-80 overflow-y-auto [contain:strict]"
      >
        <li aria-hidden="true" style={{ height: tasks.length * ROW }} />
        {tasks.slice(first, last).map((l, i) => (
          <BoardCard
            key={l.task.uuid}
            task={l.task}
            unsent={l.unsent}
            top={(first + i) * ROW}
            picked={pickedUuid === l.task.uuid}
            dragging={draggingUuid === l.task.uuid}
            onPointerDown={onPointerDown}
            onKeyDown={onKeyDown}
            onBlur={onBlur}
          />
        ))}
      </ul>
    </section>
  )
})
