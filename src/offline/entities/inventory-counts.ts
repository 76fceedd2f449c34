/**
 * The outbox's view of an inventory statement counted on a tablet (issue 24 item 4). Each counted line
 * is its own record in the queue (`inventory-count:<statement id>|<batch>`), so the counts of one line
 * land in the order they were typed while lines go independently; all of them keep the statement itself
 * as their local record (`inventory:<statement id>`, the server's statement as last answered), which the
 * screen shows offline. A count carries the count it was typed over (`previous`): "keep mine" after a
 * conflict re-sends it over the count now on the server.
 */
import { stockDocumentSchema, type StockDocument } from '../../../domain/warehouse/stock-document.schema'
import { batchKey } from '../../../domain/warehouse/stock-rules'
import type { InventoryCount } from '../../../domain/warehouse/inventory-count.schema'
import type { EntityAdapter } from '../entity-adapter'

export const INVENTORY_COUNT_ENTITY = 'inventory-count'
/** The key of the statement kept on the device. */
export const inventoryRecordKey = (documentId: number): string => `inventory:${documentId}`
/** The queue record of one line: the statement and the line's batch. */
export const inventoryCountUuid = (documentId: number, line: Parameters<typeof batchKey>[0]): string =>
  `${documentId}|${batchKey(line)}`

const documentIdOf = (uuid: string) => Number(uuid.split('|')[0])

/** The statement in a stored record or an answer, if it is one. */
export function parseStatement(value: unknown): StockDocument | undefined {
  const r = stockDocumentSchema.safeParse(value)
  return r.success ? r.data : undefined
}

/** The count a line of `doc` has now (undefined when the statement has no such line). */
export function lineCount(doc: StockDocument | undefined, line: Parameters<typeof batchKey>[0]) {
  const key = batchKey(line)
  return doc?.lines.find((l) => batchKey(l) === key)?.quantity
}

export const inventoryCountAdapter: EntityAdapter = {
  recordKey: (uuid) => inventoryRecordKey(documentIdOf(uuid)),
  fromAnswer: (answer) => answer,
  versionOf: (record) => parseStatement(record)?.version,
  // A follower was typed over its predecessor's count, which is the server's once that one landed.
  rebase: (body) => body,
  keepMine: (body, current) => {
    const count = body as InventoryCount
    const now = lineCount(parseStatement(current), count)
    return now === undefined ? body : { ...count, previous: now }
  },
  fromCurrent: (current) => current,
}
