/**
 * Calculated indicators of a protocol (spec 001 §3 "Protocol indicator": calculation field, formula):
 * a formula over other indicators' codes, parsed by jsep (parse only — it never evaluates) and evaluated
 * here by a walk that knows a fixed set of nodes (domain notes C1): numbers, the template's indicator
 * codes, + − * / % ^ (power), comparisons, && || !, `a ? b : c` and the functions of `formulaFunctions`.
 * There is no member access, no strings, no `this`, no assignment and no way to reach a JavaScript
 * object: values are read from a Map, functions from a Map. The same module runs in the browser (live
 * preview while the doctor types, offline) and on the server (the stored result), so both agree.
 *
 * The spec's two errors (spec 001 §5): "fields not found or formula wrong" when the formula is checked
 * — syntax, unknown codes, unknown functions, a cycle between formulas — and "fields incorrect" when it is
 * evaluated — a value missing or not a number, division by zero, a result that is not a finite number.
 */
import jsep from 'jsep'

export const formulaMessages = {
  /** Checked when the template is saved. */
  wrong: 'Поля не знайдено або формулу записано неправильно',
  /** Evaluated when the doctor fills the protocol. */
  incorrect: 'Поля для розрахунку некоректні',
} as const

/** A formula longer than this is refused (a template's formulas are one line each). */
export const FORMULA_MAX_LENGTH = 1000
/** Brackets nested deeper than this are refused before parsing (the parser is recursive). */
export const FORMULA_MAX_DEPTH = 32
/** At most this many nodes: the walk stays cheap on every keystroke. */
export const FORMULA_MAX_NODES = 400
/** Literals beyond this are refused: past 2^53 numbers stop being exact. */
const MAX_LITERAL = Number.MAX_SAFE_INTEGER

// `^` is power here (as doctors write it), not JavaScript's XOR: right-associative, above * and /.
jsep.removeBinaryOp('^')
jsep.addBinaryOp('^', 11, true)

type Fn = { min: number; max: number; run: (args: number[]) => number }

/** round(x[, digits]), min, max, abs, sqrt, pow; `if(test, then, else)` is taken apart in the walk. */
export const formulaFunctions: ReadonlyMap<string, Fn> = new Map<string, Fn>([
  [
    'round',
    {
      min: 1,
      max: 2,
      run: ([x, digits = 0]) => {
        if (!Number.isInteger(digits) || digits < 0 || digits > 10) return Number.NaN
        // Through the decimal exponent: round(1.005, 2) is 1.01, not 1.
        return Number(`${Math.round(Number(`${x}e${digits}`))}e-${digits}`)
      },
    },
  ],
  ['min', { min: 1, max: 50, run: (a) => Math.min(...a) }],
  ['max', { min: 1, max: 50, run: (a) => Math.max(...a) }],
  ['abs', { min: 1, max: 1, run: ([x]) => Math.abs(x!) }],
  ['sqrt', { min: 1, max: 1, run: ([x]) => Math.sqrt(x!) }],
  ['pow', { min: 2, max: 2, run: ([x, y]) => x! ** y! }],
])

const binary: ReadonlyMap<string, (a: number, b: number) => number> = new Map([
  ['+', (a, b) => a + b],
  ['-', (a, b) => a - b],
  ['*', (a, b) => a * b],
  ['/', (a, b) => a / b],
  ['%', (a, b) => a % b],
  ['^', (a, b) => a ** b],
  ['<', (a, b) => Number(a < b)],
  ['<=', (a, b) => Number(a <= b)],
  ['>', (a, b) => Number(a > b)],
  ['>=', (a, b) => Number(a >= b)],
  ['==', (a, b) => Number(a === b)],
  ['!=', (a, b) => Number(a !== b)],
])
const logical = new Set(['&&', '||'])
const unary = new Set(['-', '+', '!'])

/** A checked formula: its tree (only the nodes below) and the indicator codes it reads. */
export interface Formula {
  readonly source: string
  readonly refs: readonly string[]
  readonly tree: Node
}

type Node =
  | { k: 'num'; v: number }
  | { k: 'ref'; name: string }
  | { k: 'bin'; op: string; a: Node; b: Node }
  | { k: 'and' | 'or'; a: Node; b: Node }
  | { k: 'neg' | 'pos' | 'not'; a: Node }
  | { k: 'if'; test: Node; then: Node; else: Node }
  | { k: 'call'; fn: Fn; args: Node[] }

