import { describe, expect, it } from 'vitest'
import { redirectTargetFrom, signInPathFor } from './redirect-target'

const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash })

describe('redirect target', () => {
  it('remembers the full path a signed-out user was opening and returns there', () => {
    const path = signInPathFor(at('/clients/profile/7', '?tab=orders'), false)
    expect(path).toBe('/auth?from=%2Fclients%2Fprofile%2F7%3Ftab%3Dorders')
    expect(redirectTargetFrom(path.slice('/auth'.length))).toBe('/clients/profile/7?tab=orders')
  })

  it('starts at home after a deliberate sign-out or when coming from home', () => {
    expect(signInPathFor(at('/mc-orders'), true)).toBe('/auth')
    expect(signInPathFor(at('/'), false)).toBe('/auth')
  })

  it('never redirects off the site or back to the sign-in page', () => {
    expect(redirectTargetFrom('?from=//evil.example')).toBe('/')
    expect(redirectTargetFrom('?from=https://evil.example')).toBe('/')
    expect(redirectTargetFrom('?from=/\\evil.example')).toBe('/')
    expect(redirectTargetFrom('?from=/auth/reset-password')).toBe('/')
    expect(redirectTargetFrom('')).toBe('/')
  })
})
