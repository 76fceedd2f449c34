import { describe, expect, it } from 'vitest'
import { kyivInstant } from '../time/kyiv'
import { daySlots } from '../schedule/day-slots'
import { freeSlots as free, isoWeekday, type BookedTime } from './schedule-slots'

const weekly = {
  id: 1,
  doctorId: 7,
  cabinetId: 3,
  weekday: 1,
  timeFrom: '09:00:00',
  timeTo: '10:30:00',
  standardDuration: 30,
}
const freeSlots = (
  _: unknown,
  date: string,
  booked: Array<Omit<BookedTime, 'endsAt'>>,
  now: Date,
  capacity = 1,
) =>
  free(
    [{ doctorId: 7, doctorName: 'Бойко О.', slots: daySlots({ date, weekly: [weekly] }) }],
    booked.map((b) => ({ ...b, endsAt: new Date(b.startsAt.getTime() + 30 * 60_000) })),
    (cabinetId) => (cabinetId === 3 ? capacity : 1),
    now,
  )
const schedule = weekly

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

  it('keeps a slot free while fewer bookings hold it than the cabinet takes at once', () => {
    const at = kyivInstant('2030-01-07', '09:00').at
    const now = new Date('2029-01-01T00:00:00Z')
    const one = [{ doctorId: 7, startsAt: at }]
    expect(freeSlots([schedule], '2030-01-07', one, now, 2).map((s) => s.time)).toContain('09:00')
    expect(freeSlots([schedule], '2030-01-07', [...one, ...one], now, 2).map((s) => s.time)).not.toContain(
      '09:00',
    )
  })

  it('drops a slot that a longer booking starting earlier overlaps', () => {
    const long: BookedTime = {
      doctorId: 7,
      startsAt: kyivInstant('2030-01-07', '09:00').at,
      endsAt: kyivInstant('2030-01-07', '10:00').at,
    }
    const slots = free(
      [{ doctorId: 7, doctorName: 'Б', slots: daySlots({ date: '2030-01-07', weekly: [weekly] }) }],
      [long],
      () => 1,
      new Date('2029-01-01T00:00:00Z'),
    )
    expect(slots.map((s) => s.time)).toEqual(['10:00'])
  })
})
