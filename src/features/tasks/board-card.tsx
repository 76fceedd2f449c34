/** One card of the board: fixed height (the columns are virtualised), draggable, keyboard-movable. */
import { memo, type KeyboardEvent, type PointerEvent } from 'react'
import { Link } from 'react-router'
import type { Task } from '../../../domain/tasks/task.schema'
import { formatDateTime } from '../../lib/format/date'
import { cn } from '../../lib/cn'
import { PriorityBadge } from './task-table'
import { unsentNote } from './task-words'
import { taskPath } from './task-writes'

export const CARD_HEIGHT = 104
export const CARD_GAP = 8

export const BoardCard = memo(function BoardCard({
  task,
  unsent,
  top,
  picked,
  dragging,
  onPointerDown,
  onKeyDown,
  onBlur,
}: {
  task: Task
  unsent: boolean
  top: number
  picked: boolean
  dragging: boolean
  onPointerDown: (task: Task, e: PointerEvent, fromHandle: boolean) => void
  onKeyDown: (task: Task, e: KeyboardEvent) => void
  onBlur: () => void
}) {
  return (
    <li
      data-task-uuid={task.uuid}
      tabIndex={0}
      aria-roledescription="картка задачі"
      aria-describedby="board-help"
      aria-label={`${task.title}${task.number > 0 ? `, № ${task.number}` : ''}, ${task.performerName}`}
      onPointerDown={(e) => onPointerDown(task, e, false)}
      onKeyDown={(e) => onKeyDown(task, e)}
      onBlur={onBlur}
      style={{ top, height: CARD_HEIGHT }}
      className={cn(
        // Fixed size (strict containment): laying out or moving a card never touches anything around it.
        'absolute inset-x-2 flex cursor-grab [contain:strict] flex-col gap-1 rounded-md border border-slate-200 bg-white p-2 text-sm shadow-sm select-none',
        'focus-visible:outline-2 focus-visible:outline-brand-700',
        picked && 'ring-2 ring-brand-700',
        dragging && 'opacity-40',
      )}
    >
      <div className="flex items-start gap-1">
        <span
          aria-hidden="true"
          className="-m-1 flex size-8 shrink-0 touch-none items-center justify-center text-slate-400"
          onPointerDown={(e) => {
            e.stopPropagation()
            onPointerDown(task, e, true)
          }}
        >
          ⠿
        </span>
        <Link
          to={taskPath(task)}
          draggable={false}
          className="line-clamp-1 font-medium text-brand-700 hover:underline"
        >
          {task.title}
        </Link>
      </div>
      <div className="flex items-center gap-2 text-xs text-slate-600">
        <span>{task.number > 0 ? `№ ${task.number}` : 'новий'}</span>
        <PriorityBadge priority={task.priority} />
        {unsent && <span className="rounded bg-amber-100 px-1.5 py-0.5 text-amber-900">{unsentNote}</span>}
      </div>
      <div className="truncate text-xs text-slate-700">{task.performerName}</div>
      <div className="text-xs text-slate-600">
        {task.deadlineAt ? `до ${formatDateTime(task.deadlineAt)}` : 'без терміну'}
      </div>
    </li>
  )
})
