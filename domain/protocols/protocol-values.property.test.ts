/**
 * `recalculate` against `calculate` over random templates (inputs, chained and fanned formulas, some
 * failing, some in a cycle, some rows out of order) and random runs of edits: after every edit the
 * incremental result — values, failures and unrounded results — is exactly the full one.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  calculate,
  changedCodes,
  compileTemplate,
  initialValues,
  recalculate,
  type IndicatorValue,
  type IndicatorValues,
} from './protocol-values'
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

// Division and % by zero, sqrt of a negative and a missing value all fail; the rest chain.
const shapes = [
  (a: string, b: string) => `${a} + ${b}`,
  (a: string, b: string) => `${a} - ${b} * 2`,
  (a: string, b: string) => `${a} / ${b}`,
  (a: string, b: string) => `${a} % ${b}`,
  (a: string) => `round(${a} / 3, 2)`,
  (a: string, b: string) => `${a} > ${b} ? ${a} : ${b}`,
  (a: string) => `sqrt(${a})`,
  (a: string, b: string) => `max(${a}, ${b}) ^ 2`,
  (a: string, b: string) => `if(${a} == 0, 1, ${b} / ${a})`,
]

const formulaSpec = fc.record({
  shape: fc.nat({ max: shapes.length - 1 }),
  a: fc.nat(),
  b: fc.nat(),
  decimals: fc.option(fc.nat({ max: 3 })),
  // Now and then a formula reads one further down (a cycle when that one reads back) or a text field.
  forward: fc.nat({ max: 19 }),
})

const templateArb = fc
  .record({
    inputs: fc.integer({ min: 1, max: 8 }),
    formulas: fc.array(formulaSpec, { minLength: 1, maxLength: 12 }),
    reversed: fc.boolean(),
  })
  .map(({ inputs, formulas, reversed }) => {
    const inputCodes = Array.from({ length: inputs }, (_, i) => `x${i}`)
    const formulaRows = formulas.map((f, j) => {
      const pool = [...inputCodes, ...formulas.slice(0, j).map((_, k) => `f${k}`)]
      const pick = (n: number) => pool[n % pool.length]!
      const a = f.forward === 0 ? `f${(j + 1 + f.a) % formulas.length}` : f.forward === 1 ? 'note' : pick(f.a)
      return row(`f${j}`, { formula: shapes[f.shape]!(a, pick(f.b)), decimals: f.decimals })
    })
    const rows = [...inputCodes.map((c) => row(c)), row('note', { widget: 'input' }), ...formulaRows]
    return { indicators: reversed ? rows.reverse() : rows, inputCodes, formulaCount: formulas.length }
  })

const valueArb: fc.Arbitrary<IndicatorValue> = fc.constantFrom(null, 0, 1, -2, 2.5, 3, 1e6, 'abc')

const caseArb = templateArb.chain((t) =>
  fc.record({
    template: fc.constant(t),
    start: fc.array(valueArb, { minLength: t.inputCodes.length, maxLength: t.inputCodes.length }),
    // Each edit sets one to three codes: inputs mostly, now and then a calculated one (which is ignored).
    edits: fc.array(
      fc.array(fc.tuple(fc.nat({ max: t.inputCodes.length + t.formulaCount }), valueArb), {
        minLength: 1,
        maxLength: 3,
      }),
      { minLength: 1, maxLength: 15 },
    ),
  }),
)

describe('recalculate', () => {
  it('gives exactly what calculate gives, edit after edit', () => {
    fc.assert(
      fc.property(caseArb, ({ template, start, edits }) => {
        const compiled = compileTemplate(template.indicators)
        const codeAt = (n: number) =>
          n < template.inputCodes.length ? template.inputCodes[n]! : `f${n - template.inputCodes.length}`
        let values: IndicatorValues = { ...initialValues(template.indicators) }
        start.forEach((v, i) => (values[template.inputCodes[i]!] = v))
        let calc = calculate(compiled, values)
        for (const edit of edits) {
          const next: IndicatorValues = { ...values }
          for (const [n, v] of edit) next[codeAt(n)] = v
          calc = recalculate(compiled, calc, next, changedCodes(values, next))
          values = next
          const full = calculate(compiled, values)
          expect(calc.values).toEqual(full.values)
          expect(calc.failed).toEqual(full.failed)
          expect(calc.results).toEqual(full.results)
        }
      }),
      { numRuns: 400 },
    )
  })

  it('evaluates only the formulas downstream of the change', () => {
    const t = compileTemplate([
      row('a'),
      row('b'),
      row('sumA', { formula: 'a * 2' }),
      row('sumB', { formula: 'b * 2' }),
      row('both', { formula: 'sumA + sumB', decimals: 1 }),
    ])
    const before = calculate(t, { a: 1, b: 2, sumA: null, sumB: null, both: null })
    const after = recalculate(t, before, { ...before.values, a: 1.55 }, ['a'])
    expect(after.values).toMatchObject({ sumA: 3.1, sumB: 4, both: 7.1 })
    expect(after.results.get('both')).toBeCloseTo(7.1)
    // A change no formula reads leaves the calculation as it was.
    const same = recalculate(t, after, { ...after.values, note: 'x' }, ['note'])
    expect(same.results).toBe(after.results)
    expect(t.dependents.get('a')).toEqual(['sumA'])
    expect(t.dependents.get('sumA')).toEqual(['both'])
  })
})
