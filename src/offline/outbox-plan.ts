/**
 * Which items may be sent now. Per-entity FIFO: only the oldest unfinished item of a record is sent,
 * plus the ones queued right behind it when their bodies are final (they ride in the same ordered
 * batch); an item also waits for every item it depends on. Pure, so the sync screen explains a wait
 * with the same rules the flusher follows.
 */
import { adapterFor } from './entity-adapters'
import { entityKey, type OutboxItem } from './outbox-types'

export interface FlushPlan {
  ready: OutboxItem[]
  /** The whole queue waits for a new sign-in. */
  paused: boolean
  /** The earliest time a waiting item becomes due (for the flusher's timer). */
  wakeAt: number | undefined
}

const sendable = (i: OutboxItem) => i.status === 'pending' || i.status === 'retrying'
/** A follower made on top of an unsent edit needs the versions its predecessor gets: it waits to be first. */
const needsRebase = (i: OutboxItem) => i.basedOnQueued && adapterFor(i.entity.type)?.rebase !== undefined

/** Plans one round; `items` in any order. */
export function planFlush(items: OutboxItem[], now: number, max = 200): FlushPlan {
  const sorted = [...items].sort((a, b) => a.seq - b.seq)
  const byId = new Map(sorted.map((i) => [i.id, i]))
  const paused = sorted.some((i) => i.status === 'needs-sign-in')
  const chosen = new Set<string>()
  const chainOpen = new Map<string, boolean>() // entity → may the next item of it join this round?
  let wakeAt: number | undefined
  const ready: OutboxItem[] = []

  for (const item of sorted) {
    if (item.status === 'done') continue
    const key = entityKey(item.entity)
    const first = !chainOpen.has(key)
    const open = first || chainOpen.get(key) === true
    let go = open && sendable(item) && ready.length < max
    if (go && first && item.status === 'retrying' && item.nextAttemptAt > now) {
      wakeAt = Math.min(wakeAt ?? item.nextAttemptAt, item.nextAttemptAt)
      go = false
    }
    if (go && !first && (needsRebase(item) || item.attempts > 0)) go = false
    // A dependency must be done already, or travel earlier in this same ordered batch.
    if (go) go = item.dependsOn.every((d) => chosen.has(d) || (byId.get(d)?.status ?? 'done') === 'done')
    chainOpen.set(key, go)
    if (go) {
      chosen.add(item.id)
      ready.push(item)
    }
  }
  return { ready: paused ? [] : ready, paused, wakeAt }
}

/** Why a waiting item is not being sent, in Ukrainian, or undefined when nothing holds it. */
export function blockedReason(item: OutboxItem, items: OutboxItem[]): string | undefined {
  const byId = new Map(items.map((i) => [i.id, i]))
  for (const d of item.dependsOn) {
    const parent = byId.get(d)
    if (parent && (parent.status === 'rejected' || parent.status === 'conflict'))
      return `Чекає, доки виправлять «${parent.label}»: сервер її не прийняв`
  }
  const key = entityKey(item.entity)
  const before = items.filter((i) => i.seq < item.seq && i.status !== 'done' && entityKey(i.entity) === key)
  if (before.some((i) => i.status === 'rejected' || i.status === 'conflict'))
    return 'Чекає: попередню зміну цього запису сервер не прийняв'
  if (before.length > 0) return 'Чекає на попередню зміну цього запису'
  if (item.dependsOn.some((d) => byId.get(d) && byId.get(d)?.status !== 'done'))
    return 'Чекає на пов’язану зміну'
  return undefined
}

/**
 * A body above this travels on its own (a protocol file is up to ~7 MB of base64): two of them in one
 * push batch would pass the batch's 8 MiB limit and the whole batch would be refused.
 */
export const ALONE_BODY_CHARS = 512 * 1024

const bodyChars = (i: OutboxItem) => (i.body === undefined ? 0 : JSON.stringify(i.body).length)

/**
 * The items of a round that go together: all of `ready`, except that a large item goes alone — the
 * items planned before it go first, it goes in the next round, what follows it in the one after.
 */
export function roundBatch(ready: OutboxItem[]): OutboxItem[] {
  const large = ready.findIndex((i) => bodyChars(i) > ALONE_BODY_CHARS)
  if (large === -1) return ready
  return large === 0 ? ready.slice(0, 1) : ready.slice(0, large)
}
