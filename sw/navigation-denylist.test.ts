import { describe, expect, it } from 'vitest'
import { navigationDenylist } from './navigation-denylist'

const denied = (base: string, path: string) => navigationDenylist(base).some((re) => re.test(path))

describe('navigationDenylist', () => {
  it('keeps API and socket navigations away from the app shell', () => {
    expect(denied('/api', '/api')).toBe(true)
    expect(denied('/api', '/api/docs')).toBe(true)
    expect(denied('/api', '/socket.io/?EIO=4')).toBe(true)
  })

  it('lets client routes that merely start with the same letters get the app shell', () => {
    expect(denied('/api', '/apiary')).toBe(false)
    expect(denied('/api', '/clients/profile/7')).toBe(false)
  })

  it('follows a configured base path and ignores a base on another origin', () => {
    expect(denied('/backend/', '/backend/clients')).toBe(true)
    expect(denied('https://api.example.com', '/clients')).toBe(false)
  })
})
