/** Live views of the outbox for the sync widget, the sync screen and a record's own screen. */
import { useSyncExternalStore } from 'react'
import { useLiveQuery } from 'dexie-react-hooks'
import type { OfflineDb } from '../db'
import { EVICTION, type EvictionState } from '../guard-rails'
import { openItems } from '../outbox-reads'
import type { OutboxItem } from '../outbox-types'

export interface OutboxSummary {
  /** Items not yet accepted by the server. */
  waiting: number
  /** createdAt of the oldest of them. */
  oldestAt: number | undefined
  /** Items the user must act on: refused, in conflict, or waiting for a new sign-in. */
  failures: number
  needsSignIn: boolean
  /** The browser evicted this user's store at some point (reported until dismissed). */
  evictedAt: number | undefined
}

export function useOutboxItems(db: OfflineDb | undefined): OutboxItem[] | undefined {
  return useLiveQuery(async () => (db ? db.outbox.orderBy('seq').toArray() : undefined), [db])
}

export function useOutboxSummary(db: OfflineDb | undefined): OutboxSummary | undefined {
  return useLiveQuery(async () => {
    if (!db) return undefined
    const items = await openItems(db)
    const eviction = (await db.syncState.get(EVICTION))?.value as EvictionState | undefined
    return {
      waiting: items.length,
      oldestAt: items.reduce<number | undefined>(
        (m, i) => Math.min(m ?? i.createdAt, i.createdAt),
        undefined,
      ),
      failures: items.filter((i) => ['rejected', 'conflict', 'needs-sign-in'].includes(i.status)).length,
      needsSignIn: items.some((i) => i.status === 'needs-sign-in'),
      evictedAt: eviction?.detectedAt,
    }
  }, [db])
}

/** The unsent items of one record, for its own screen (rejected and conflicts are shown there). */
export function useEntityItems(db: OfflineDb, type: string): OutboxItem[] | undefined {
  return useLiveQuery(async () => (await openItems(db)).filter((i) => i.entity.type === type), [db, type])
}

const subscribeOnline = (cb: () => void) => {
  window.addEventListener('online', cb)
  window.addEventListener('offline', cb)
  return () => {
    window.removeEventListener('online', cb)
    window.removeEventListener('offline', cb)
  }
}

/** The browser's view of the network (a hint: the flusher finds out for real). */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, () => navigator.onLine)
}
