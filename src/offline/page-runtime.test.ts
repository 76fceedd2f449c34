// @vitest-environment happy-dom
import 'fake-indexeddb/auto'
import { afterEach, describe, expect, it } from 'vitest'
import { createOutboxRuntime, type OutboxRuntime } from './page-runtime'
import { createTransport } from './transport'
import { fakeServer } from './testing/fake-server'
import { freshDb, saveSettings, statuses } from './testing/outbox-fixtures'

let runtime: OutboxRuntime | undefined
afterEach(() => runtime?.stop())

describe('the page runtime', () => {
  it('the network coming back sends an item waiting out a long back-off at once', async () => {
    const db = freshDb()
    const server = fakeServer()
    const item = await saveSettings(db, { qrMarginTop: 3 })
    // As after a long outage: many failed tries, the next one minutes away.
    await db.outbox.update(item.id, { status: 'retrying', attempts: 9, nextAttemptAt: Date.now() + 240_000 })
    runtime = createOutboxRuntime(db, createTransport(server.request))
    runtime.start()
    await new Promise((r) => setTimeout(r, 100))
    expect(await statuses(db)).toEqual(['retrying']) // the start's own run leaves it waiting
    window.dispatchEvent(new Event('online'))
    await expect.poll(() => statuses(db), { timeout: 2_000 }).toEqual(['done'])
    expect(server.state.applied).toBe(1)
  })
})
