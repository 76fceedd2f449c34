import { describe, expect, it } from 'vitest'
import { entriesPath, readEntryFilters, withEntryFilters } from './entry-filters'

describe('previous-entry list filters', () => {
  it('reads the address, leaving malformed values out', () => {
    const f = readEntryFilters(
      new URLSearchParams('doctorId=7&deadlineFrom=2030-01-01&deadlineTo=bad&type=3&overdue=1&page=2'),
    )
    expect(f).toEqual({
      doctorId: '7',
      deadlineFrom: '2030-01-01',
      deadlineTo: '',
      type: '',
      isNearVisit: false,
      overdue: true,
      page: 2,
    })
    expect(entriesPath(f)).toBe(
      '/previous-orders/api?page=2&perPage=15&doctorId=7&deadlineFrom=2030-01-01&overdue=1',
    )
  })

  it('changes a filter, drops emptied ones and goes back to the first page', () => {
    const next = withEntryFilters(new URLSearchParams('overdue=1&page=3&type=1'), {
      overdue: false,
      type: '2',
    })
    expect(next.toString()).toBe('type=2')
  })
})
