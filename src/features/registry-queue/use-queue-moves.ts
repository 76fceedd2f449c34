/**
 * This device's queue moves in the outbox, live: the open ones (waiting, or refused by the server) and
 * the ones sent in the last day, which the board lays over an answer read before they landed.
 */
import { useLiveQuery } from 'dexie-react-hooks'
import type { QueueMoveBody } from '../../../domain/registry/queue'
import { QUEUE_MOVE_ENTITY } from '../../offline/entities/queue-moves'
import type { OfflineDb } from '../../offline/db'
import type { MoveItem } from './queue-board-model'

export function useQueueMoves(db: OfflineDb): MoveItem[] | undefined {
  return useLiveQuery(async () => {
    const items = await db.outbox.where('key').startsWith(`${QUEUE_MOVE_ENTITY}:`).toArray()
    return items.map((i) => ({
      id: i.id,
      seq: i.seq,
      status: i.status,
      createdAt: i.createdAt,
      doneAt: i.doneAt,
      lastError: i.lastError,
      body: i.body as QueueMoveBody,
    }))
  }, [db])
}
