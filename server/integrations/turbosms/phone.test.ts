import { describe, expect, it } from 'vitest'
import { normalizePhone, turboSequenceId } from './phone'

describe('normalizePhone', () => {
  it.each([
    ['0501234567', '380501234567'],
    ['+38 (050) 123-45-67', '380501234567'],
    ['80501234567', '380501234567'],
    ['00380501234567', '380501234567'],
    ['+48 601 234 567', '48601234567'],
  ])('%s → %s', (raw, want) => expect(normalizePhone(raw)).toBe(want))

  it.each(['', '12345', '050123456', '38050123456', '3805012345678', '0123', '+1234567890123456'])(
    'rejects %s',
    (raw) => expect(normalizePhone(raw)).toBeNull(),
  )
})

describe('turboSequenceId', () => {
  it('is stable per notification and differs between notifications and variants', () => {
    expect(turboSequenceId(42)).toBe(turboSequenceId('42'))
    expect(turboSequenceId(42)).toMatch(/^[0-9a-f]{16}$/)
    expect(turboSequenceId(42)).not.toBe(turboSequenceId(43))
    expect(turboSequenceId(42, 'backup')).not.toBe(turboSequenceId(42))
  })
})
