import { describe, expect, it } from 'vitest'
import {
  cabinetProblems,
  exceptionProblems,
  hoursProblems,
  scheduleMessages as m,
  weeklyProblems,
} from './schedule-rules'

describe('schedule rules', () => {
  it.each<[string, Parameters<typeof hoursProblems>[0], Record<string, string[]>]>([
    [
      'fine hours with a break',
      { timeFrom: '09:00', timeTo: '13:00', breakFrom: '11:00', breakTo: '11:30' },
      {},
    ],
    ['an end before the start', { timeFrom: '13:00', timeTo: '09:00' }, { time_to: [m.endBeforeStart] }],
    ['an end equal to the start', { timeFrom: '09:00', timeTo: '09:00' }, { time_to: [m.endBeforeStart] }],
    ['half a break', { timeFrom: '09:00', timeTo: '13:00', breakFrom: '11:00' }, { break_to: [m.breakHalf] }],
    [
      'a break ending before it starts',
      { timeFrom: '09:00', timeTo: '13:00', breakFrom: '11:00', breakTo: '10:00' },
      { break_to: [m.breakEndBeforeStart] },
    ],
    [
      'a break outside the hours',
      { timeFrom: '09:00', timeTo: '13:00', breakFrom: '12:30', breakTo: '13:30' },
      { break_from: [m.breakOutside] },
    ],
    [
      'hours shorter than one slot',
      { timeFrom: '09:00', timeTo: '09:20', standardDuration: 30 },
      { standard_duration: [m.tooShort] },
    ],
  ])('%s', (_, hours, errors) => expect(hoursProblems(hours)).toEqual(errors))

  it('refuses an interval overlapping another of the doctor on that weekday, not on another', () => {
    const others = [{ weekday: 1, timeFrom: '09:00', timeTo: '13:00' }]
    expect(weeklyProblems({ weekday: 1, timeFrom: '12:00', timeTo: '15:00' }, others)).toEqual({
      time_from: [m.overlap],
    })
    expect(weeklyProblems({ weekday: 1, timeFrom: '13:00', timeTo: '15:00' }, others)).toEqual({})
    expect(weeklyProblems({ weekday: 2, timeFrom: '12:00', timeTo: '15:00' }, others)).toEqual({})
  })

  it('wants a reason and no hours on a day off, hours on a changed day, and no new past date', () => {
    const today = '2030-01-14'
    expect(exceptionProblems({ date: today, dayOff: true }, today, true)).toEqual({
      weekend_reason_id: [m.reasonNeeded],
    })
    expect(
      exceptionProblems({ date: today, dayOff: true, weekendReasonId: 1, timeFrom: '09:00' }, today, true),
    ).toEqual({ time_from: [m.hoursOnDayOff] })
    expect(exceptionProblems({ date: today, dayOff: false }, today, true)).toEqual({
      time_from: [m.hoursNeeded],
      time_to: [m.hoursNeeded],
    })
    expect(exceptionProblems({ date: '2030-01-13', dayOff: true, weekendReasonId: 1 }, today, true)).toEqual({
      date: [m.pastDate],
    })
    // An old exception may still be edited (e.g. its comment) without moving its date.
    expect(exceptionProblems({ date: '2030-01-13', dayOff: true, weekendReasonId: 1 }, today, false)).toEqual(
      {},
    )
  })
})

describe('cabinetProblems', () => {
  const others = [{ weekday: 1, timeFrom: '09:00', timeTo: '13:00', doctorName: 'Коваленко Олена Петрівна' }]
  it('refuses a second doctor in a cabinet at an overlapping time of the same weekday', () => {
    expect(cabinetProblems({ weekday: 1, timeFrom: '12:00', timeTo: '15:00' }, others)).toEqual({
      cabinet_id: [m.cabinetTaken('Коваленко Олена Петрівна, 09:00–13:00')],
    })
  })
  it('allows the hours right after, another weekday, or no hours yet', () => {
    expect(cabinetProblems({ weekday: 1, timeFrom: '13:00', timeTo: '15:00' }, others)).toEqual({})
    expect(cabinetProblems({ weekday: 2, timeFrom: '09:00', timeTo: '15:00' }, others)).toEqual({})
    expect(cabinetProblems({ weekday: 1, timeFrom: null, timeTo: null }, others)).toEqual({})
  })
})
