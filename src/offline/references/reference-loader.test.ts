import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { ApiError } from '../../lib/api/api-error'
import { freshDb, saveSettings } from '../testing/outbox-fixtures'
import { referenceDefOf } from './reference-catalogue'
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

  it('tells the screen when it serves the stored copy because the server could not be asked', async () => {
    const db = freshDb()
    const { get } = scriptedGet({ status: 200, body: { data: { balances: [] } } }, 'offline', { status: 503 })
    const path = '/api/v2/clients/5/deposits'
    const fallbacks: unknown[] = []
    const onFallback = (e: unknown) => fallbacks.push(e)
    expect(await loadReference(db, get, path, { onFallback })).toEqual({ data: { balances: [] } })
    expect(fallbacks).toEqual([])
    expect(await loadReference(db, get, path, { onFallback })).toEqual({ data: { balances: [] } })
    expect(fallbacks).toMatchObject([{ status: 0 }])
    expect(await loadReference(db, get, path, { onFallback })).toEqual({ data: { balances: [] } })
    expect(fallbacks).toMatchObject([{ status: 0 }, { status: 503 }])
  })

  it('finds the catalogue entry of a concrete path, templates with a parameter inside the path too', () => {
    expect(referenceDefOf('/api/v2/mc-tests/17?x=1')).toEqual({ policy: 'network' })
    expect(referenceDefOf('/api/v2/mc-tests/reference?category=3')).toEqual({ policy: 'network' })
    expect(referenceDefOf('/application/legal-info/offer')).toMatchObject({ silent: 'empty-items' })
    expect(referenceDefOf('/api/v2/clients/5/deposits')).toEqual({ policy: 'network' })
    expect(referenceDefOf('/api/v2/mc-orders?clientId=5&page=2&perPage=15')).toEqual({ policy: 'network' })
    expect(referenceDefOf('/api/v2/clients/5')).toBeUndefined()
    expect(referenceDefOf('/api/v2/clients//deposits')).toBeUndefined()
    expect(referenceDefOf('/api/v2/staff/reference')).toEqual({ policy: 'cache' })
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
