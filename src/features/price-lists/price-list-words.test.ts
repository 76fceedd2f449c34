// @vitest-environment happy-dom
/** The words of the price list screens: mass action values as typed, history rows, validity. */
import { describe, expect, it } from 'vitest'
import { historyChanges } from './price-list-history'
import { validityText } from './price-list-words'
import { massValue } from './positions-section'

describe('massValue', () => {
  it('reads percents and hryvnias as users type them, signs and commas included', () => {
    expect(massValue('price_percent', '10')).toEqual({ percent: 10 })
    expect(massValue('price_percent', '-5,5')).toEqual({ percent: -5.5 })
    expect(massValue('price_percent', '−3')).toEqual({ percent: -3 })
    expect(massValue('price_amount', '20,50')).toEqual({ amount: 2050 })
    expect(massValue('price_amount', '-0.5')).toEqual({ amount: -50 })
    expect(massValue('publish', '')).toEqual({})
  })

  it('answers what is wrong otherwise', () => {
    expect(massValue('price_percent', 'десять')).toBe('Вкажіть відсоток, напр. 10 або -5,5')
    expect(massValue('price_percent', '0')).toBe('Відсоток від -99 до 1000, не нуль')
    expect(massValue('price_percent', '-100')).toBe('Відсоток від -99 до 1000, не нуль')
    expect(massValue('price_amount', '1,234')).toBe('Вкажіть суму в гривнях, напр. 50 або -20,50')
    expect(massValue('price_amount', '0,00')).toBe('Сума не може бути нульовою')
  })
})

describe('historyChanges', () => {
  it('names each changed field with its value before and after, money in hryvnias', () => {
    expect(
      historyChanges({
        before: { price: 50_000, published: false, dateTo: '2026-12-31' },
        after: { price: 55_000, published: true, dateTo: null },
      }),
    ).toEqual(['Ціна: 500,00 грн → 550,00 грн', 'Опубліковано: ні → так', 'Діє до: 31.12.2026 → —'])
    expect(historyChanges({ before: null, after: { discount: 5 } })).toEqual(['Знижка, %: 5'])
    expect(historyChanges({ before: { finalPrice: 100 }, after: null })).toEqual([
      'Кінцева ціна: було 1,00 грн',
    ])
  })
})

describe('validityText', () => {
  it('says perpetual or the day range as DD.MM.YYYY', () => {
    expect(validityText({ perpetual: true, dateFrom: null, dateTo: null })).toBe('Безстроковий')
    expect(validityText({ perpetual: false, dateFrom: '2026-01-01', dateTo: '2026-12-31' })).toBe(
      '01.01.2026 – 31.12.2026',
    )
  })
})
