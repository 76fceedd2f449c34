/**
 * Queue operations on the outbox: enqueue (with the optimistic local record written in the same
 * transaction), and the user's actions from the sync screen: retry, discard, resolve a conflict.
 * The flusher (flusher.ts) is the only thing that sends.
 */
import type { OfflineDb } from './db'
import { appVersion } from './app-version'
import { adapterFor } from './entity-adapters'
import { entityKey, type NewOutboxItem, type OutboxItem } from './outbox-types'
import { openItemsOf } from './outbox-reads'

export { openItems, openItemsOf } from './outbox-reads'
import { restoreLocal, writeLocal } from './local-record'
import { newUuid } from '../lib/new-uuid'

const newId = (): string => newUuid()

/** Queues a write and shows its effect locally at once. Resolves with the item (its id is the key). */
export async function enqueue(db: OfflineDb, input: NewOutboxItem, now = Date.now()): Promise<OutboxItem> {
  return db.transaction('rw', db.outbox, db.references, async () => {
    let earlier = await openItemsOf(db, entityKey(input.entity))
    // A refused whole-record write is superseded by the user's fixed one (its key stays bound to the refusal).
    if (input.replacesWhole) {
      const refused = earlier.filter((i) => i.status === 'rejected').map((i) => i.id)
      await db.outbox.bulkDelete(refused)
      earlier = earlier.filter((i) => !refused.includes(i.id))
    }
    const last = earlier.at(-1)
    const recordKey = adapterFor(input.entity.type)?.recordKey(input.entity.uuid)
    const record = recordKey === undefined ? undefined : await db.references.get(recordKey)
    const readStale = input.seenRev !== undefined && (record?.rev ?? 0) > input.seenRev
    if (input.local !== undefined) await writeLocal(db, input.entity, input.local)
    // The server never saw an unsent whole-record write: overwrite it instead of queueing behind it.
    const sameRequest = last?.method === input.method && last.path === input.path
    if (input.replacesWhole && last && sameRequest && last.status === 'pending' && last.attempts === 0) {
      const merged: OutboxItem = {
        ...last,
        // The new body may name more parents (e.g. a client created offline): it waits for them too.
        dependsOn: [...new Set([...last.dependsOn, ...(input.dependsOn ?? [])])],
        body: input.body,
        basedOnQueued: last.basedOnQueued || readStale,
        local: input.local,
        label: input.label,
        openPath: input.openPath,
        updatedAt: now,
        edits: last.edits + 1,
      }
      await db.outbox.put(merged)
      return merged
    }
    const lastSeq = (await db.outbox.orderBy('seq').last())?.seq ?? 0
    const item: OutboxItem = {
      id: newId(),
      seq: lastSeq + 1,
      userId: input.userId,
      entity: input.entity,
      key: entityKey(input.entity),
      dependsOn: input.dependsOn ?? [],
      method: input.method,
      path: input.path,
      body: input.body,
      baseVersion: input.baseVersion,
      basedOnQueued: earlier.length > 0 || readStale,
      local: input.local,
      createdAt: now,
      updatedAt: now,
      attempts: 0,
      nextAttemptAt: now,
      status: 'pending',
      appVersion,
      label: input.label,
      openPath: input.openPath,
      edits: 1,
    }
    await db.outbox.add(item)
    return item
  })
}

/** "Повторити": send again now (a retrying, rejected or paused item). */
export async function retryNow(db: OfflineDb, id: string, now = Date.now()): Promise<void> {
  await db.outbox.update(id, { status: 'pending', nextAttemptAt: now, updatedAt: now })
}

/** "Надіслати зараз" on the sync screen: items waiting out a back-off go at once. */
export async function retryAllNow(db: OfflineDb, now = Date.now()): Promise<number> {
  return db.outbox.where('status').equals('retrying').modify({ nextAttemptAt: now, updatedAt: now })
}

/** "Скасувати зміну": drop an unsent item and put the local record back as the queue now leaves it. */
export async function discard(db: OfflineDb, id: string): Promise<void> {
  await db.transaction('rw', db.outbox, db.references, async () => {
    const item = await db.outbox.get(id)
    if (!item || item.status === 'done' || item.status === 'sending') return
    await db.outbox.delete(id)
    await restoreLocal(db, item.entity)
    // What needed this change cannot go without it: hold it visibly rather than send it broken.
    const dependants = await db.outbox
      .filter((i) => i.dependsOn.includes(id) && i.status !== 'done')
      .toArray()
    for (const d of dependants)
      await db.outbox.update(d.id, {
        status: 'rejected',
        lastError: {
          status: 0,
          code: 'dependency_discarded',
          message: `Скасовано зміну «${item.label}», без якої цю не надіслати`,
        },
      })
  })
}

/** Conflict, "залишити мої": the same edit again, now based on the server's current record. */
export async function keepMine(db: OfflineDb, id: string, now = Date.now()): Promise<OutboxItem | undefined> {
  return db.transaction('rw', db.outbox, db.references, async () => {
    const item = await db.outbox.get(id)
    const adapter = item && adapterFor(item.entity.type)
    if (!item || item.status !== 'conflict' || !adapter) return undefined
    const current = adapter.fromCurrent(item.conflictCurrent)
    await writeLocal(db, item.entity, item.local, current)
    // A new id: the body changed, and the old key may already be bound to the 409 answer on the server.
    const requeued: OutboxItem = {
      ...item,
      id: newId(),
      body: adapter.keepMine(item.body, current),
      baseVersion: adapter.versionOf?.(current),
      basedOnQueued: false,
      status: 'pending',
      attempts: 0,
      nextAttemptAt: now,
      updatedAt: now,
      lastError: undefined,
      conflictCurrent: undefined,
    }
    await db.outbox.delete(id)
    await db.outbox.add(requeued)
    return requeued
  })
}

/** Conflict, "взяти з сервера": drop my edit and show the server's record. */
export async function takeServers(db: OfflineDb, id: string): Promise<void> {
  await db.transaction('rw', db.outbox, db.references, async () => {
    const item = await db.outbox.get(id)
    const adapter = item && adapterFor(item.entity.type)
    if (!item || item.status !== 'conflict' || !adapter) return
    await db.outbox.delete(id)
    await writeLocal(db, item.entity, undefined, adapter.fromCurrent(item.conflictCurrent))
    await restoreLocal(db, item.entity)
  })
}

/** Done items older than a day leave the sync screen. */
export async function pruneDone(db: OfflineDb, now = Date.now(), keepMs = 86_400_000): Promise<void> {
  const done = await db.outbox.where('status').equals('done').toArray()
  const old = done.filter((i) => (i.doneAt ?? 0) < now - keepMs).map((i) => i.id)
  if (old.length > 0) await db.outbox.bulkDelete(old)
}
