import { describe, expect, it } from 'vitest'
import { kyivClock, kyivDay, kyivDayAndTime, kyivInstant, kyivOffsetMinutes } from './kyiv'

describe('Kyiv time', () => {
  it('turns the day at Kyiv’s midnight, in winter and in summer', () => {
    expect(kyivDay(new Date('2026-01-31T21:59:00Z'))).toBe('2026-01-31')
    expect(kyivDay(new Date('2026-01-31T22:00:00Z'))).toBe('2026-02-01')
    expect(kyivDay(new Date('2026-03-31T20:59:00Z'))).toBe('2026-03-31')
    expect(kyivDay(new Date('2026-03-31T21:00:00Z'))).toBe('2026-04-01')
  })

  it('knows the offset on both sides of the summer-time changes', () => {
    expect(kyivOffsetMinutes(new Date('2026-03-29T00:59:00Z'))).toBe(120)
    expect(kyivOffsetMinutes(new Date('2026-03-29T01:00:00Z'))).toBe(180)
    expect(kyivOffsetMinutes(new Date('2026-10-25T00:59:00Z'))).toBe(180)
    expect(kyivOffsetMinutes(new Date('2026-10-25T01:00:00Z'))).toBe(120)
  })

  it('reads an instant’s weekday (Monday = 1) and clock', () => {
    expect(kyivClock(new Date('2030-01-06T22:30:00Z'))).toEqual({ weekday: 1, time: '00:30' })
    expect(kyivClock(new Date('2030-01-06T21:30:00Z'))).toEqual({ weekday: 7, time: '23:30' })
  })

  it('makes the instant of a Kyiv wall-clock time, with its offset', () => {
    expect(kyivInstant('2030-01-07', '09:30')).toEqual({
      iso: '2030-01-07T09:30:00+02:00',
      at: new Date('2030-01-07T07:30:00Z'),
    })
    expect(kyivInstant('2030-07-08', '09:30').iso).toBe('2030-07-08T09:30:00+03:00')
    expect(kyivDayAndTime('2030-07-08T06:30:00Z')).toEqual({ date: '2030-07-08', time: '09:30' })
  })
})