export type FormulaCheck = { ok: true; formula: Formula } | { ok: false; message: string; detail: string }

class Refused extends Error {}

function depthOf(source: string): number {
  let depth = 0
  let max = 0
  for (const ch of source) {
    if (ch === '(' || ch === '[') max = Math.max(max, ++depth)
    else if (ch === ')' || ch === ']') depth--
  }
  return max
}

/** jsep's tree → ours, refusing every node that is not on the list. */
function convert(
  e: jsep.Expression,
  known: ReadonlySet<string>,
  refs: Set<string>,
  count: { n: number },
): Node {
  if (++count.n > FORMULA_MAX_NODES) throw new Refused(`формула довша за ${FORMULA_MAX_NODES} елементів`)
  const sub = (x: unknown) => convert(x as jsep.Expression, known, refs, count)
  switch (e.type) {
    case 'Literal': {
      const v = (e as jsep.Literal).value
      if (typeof v !== 'number') throw new Refused(`недозволене значення ${String((e as jsep.Literal).raw)}`)
      if (!Number.isFinite(v) || Math.abs(v) > MAX_LITERAL)
        throw new Refused(`завелике число ${(e as jsep.Literal).raw}`)
      return { k: 'num', v }
    }
    case 'Identifier': {
      const name = (e as jsep.Identifier).name
      if (!known.has(name)) throw new Refused(`поля «${name}» немає в шаблоні`)
      refs.add(name)
      return { k: 'ref', name }
    }
    case 'BinaryExpression': {
      const { operator, left, right } = e as jsep.BinaryExpression
      if (logical.has(operator)) return { k: operator === '&&' ? 'and' : 'or', a: sub(left), b: sub(right) }
      if (!binary.has(operator)) throw new Refused(`недозволена дія «${operator}»`)
      return { k: 'bin', op: operator, a: sub(left), b: sub(right) }
    }
    case 'UnaryExpression': {
      const { operator, argument } = e as jsep.UnaryExpression
      if (!unary.has(operator)) throw new Refused(`недозволена дія «${operator}»`)
      return { k: operator === '-' ? 'neg' : operator === '+' ? 'pos' : 'not', a: sub(argument) }
    }
    case 'ConditionalExpression': {
      const { test, consequent, alternate } = e as jsep.ConditionalExpression
      return { k: 'if', test: sub(test), then: sub(consequent), else: sub(alternate) }
    }
    case 'CallExpression': {
      const { callee, arguments: args } = e as jsep.CallExpression
      if (callee.type !== 'Identifier') throw new Refused('викликати можна лише функції зі списку')
      const name = (callee as jsep.Identifier).name
      if (name === 'if') {
        if (args.length !== 3) throw new Refused('if(умова; так; ні) має три частини')
        return { k: 'if', test: sub(args[0]), then: sub(args[1]), else: sub(args[2]) }
      }
      const fn = formulaFunctions.get(name)
      if (!fn) throw new Refused(`невідома функція «${name}»`)
      if (args.length < fn.min || args.length > fn.max)
        throw new Refused(
          `функція «${name}»: ${fn.min === fn.max ? fn.min : `${fn.min}–${fn.max}`} аргумент(и)`,
        )
      return { k: 'call', fn, args: args.map(sub) }
    }
    default:
      throw new Refused('недозволений запис')
  }
}

/**
 * Checks a formula against the template's indicator codes (`known`, the formula's own indicator left
 * out by the caller). The answer carries the tree to evaluate and the codes it reads.
 */
export function checkFormula(source: string, known: ReadonlySet<string>): FormulaCheck {
  const refuse = (detail: string): FormulaCheck => ({ ok: false, message: formulaMessages.wrong, detail })
  const text = source.trim()
  if (!text) return refuse('формула порожня')
  if (text.length > FORMULA_MAX_LENGTH) return refuse(`формула довша за ${FORMULA_MAX_LENGTH} символів`)
  if (depthOf(text) > FORMULA_MAX_DEPTH) return refuse(`дужок вкладено глибше за ${FORMULA_MAX_DEPTH}`)
  let parsed: jsep.Expression
  try {
    parsed = jsep(text)
  } catch (e) {
    return refuse(`помилка запису: ${e instanceof Error ? e.message : String(e)}`)
  }
  const refs = new Set<string>()
  try {
    const tree = convert(parsed, known, refs, { n: 0 })
    return { ok: true, formula: { source: text, refs: [...refs], tree } }
  } catch (e) {
    if (e instanceof Refused) return refuse(e.message)
    throw e
  }
}

