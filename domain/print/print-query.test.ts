import { describe, expect, it } from 'vitest'
import { readDay, readFormat, readId } from './print-query'

describe('the print pages’ addresses', () => {
  it('take ids of plain digits within int4 only', () => {
    expect(readId('12')).toBe(12)
    for (const bad of [null, '', '0', '-1', '01', '1.5', '1e3', ' 1', 'abc', '2147483648'])
      expect(readId(bad)).toBeNull()
  })

  it('take real days between 2000 and 2099 only', () => {
    expect(readDay('2026-11-27')).toBe('2026-11-27')
    expect(readDay('2028-02-29')).toBe('2028-02-29')
    for (const bad of [null, '2026-02-30', '2026-13-01', '27.11.2026', '1999-12-31', '2100-01-01', 'x'])
      expect(readDay(bad)).toBeNull()
  })

  it('take A4 or A5 as the sheet size', () => {
    expect(readFormat('A4')).toBe('A4')
    expect(readFormat('a5')).toBeNull()
  })
})
