import { describe, expect, it } from 'vitest'
import {
  calculate,
  compileTemplate,
  initialValues,
  normFlag,
  roundTo,
  valueMessages,
  valuesProblems,
} from './protocol-values'
import { templateProblems, type TemplateIndicator } from './template-rules'

const row = (
  code: string,
  widget: TemplateIndicator['widget'],
  more: Partial<TemplateIndicator> = {},
): TemplateIndicator => ({
  code,
  label: code,
  widget,
  unit: null,
  decimals: null,
  normMin: null,
  normMax: null,
  formula: null,
  parentCode: null,
  ...more,
})

const template = [
  row('weight', 'number', { required: true }),
  row('height', 'number', { required: true }),
  row('bmi', 'number', { formula: 'weight / height ^ 2', decimals: 1, normMin: 18.5, normMax: 24.9 }),
  row('state', 'select', { options: 'добрий; поганий', defaultValue: 'добрий' }),
  row('signs', 'multiple-select', { options: 'кашель;нежить\nгарячка' }),
  row('tags', 'multiple-create'),
  row('smoker', 'checkbox', { defaultValue: 'ні' }),
  row('seen', 'date', { defaultValue: '01.02.2026' }),
  row('at', 'time'),
  row('note', 'input', { required: true }),
]

describe('protocol values', () => {
  it('hold nothing for a section: it starts with no value and a value sent for it is refused', () => {
    const withSection = [row('vitals', 'section'), row('pulse', 'number', { parentCode: 'vitals' })]
    expect(initialValues(withSection)).toEqual({ pulse: null })
    expect(valuesProblems(withSection, { pulse: 70 })).toEqual({})
    expect(valuesProblems(withSection, { pulse: 70, vitals: 'x' })).toEqual({ vitals: valueMessages.unknown })
  })

  it('start from the defaults, read for each widget', () => {
    expect(initialValues(template)).toEqual({
      weight: null,
      height: null,
      bmi: null,
      state: 'добрий',
      signs: [],
      tags: [],
      smoker: false,
      seen: '2026-02-01',
      at: null,
      note: null,
    })
  })

  it('work out the calculated ones at full precision and keep them to their decimals', () => {
    const c = compileTemplate(template)
    const { values, failed } = calculate(c, {
      ...initialValues(template),
      weight: 82.5,
      height: 1.76,
      bmi: 1,
    })
    expect(values.bmi).toBe(26.6)
    expect(failed.size).toBe(0)
    // A value not typed yet leaves the result empty without a message; division by zero says so.
    expect(calculate(c, { weight: 80, height: null }).values.bmi).toBeNull()
    expect(calculate(c, { weight: 80, height: null }).failed.size).toBe(0)
    expect(calculate(c, { weight: 80, height: 0 }).failed.get('bmi')).toMatch(/ділення на нуль/)
  })

  it('flag numbers outside the norm', () => {
    const bmi = template[2]!
    expect([normFlag(bmi, 17), normFlag(bmi, 20), normFlag(bmi, 30), normFlag(bmi, null)]).toEqual([
      'low',
      null,
      'high',
      null,
    ])
    expect(roundTo(1.005, 2)).toBe(1.01)
  })

  it('name every value that keeps the protocol from being saved', () => {
    expect(
      valuesProblems(template, {
        weight: '80',
        height: null,
        state: 'інший',
        signs: ['кашель', 'біль'],
        tags: ['будь-що'],
        smoker: 'так',
        seen: '31.12.2026',
        at: '25:00',
        note: '',
        extra: 1,
      }),
    ).toEqual({
      extra: valueMessages.unknown,
      weight: valueMessages.notNumber,
      height: valueMessages.required,
      state: valueMessages.notAChoice,
      signs: valueMessages.notAChoice,
      smoker: valueMessages.notYesNo,
      seen: valueMessages.date,
      at: valueMessages.time,
      note: valueMessages.required,
    })
    expect(
      valuesProblems(template, {
        ...initialValues(template),
        weight: 80,
        height: 1.8,
        signs: ['гарячка'],
        note: 'ok',
        at: '09:30',
      }),
    ).toEqual({})
  })

  it('the template rules ask for choices of list widgets and a default that suits the widget', () => {
    const problems = templateProblems([
      row('a', 'select'),
      row('b', 'input', { options: 'x;y' }),
      row('c', 'number', { defaultValue: 'багато' }),
      row('d', 'radio', { options: 'x;y', defaultValue: 'z' }),
      row('e', 'number', { formula: '1 + 1', defaultValue: '2' }),
      row('f', 'date', { defaultValue: '2026-01-01' }),
    ])
    expect(problems.map((p) => [p.index, p.field])).toEqual([
      [0, 'options'],
      [1, 'options'],
      [2, 'defaultValue'],
      [3, 'defaultValue'],
      [4, 'defaultValue'],
      [5, 'defaultValue'],
    ])
  })
})
