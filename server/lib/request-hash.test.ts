import { describe, expect, it } from 'vitest'
import { canonicalJson, requestHash } from './request-hash'

describe('request hash', () => {
  it('does not depend on the order of object keys', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { f: 2, e: 3 }], c: null } })).toBe(
      '{"a":{"c":null,"d":[1,{"e":3,"f":2}]},"b":1}',
    )
    expect(requestHash('PUT', '/api/x', { a: 1, b: 2 })).toBe(requestHash('put', '/api/x', { b: 2, a: 1 }))
  })

  it('differs by method, URL and body', () => {
    const base = requestHash('PUT', '/api/x', { a: 1 })
    expect(requestHash('POST', '/api/x', { a: 1 })).not.toBe(base)
    expect(requestHash('PUT', '/api/y', { a: 1 })).not.toBe(base)
    expect(requestHash('PUT', '/api/x', { a: 2 })).not.toBe(base)
  })
})
