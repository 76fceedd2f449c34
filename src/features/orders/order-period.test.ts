import { describe, expect, it } from 'vitest'
import { periodProblem, periodSpanDays } from '../../../domain/orders/order-list.schema'
import { bothEndsMessage, presetChoices, resolvePeriod } from './order-period'

// Wednesday 18 June 2025, midday (local time: the presets are calendar days).
const now = new Date(2025, 5, 18, 12, 0)
const byKey = Object.fromEntries(presetChoices(now).map((p) => [p.key, p]))

describe('period presets (spec 000 §9)', () => {
  it('weeks run Monday to Sunday', () => {
    expect(byKey['this-week']).toMatchObject({ from: '2025-06-16', to: '2025-06-22' })
    expect(byKey['this-and-previous-week']).toMatchObject({ from: '2025-06-09', to: '2025-06-22' })
    expect(byKey['next-2-weeks']).toMatchObject({ from: '2025-06-23', to: '2025-07-06' })
    expect(byKey['previous-2-weeks']).toMatchObject({ from: '2025-06-02', to: '2025-06-15' })
  })

  it('"30 днів" is the 30 days up to today, "Місяць" the calendar month', () => {
    expect(byKey['30-days']).toMatchObject({ from: '2025-05-20', to: '2025-06-18', refusal: null })
    expect(byKey.month).toMatchObject({ from: '2025-06-01', to: '2025-06-30', refusal: null })
    // A 31-day month fits too: the span from its first to its last day is 30 days.
    const july = presetChoices(new Date(2025, 6, 3)).find((p) => p.key === 'month')
    expect(july).toMatchObject({ from: '2025-07-01', to: '2025-07-31', refusal: null })
  })

  it('counts Kyiv days, as the server does, whatever zone the workstation is in', () => {
    // 22:30 UTC on 22 November 2026 is already 00:30 on the 23rd in Kyiv: today's orders are on the 23rd.
    const afterKyivMidnight = new Date(Date.UTC(2026, 10, 22, 22, 30))
    const days = presetChoices(afterKyivMidnight).find((p) => p.key === '30-days')
    expect(days).toMatchObject({ from: '2026-10-25', to: '2026-11-23', refusal: null })
    expect(resolvePeriod('30-days', {}, afterKyivMidnight).period).toEqual({
      from: '2026-10-25',
      to: '2026-11-23',
    })
  })

  it('offers "3 місяці" only as refused, being longer than 30 days', () => {
    expect(byKey['3-months']).toMatchObject({
      from: '2025-03-18',
      to: '2025-06-18',
      refusal: 'Період не може перевищувати 30 днів',
    })
    const usable = presetChoices(now).filter((p) => p.refusal === null)
    expect(usable.map((p) => p.label)).toEqual([
      'Цей тиждень',
      'Цей і попередній тиждень',
      'Наступні 2 тижні',
      'Попередні 2 тижні',
      '30 днів',
      'Місяць',
    ])
  })
})

describe('the 30-day maximum', () => {
  it('counts whole calendar days between the ends', () => {
    expect(periodSpanDays('2025-06-01', '2025-07-01')).toBe(30)
    expect(periodSpanDays('2025-03-29', '2025-03-31')).toBe(2)
    expect(periodSpanDays('2025-10-25', '2025-10-27')).toBe(2)
  })

  it('takes up to 30 days and refuses 31 or a reversed range', () => {
    expect(periodProblem('2025-06-01', '2025-07-01')).toBeNull()
    expect(periodProblem('2025-06-01', '2025-07-02')).toBe('Період не може перевищувати 30 днів')
    expect(periodProblem('2025-06-10', '2025-06-09')).toBe('Дата початку не може бути пізніше дати кінця')
    expect(periodProblem('2025-06-10', undefined)).toBeNull()
  })

  it('needs both ends of a custom period, and checks it', () => {
    expect(resolvePeriod('custom', { from: '2025-06-01' }, now).error).toBe(bothEndsMessage)
    expect(resolvePeriod('custom', { from: '2025-05-01', to: '2025-06-18' }, now)).toEqual({
      period: { from: '2025-05-01', to: '2025-06-18' },
      error: 'Період не може перевищувати 30 днів',
    })
    expect(resolvePeriod('custom', { from: '2025-06-01', to: '2025-06-18' }, now).error).toBeNull()
    expect(resolvePeriod('3-months', {}, now).error).toBe('Період не може перевищувати 30 днів')
  })
})
