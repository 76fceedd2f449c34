import { describe, expect, it } from 'vitest'
import { plusDays } from '../../shared/registry/registry-days'
import { readRegistryFilters, withRegistryFilters } from './registry-filters'
import { gridModel } from './registry-grid-model'

describe('registry filters in the address', () => {
  it('reads the day and the filters, leaving out what is malformed', () => {
    const p = new URLSearchParams(
      'date=2030-01-14&cityId=2&filialId=x&doctorId=07&specializationId=99999999999',
    )
    expect(readRegistryFilters(p, '2030-01-01')).toEqual({ date: '2030-01-14', cityId: 2 })
    expect(readRegistryFilters(new URLSearchParams('date=14.01.2030'), '2030-01-01')).toEqual({
      date: '2030-01-01',
    })
  })

  it('sets and clears filters, and steps days across a month', () => {
    const next = withRegistryFilters(new URLSearchParams('date=2030-01-14&cityId=2'), {
      cityId: null,
      doctorId: 5,
    })
    expect(next.toString()).toBe('date=2030-01-14&doctorId=5')
    expect(plusDays('2030-01-31', 1)).toBe('2030-02-01')
    expect(plusDays('2030-03-01', -1)).toBe('2030-02-28')
  })
})

describe('grid model', () => {
  it('makes one row per slot start of any doctor, in time order', () => {
    const slot = (time: string) => ({ time }) as never
    const model = gridModel([
      { slots: [slot('09:30'), slot('09:00')] },
      { slots: [slot('09:20'), slot('09:00')] },
    ])
    expect(model.times).toEqual(['09:00', '09:20', '09:30'])
    expect(model.cells[1]!.has('09:20')).toBe(true)
    expect(model.cells[0]!.has('09:20')).toBe(false)
  })
})
