import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { ApiError } from '../../lib/api/api-error'
import { freshDb, saveSettings } from '../testing/outbox-fixtures'
import { loadReference, type ReferenceGet } from './reference-loader'

type Reply = { status: number; body?: unknown; etag?: string } | 'offline'

/** A GET that answers from a script and records the If-None-Match it was sent. */
function scriptedGet(...replies: Reply[]) {
  const sent: Array<{ path: string; ifNoneMatch: string | undefined }> = []
  const get: ReferenceGet = async (path, init) => {
    sent.push({ path, ifNoneMatch: init.headers['If-None-Match'] })
    const reply = replies.shift()
    if (!reply || reply === 'offline') throw new ApiError({ status: 0, code: 'network', message: 'offline' })
    if (reply.status >= 400) throw new ApiError({ status: reply.status, code: 'internal', message: 'x' })
    init.onResponse(
      new Response(null, {
        status: reply.status === 304 ? 304 : 200,
        headers: reply.etag ? { ETag: reply.etag } : {},
      }),
    )
    return reply.status === 304 ? undefined : reply.body
  }
  return { get, sent }
}

describe('reference cache', () => {
  it('fetches a cached set once, then serves it from IndexedDB; a refresh sends the ETag and keeps it on 304', async () => {
    const db = freshDb()
    const { get, sent } = scriptedGet({ status: 200, body: { data: [1] }, etag: 'W/"a"' }, { status: 304 })
    expect(await loadReference(db, get, '/api/v2/staff/reference')).toEqual({ data: [1] })
    expect(await loadReference(db, get, '/api/v2/staff/reference')).toEqual({ data: [1] })
    expect(sent).toHaveLength(1)
    expect(await loadReference(db, get, '/api/v2/staff/reference', { refresh: true })).toEqual({ data: [1] })
    expect(sent[1]?.ifNoneMatch).toBe('W/"a"')
  })

  it('asks the network first for the sets the spec does not cache, and falls back to the stored copy offline', async () => {
    const db = freshDb()
    const { get, sent } = scriptedGet(
      { status: 200, body: [{ key: 1 }] },
      { status: 200, body: [{ key: 2 }] },
      'offline',
    )
    const path = '/api/v2/mc-tests/reference?category=3'
    expect(await loadReference(db, get, path)).toEqual([{ key: 1 }])
    expect(await loadReference(db, get, path)).toEqual([{ key: 2 }])
    expect(await loadReference(db, get, path)).toEqual([{ key: 2 }])
    expect(sent).toHaveLength(3)
  })

  it('fails silently where spec 000 §8 says so', async () => {
    const db = freshDb()
    const { get } = scriptedGet({ status: 500 }, { status: 500 }, { status: 500 })
    expect(await loadReference(db, get, '/application/legal-info/offer')).toEqual({ items: [] })
    expect(await loadReference(db, get, '/api/v2/doctor-actives/reference')).toEqual([])
    await expect(loadReference(db, get, '/api/v2/staff/reference')).rejects.toMatchObject({ status: 500 })
  })

  it('keeps an unsent edit on screen when the server copy is refreshed', async () => {
    const db = freshDb()
    await saveSettings(db, { qrMarginTop: 4 })
    const { get } = scriptedGet({ status: 200, body: { qrMarginTop: 0, version: 0 } })
    await loadReference(db, get, '/api/v2/personal-settings', { refresh: true })
    expect((await db.references.get('/api/v2/personal-settings'))?.data).toMatchObject({ qrMarginTop: 4 })
  })
})
