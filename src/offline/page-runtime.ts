/**
 * The page's side of the flusher: when to run it (at start, on `online`, on tab focus, on a timer, at
 * the earliest retry, right after a write; `online` also ends every back-off, since the failures it was
 * waiting out were the network's) and the Background Sync tag that lets the service worker run
 * the same flusher after the tab is gone. Page only; the worker imports flusher.ts directly.
 */
import type { OfflineDb } from './db'
import { flush } from './flusher'
import type { NewOutboxItem, OutboxItem } from './outbox-types'
import { enqueue, pruneDone, retryAllNow } from './outbox'
import { SYNC_TAG } from './sync-tag'
import type { Transport } from './transport'

const TICK_MS = 30_000

export interface OutboxRuntime {
  /** Queue a write (its local effect is immediate) and start sending it. */
  write: (input: NewOutboxItem) => Promise<OutboxItem>
  /** Run the flusher now (or right after the run in progress). */
  kick: () => void
  /** Starts the triggers (idempotent); `stop` removes them. */
  start: () => void
  stop: () => void
}

/** Asks the browser to wake the service worker's flusher once the network is back, tab open or not. */
async function registerBackgroundSync(): Promise<void> {
  if (!('serviceWorker' in navigator)) return
  const reg = await navigator.serviceWorker.getRegistration()
  // Chromium has Background Sync; Firefox and Safari do not (the page's own triggers cover them).
  const sync = (reg as { sync?: { register: (tag: string) => Promise<void> } } | undefined)?.sync
  await sync?.register(SYNC_TAG)
}

export function createOutboxRuntime(db: OfflineDb, transport: Transport): OutboxRuntime {
  let running = false
  let again = false
  let stopped = false
  let wake: ReturnType<typeof setTimeout> | undefined

  const run = async () => {
    if (running) {
      again = true
      return
    }
    running = true
    try {
      do {
        again = false
        const report = await flush({ db, transport })
        clearTimeout(wake)
        if (report.wakeAt !== undefined && !stopped)
          wake = setTimeout(kick, Math.max(0, report.wakeAt - Date.now()) + 50)
      } while (again && !stopped)
    } catch (e) {
      console.error('Outbox flush failed', e)
    } finally {
      running = false
    }
  }
  const kick = () => void run()
  const onVisible = () => document.visibilityState === 'visible' && kick()
  // Tries made offline grow the back-off (to minutes after a long outage): the network coming back sends
  // what waits at once instead of at its next try.
  const onOnline = () => void retryAllNow(db).then(kick, kick)
  let tick: ReturnType<typeof setInterval> | undefined
  return {
    async write(input) {
      const item = await enqueue(db, input)
      kick()
      registerBackgroundSync().catch(() => undefined)
      return item
    },
    kick,
    start() {
      if (tick !== undefined) return
      stopped = false
      window.addEventListener('online', onOnline)
      window.addEventListener('focus', kick)
      document.addEventListener('visibilitychange', onVisible)
      tick = setInterval(kick, TICK_MS)
      void pruneDone(db).finally(kick)
    },
    stop() {
      stopped = true
      clearInterval(tick)
      tick = undefined
      clearTimeout(wake)
      window.removeEventListener('online', onOnline)
      window.removeEventListener('focus', kick)
      document.removeEventListener('visibilitychange', onVisible)
    },
  }
}
