import { describe, expect, it } from 'vitest'
import { connectionAllowsPrefetch } from './prefetch-link'

describe('connectionAllowsPrefetch', () => {
  it('skips prefetching on data-saver and 2G connections only', () => {
    expect(connectionAllowsPrefetch({ saveData: true, effectiveType: '4g' })).toBe(false)
    expect(connectionAllowsPrefetch({ effectiveType: '2g' })).toBe(false)
    expect(connectionAllowsPrefetch({ effectiveType: 'slow-2g' })).toBe(false)
    expect(connectionAllowsPrefetch({ effectiveType: '3g' })).toBe(true)
    expect(connectionAllowsPrefetch({})).toBe(true)
  })
})
