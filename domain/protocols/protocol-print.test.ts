import { describe, expect, it } from 'vitest'
import {
  dayText,
  flagText,
  isPrescriptionSheet,
  kyivDateTimeText,
  normText,
  printedValue,
  printOrder,
} from './protocol-print'
import type { TemplateIndicator } from './template-rules'

const row = (code: string, more: Partial<TemplateIndicator> = {}): TemplateIndicator => ({
  code,
  label: code,
  widget: 'number',
  unit: null,
  decimals: null,
  normMin: null,
  normMax: null,
  formula: null,
  parentCode: null,
  ...more,
})

describe('a protocol on paper', () => {
  it('prints values by their widget, numbers to their decimals with a comma', () => {
    expect(printedValue(row('a', { decimals: 1 }), 26.64)).toBe('26,6')
    expect(printedValue(row('a'), 1.005)).toBe('1,005')
    expect(printedValue(row('a', { widget: 'checkbox' }), true)).toBe('так')
    expect(printedValue(row('a', { widget: 'multiple-select' }), ['кашель', 'нежить'])).toBe('кашель, нежить')
    expect(printedValue(row('a', { widget: 'date' }), '2026-02-01')).toBe('01.02.2026')
    expect(printedValue(row('a'), null)).toBe('—')
  })

  it('names the norm and the flag in words, the day and the Kyiv time', () => {
    const bmi = row('bmi', { normMin: 18.5, normMax: 24.9 })
    expect(normText(bmi)).toBe('18,5–24,9')
    expect(normText(row('x', { normMax: 5 }))).toBe('–5')
    expect([flagText(bmi, 26.6), flagText(bmi, 17), flagText(bmi, 20)]).toEqual(['↑ високе', '↓ низьке', ''])
    expect(dayText('1990-05-17')).toBe('17.05.1990')
    expect(kyivDateTimeText('2026-11-27T08:00:00Z')).toBe('27.11.2026 10:00')
  })

  it('puts children under their parent, with their depth', () => {
    const order = printOrder([
      row('a'),
      row('c', { parentCode: 'b' }),
      row('b', { parentCode: 'a' }),
      row('d'),
    ])
    expect(order.map((o) => `${o.indicator.code}${o.depth}`)).toEqual(['a0', 'b1', 'c2', 'd0'])
  })

  it('knows a prescription sheet by its template’s name', () => {
    expect(isPrescriptionSheet('Рецепт')).toBe(true)
    expect(isPrescriptionSheet('РЕЦЕПТ на окуляри')).toBe(true)
    expect(isPrescriptionSheet('Огляд терапевта')).toBe(false)
  })
})
