import { describe, expect, it } from 'vitest'
import { displayToApiDate, formatDate, formatDateTime, parseDisplayDate, toApiDate } from './date'

describe('dates', () => {
  it('shows dates as DD.MM.YYYY, whatever form they arrive in', () => {
    expect(formatDate('2024-03-07')).toBe('07.03.2024')
    expect(formatDate(new Date(2021, 11, 31))).toBe('31.12.2021')
    expect(formatDateTime(new Date(2024, 0, 2, 9, 5))).toBe('02.01.2024 09:05')
    expect(formatDate(null)).toBe('')
    expect(formatDate('not a date')).toBe('')
  })

  it('sends dates as YYYY-MM-DD', () => {
    expect(toApiDate(new Date(2024, 1, 29, 23, 59))).toBe('2024-02-29')
    expect(toApiDate(undefined)).toBeNull()
  })

  it('reads a typed DD.MM.YYYY strictly and turns it into the server form', () => {
    expect(displayToApiDate('05.06.1990')).toBe('1990-06-05')
    expect(parseDisplayDate('31.02.2024')).toBeNull()
    expect(parseDisplayDate('1.1.24')).toBeNull()
    expect(parseDisplayDate('__.__.____')).toBeNull()
  })
})
