/**
 * One visit on the queue board: who, which order, what and when, the order's state, how long in this
 * column (ticking with the page's one timer), and what the user may do with it here — move it (drag, or
 * Space and the arrows), take back the last move, start or finish the reception.
 */
import { useEffect, useRef, type KeyboardEvent, type PointerEvent } from 'react'
import { Link } from 'react-router'
import type { QueueCard as Card } from '../../../domain/registry/queue'
import { cn } from '../../lib/cn'
import { OrderStateBadge } from '../../shared/orders/order-state-badge'
import { rowActions } from '../../shared/orders/order-actions'
import { Button } from '../../ui/button'
import { bookedTime, formatElapsed, type ShownCard } from './queue-board-model'

export type ReceptionAction = 'start_reception' | 'finish_reception'

/** The page's note on what needs the network; the disabled buttons point at it. */
export const QUEUE_OFFLINE_NOTE = 'queue-offline-note'

export interface QueueCardProps {
  shown: ShownCard
  now: number
  /** The user may move it now (their right, today's board, no refusal pending). */
  movable: boolean
  /** The undo button shows (today's board, the user's right). */
  mayUndo: boolean
  /** The reception actions the order's state and the user's right allow. */
  receptions: ReceptionAction[]
  online: boolean
  busy: boolean
  picked: boolean
  dragging: boolean
  /** Take the focus (the card was just moved here by keyboard). */
  focus: boolean
  onPointerDown: (card: Card, e: PointerEvent, fromHandle: boolean) => void
  onKeyDown: (card: Card, e: KeyboardEvent) => void
  onBlur: () => void
  onUndo: (card: Card) => void
  onReception: (card: Card, action: ReceptionAction) => void
  onOutOfTurn: (card: Card) => void
  onDismiss: (itemId: string) => void
}

export function QueueCard(p: QueueCardProps) {
  const { card, waiting, refused, unsentId } = p.shown
  const ref = useRef<HTMLLIElement>(null)
  // Moving to another column re-mounts the card and the page's focus falls to <body>: take it back, but
  // never from a field or button the user has gone on to (another user's move re-mounts it too).
  useEffect(() => {
    const lost = document.activeElement === null || document.activeElement === document.body
    if (p.focus && lost) ref.current?.focus()
  }, [p.focus, card.column])
  const who = card.patient ?? 'Пацієнта не вказано'
  // A move still on this device is taken back there; one that landed needs the server.
  const undoNeedsNetwork = unsentId === undefined
  return (
    <li
      ref={ref}
      data-testid="queue-card"
      data-order-id={card.orderId}
      tabIndex={0}
      aria-roledescription="картка черги"
      aria-describedby={p.movable ? 'queue-help' : undefined}
      aria-label={`${who}, ${card.code}`}
      onPointerDown={p.movable ? (e) => p.onPointerDown(card, e, false) : undefined}
      onKeyDown={p.movable ? (e) => p.onKeyDown(card, e) : undefined}
      onBlur={p.onBlur}
      className={cn(
        'grid gap-1 rounded-md border border-slate-200 bg-white p-2 text-sm shadow-sm',
        'focus-visible:outline-2 focus-visible:outline-brand-700',
        p.movable && 'cursor-grab select-none',
        card.outOfTurn && 'border-l-4 border-l-amber-500',
        p.picked && 'ring-2 ring-brand-700',
        p.dragging && 'opacity-40',
      )}
    >
      <div className="flex items-start gap-1">
        {p.movable && (
          <span
            aria-hidden="true"
            className="-m-1 flex size-8 shrink-0 touch-none items-center justify-center text-slate-400"
            onPointerDown={(e) => {
              e.stopPropagation()
              p.onPointerDown(card, e, true)
            }}
          >
            ⠿
          </span>
        )}
        <span className="font-medium text-slate-900">{who}</span>
        {card.outOfTurn && (
          <span className="ml-auto rounded bg-amber-100 px-1.5 text-xs font-semibold whitespace-nowrap text-amber-900">
            Поза чергою
          </span>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Link
          to={`/mc-cart/${card.orderId}`}
          draggable={false}
          className="font-medium text-brand-700 hover:underline"
        >
          {card.code}
        </Link>
        <OrderStateBadge state={card.state} />
      </div>
      {card.services.length > 0 && <div className="text-xs text-slate-700">{card.services.join(', ')}</div>}
      <div className="text-xs text-slate-700">
        {bookedTime(card.bookedAt)}
        {card.doctor ? ` · ${card.doctor}` : ''}
      </div>
      <div className="text-xs text-slate-600" data-testid="queue-elapsed">
        У колонці {formatElapsed(p.now - Date.parse(card.enteredAt))}
      </div>
      {waiting && (
        <span role="status" className="w-fit rounded bg-amber-100 px-2 text-xs text-amber-900">
          Очікує надсилання
        </span>
      )}
      {refused && (
        <div role="alert" className="grid gap-1 rounded bg-red-50 p-2 text-xs text-red-900">
          <span>Переміщення не прийнято: {refused.message}</span>
          <Button variant="secondary" className="w-fit" onClick={() => p.onDismiss(refused.itemId)}>
            Зрозуміло
          </Button>
        </div>
      )}
      {(p.receptions.length > 0 || p.mayUndo) && (
        <div className="flex flex-wrap gap-1">
          {p.receptions.map((a) => (
            <Button
              key={a}
              variant="secondary"
              disabled={!p.online || p.busy}
              aria-describedby={p.online ? undefined : QUEUE_OFFLINE_NOTE}
              onClick={() => p.onReception(card, a)}
            >
              {rowActions[a].label}
            </Button>
          ))}
          {p.mayUndo && card.canUndo && (
            <Button
              variant="ghost"
              disabled={p.busy || (undoNeedsNetwork && !p.online) || (waiting && unsentId === undefined)}
              aria-describedby={undoNeedsNetwork && !p.online ? QUEUE_OFFLINE_NOTE : undefined}
              onClick={() => p.onUndo(card)}
            >
              Скасувати останнє переміщення
            </Button>
          )}
          {p.mayUndo && (
            <Button
              variant="ghost"
              aria-pressed={card.outOfTurn}
              disabled={p.busy || !p.online}
              aria-describedby={p.online ? undefined : QUEUE_OFFLINE_NOTE}
              onClick={() => p.onOutOfTurn(card)}
            >
              {card.outOfTurn ? 'Зняти «Поза чергою»' : 'Поза чергою'}
            </Button>
          )}
        </div>
      )}
    </li>
  )
}
