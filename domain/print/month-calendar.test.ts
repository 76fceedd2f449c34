import { describe, expect, it } from 'vitest'
import { monthGrid, monthsBetween, planCalendar } from './month-calendar'

describe('the printed month calendar', () => {
  it('lays a month out in weeks from Monday with its Ukrainian name', () => {
    const nov = monthGrid(2026, 11)
    expect(nov.title).toBe('Листопад 2026')
    // 1 November 2026 is a Sunday: six empty days before it.
    expect(nov.weeks[0]).toEqual([null, null, null, null, null, null, '2026-11-01'])
    expect(nov.weeks.at(-1)).toEqual(['2026-11-30', null, null, null, null, null, null])
    expect(nov.weeks.flat().filter(Boolean)).toHaveLength(30)
    expect(monthGrid(2028, 2).weeks.flat().filter(Boolean)).toHaveLength(29)
  })

  it('spans the months between two days, across a new year, at most as many as asked', () => {
    expect(monthsBetween('2026-11-27', '2027-02-03')).toEqual([
      { year: 2026, month: 11 },
      { year: 2026, month: 12 },
      { year: 2027, month: 1 },
      { year: 2027, month: 2 },
    ])
    expect(monthsBetween('2026-11-27', '2026-11-28')).toHaveLength(1)
    expect(monthsBetween('2026-01-01', '2030-01-01', 12)).toHaveLength(12)
  })

  it('orders the marks by day and says when months were left out', () => {
    const plan = planCalendar([
      { day: '2026-12-11', kind: 'next', text: '' },
      { day: '2026-11-27', kind: 'visit', text: '' },
    ])
    expect(plan.marks.map((m) => m.day)).toEqual(['2026-11-27', '2026-12-11'])
    expect(plan.months.map((m) => m.title)).toEqual(['Листопад 2026', 'Грудень 2026'])
    expect(plan.cut).toBe(false)
    const long = planCalendar([
      { day: '2026-01-05', kind: 'visit', text: '' },
      { day: '2027-06-01', kind: 'entry', text: '' },
    ])
    expect(long.months).toHaveLength(12)
    expect(long.cut).toBe(true)
    expect(planCalendar([])).toEqual({ marks: [], months: [], cut: false })
  })
})
