import { describe, expect, it } from 'vitest'
import { formatDate, localDate, validityOn } from './calendar'

describe('calendar', () => {
  it('takes today in Kyiv, not in UTC or the server zone', () => {
    // Summer time (UTC+3) from 29 March 2026; winter UTC+2.
    expect(localDate(new Date('2026-03-31T20:59:00Z'), 'Europe/Kyiv')).toBe('2026-03-31')
    expect(localDate(new Date('2026-03-31T21:00:00Z'), 'Europe/Kyiv')).toBe('2026-04-01')
    expect(localDate(new Date('2026-01-31T21:59:00Z'), 'Europe/Kyiv')).toBe('2026-01-31')
    expect(localDate(new Date('2026-01-31T22:00:00Z'), 'Europe/Kyiv')).toBe('2026-02-01')
    expect(localDate(new Date('2026-01-31T22:00:00Z'), 'UTC')).toBe('2026-01-31')
  })

  it('treats both ends of a validity window as valid days', () => {
    const window = { dateFrom: '2026-03-01', dateTo: '2026-03-31', perpetual: false }
    expect(validityOn('2026-02-28', window)).toBe('not_yet_valid')
    expect(validityOn('2026-03-01', window)).toBe('valid')
    expect(validityOn('2026-03-31', window)).toBe('valid')
    expect(validityOn('2026-04-01', window)).toBe('expired')
    expect(validityOn('2030-01-01', { ...window, perpetual: true })).toBe('valid')
    expect(validityOn('2026-02-28', { ...window, perpetual: true })).toBe('not_yet_valid')
    expect(validityOn('2026-02-28', { dateFrom: null, dateTo: null, perpetual: false })).toBe('valid')
  })

  it('prints dates as DD.MM.YYYY', () => {
    expect(formatDate('2026-03-09')).toBe('09.03.2026')
  })
})
