/**
 * After a write is queued: wait (briefly, online only) for the server's answer so the form can show
 * success or put a 422 on its fields; offline, or while the network keeps failing, the write stays
 * queued on the device and the form says so.
 */
import type { OfflineDb } from '../offline/db'
import type { OutboxItem } from '../offline/outbox-types'

export type Outcome =
  | { kind: 'done'; item: OutboxItem }
  | { kind: 'refused'; item: OutboxItem }
  | { kind: 'queued'; item: OutboxItem }

const WAIT_MS = 8000
const STEP_MS = 100

export async function awaitOutcome(db: OfflineDb, queued: OutboxItem): Promise<Outcome> {
  const until = Date.now() + (navigator.onLine ? WAIT_MS : 0)
  let item = queued
  for (;;) {
    item = (await db.outbox.get(queued.id)) ?? item
    if (item.status === 'done') return { kind: 'done', item }
    if (item.status === 'rejected' || item.status === 'conflict') return { kind: 'refused', item }
    // A network failure or a 5xx: it will go later by itself.
    if (item.status === 'retrying' || item.status === 'needs-sign-in' || Date.now() >= until)
      return { kind: 'queued', item }
    await new Promise((r) => setTimeout(r, STEP_MS))
  }
}
