import { describe, expect, it } from 'vitest'
import { formatMoney, toKopiykas } from './money'

// uk-UA groups thousands with a no-break space.
const nbsp = '\u00a0'

describe('money', () => {
  it('shows kopiykas as hryvnia with two decimals and the suffix грн', () => {
    expect(formatMoney(123456)).toBe(`1${nbsp}234,56 грн`)
    expect(formatMoney(0)).toBe('0,00 грн')
    expect(formatMoney(5)).toBe('0,05 грн')
    expect(formatMoney(-25000)).toBe('-250,00 грн')
  })

  it('turns typed hryvnia into whole kopiykas without floating-point cents', () => {
    expect(toKopiykas('12,5')).toBe(1250)
    expect(toKopiykas('0.29')).toBe(29)
    expect(toKopiykas(19.99)).toBe(1999)
    expect(toKopiykas('')).toBeNull()
    expect(toKopiykas('abc')).toBeNull()
  })
})
