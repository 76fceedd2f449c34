import { afterEach, describe, expect, it, vi } from 'vitest'
import { newUuid } from './new-uuid'

const v4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

describe('newUuid', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('makes v4 uuids on a plain-HTTP origin, where crypto.randomUUID does not exist', () => {
    const real = globalThis.crypto
    vi.stubGlobal('crypto', { getRandomValues: real.getRandomValues.bind(real) })
    expect(typeof crypto.randomUUID).toBe('undefined')
    const made = Array.from({ length: 1000 }, newUuid)
    for (const u of made) expect(u).toMatch(v4)
    expect(new Set(made).size).toBe(1000)
  })

  it('uses crypto.randomUUID where the origin has it', () => {
    const real = globalThis.crypto
    vi.stubGlobal('crypto', {
      getRandomValues: real.getRandomValues.bind(real),
      randomUUID: () => '00000000-0000-4000-8000-000000000001',
    })
    expect(newUuid()).toBe('00000000-0000-4000-8000-000000000001')
  })
})
