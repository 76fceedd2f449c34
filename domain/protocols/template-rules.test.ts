import { describe, expect, it } from 'vitest'
import { formulaMessages } from './formula'
import { templateMessages, templateProblems, type TemplateIndicator } from './template-rules'

const row = (code: string, more: Partial<TemplateIndicator> = {}): TemplateIndicator => ({
  code,
  label: code,
  widget: 'number',
  required: false,
  unit: null,
  decimals: null,
  normMin: null,
  normMax: null,
  formula: null,
  parentCode: null,
  ...more,
})

describe('templateProblems', () => {
  it('takes a section as a heading over its indicators, holding no value, never required', () => {
    const section = row('vitals', { widget: 'section', label: 'Життєві показники' })
    expect(templateProblems([section, row('a', { parentCode: 'vitals' })])).toEqual([])
    expect(
      templateProblems([
        { ...section, required: true, unit: 'кг', defaultValue: '1', formula: 'a' },
        row('a', { parentCode: 'vitals' }),
      ]),
    ).toEqual([
      { index: 0, field: 'required', message: templateMessages.sectionNotRequired },
      { index: 0, field: 'unit', message: templateMessages.sectionHasNoValue },
      { index: 0, field: 'formula', message: templateMessages.numbersOnly },
      { index: 0, field: 'defaultValue', message: templateMessages.sectionHasNoValue },
    ])
  })

  it('passes a template whose rows keep every rule', () => {
    expect(
      templateProblems([
        row('a'),
        row('b', { parentCode: 'a' }),
        row('c', { formula: 'a + b', decimals: 1 }),
        row('note', { widget: 'textarea', parentCode: 'c' }),
      ]),
    ).toEqual([])
  })

  it('names each broken rule on its row and field', () => {
    expect(
      templateProblems([
        row('a', { normMin: 5, normMax: 1 }),
        row('a'),
        row('b', { parentCode: 'zz' }),
        row('c', { parentCode: 'c' }),
        row('t', { widget: 'textarea', formula: 'a', decimals: 2 }),
        row('d', { formula: 't + 1' }),
      ]),
    ).toEqual([
      { index: 1, field: 'code', message: templateMessages.codeTaken },
      { index: 2, field: 'parentCode', message: templateMessages.noParent },
      { index: 3, field: 'parentCode', message: templateMessages.ownParent },
      { index: 0, field: 'normMin', message: templateMessages.normOrder },
      { index: 4, field: 'formula', message: templateMessages.numbersOnly },
      { index: 4, field: 'decimals', message: templateMessages.numbersOnly },
      // A text indicator is no number a formula can read.
      { index: 5, field: 'formula', message: `${formulaMessages.wrong}: поля «t» немає в шаблоні` },
    ])
  })

  it('refuses parents in a loop and formulas reading each other in a cycle', () => {
    expect(templateProblems([row('a', { parentCode: 'b' }), row('b', { parentCode: 'a' })])).toEqual([
      { index: 0, field: 'parentCode', message: templateMessages.parentLoop },
      { index: 1, field: 'parentCode', message: templateMessages.parentLoop },
    ])
    expect(templateProblems([row('x', { formula: 'y * 2' }), row('y', { formula: 'x + 1' })])).toEqual([
      { index: 0, field: 'formula', message: templateMessages.cycle(['x', 'y', 'x']) },
    ])
  })
})
