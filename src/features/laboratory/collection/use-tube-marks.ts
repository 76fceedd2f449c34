/**
 * This device's tube marks in the outbox, live: the open ones and the ones sent in the last day, which
 * the collection screen lays over a day read before they landed.
 */
import { useLiveQuery } from 'dexie-react-hooks'
import { LAB_TUBE_ENTITY } from '../../../offline/entities/lab-tube-moves'
import type { OfflineDb } from '../../../offline/db'
import { COLLECT_PATH, HAND_OVER_PATH } from './collection.api'
import type { TubeMark } from './collection-model'

export function useTubeMarks(db: OfflineDb): TubeMark[] | undefined {
  return useLiveQuery(async () => {
    const items = await db.outbox.where('key').startsWith(`${LAB_TUBE_ENTITY}:`).toArray()
    return items.flatMap((i): TubeMark[] => {
      const kind = i.path === COLLECT_PATH ? 'collect' : i.path === HAND_OVER_PATH ? 'hand_over' : null
      const barcodes = (i.body as { barcodes?: unknown } | undefined)?.barcodes
      if (!kind || !Array.isArray(barcodes)) return []
      return [
        {
          kind,
          barcodes: barcodes.filter((b): b is string => typeof b === 'string'),
          seq: i.seq,
          status: i.status,
          doneAt: i.doneAt,
          error: i.lastError?.message,
        },
      ]
    })
  }, [db])
}
