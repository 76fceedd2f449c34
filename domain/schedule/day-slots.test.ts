import { describe, expect, it } from 'vitest'
import { daySlots, type DateException, type WeeklyInterval } from './day-slots'

const week = (over: Partial<WeeklyInterval> = {}): WeeklyInterval => ({
  id: 1,
  doctorId: 7,
  cabinetId: 3,
  weekday: 1,
  timeFrom: '09:00',
  timeTo: '11:00',
  standardDuration: 30,
  ...over,
})
const monday = '2030-01-14'
const times = (...args: Parameters<typeof daySlots>) => daySlots(...args).map((s) => s.time)

describe('a doctor’s slots of a day', () => {
  it.each<[string, Parameters<typeof daySlots>[0], string[]]>([
    ['an ordinary day', { date: monday, weekly: [week()] }, ['09:00', '09:30', '10:00', '10:30']],
    ['another weekday has none', { date: '2030-01-15', weekly: [week()] }, []],
    [
      'a database time with seconds',
      { date: monday, weekly: [week({ timeFrom: '09:00:00', timeTo: '10:00:00' })] },
      ['09:00', '09:30'],
    ],
    [
      'a break in the middle, the grid going on after it',
      { date: monday, weekly: [week({ timeTo: '13:00', breakFrom: '10:15', breakTo: '11:00' })] },
      ['09:00', '09:30', '11:00', '11:30', '12:00', '12:30'],
    ],
    [
      'a slot that would not fit before the break or the end',
      { date: monday, weekly: [week({ timeTo: '11:50', breakFrom: '10:20', breakTo: '10:40' })] },
      ['09:00', '09:30', '10:40', '11:10'],
    ],
    [
      'two intervals a day, in order',
      { date: monday, weekly: [week({ id: 2, timeFrom: '15:00', timeTo: '16:00' }), week()] },
      ['09:00', '09:30', '10:00', '10:30', '15:00', '15:30'],
    ],
    ['a service’s own length', { date: monday, weekly: [week()], slotMinutes: 45 }, ['09:00', '09:45']],
    [
      'a day off by exception',
      { date: monday, weekly: [week()], exception: { date: monday, dayOff: true } },
      [],
    ],
    [
      'changed hours by exception (with a break)',
      {
        date: monday,
        weekly: [week()],
        exception: {
          date: monday,
          dayOff: false,
          timeFrom: '12:00',
          timeTo: '14:00',
          breakFrom: '13:00',
          breakTo: '13:30',
        },
      },
      ['12:00', '12:30', '13:30'],
    ],
    [
      'changed hours on a day off of the week',
      {
        date: '2030-01-19',
        weekly: [week()],
        exception: {
          date: '2030-01-19',
          dayOff: false,
          timeFrom: '10:00',
          timeTo: '11:00',
          standardDuration: 20,
        },
      },
      ['10:00', '10:20', '10:40'],
    ],
  ])('%s', (_, input, expected) => {
    expect(times(input)).toEqual(expected)
  })

  it('books a changed day under the weekday’s row, in the exception’s cabinet', () => {
    const exception: DateException = {
      date: monday,
      dayOff: false,
      timeFrom: '12:00',
      timeTo: '12:30',
      cabinetId: 9,
    }
    expect(daySlots({ date: monday, weekly: [week({ id: 5 })], exception })).toEqual([
      expect.objectContaining({ scheduleId: 5, cabinetId: 9, startsAt: `${monday}T12:00:00+02:00` }),
    ])
  })

  describe('the DST change days of 2026 in Kyiv', () => {
    const night = (date: string, weekday: number) =>
      daySlots({
        date,
        weekly: [week({ weekday, timeFrom: '02:00', timeTo: '05:00', standardDuration: 30 })],
      })

    it('29 March: the skipped hour has no slots, and a slot lasts its real minutes', () => {
      const slots = night('2026-03-29', 7)
      expect(slots.map((s) => s.time)).toEqual(['02:00', '02:30', '04:00', '04:30'])
      expect(slots.map((s) => s.startsAt)).toEqual([
        '2026-03-29T02:00:00+02:00',
        '2026-03-29T02:30:00+02:00',
        '2026-03-29T04:00:00+03:00',
        '2026-03-29T04:30:00+03:00',
      ])
      expect(slots.every((s) => s.endsAt.getTime() - s.at.getTime() === 30 * 60_000)).toBe(true)
    })

    it('25 October: the repeated hour gives each wall-clock start once', () => {
      const slots = night('2026-10-25', 7)
      expect(slots.map((s) => s.time)).toEqual(['02:00', '02:30', '03:00', '03:30', '04:00', '04:30'])
      expect(slots.at(-1)!.startsAt).toBe('2026-10-25T04:30:00+02:00')
    })

    it('a day-time schedule on both days is the ordinary grid with the new offset', () => {
      const day = (date: string) =>
        daySlots({ date, weekly: [week({ weekday: 7, timeFrom: '09:00', timeTo: '10:00' })] }).map(
          (s) => s.startsAt,
        )
      expect(day('2026-03-29')).toEqual(['2026-03-29T09:00:00+03:00', '2026-03-29T09:30:00+03:00'])
      expect(day('2026-10-25')).toEqual(['2026-10-25T09:00:00+02:00', '2026-10-25T09:30:00+02:00'])
    })
  })
})
