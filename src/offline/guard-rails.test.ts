import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { checkSentinel, EVICTION } from './guard-rails'
import { freshDb } from './testing/outbox-fixtures'
import { memoryStorage } from '../lib/api/testing/fake-fetch'

describe('eviction sentinel', () => {
  it('is written at first sign-in and reports eviction when the database lost it but the marker remains', async () => {
    const storage = memoryStorage()
    const db = freshDb()
    expect(await checkSentinel(db, storage)).toEqual({ firstSignIn: true, evicted: false })
    expect(await checkSentinel(db, storage)).toEqual({ firstSignIn: false, evicted: false })
    await db.syncState.clear() // what the browser's eviction leaves behind
    expect(await checkSentinel(db, storage)).toEqual({ firstSignIn: false, evicted: true })
    expect(await db.syncState.get(EVICTION)).toBeDefined()
  })
})
