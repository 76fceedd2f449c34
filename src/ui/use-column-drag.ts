/**
 * Moving cards across the columns of a board (the task board, the registry queue), by pointer and by
 * keyboard, with no drag-and-drop package: a pointer drag starts after a few pixels of movement (a plain
 * click still opens the card), the column under the pointer is found with elementFromPoint
 * (`data-board-column` holds the column's key), and a floating copy of the card follows the pointer.
 * Keyboard: Space or Enter picks the focused card up, ←/→ choose the column, Space or Enter puts it down
 * there, Escape cancels. Every step is announced in the board's own words in a live region.
 */
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
} from 'react'

const DRAG_THRESHOLD_PX = 6

export type ColumnKey = string | number

export interface ColumnDragState<C extends ColumnKey> {
  /** The card being moved. */
  id: string
  /** The column the card would land in now (null: outside every column). */
  over: C | null
  via: 'pointer' | 'keyboard'
}

/** What the live region says, in the board's words. */
export interface ColumnDragWords<T, C extends ColumnKey> {
  /** A pointer drag started. */
  pointerPicked: (item: T) => string
  /** Picked up by keyboard, in `column`; should say how to go on. */
  picked: (item: T, column: C) => string
  /** The keyboard chose `column`. */
  column: (column: C) => string
  /** Put down where it was. */
  kept: string
}

export interface ColumnDragOptions<T, C extends ColumnKey> {
  columns: readonly C[]
  idOf: (item: T) => string
  columnOf: (item: T) => C
  words: ColumnDragWords<T, C>
  /** The card was put down in another column; `announce` says the outcome in the live region. */
  onDrop: (item: T, to: C, announce: (text: string) => void) => void
}

interface Pending<T> {
  item: T
  x: number
  y: number
  pointerId: number
  started: boolean
}

const cancelled = 'Переміщення скасовано'

export function useColumnDrag<T, C extends ColumnKey>(options: ColumnDragOptions<T, C>) {
  const [drag, setDrag] = useState<ColumnDragState<C> | null>(null)
  const [announcement, setAnnouncement] = useState('')
  const pending = useRef<Pending<T> | null>(null)
  const ghost = useRef<HTMLDivElement | null>(null)
  const suppressClick = useRef(false)
  // The newest options for the handlers (the caller passes a fresh object each render).
  const opts = useRef(options)
  useLayoutEffect(() => {
    opts.current = options
  })

  const placeGhost = (x: number, y: number) => {
    if (ghost.current) ghost.current.style.transform = `translate(${x + 8}px, ${y + 8}px)`
  }

  useEffect(() => {
    const columnAt = (x: number, y: number): C | null => {
      const el = document.elementFromPoint(x, y)?.closest<HTMLElement>('[data-board-column]')
      const key = el?.dataset.boardColumn
      return opts.current.columns.find((c) => String(c) === key) ?? null
    }
    const move = (e: globalThis.PointerEvent) => {
      const p = pending.current
      if (!p || e.pointerId !== p.pointerId) return
      const { idOf, words } = opts.current
      if (!p.started) {
        if (Math.hypot(e.clientX - p.x, e.clientY - p.y) < DRAG_THRESHOLD_PX) return
        p.started = true
        setAnnouncement(words.pointerPicked(p.item))
      }
      e.preventDefault()
      placeGhost(e.clientX, e.clientY)
      const over = columnAt(e.clientX, e.clientY)
      const id = idOf(p.item)
      setDrag((d) => (d && d.over === over && d.id === id ? d : { id, over, via: 'pointer' }))
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
      if (to !== null && to !== opts.current.columnOf(p.item))
        opts.current.onDrop(p.item, to, setAnnouncement)
      else setAnnouncement(cancelled)
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
  const pointerDown = useCallback((item: T, e: PointerEvent, fromHandle: boolean) => {
    if (e.button !== 0 || (e.pointerType === 'touch' && !fromHandle)) return
    pending.current = { item, x: e.clientX, y: e.clientY, pointerId: e.pointerId, started: false }
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
    (item: T, e: KeyboardEvent) => {
      if (e.target !== e.currentTarget) return
      const { columns, idOf, columnOf, words, onDrop } = opts.current
      const id = idOf(item)
      const from = columnOf(item)
      const picked = drag?.via === 'keyboard' && drag.id === id ? drag : null
      const pick = e.key === ' ' || e.key === 'Enter'
      if (!picked) {
        if (!pick) return
        e.preventDefault()
        setDrag({ id, over: from, via: 'keyboard' })
        setAnnouncement(words.picked(item, from))
        return
      }
      const i = columns.indexOf(picked.over ?? from)
      if (e.key === 'ArrowRight' || e.key === 'ArrowLeft') {
        e.preventDefault()
        const next =
          columns[Math.min(columns.length - 1, Math.max(0, i + (e.key === 'ArrowRight' ? 1 : -1)))]!
        setDrag({ ...picked, over: next })
        setAnnouncement(words.column(next))
      } else if (pick) {
        e.preventDefault()
        setDrag(null)
        const to = picked.over ?? from
        if (to !== from) onDrop(item, to, setAnnouncement)
        else setAnnouncement(words.kept)
      } else if (e.key === 'Escape') {
        e.preventDefault()
        setDrag(null)
        setAnnouncement(cancelled)
      }
    },
    [drag],
  )

  const cancelKeyboard = useCallback(() => setDrag((d) => (d?.via === 'keyboard' ? null : d)), [])

  return { drag, announcement, ghost, pointerDown, clickCapture, keyDown, cancelKeyboard }
}
