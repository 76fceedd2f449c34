import { describe, expect, it } from 'vitest'
import {
  MAX_PERIOD_DAYS,
  PERIOD_NOT_CHOSEN,
  PERIOD_REVERSED,
  PERIOD_TOO_LONG,
  periodErrors,
  periodInstants,
  periodPresets,
  presetPeriod,
} from './report-period'

describe('a report period', () => {
  it('needs both ends, in order, 30 days at most (both ends counted)', () => {
    expect(periodErrors(undefined, undefined)).toEqual({ from: PERIOD_NOT_CHOSEN })
    expect(periodErrors('2026-11-01', undefined)).toEqual({ to: PERIOD_NOT_CHOSEN })
    expect(periodErrors('2026-11-02', '2026-11-01')).toEqual({ to: PERIOD_REVERSED })
    expect(periodErrors('2026-11-01', '2026-11-30')).toEqual({})
    expect(periodErrors('2026-11-01', '2026-12-01')).toEqual({ to: PERIOD_TOO_LONG })
    // Calendar days: a span over the autumn clock change is still 30 days.
    expect(periodErrors('2026-10-01', '2026-10-30')).toEqual({})
  })

  it('covers Kyiv days as half-open instants, 25 hours on the autumn change day', () => {
    const { start, end } = periodInstants('2026-10-25', '2026-10-25')
    expect(start.toISOString()).toBe('2026-10-24T21:00:00.000Z')
    expect(end.toISOString()).toBe('2026-10-25T22:00:00.000Z')
  })

  it('offers the spec’s presets, each within the maximum, «3 місяці» disabled with its reason', () => {
    const today = '2026-11-25' // a Wednesday
    const got = Object.fromEntries(periodPresets.map((p) => [p.key, presetPeriod(p.key, today)]))
    expect(got).toEqual({
      thisWeek: { from: '2026-11-23', to: '2026-11-29' },
      thisAndPreviousWeek: { from: '2026-11-16', to: '2026-11-29' },
      next2Weeks: { from: '2026-11-25', to: '2026-12-08' },
      previous2Weeks: { from: '2026-11-09', to: '2026-11-22' },
      days30: { from: '2026-10-27', to: '2026-11-25' },
      month: { from: '2026-11-01', to: '2026-11-25' },
      months3: null,
    })
    for (const p of Object.values(got)) if (p) expect(periodErrors(p.from, p.to)).toEqual({})
    expect(periodPresets.find((p) => p.key === 'months3')?.disabled).toBe(
      `Звіт охоплює не більше ${MAX_PERIOD_DAYS} днів`,
    )
    // A Sunday belongs to the week that began the Monday before.
    expect(presetPeriod('thisWeek', '2026-11-29')).toEqual({ from: '2026-11-23', to: '2026-11-29' })
  })
})
