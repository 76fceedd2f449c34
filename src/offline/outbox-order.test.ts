import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { flush } from './flusher'
import { memoryLock, FLUSH_LOCK } from './lock'
import { blockedReason } from './outbox-plan'
import { discard, enqueue, keepMine, takeServers } from './outbox'
import { personalSettingsDefaults } from '../../domain/settings/personal-settings.schema'
import { createTransport } from './transport'
import { fakeServer } from './testing/fake-server'
import { freshDb, saveSettings, statuses, writeOther } from './testing/outbox-fixtures'
import { appVersion } from './app-version'

function setup(options: { batchSize?: number } = {}) {
  const db = freshDb()
  const server = fakeServer()
  const lock = memoryLock()
  const run = () => flush({ db, transport: createTransport(server.request), lock, ...options })
  return { db, server, run, lock }
}

describe('outbox order, dependencies and exclusivity', () => {
  it('409: conflict with the server record; "keep mine" re-queues on its version, "take the server\'s" drops mine', async () => {
    const { db, server, run } = setup()
    await saveSettings(db, { barcodeMarginTop: 5, version: 0 })
    await run() // server now at version 1
    const stale = await saveSettings(db, { barcodeMarginTop: 7, version: 0 })
    await run()
    const conflict = await db.outbox.get(stale.id)
    expect(conflict).toMatchObject({
      status: 'conflict',
      conflictCurrent: { version: 1, barcodeMarginTop: 5 },
    })

    const requeued = await keepMine(db, stale.id)
    expect(requeued?.id).not.toBe(stale.id)
    expect(requeued?.body).toMatchObject({ barcodeMarginTop: 7, version: 1 })
    await run()
    expect(server.settings).toMatchObject({ barcodeMarginTop: 7, version: 2 })

    const other = await saveSettings(db, { barcodeMarginTop: 9, version: 0 })
    await run()
    await takeServers(db, other.id)
    expect(await db.outbox.get(other.id)).toBeUndefined()
    expect((await db.references.get('/api/v2/personal-settings'))?.data).toMatchObject({
      barcodeMarginTop: 7,
      version: 2,
    })
  })

  it('an item waits for the items it depends on; a rejected parent holds it and says so', async () => {
    const { db, server, run } = setup({ batchSize: 1 })
    const parent = await writeOther(db, 'a')
    const child = await writeOther(db, 'b', [parent.id])
    server.fault({ status: 422, body: { code: 'validation_failed', message: 'Перевірте поля' } })
    await run()
    expect(await statuses(db)).toEqual(['rejected', 'pending'])
    const items = await db.outbox.toArray()
    expect(
      blockedReason(
        items.find((i) => i.id === child.id)!,
        items,
      ),
    ).toContain('Клієнт a')
    await discard(db, parent.id)
    expect(await db.outbox.get(child.id)).toMatchObject({
      status: 'rejected',
      lastError: { code: 'dependency_discarded' },
    })
  })

  it('keeps per-record order: a later edit is sent after the earlier one, on the version it produced', async () => {
    const { db, server, run } = setup()
    await saveSettings(db, { qrMarginTop: 1, version: 0 })
    await saveSettings(db, { qrMarginTop: 2, version: 0 }) // made offline on top of the first
    await saveSettings(db, { qrMarginTop: 3, version: 0 })
    await run()
    expect(await statuses(db)).toEqual(['done', 'done', 'done'])
    expect(server.sent.map((s) => (s.body as { qrMarginTop: number }).qrMarginTop)).toEqual([1, 2, 3])
    expect(server.settings).toMatchObject({ qrMarginTop: 3, version: 3 })
  })

  it('merges an unsent whole-record edit instead of queueing it', async () => {
    const { db, run, server } = setup()
    await saveSettings(db, { qrMarginTop: 1 }, { replacesWhole: true })
    const merged = await saveSettings(db, { qrMarginTop: 2 }, { replacesWhole: true })
    expect(await db.outbox.count()).toBe(1)
    expect(merged.edits).toBe(2)
    await run()
    expect(server.state.applied).toBe(1)
  })

  it('sends ready items of different records in one push batch, with the app version', async () => {
    const { db, server, run } = setup()
    await writeOther(db, 'x')
    await writeOther(db, 'y')
    await run()
    expect(server.sent).toHaveLength(1)
    expect(server.sent[0]?.path).toBe('/api/v2/sync/push')
    expect(server.sent[0]?.headers['X-App-Version']).toBe(appVersion)
    const items = (server.sent[0]?.body as { items: Array<{ appVersion: string; entity: string }> }).items
    expect(items.map((i) => [i.entity, i.appVersion])).toEqual([
      ['client:x', appVersion],
      ['client:y', appVersion],
    ])
    // y's put hit a stale version after x's: a refusal of one record does not stop the other records.
    expect(await statuses(db)).toEqual(['done', 'conflict'])
  })

  it('one flusher at a time: concurrent flushes send each item once; a held lock makes them wait', async () => {
    const { db, server, run, lock } = setup()
    await saveSettings(db, {})
    let release = () => {}
    const held = lock(FLUSH_LOCK, () => new Promise<void>((r) => (release = r)))
    const runs = Promise.all([run(), run(), run()])
    await new Promise((r) => setTimeout(r, 20))
    expect(server.sent).toHaveLength(0)
    release()
    await held
    await runs
    expect(server.sent).toHaveLength(1)
    expect(server.state.applied).toBe(1)
  })

  it('an item left "sending" by a closed tab is sent again with its key and not applied twice', async () => {
    const { db, server, run } = setup()
    const item = await saveSettings(db, {})
    server.fault('drop-answer')
    await run()
    await db.outbox.update(item.id, { status: 'sending', nextAttemptAt: 0 })
    await run()
    expect(await statuses(db)).toEqual(['done'])
    expect(server.state).toEqual({ applied: 1, replayed: 1 })
  })
})

describe('an edit made on a copy that changed meanwhile', () => {
  it('is sent on the version the server gave the previous edit, not the one on screen', async () => {
    const { db, server, run } = setup()
    await saveSettings(db, { qrMarginTop: 1, version: 0 })
    const seen = (await db.references.get('/api/v2/personal-settings'))?.rev ?? 0
    await run() // the answer (version 1) lands after the screen read the record
    await enqueue(db, {
      userId: db.userId,
      entity: { type: 'personal-settings', uuid: String(db.userId) },
      method: 'PUT',
      path: '/api/v2/personal-settings',
      body: { ...personalSettingsDefaults, qrMarginTop: 2, version: 0 },
      label: 'Особисті налаштування',
      seenRev: seen,
    })
    await run()
    expect(await statuses(db)).toEqual(['done', 'done'])
    expect(server.settings).toMatchObject({ qrMarginTop: 2, version: 2 })
  })
})
