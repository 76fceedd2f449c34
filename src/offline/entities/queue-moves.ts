/**
 * The outbox's view of registry queue moves (issue 20 item 3): the record is the order's card
 * (`queue-move:<orderId>`), so the moves of one card are sent one after another in the order they were
 * made (per-record FIFO) while cards of different orders go independently. Each move has its own uuid;
 * the server answers the card as the move left it. A move is never edited: nothing to rebase.
 */
import type { EntityAdapter } from '../entity-adapter'

export const QUEUE_MOVE_ENTITY = 'queue-move'
export const queueMoveRecordKey = (orderId: string): string => `${QUEUE_MOVE_ENTITY}:${orderId}`

export const queueMoveAdapter: EntityAdapter = {
  recordKey: queueMoveRecordKey,
  fromAnswer: (answer) => answer,
  versionOf: () => undefined,
  rebase: (body) => body,
  keepMine: (body) => body,
  fromCurrent: (current) => current,
}