export type FormulaValue = { ok: true; value: number } | { ok: false; message: string; detail: string }

/** Evaluates a checked formula over the indicators' values (numbers; a missing one is an error). */
export function evaluateFormula(
  formula: Formula,
  values: Pick<ReadonlyMap<string, number | null | undefined>, 'get'>,
): FormulaValue {
  const walk = (n: Node): number => {
    switch (n.k) {
      case 'num':
        return n.v
      case 'ref': {
        const v = values.get(n.name)
        if (typeof v !== 'number' || !Number.isFinite(v))
          throw new Refused(`поле «${n.name}» не заповнено числом`)
        return v
      }
      case 'bin': {
        const a = walk(n.a)
        const b = walk(n.b)
        if ((n.op === '/' || n.op === '%') && b === 0) throw new Refused('ділення на нуль')
        return binary.get(n.op)!(a, b)
      }
      case 'and':
        return walk(n.a) !== 0 && walk(n.b) !== 0 ? 1 : 0
      case 'or':
        return walk(n.a) !== 0 || walk(n.b) !== 0 ? 1 : 0
      case 'neg':
        return -walk(n.a)
      case 'pos':
        return walk(n.a)
      case 'not':
        return walk(n.a) === 0 ? 1 : 0
      case 'if':
        return walk(n.test) !== 0 ? walk(n.then) : walk(n.else)
      case 'call':
        return n.fn.run(n.args.map(walk))
    }
  }
  try {
    const value = walk(formula.tree)
    if (!Number.isFinite(value))
      return { ok: false, message: formulaMessages.incorrect, detail: 'результат не є числом' }
    // -0 reads as 0 on a protocol.
    return { ok: true, value: value === 0 ? 0 : value }
  } catch (e) {
    if (e instanceof Refused) return { ok: false, message: formulaMessages.incorrect, detail: e.message }
    throw e
  }
}

/**
 * The order to calculate a template's formulas in (each after the formulas it reads), or the codes of a
 * cycle ("a reads b, b reads a") — a template with a cycle is refused when saved.
 */
export function formulaOrder(
  reads: ReadonlyMap<string, readonly string[]>,
): { ok: true; order: string[] } | { ok: false; cycle: string[] } {
  const order: string[] = []
  const state = new Map<string, 'open' | 'done'>()
  const path: string[] = []
  const visit = (code: string): string[] | null => {
    const s = state.get(code)
    if (s === 'done') return null
    if (s === 'open') return [...path.slice(path.indexOf(code)), code]
    state.set(code, 'open')
    path.push(code)
    for (const dep of reads.get(code) ?? []) {
      if (!reads.has(dep)) continue
      const cycle = visit(dep)
      if (cycle) return cycle
    }
    path.pop()
    state.set(code, 'done')
    order.push(code)
    return null
  }
  for (const code of reads.keys()) {
    const cycle = visit(code)
    if (cycle) return { ok: false, cycle }
  }
  return { ok: true, order }
}

/**
 * Every calculated value of a template, in dependency order: the entered values plus each formula's
 * result (a failed one is left out, so formulas reading it fail too, naming it). One pass per keystroke.
 */
export function calculateAll(
  formulas: ReadonlyMap<string, Formula>,
  order: readonly string[],
  entered: ReadonlyMap<string, number | null | undefined>,
): { values: Map<string, number | null | undefined>; results: Map<string, FormulaValue> } {
  const values = new Map(entered)
  const results = new Map<string, FormulaValue>()
  for (const code of order) {
    const f = formulas.get(code)
    if (!f) continue
    const r = evaluateFormula(f, values)
    results.set(code, r)
    values.set(code, r.ok ? r.value : null)
  }
  return { values, results }
}
