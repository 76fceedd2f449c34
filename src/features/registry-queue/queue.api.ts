/**
 * The queue board's requests: the board itself is read through the device's reference store
 * (queue-board-model.ts names its path); a move goes through the outbox, offline too, keyed per order so
 * the moves of one card land in order; undo and the ordering rules need the network.
 */
import { idempotencyKeyHeader } from '../../../domain/sync/sync.schema'
import {
  queueCardAnswerSchema,
  queueColumnTitles,
  type QueueCard,
  type QueueColumn,
  type QueueMoveBody,
} from '../../../domain/registry/queue'
import { queueOrderRulesSchema, type QueueOrderRules } from '../../../domain/registry/queue-order'
import { api } from '../../lib/api/api'
import { newUuid } from '../../lib/new-uuid'
import { QUEUE_MOVE_ENTITY } from '../../offline/entities/queue-moves'
import type { Offline } from '../../offline/react/offline-context'

export const QUEUE_PAGE_PATH = '/mc-registry/queue'
export const QUEUE_SETTINGS_PATH = '/registry/queue/settings'

/** Queues the move: the card moves at once on the device and lands when the network allows. */
export async function moveCard(
  w: Pick<Offline, 'userId'> & { outbox: Pick<Offline['outbox'], 'write'> },
  card: Pick<QueueCard, 'orderId' | 'code' | 'patient'>,
  from: QueueColumn,
  to: QueueColumn,
): Promise<void> {
  const body: QueueMoveBody = { uuid: newUuid(), orderId: card.orderId, from, to }
  await w.outbox.write({
    userId: w.userId,
    entity: { type: QUEUE_MOVE_ENTITY, uuid: String(card.orderId) },
    method: 'POST',
    path: '/registry/queue/moves',
    body,
    label: `Черга: ${card.code}${card.patient ? ` (${card.patient})` : ''} → «${queueColumnTitles[to]}»`,
    openPath: QUEUE_PAGE_PATH,
    local: body,
  })
}

/** «Скасувати останнє переміщення» of a move that reached the server. */
export function undoLastMove(orderId: number): Promise<{ card: QueueCard }> {
  return api.request('/registry/queue/undo', {
    method: 'POST',
    body: { orderId },
    headers: { [idempotencyKeyHeader]: newUuid() },
    schema: queueCardAnswerSchema,
  })
}

/** Sets or clears the «Поза чергою» mark: the card goes first in its column. */
export function setOutOfTurn(orderId: number, outOfTurn: boolean): Promise<{ card: QueueCard }> {
  return api.request('/registry/queue/out-of-turn', {
    method: 'PATCH',
    body: { orderId, outOfTurn },
    headers: { [idempotencyKeyHeader]: newUuid() },
    schema: queueCardAnswerSchema,
  })
}

export function saveQueueRules(rules: QueueOrderRules): Promise<QueueOrderRules> {
  return api.request(QUEUE_SETTINGS_PATH, {
    method: 'PUT',
    body: rules,
    headers: { [idempotencyKeyHeader]: newUuid() },
    schema: queueOrderRulesSchema,
  })
}
