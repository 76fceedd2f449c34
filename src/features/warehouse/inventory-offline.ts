/**
 * Counting a statement on a tablet without a network (issue 24 item 4). A statement opened online is
 * kept on the device (`inventory:<id>` in the local store, never replaced by an older version), so the
 * screen opens it offline; each count typed is one outbox write of that line
 * (PUT …/documents/{id}/counts, domain/warehouse/inventory-count.schema.ts), shown at once and sent once
 * the network is back. Retyping a line before its count was sent replaces that unsent write, keeping the
 * count it was first typed over.
 */
import { useLiveQuery } from 'dexie-react-hooks'
import type { StockDocument, StockLine } from '../../../domain/warehouse/stock-document.schema'
import type { InventoryCount } from '../../../domain/warehouse/inventory-count.schema'
import { batchKey } from '../../../domain/warehouse/stock-rules'
import type { OfflineDb } from '../../offline/db'
import {
  INVENTORY_COUNT_ENTITY,
  inventoryCountUuid,
  inventoryRecordKey,
  parseStatement,
} from '../../offline/entities/inventory-counts'
import { openItemsOf } from '../../offline/outbox'
import { entityKey, waitingStatuses, type OutboxItem } from '../../offline/outbox-types'
import type { Offline } from '../../offline/react/offline-context'
import { inventoryRoute } from './inventory.api'

/** Keeps the statement as the server answered it, unless the device already has a newer version. */
export async function keepStatement(db: OfflineDb, doc: StockDocument, now = Date.now()): Promise<void> {
  const key = inventoryRecordKey(doc.id)
  await db.transaction('rw', db.references, async () => {
    const old = await db.references.get(key)
    if (old?.version !== undefined && old.version > doc.version) return
    await db.references.put({
      key,
      data: doc,
      server: doc,
      version: doc.version,
      fetchedAt: now,
      rev: (old?.rev ?? 0) + 1,
    })
  })
}

/** The statement kept on the device: undefined while reading, null when it is not kept. */
export function useKeptStatement(db: OfflineDb, id: number): StockDocument | null | undefined {
  return useLiveQuery(
    async () => parseStatement((await db.references.get(inventoryRecordKey(id)))?.server) ?? null,
    [db, id],
  )
}

/** The statement's counts still in the outbox (waiting, refused or in conflict), oldest first. */
export function useWaitingCounts(db: OfflineDb, documentId: number): OutboxItem[] | undefined {
  return useLiveQuery(async () => {
    const items = await db.outbox
      .where('key')
      .startsWith(`${INVENTORY_COUNT_ENTITY}:${documentId}|`)
      .toArray()
    return items.filter((i) => waitingStatuses.has(i.status)).sort((a, b) => a.seq - b.seq)
  }, [db, documentId])
}

/** The newest count of each line waiting in the outbox, by batch. */
export function waitingByLine(items: readonly OutboxItem[]): Map<string, OutboxItem> {
  const out = new Map<string, OutboxItem>()
  for (const i of items) out.set(batchKey(i.body as InventoryCount), i)
  return out
}

type Writer = Pick<Offline, 'userId' | 'db'> & { outbox: Pick<Offline['outbox'], 'write'> }

/** Queues the count of one line: shown at once, sent when the network allows. */
export async function queueCount(
  w: Writer,
  doc: StockDocument,
  line: StockLine,
  quantity: number,
  useUnit: string,
): Promise<void> {
  const entity = { type: INVENTORY_COUNT_ENTITY, uuid: inventoryCountUuid(doc.id, line) }
  const open = await openItemsOf(w.db, entityKey(entity))
  const last = open.at(-1)
  const lastBody = last?.body as InventoryCount | undefined
  // An unsent write is replaced (keep what it was typed over); one already sent is built upon.
  const unsent = last?.status === 'pending' && last.attempts === 0
  const previous = lastBody ? (unsent ? lastBody.previous : lastBody.quantity) : line.quantity
  const body: InventoryCount = {
    productId: line.productId,
    series: line.series,
    expiresOn: line.expiresOn,
    quantity,
    previous,
  }
  await w.outbox.write({
    userId: w.userId,
    entity,
    method: 'PUT',
    path: `/api/v2/warehouse/documents/${doc.id}/counts`,
    body,
    replacesWhole: true,
    label: `Інвентаризація ${doc.number}: ${line.productName} — фактично ${quantity} ${useUnit}`.trim(),
    openPath: inventoryRoute(doc.id),
  })
}
