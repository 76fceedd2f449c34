/**
 * The board as the device shows it: the server's cards with the moves of this device laid over them —
 * the ones still in the outbox (shown «Очікує надсилання»), and the ones that landed after the board was
 * read (so a card does not jump back until the board is read again). A move the server refused stops
 * the card's chain: the card stays where the server has it and says why. Pure, so it is unit-tested.
 */
import {
  queueColumns,
  type QueueBoard,
  type QueueCard,
  type QueueColumn,
  type QueueMoveBody,
} from '../../../domain/registry/queue'
import { orderQueueColumn, type QueueOrderRules } from '../../../domain/registry/queue-order'
import { kyivClock } from '../../../domain/time/kyiv'
import type { OutboxItem } from '../../offline/outbox-types'

/** What the board needs of an outbox item of a move. */
export type MoveItem = Pick<OutboxItem, 'id' | 'seq' | 'status' | 'createdAt' | 'doneAt' | 'lastError'> & {
  body: QueueMoveBody
}

export interface ShownCard {
  card: QueueCard
  /** A move of this card waits in the outbox. */
  waiting: boolean
  /** The id of the newest move not sent yet (it can still be taken back on the device). */
  unsentId: string | undefined
  /** The server refused a move of this card: its message, and the outbox item to clear. */
  refused: { itemId: string; message: string } | undefined
}

export type ShownColumns = Record<QueueColumn, ShownCard[]>

const MIN = 60_000

/** The card with this device's moves laid over it. */
function overlay(card: QueueCard, items: readonly MoveItem[]): ShownCard {
  let column = card.column
  let enteredAt = card.enteredAt
  let waiting = false
  let unsentId: string | undefined
  let refused: ShownCard['refused']
  for (const item of items) {
    if (item.status === 'rejected' || item.status === 'conflict') {
      refused = { itemId: item.id, message: item.lastError?.message ?? 'Сервер не прийняв переміщення' }
      break
    }
    // A landed move the board already shows (it was read after the move).
    if (item.status === 'done' && item.body.from !== column) continue
    column = item.body.to
    enteredAt = new Date(item.doneAt ?? item.createdAt).toISOString()
    if (item.status !== 'done') {
      waiting = true
      if (item.status === 'pending' || item.status === 'retrying') unsentId = item.id
    }
  }
  const moved = column !== card.column
  return {
    card: moved ? { ...card, column, enteredAt, canUndo: true } : card,
    waiting,
    unsentId,
    refused,
  }
}

/**
 * The columns to show: every card with the moves of `items` made on its order (open ones, and done ones
 * that landed after `fetchedAt`), each column in queue order at `now`.
 */
export function shownColumns(
  board: Pick<QueueBoard, 'columns'>,
  items: readonly MoveItem[],
  fetchedAt: number | undefined,
  now: number,
  rules: QueueOrderRules,
): ShownColumns {
  const byOrder = new Map<number, MoveItem[]>()
  const relevant = items
    .filter((i) => i.status !== 'done' || (i.doneAt ?? 0) > (fetchedAt ?? Infinity))
    .sort((a, b) => a.seq - b.seq)
  for (const item of relevant) {
    const list = byOrder.get(item.body.orderId) ?? []
    list.push(item)
    byOrder.set(item.body.orderId, list)
  }
  const out = Object.fromEntries(queueColumns.map((c) => [c, [] as ShownCard[]])) as ShownColumns
  for (const column of queueColumns)
    for (const card of board.columns[column]) {
      const shown = overlay(card, byOrder.get(card.orderId) ?? [])
      out[shown.card.column].push(shown)
    }
  for (const column of queueColumns) {
    const items = out[column].map((s) => ({
      shown: s,
      orderId: s.card.orderId,
      bookedAt: s.card.bookedAt === null ? null : Date.parse(s.card.bookedAt),
      enteredAt: Date.parse(s.card.enteredAt),
      outOfTurn: s.card.outOfTurn,
    }))
    out[column] = orderQueueColumn(items, now, rules).map((i) => i.shown)
  }
  return out
}

/** Time spent in a column: «0 хв», «12 хв», «1 год», «1 год 5 хв». */
export function formatElapsed(ms: number): string {
  const minutes = Math.max(0, Math.floor(ms / MIN))
  if (minutes < 60) return `${minutes} хв`
  const hours = Math.floor(minutes / 60)
  const rest = minutes % 60
  return rest === 0 ? `${hours} год` : `${hours} год ${rest} хв`
}

/** The booked time on Kyiv's clock, or «Без запису» for a walk-in. */
export function bookedTime(bookedAt: string | null): string {
  return bookedAt === null ? 'Без запису' : kyivClock(new Date(bookedAt)).time
}

export interface QueueFilters {
  /** YYYY-MM-DD, a Kyiv day. */
  date: string
  filialId: number | undefined
}

const isDay = (v: string | null): v is string =>
  v !== null &&
  /^\d{4}-\d{2}-\d{2}$/.test(v) &&
  !Number.isNaN(Date.parse(`${v}T12:00:00Z`)) &&
  v >= '2000-01-01' &&
  v <= '2099-12-31'

/** The day and filial the address names; today and every filial when it names none (or nonsense). */
export function readQueueFilters(params: URLSearchParams, today: string): QueueFilters {
  const date = params.get('date')
  const filial = Number(params.get('filialId'))
  return {
    date: isDay(date) ? date : today,
    filialId: Number.isInteger(filial) && filial > 0 ? filial : undefined,
  }
}

/** The board's path: also its key in the device's reference store. The day is always named, so a copy
 * kept from yesterday is never shown as today's. */
export function queuePath(f: QueueFilters): string {
  const params = new URLSearchParams({ date: f.date })
  if (f.filialId !== undefined) params.set('filialId', String(f.filialId))
  return `/registry/queue?${params}`
}
