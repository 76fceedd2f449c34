import { describe, expect, it } from 'vitest'
import {
  calculateAll,
  checkFormula,
  evaluateFormula,
  formulaMessages,
  formulaOrder,
  FORMULA_MAX_DEPTH,
  type Formula,
} from './formula'

const known = new Set(['weight', 'height', 'sys', 'dia', 'age', 'constructor', 'індекс'])
const values = new Map<string, number | null>([
  ['weight', 80],
  ['height', 1.8],
  ['sys', 130],
  ['dia', 85],
  ['age', 40],
  ['constructor', 2],
  ['індекс', 3],
])
const compile = (src: string): Formula => {
  const r = checkFormula(src, known)
  if (!r.ok) throw new Error(`${src}: ${r.detail}`)
  return r.formula
}
const run = (src: string, v: ReadonlyMap<string, number | null | undefined> = values) =>
  evaluateFormula(compile(src), v)

describe('checkFormula + evaluateFormula', () => {
  it.each([
    ['weight / height ^ 2', 80 / 1.8 ** 2],
    ['round(weight / height ^ 2, 1)', 24.7],
    ['round(1.005, 2)', 1.01],
    ['2 ^ 3 ^ 2', 512],
    ['-2 ^ 2', 4],
    ['(sys + 2 * dia) / 3', 100],
    ['sys - dia', 45],
    ['10 % 4', 2],
    ['min(sys, dia, 100)', 85],
    ['max(sys, dia)', 130],
    ['abs(dia - sys)', 45],
    ['sqrt(16) + pow(2, 10)', 1028],
    ['sys >= 140 || dia >= 90', 0],
    ['sys > 120 && dia > 80', 1],
    ['!(age < 18)', 1],
    ['age == 40', 1],
    ['age != 40', 0],
    ['if(age < 18, 1, 2)', 2],
    ['age > 30 ? sys : dia', 130],
    ['constructor * 2', 4],
    ['індекс + 1', 4],
    ['1.5e3 + 0.5', 1500.5],
    ['0 * -1', 0],
  ])('%s = %d', (src, expected) => {
    const r = run(src)
    expect(r.ok && r.value).toBeCloseTo(expected, 10)
  })

  it('lists the indicator codes a formula reads', () => {
    expect(compile('round(weight / height ^ 2, 1) + weight').refs).toEqual(['weight', 'height'])
  })

  it.each([
    ['', 'формула порожня'],
    ['weight +', 'помилка запису'],
    ['pulse * 2', 'поля «pulse» немає в шаблоні'],
    ['weight.constructor', 'недозволений запис'],
    ['weight["constructor"]', 'недозволений запис'],
    ['constructor.constructor("return process")()', 'викликати можна лише функції зі списку'],
    ['__proto__', 'поля «__proto__» немає в шаблоні'],
    ['toString()', 'невідома функція «toString»'],
    ['hasOwnProperty(1)', 'невідома функція «hasOwnProperty»'],
    ['this', 'недозволений запис'],
    ['"text" + 1', 'недозволене значення "text"'],
    ['true', 'недозволене значення true'],
    ['[1, 2]', 'недозволений запис'],
    ['weight, height', 'недозволений запис'],
    ['weight & 1', 'недозволена дія «&»'],
    ['weight << 2', 'недозволена дія «<<»'],
    ['~weight', 'недозволена дія «~»'],
    ['weight === 80', 'недозволена дія «===»'],
    ['1e400', 'завелике число'],
    ['99999999999999999999', 'завелике число'],
    ['round()', 'функція «round»: 1–2 аргумент(и)'],
    ['abs(1, 2)', 'функція «abs»: 1 аргумент(и)'],
    ['if(1, 2)', 'if(умова; так; ні) має три частини'],
    ['x'.repeat(1001), 'довша за 1000 символів'],
    [`${'('.repeat(FORMULA_MAX_DEPTH + 1)}1${')'.repeat(FORMULA_MAX_DEPTH + 1)}`, 'дужок вкладено глибше'],
    [Array.from({ length: 250 }, () => '1').join('+'), 'формула довша за 400 елементів'],
  ])('refuses %j', (src, detail) => {
    const r = checkFormula(src, known)
    expect(r.ok).toBe(false)
    if (r.ok) return
    expect(r.message).toBe(formulaMessages.wrong)
    expect(r.detail).toContain(detail)
  })

  it('answers a missing value, division by zero and a result that is no number in words', () => {
    const missing = run('weight / height ^ 2', new Map([['weight', 80]]))
    expect(missing).toEqual({
      ok: false,
      message: formulaMessages.incorrect,
      detail: 'поле «height» не заповнено числом',
    })
    expect(run('weight / (sys - sys)')).toMatchObject({ ok: false, detail: 'ділення на нуль' })
    expect(run('sqrt(-1)')).toMatchObject({ ok: false, detail: 'результат не є числом' })
    expect(run('10 ^ 400')).toMatchObject({ ok: false, detail: 'результат не є числом' })
    expect(run('round(weight, 11)')).toMatchObject({ ok: false, detail: 'результат не є числом' })
    expect(run('weight', new Map([['weight', Number.NaN]]))).toMatchObject({ ok: false })
  })

  it('evaluates only the branch an if takes', () => {
    expect(
      run(
        'if(age > 18, weight, height)',
        new Map([
          ['age', 40],
          ['weight', 80],
        ]),
      ),
    ).toEqual({
      ok: true,
      value: 80,
    })
  })

  it('reads values from a map, never from an object’s prototype', () => {
    expect(run('constructor', new Map())).toMatchObject({
      ok: false,
      detail: 'поле «constructor» не заповнено числом',
    })
    expect(Object.prototype).not.toHaveProperty('polluted')
  })
})

describe('formulaOrder and calculateAll', () => {
  it('calculates each formula after those it reads', () => {
    const fields = new Set(['weight', 'height', 'bmi', 'bmiRounded', 'obese'])
    const formulas = new Map<string, Formula>()
    const src: Array<[string, string]> = [
      ['obese', 'bmiRounded >= 30'],
      ['bmiRounded', 'round(bmi, 1)'],
      ['bmi', 'weight / height ^ 2'],
    ]
    for (const [code, text] of src) {
      const r = checkFormula(text, new Set([...fields].filter((f) => f !== code)))
      if (!r.ok) throw new Error(r.detail)
      formulas.set(code, r.formula)
    }
    const order = formulaOrder(new Map([...formulas].map(([c, f]) => [c, f.refs])))
    expect(order).toEqual({ ok: true, order: ['bmi', 'bmiRounded', 'obese'] })
    if (!order.ok) return
    const { values: out, results } = calculateAll(
      formulas,
      order.order,
      new Map([
        ['weight', 100],
        ['height', 1.8],
      ]),
    )
    expect(out.get('bmiRounded')).toBe(30.9)
    expect(out.get('obese')).toBe(1)
    // A formula that fails leaves those reading it failing too, naming it.
    const failed = calculateAll(formulas, order.order, new Map([['weight', 100]]))
    expect(failed.results.get('obese')).toMatchObject({
      ok: false,
      detail: 'поле «bmiRounded» не заповнено числом',
    })
    expect(results.size).toBe(3)
  })

  it('finds a cycle and names it', () => {
    const r = formulaOrder(
      new Map([
        ['a', ['b']],
        ['b', ['c']],
        ['c', ['a', 'x']],
      ]),
    )
    expect(r).toEqual({ ok: false, cycle: ['a', 'b', 'c', 'a'] })
    expect(formulaOrder(new Map([['a', ['a']]]))).toEqual({ ok: false, cycle: ['a', 'a'] })
  })
})
