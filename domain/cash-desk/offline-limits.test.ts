import { describe, expect, it } from 'vitest'
import {
  hoursText,
  kyivMonthStart,
  offlineMessages,
  offlineRefusal,
  offlineUsage,
  offlineWarnings,
  saleRefusal,
} from './offline-limits'

const at = (iso: string) => new Date(iso)
const HOUR = 3_600_000

describe('offline hours', () => {
  it('count the open run in a row and every run inside the Kyiv month, cut at its first instant', () => {
    // Kyiv's March begins at 22:00 UTC on the last day of February (UTC+2).
    expect(kyivMonthStart(at('2026-03-15T10:00:00Z'))).toEqual(at('2026-02-28T22:00:00Z'))
    const now = at('2026-03-02T10:00:00Z')
    const usage = offlineUsage(
      [
        { startedAt: at('2026-02-28T12:00:00Z'), endedAt: at('2026-03-01T02:00:00Z') }, // 4 h in March
        { startedAt: at('2026-03-01T08:00:00Z'), endedAt: at('2026-03-01T18:00:00Z') }, // 10 h
        { startedAt: at('2026-03-02T04:00:00Z'), endedAt: null }, // 6 h, open
      ],
      now,
    )
    expect(usage).toEqual({ since: at('2026-03-02T04:00:00Z'), inRowHours: 6, monthHours: 20 })
    expect(offlineUsage([], now)).toEqual({ since: null, inRowHours: 0, monthHours: 0 })
  })

  it('across the autumn clock change the month still starts at Kyiv midnight', () => {
    expect(kyivMonthStart(at('2026-11-01T12:00:00Z'))).toEqual(at('2026-10-31T22:00:00Z'))
    expect(kyivMonthStart(at('2026-10-31T12:00:00Z'))).toEqual(at('2026-09-30T21:00:00Z'))
  })
})

describe('the law’s limits', () => {
  const usage = (inRowHours: number, monthHours: number) => ({
    since: at('2026-03-02T00:00:00Z'),
    inRowHours,
    monthHours,
  })

  it('refuse a sale past 36 hours in a row or 168 in the month, not before', () => {
    expect(saleRefusal(usage(35.9, 100))).toBeNull()
    expect(saleRefusal(usage(36, 100))).toBe(offlineMessages.inRow)
    expect(saleRefusal(usage(10, 168))).toBe(offlineMessages.month)
    // Online: the month's hours stop no sale (the provider fiscalises it).
    expect(saleRefusal({ since: null, inRowHours: 0, monthHours: 170 })).toBeNull()
  })

  it('give no offline number past a limit or when none is left', () => {
    expect(offlineRefusal(usage(1, 1), 5)).toBeNull()
    expect(offlineRefusal(usage(36, 40), 5)).toBe(offlineMessages.pendingInRow)
    expect(offlineRefusal(usage(1, 168), 5)).toBe(offlineMessages.pendingMonth)
    expect(offlineRefusal(usage(1, 1), 0)).toBe(offlineMessages.noCodes)
  })

  it('warn within 6 hours of the run’s limit, 24 of the month’s and 10 numbers', () => {
    expect(offlineWarnings(usage(29.9, 100), 11)).toEqual([])
    expect(offlineWarnings(usage(30.5, 150), 3)).toEqual([
      'До ліміту 36 годин офлайн поспіль лишилося 5 год 30 хв',
      'До ліміту 168 годин офлайн на місяць лишилося 18 год',
      'Зарезервованих офлайн-номерів лишилося: 3',
    ])
    expect(offlineWarnings(usage(37, 100), null)).toEqual([offlineMessages.inRow])
    expect(offlineWarnings({ since: null, inRowHours: 0, monthHours: 0 }, 0)).toEqual([
      'Немає зарезервованих офлайн-номерів: офлайн-чеки неможливі',
    ])
  })

  it('says hours and minutes', () => {
    expect(hoursText(0.5)).toBe('30 хв')
    expect(hoursText(2)).toBe('2 год')
    expect(hoursText((2 * HOUR + 5 * 60_000) / HOUR)).toBe('2 год 5 хв')
  })
})
