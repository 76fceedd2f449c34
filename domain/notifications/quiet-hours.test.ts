import { describe, expect, it } from 'vitest'
import { afterQuietHours, inQuietHours } from './quiet-hours'

const night = { quietHours: true, quietFrom: '21:00', quietTo: '08:00' }
const iso = (at: Date) => at.toISOString()

describe('quiet hours (Kyiv clock)', () => {
  it('moves a message due at night to 08:00 Kyiv, the next morning or the same one', () => {
    // 23:00 Kyiv in winter (UTC+2) → 08:00 the next day.
    expect(iso(afterQuietHours(new Date('2026-12-01T21:00:00Z'), night))).toBe('2026-12-02T06:00:00.000Z')
    // 05:00 Kyiv in summer (UTC+3) → 08:00 the same day.
    expect(iso(afterQuietHours(new Date('2026-06-10T02:00:00Z'), night))).toBe('2026-06-10T05:00:00.000Z')
    // The first quiet minute and the last: 21:00 is quiet, 08:00 is not.
    expect(inQuietHours(new Date('2026-12-01T19:00:00Z'), night)).toBe(true)
    expect(inQuietHours(new Date('2026-12-01T18:59:00Z'), night)).toBe(false)
    expect(inQuietHours(new Date('2026-12-02T06:00:00Z'), night)).toBe(false)
  })

  it('keeps 08:00 at 08:00 over the spring change (last Sunday of March)', () => {
    // 23:00 on Saturday 28.03.2026 (UTC+2) → 08:00 on Sunday 29.03, already summer time (UTC+3).
    expect(iso(afterQuietHours(new Date('2026-03-28T21:00:00Z'), night))).toBe('2026-03-29T05:00:00.000Z')
    // 02:30 that night, before the clock jumps from 03:00 to 04:00.
    expect(iso(afterQuietHours(new Date('2026-03-29T00:30:00Z'), night))).toBe('2026-03-29T05:00:00.000Z')
  })

  it('keeps 08:00 at 08:00 over the autumn change (last Sunday of October)', () => {
    // 23:00 on Saturday 24.10.2026 (UTC+3) → 08:00 on Sunday 25.10, winter time (UTC+2).
    expect(iso(afterQuietHours(new Date('2026-10-24T20:00:00Z'), night))).toBe('2026-10-25T06:00:00.000Z')
    // 03:30 happens twice that night; both wait for the same 08:00.
    expect(iso(afterQuietHours(new Date('2026-10-25T00:30:00Z'), night))).toBe('2026-10-25T06:00:00.000Z')
    expect(iso(afterQuietHours(new Date('2026-10-25T01:30:00Z'), night))).toBe('2026-10-25T06:00:00.000Z')
  })

  it('leaves a daytime message, a switched-off or empty period alone; a period within one day works too', () => {
    const noon = new Date('2026-10-25T10:00:00Z')
    expect(afterQuietHours(noon, night)).toBe(noon)
    const late = new Date('2026-12-01T21:00:00Z')
    expect(afterQuietHours(late, { ...night, quietHours: false })).toBe(late)
    expect(afterQuietHours(late, { ...night, quietTo: '21:00' })).toBe(late)
    const lunch = { quietHours: true, quietFrom: '13:00', quietTo: '14:00' }
    expect(iso(afterQuietHours(new Date('2026-12-01T11:30:00Z'), lunch))).toBe('2026-12-01T12:00:00.000Z')
    expect(afterQuietHours(late, lunch)).toBe(late)
  })
})
