/** Reads of the outbox's open items (not done yet), through its indexes. */
import type { OfflineDb } from './db'
import { outboxStatuses, type OutboxItem } from './outbox-types'

const bySeq = (a: OutboxItem, b: OutboxItem) => a.seq - b.seq
const openStatuses = outboxStatuses.filter((s) => s !== 'done')

/**
 * Every item not done yet, oldest first. Sent items stay a day with their bodies (the sync screen
 * lists them); reading them all on every change of the queue was a main-thread task growing with the
 * day's work (tens of ms after a few dozen cart edits).
 */
export async function openItems(db: OfflineDb): Promise<OutboxItem[]> {
  return (await db.outbox.where('status').notEqual('done').toArray()).sort(bySeq)
}

/** Items of one entity that are not done yet, oldest first. */
export async function openItemsOf(db: OfflineDb, key: string): Promise<OutboxItem[]> {
  const items = await db.outbox
    .where('[key+status]')
    .anyOf(openStatuses.map((s) => [key, s]))
    .toArray()
  return items.sort(bySeq)
}
