import { describe, expect, it } from 'vitest'
import { composeAuthorization } from './authorization'

describe('composeAuthorization', () => {
  it('combines Basic credentials and the Bearer token in one header, Basic first', () => {
    expect(composeAuthorization('user:pass', 'jwt')).toBe('Basic dXNlcjpwYXNz, Bearer jwt')
  })

  it('sends Basic alone before sign-in and Bearer alone without a basic-auth value', () => {
    expect(composeAuthorization('user:pass', undefined)).toBe('Basic dXNlcjpwYXNz')
    expect(composeAuthorization(undefined, 'jwt')).toBe('Bearer jwt')
    expect(composeAuthorization(undefined, undefined)).toBeUndefined()
  })

  it('encodes non-Latin credentials as UTF-8', () => {
    const header = composeAuthorization('адмін:пароль', undefined) ?? ''
    const decoded = new TextDecoder().decode(Uint8Array.from(atob(header.slice(6)), (c) => c.charCodeAt(0)))
    expect(decoded).toBe('адмін:пароль')
  })
})
