import { describe, expect, it } from 'vitest'
import { flagCell, intCell, locateColumns, moneyCell, textCell } from './cells'
import { plainCell } from './sheet-reader'

describe('import cells', () => {
  it('reads hryvnias as numbers or as typed text into kopiykas', () => {
    expect(moneyCell(1234.5)).toEqual({ value: 123450 })
    expect(moneyCell(0.29)).toEqual({ value: 29 })
    expect(moneyCell('1 234,56 грн')).toEqual({ value: 123456 })
    expect(moneyCell('1000000')).toEqual({ value: 100_000_000 })
    expect(moneyCell(null)).toEqual({ value: null })
    expect(moneyCell('  ')).toEqual({ value: null })
  })

  it('refuses money that is not a number, negative, too large or with more than two decimals', () => {
    expect(moneyCell('сто')).toEqual({ error: 'Вкажіть число.' })
    expect(moneyCell('1e5')).toEqual({ error: 'Вкажіть число.' })
    expect(moneyCell(-0.01)).toEqual({ error: 'Значення не може бути від’ємним.' })
    expect(moneyCell('1000000,01')).toEqual({ error: 'Сума не може перевищувати 1 000 000 грн.' })
    expect(moneyCell(10.005)).toEqual({ error: 'Не більше двох знаків після коми.' })
    expect(moneyCell('10,005')).toEqual({ error: 'Не більше двох знаків після коми.' })
  })

  it('checks whole numbers, flags and texts', () => {
    expect(intCell(365, 0, 365)).toEqual({ value: 365 })
    expect(intCell(' 7 ', 0, 365)).toEqual({ value: 7 })
    expect(intCell(1.5, 0, 365)).toEqual({ error: 'Вкажіть ціле число від 0 до 365.' })
    expect(intCell('два', 0, 365)).toEqual({ error: 'Вкажіть ціле число.' })
    expect(flagCell('Так')).toEqual({ value: true })
    expect(flagCell('ні')).toEqual({ value: false })
    expect(flagCell('можливо')).toEqual({ error: 'Вкажіть «так» або «ні».' })
    expect(textCell(' A-1 ', 100)).toEqual({ value: 'A-1' })
    expect(textCell(1001, 100)).toEqual({ value: '1001' })
    expect(textCell('a\u0000b', 100)).toEqual({ error: 'Текст містить недопустимі символи.' })
    expect(textCell('x'.repeat(101), 100)).toEqual({ error: 'Не більше 100 символів.' })
  })

  it('finds columns by header text in any order, ignoring case, spaces and unknown columns', () => {
    const at = locateColumns(['Інше', ' ціна,  грн ', 'КОД', null], {
      code: 'Код',
      price: 'Ціна, грн',
      name: 'Назва',
    })
    expect(at).toEqual({ code: 2, price: 1 })
  })

  it('makes rich text, formulas and hyperlinks plain', () => {
    expect(plainCell({ richText: [{ text: 'Ана' }, { text: 'ліз' }] })).toBe('Аналіз')
    expect(plainCell({ formula: 'A1*2', result: 42 })).toBe(42)
    expect(plainCell({ text: 'посилання', hyperlink: 'https://x' })).toBe('посилання')
    expect(plainCell(true)).toBe('так')
  })
})
