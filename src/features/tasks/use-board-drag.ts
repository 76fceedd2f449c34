/**
 * Moving cards across the board's columns, by pointer and by keyboard, with no drag-and-drop
 * package: a pointer drag starts after a few pixels of movement (a plain click still opens the card),
 * the column under the pointer is found with elementFromPoint, and a floating copy of the card follows
 * the pointer. Keyboard: Space or Enter picks the focused card up, ←/→ choose the column, Space or
 * Enter puts it down there, Escape cancels. Every step is announced in a live region.
 */
import {
  useCallback,
  useEffect,
  useEffectEvent,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
} from 'react'
import type { TaskStatus } from '../../../domain/tasks/task-states'
import type { Task } from '../../../domain/tasks/task.schema'
import { statusName } from './task-words'

export const boardColumns: readonly TaskStatus[] = [1, 2, 3, 4]
const DRAG_THRESHOLD_PX = 6

export interface DragState {
  uuid: string
  /** The column the card would land in now (null: outside every column). */
  over: TaskStatus | null
  via: 'pointer' | 'keyboard'
}

interface Pending {
  task: Task
  x: number
  y: number
  pointerId: number
  started: boolean
}

function columnAt(x: number, y: number): TaskStatus | null {
  const el = document.elementFromPoint(x, y)?.closest<HTMLElement>('[data-board-column]')
  const s = Number(el?.dataset.boardColumn)
  return boardColumns.includes(s as TaskStatus) ? (s as TaskStatus) : null
}

export function useBoardDrag(onDrop: (task: Task, to: TaskStatus) => void) {
  const [drag, setDrag] = useState<DragState | null>(null)
  const [announcement, setAnnouncement] = useState('')
  const pending = useRef<Pending | null>(null)
  const ghost = useRef<HTMLDivElement | null>(null)
  const suppressClick = useRef(false)
  const drop = useEffectEvent(onDrop)

  const placeGhost = (x: number, y: number) => {
    if (ghost.current) ghost.current.style.transform = `translate(${x + 8}px, ${y + 8}px)`
  }

  useEffect(() => {
    const move = (e: globalThis.PointerEvent) => {
      const p = pending.current
      if (!p || e.pointerId !== p.pointerId) return
      if (!p.started) {
        if (Math.hypot(e.clientX - p.x, e.clientY - p.y) < DRAG_THRESHOLD_PX) return
        p.started = true
        setAnnouncement(`Задачу «${p.task.title}» взято`)
      }
      e.preventDefault()
      placeGhost(e.clientX, e.clientY)
      const over = columnAt(e.clientX, e.clientY)
      setDrag((d) =>
        d && d.over === over && d.uuid === p.task.uuid ? d : { uuid: p.task.uuid, over, via: 'pointer' },
      )
    }
    const up = (e: globalThis.PointerEvent) => {
      const p = pending.current
      if (!p || e.pointerId !== p.pointerId) return
      pending.current = null
      if (!p.started) return
      suppressClick.current = true
      setTimeout(() => (suppressClick.current = false), 0)
      const to = columnAt(e.clientX, e.clientY)
      setDrag(null)
      if (to !== null && to !== p.task.status) drop(p.task, to)
      else setAnnouncement('Переміщення скасовано')
    }
    const cancel = () => {
      pending.current = null
      setDrag((d) => (d?.via === 'pointer' ? null : d))
    }
    window.addEventListener('pointermove', move)
    window.addEventListener('pointerup', up)
    window.addEventListener('pointercancel', cancel)
    return () => {
      window.removeEventListener('pointermove', move)
      window.removeEventListener('pointerup', up)
      window.removeEventListener('pointercancel', cancel)
    }
  }, [])

  /** On a card: mouse and pen drag the whole card; touch drags by the handle (the card body scrolls). */
  const pointerDown = useCallback((task: Task, e: PointerEvent, fromHandle: boolean) => {
    if (e.button !== 0 || (e.pointerType === 'touch' && !fromHandle)) return
    pending.current = { task, x: e.clientX, y: e.clientY, pointerId: e.pointerId, started: false }
    placeGhost(e.clientX, e.clientY)
  }, [])

  /** Swallows the click that ends a drag (so the card's link does not open). */
  const clickCapture = useCallback((e: MouseEvent) => {
    if (suppressClick.current) {
      e.preventDefault()
      e.stopPropagation()
    }
  }, [])

  const keyDown = useCallback(
    (task: Task, e: KeyboardEvent) => {
      if (e.target !== e.currentTarget) return
      const picked = drag?.via === 'keyboard' && drag.uuid === task.uuid ? drag : null
      const pick = e.key === ' ' || e.key === 'Enter'
      if (!picked) {
        if (!pick) return
        e.preventDefault()
        setDrag({ uuid: task.uuid, over: task.status, via: 'keyboard' })
        setAnnouncement(
          `Задачу «${task.title}» взято, колонка «${statusName(task.status)}». ` +
            'Стрілками вліво і вправо оберіть колонку, пробіл або Enter — покласти, Escape — скасувати.',
        )
        return
      }
      const i = boardColumns.indexOf(picked.over ?? task.status)
      if (e.key === 'ArrowRight' || e.key === 'ArrowLeft') {
        e.preventDefault()
        const next =
          boardColumns[Math.min(boardColumns.length - 1, Math.max(0, i + (e.key === 'ArrowRight' ? 1 : -1)))]!
        setDrag({ ...picked, over: next })
        setAnnouncement(`Колонка «${statusName(next)}»`)
      } else if (pick) {
        e.preventDefault()
        setDrag(null)
        const to = picked.over ?? task.status
        if (to !== task.status) onDrop(task, to)
        else setAnnouncement('Задачу залишено на місці')
      } else if (e.key === 'Escape') {
        e.preventDefault()
        setDrag(null)
        setAnnouncement('Переміщення скасовано')
      }
    },
    [drag, onDrop],
  )

  const cancelKeyboard = useCallback(() => setDrag((d) => (d?.via === 'keyboard' ? null : d)), [])

  return { drag, announcement, ghost, pointerDown, clickCapture, keyDown, cancelKeyboard }
}
