import { describe, expect, it } from 'vitest'
import { defaultPeriod, logQuery, readLogFilters, withLogFilters } from './notification-filters'

// 22:30 UTC on 29 March 2026 is already 01:30 on the 30th in Kyiv (summer time, +3).
const lateEvening = new Date('2026-03-29T22:30:00Z')

describe('the notification log filters', () => {
  it('default to the last 7 Kyiv days, today included', () => {
    expect(defaultPeriod(lateEvening)).toEqual({ from: '2026-03-24', to: '2026-03-30' })
    expect(defaultPeriod(new Date('2026-03-01T10:00:00Z'))).toEqual({ from: '2026-02-23', to: '2026-03-01' })
    expect(logQuery(readLogFilters(new URLSearchParams(), lateEvening))).toBe(
      'from=2026-03-24&to=2026-03-30&page=1',
    )
  })

  it('keep a period the user emptied empty, for the server to refuse on its field', () => {
    const f = readLogFilters(new URLSearchParams('from=&to=2026-03-05'), lateEvening)
    expect(f).toMatchObject({ from: '', to: '2026-03-05' })
    expect(logQuery(f)).toBe('to=2026-03-05&page=1')
  })

  it('drop values the contract does not know', () => {
    const f = readLogFilters(new URLSearchParams('status=lost&channel=pigeon&event=sms&page=-2'), lateEvening)
    expect(f).toMatchObject({ status: '', channel: '', event: '', page: 1 })
  })

  it('apply every filter together and start again from the first page', () => {
    const params = new URLSearchParams('status=error&page=3')
    const next = withLogFilters(params, {
      from: '2026-03-01',
      to: '2026-03-05',
      status: '',
      channel: 'sms',
      event: 'visit_reminder',
      q: ' 0671234567 ',
    })
    expect(next.toString()).toBe(
      'from=2026-03-01&to=2026-03-05&channel=sms&event=visit_reminder&q=0671234567',
    )
    expect(logQuery(readLogFilters(next, lateEvening), false)).toBe(
      'from=2026-03-01&to=2026-03-05&channel=sms&event=visit_reminder&q=0671234567',
    )
  })
})
