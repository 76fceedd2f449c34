/** What follows the pointer while a card is dragged (use-column-drag.ts moves it through `ghostRef`). */
import type { ReactNode, RefObject } from 'react'
import { cn } from '../lib/cn'

export function DragGhost({
  ghostRef,
  shown,
  className,
  children,
}: {
  ghostRef: RefObject<HTMLDivElement | null>
  /** A card is being dragged by the pointer (the keyboard moves it in place). */
  shown: boolean
  /** Its width. */
  className: string
  children: ReactNode
}) {
  return (
    <div
      ref={ghostRef}
      aria-hidden="true"
      className={cn(
        shown
          ? 'pointer-events-none fixed top-0 left-0 z-50 rounded-md border border-brand-700 bg-white p-2 text-sm font-medium shadow-lg'
          : 'hidden',
        shown && className,
      )}
    >
      {children}
    </div>
  )
}
