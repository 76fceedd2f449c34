import { describe, expect, it } from 'vitest'
import { containing, escapeLike } from './like'

describe('LIKE patterns from typed text', () => {
  it('keeps %, _ and \\ literal and wraps a containing match', () => {
    expect(escapeLike('50%_a\\b')).toBe('50\\%\\_a\\\\b')
    expect(containing('Київ')).toBe('%Київ%')
    expect(containing('10%')).toBe('%10\\%%')
  })
})
