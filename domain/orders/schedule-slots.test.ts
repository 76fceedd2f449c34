import { describe, expect, it } from 'vitest'
import { kyivInstant } from '../time/kyiv'
import { freeSlots, isoWeekday } from './schedule-slots'

const schedule = {
  id: 1,
  doctorId: 7,
  doctorName: 'Бойко О.',
  timeFrom: '09:00:00',
  timeTo: '10:30:00',
  standardDuration: 30,
}

describe('free schedule slots', () => {
  it('gives Kyiv instants with the winter and the summer offset', () => {
    expect(kyivInstant('2030-01-07', '09:30').iso).toBe('2030-01-07T09:30:00+02:00')
    expect(kyivInstant('2030-01-07', '09:30').at.toISOString()).toBe('2030-01-07T07:30:00.000Z')
    expect(kyivInstant('2030-07-08', '09:30').iso).toBe('2030-07-08T09:30:00+03:00')
  })

  it('knows the ISO weekday of a date', () => {
    expect(isoWeekday('2030-01-07')).toBe(1)
    expect(isoWeekday('2030-01-13')).toBe(7)
  })

  it('lists the grid, leaving out booked and past slots and a slot that would end after the hours', () => {
    const booked = [{ doctorId: 7, startsAt: kyivInstant('2030-01-07', '09:30').at }]
    const now = new Date('2029-12-31T00:00:00Z')
    expect(freeSlots([schedule], '2030-01-07', booked, now).map((s) => s.time)).toEqual(['09:00', '10:00'])
    const during = kyivInstant('2030-01-07', '09:10').at
    expect(freeSlots([schedule], '2030-01-07', [], during).map((s) => s.time)).toEqual(['09:30', '10:00'])
  })

  it("does not count another doctor's booking at the same time", () => {
    const booked = [{ doctorId: 8, startsAt: kyivInstant('2030-01-07', '09:00').at }]
    const slots = freeSlots([schedule], '2030-01-07', booked, new Date('2029-01-01T00:00:00Z'))
    expect(slots[0]).toMatchObject({ time: '09:00', scheduleId: 1, startsAt: '2030-01-07T09:00:00+02:00' })
  })
})
