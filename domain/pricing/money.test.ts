import { describe, expect, it } from 'vitest'
import { formatMoney, formatPercent, percentOf, roundDiv, toBasisPoints } from './money'

describe('money', () => {
  it('rounds half away from zero, never to even', () => {
    expect([roundDiv(4, 10), roundDiv(5, 10), roundDiv(15, 10), roundDiv(25, 10)]).toEqual([0, 1, 2, 3])
    expect([roundDiv(-4, 10), roundDiv(-5, 10), roundDiv(-25, 10)]).toEqual([0, -1, -3])
  })

  it('takes a percent of kopiykas with one rounding to whole kopiykas', () => {
    expect(percentOf(85_000, toBasisPoints(10))).toBe(8_500)
    expect(percentOf(12_345, toBasisPoints(20))).toBe(2_469)
    expect(percentOf(999, toBasisPoints(20))).toBe(200) // 199,8 коп.
    expect(percentOf(5, toBasisPoints(10))).toBe(1) // 0,5 коп. → 1
    expect(percentOf(4, toBasisPoints(10))).toBe(0) // 0,4 коп. → 0
    expect(percentOf(12_345, toBasisPoints(12.5))).toBe(1_543) // 1543,125
    expect(percentOf(3, toBasisPoints(33.33))).toBe(1) // 0,9999
    expect(percentOf(85_000, toBasisPoints(100))).toBe(85_000)
    expect(percentOf(85_000, 0)).toBe(0)
  })

  it('keeps the same rule past 2^53 by switching to BigInt', () => {
    const amount = 2 ** 52 + 1
    const expected = (BigInt(amount) * 3333n + 5000n) / 10_000n
    expect(percentOf(amount, 3333)).toBe(Number(expected))
  })

  it('reads every two-decimal percent as exact basis points despite float noise', () => {
    const misread = Array.from({ length: 10_001 }, (_, bp) => bp).filter(
      (bp) => toBasisPoints(bp / 100) !== bp,
    )
    expect(misread).toEqual([])
    expect(toBasisPoints(0.1 + 0.2)).toBe(30)
  })

  it('prints hryvnias as uk-UA does, with no-break spaces', () => {
    expect(formatMoney(85_000)).toBe('850,00\u00a0грн')
    expect(formatMoney(0)).toBe('0,00\u00a0грн')
    expect(formatMoney(5)).toBe('0,05\u00a0грн')
    expect(formatMoney(153_000)).toBe('1\u00a0530,00\u00a0грн')
    expect(formatMoney(123_456_789)).toBe('1\u00a0234\u00a0567,89\u00a0грн')
    expect(formatMoney(-1_250)).toBe('-12,50\u00a0грн')
  })

  it('matches Intl.NumberFormat uk-UA for many amounts', () => {
    const intl = new Intl.NumberFormat('uk-UA', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
    for (const kop of [1, 10, 99, 100, 101, 99_999, 100_000, 999_999, 1_000_000, 12_345_678, 9_999_999_999])
      expect(formatMoney(kop)).toBe(`${intl.format(kop / 100)}\u00a0грн`)
  })

  it('prints percents with a decimal comma', () => {
    expect([formatPercent(10), formatPercent(7.5), formatPercent(33.33), formatPercent(0)]).toEqual([
      '10%',
      '7,5%',
      '33,33%',
      '0%',
    ])
  })
})
