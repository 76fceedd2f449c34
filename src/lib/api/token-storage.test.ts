import { describe, expect, it, vi } from 'vitest'
import { createTokenStore, refreshPoint, tokenKeys } from './token-storage'
import { memoryStorage } from './testing/fake-fetch'

const pair = { token: 'access-1', refreshToken: 'refresh-1', expiresIn: 600 }

describe('token storage', () => {
  it('keeps the session under nuxt-auth style keys with the "auth" prefix', () => {
    const storage = memoryStorage()
    createTokenStore(storage, undefined).save(pair, 1_000)

    expect(storage.getItem('auth._token.local')).toBe('access-1')
    expect(storage.getItem('auth._refresh_token.local')).toBe('refresh-1')
    expect(storage.getItem('auth._token_expiration.local')).toBe(String(1_000 + 600_000))
    expect(storage.getItem('auth.strategy')).toBe('local')
    for (const key of Object.values(tokenKeys)) expect(key.startsWith('auth.')).toBe(true)
  })

  it('reads back what it saved and forgets it on clear', () => {
    const store = createTokenStore(memoryStorage(), undefined)
    const saved = store.save(pair, 1_000)
    expect(store.read()).toEqual(saved)
    expect(saved.refreshAt).toBe(1_000 + 600_000 - 60_000)

    store.clear()
    expect(store.read()).toBeNull()
  })

  it('refreshes at 80 % of a lifetime too short for the one-minute margin', () => {
    expect(refreshPoint(0, 10_000)).toBe(8_000)
  })

  it('tells subscribers about changes here and about the token changing in another tab', () => {
    const events = new EventTarget()
    const store = createTokenStore(memoryStorage(), events)
    const listener = vi.fn()
    const stop = store.subscribe(listener)

    store.save(pair, 0)
    events.dispatchEvent(Object.assign(new Event('storage'), { key: tokenKeys.token }))
    events.dispatchEvent(Object.assign(new Event('storage'), { key: 'unrelated' }))
    expect(listener).toHaveBeenCalledTimes(2)

    stop()
    store.clear()
    expect(listener).toHaveBeenCalledTimes(2)
  })
})
