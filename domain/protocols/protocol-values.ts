/**
 * The values a doctor writes into a protocol's template (spec 001 §3 "Protocol indicator"), the same
 * functions on the device and on the server: the starting values from the indicators' defaults, the
 * calculated indicators worked out by the formula evaluator in dependency order, the norm flag of a
 * number, and the problems that keep a protocol from being saved — a required indicator left empty, a
 * value of the wrong kind for its widget or not among its choices. A calculated value is never taken
 * from what was sent: it is worked out again from the other values.
 */
import {
  calculateAll,
  checkFormula,
  evaluateFormula,
  formulaOrder,
  type Formula,
  type FormulaValue,
} from './formula'
import {
  indicatorChoices,
  isCalculated,
  isSection,
  listWidgets,
  multiWidgets,
  parseNumber,
  type TemplateIndicator,
} from './template-rules'

/** One indicator's value: text, a number, yes/no, a list of choices, or none. */
export type IndicatorValue = string | number | boolean | string[] | null
export type IndicatorValues = Record<string, IndicatorValue>

export const valueMessages = {
  required: 'Заповніть це поле',
  notNumber: 'Введіть число',
  notText: 'Очікується текст',
  notYesNo: 'Очікується так або ні',
  notList: 'Очікується список',
  notAChoice: 'Оберіть варіант зі списку',
  date: 'Дата у форматі ДД.ММ.РРРР',
  time: 'Час у форматі ГГ:ХХ',
  tooLong: (max: number) => `Не довше ${max} символів`,
  unknown: 'Такого показника в шаблоні немає',
} as const

/** Longest text of a one-line field and of a text area. */
export const INPUT_MAX = 500
export const TEXTAREA_MAX = 5000
/** At most this many items in a list value, each at most this long. */
export const LIST_MAX = 50
export const LIST_ITEM_MAX = 200

/** A template's formulas checked once, with the order they are worked out in and who reads whom. */
export interface CompiledTemplate {
  readonly indicators: readonly TemplateIndicator[]
  readonly formulas: ReadonlyMap<string, Formula>
  readonly order: readonly string[]
  /** Code → the formulas that read it directly (the edges `recalculate` walks forward). */
  readonly dependents: ReadonlyMap<string, readonly string[]>
  /** Formula code → its place in `order`. */
  readonly rank: ReadonlyMap<string, number>
  /** Code → the decimals a result is kept to. */
  readonly decimals: ReadonlyMap<string, number | null>
}

/** Checks the template's formulas (a template saved by the server always passes). */
export function compileTemplate(indicators: readonly TemplateIndicator[]): CompiledTemplate {
  const numeric = new Set(indicators.filter((i) => i.widget === 'number').map((i) => i.code))
  const formulas = new Map<string, Formula>()
  const decimals = new Map<string, number | null>()
  for (const i of indicators) {
    // A code's first row gives its decimals.
    if (!decimals.has(i.code)) decimals.set(i.code, i.decimals)
    if (!isCalculated(i)) continue
    const check = checkFormula(i.formula!, numeric)
    if (check.ok) formulas.set(i.code, check.formula)
  }
  const sorted = formulaOrder(new Map([...formulas].map(([code, f]) => [code, f.refs])))
  const order = sorted.ok ? sorted.order : []
  const dependents = new Map<string, string[]>()
  for (const code of order)
    for (const ref of formulas.get(code)!.refs) {
      const list = dependents.get(ref)
      if (list) list.push(code)
      else dependents.set(ref, [code])
    }
  const rank = new Map(order.map((code, n) => [code, n]))
  return { indicators, formulas, order, dependents, rank, decimals }
}

const isoDayFromTyped = (d: string): string => {
  const [dd, mm, yyyy] = d.split('.')
  return `${yyyy}-${mm}-${dd}`
}

/** The value an indicator starts with: its default, read for its widget; none without one. */
export function defaultValue(i: TemplateIndicator): IndicatorValue {
  const d = i.defaultValue
  if (d === null || d === undefined || d === '' || isCalculated(i))
    return multiWidgets.has(i.widget) ? [] : null
  switch (i.widget) {
    case 'number':
      return parseNumber(d)
    case 'checkbox':
      return d.toLowerCase() === 'так'
    case 'date':
      return isoDayFromTyped(d)
    case 'multiple-select':
    case 'multiple-create':
      return d
        .split(';')
        .map((p) => p.trim())
        .filter((p) => p !== '')
    default:
      return d
  }
}

/** The starting values of a template. */
export function initialValues(indicators: readonly TemplateIndicator[]): IndicatorValues {
  return Object.fromEntries(indicators.filter((i) => !isSection(i)).map((i) => [i.code, defaultValue(i)]))
}

/**
 * A sheet's values with the calculated indicators worked out: `values` as shown (results rounded to
 * their decimals), why a formula failed, and each formula's unrounded result (what the formulas reading
 * it take; null when it failed) — the state `recalculate` continues from.
 */
export interface Calculation {
  values: IndicatorValues
  failed: ReadonlyMap<string, string>
  results: ReadonlyMap<string, number | null>
}

/** An entered number as the formulas read it: anything else is none. */
const entered = (v: IndicatorValue | undefined): number | null => (typeof v === 'number' ? v : null)

// A formula waiting for values the doctor has not typed yet is not a failure worth a message.
const failure = (r: FormulaValue): string | null =>
  r.ok || r.detail.endsWith('не заповнено числом') ? null : `${r.message}: ${r.detail}`

/** The values with every calculated indicator worked out; a formula that cannot be worked out gives none. */
export function calculate(template: CompiledTemplate, values: IndicatorValues): Calculation {
  const typed = new Map<string, number | null>()
  for (const i of template.indicators) {
    if (i.widget !== 'number' || template.formulas.has(i.code)) continue
    typed.set(i.code, entered(values[i.code]))
  }
  const all = calculateAll(template.formulas, template.order, typed)
  const out: IndicatorValues = { ...values }
  const failed = new Map<string, string>()
  const results = new Map<string, number | null>()
  for (const [code, r] of all.results) {
    out[code] = r.ok ? roundTo(r.value, template.decimals.get(code) ?? null) : null
    results.set(code, r.ok ? r.value : null)
    const why = failure(r)
    if (why !== null) failed.set(code, why)
  }
  return { values: out, failed, results }
}

/** The codes whose value differs between two states of a sheet's values (by identity). */
export function changedCodes(before: IndicatorValues, after: IndicatorValues): string[] {
  const out: string[] = []
  for (const code in after) if (after[code] !== before[code]) out.push(code)
  for (const code in before) if (!Object.hasOwn(after, code)) out.push(code)
  return out
}

/**
 * What `calculate(template, values)` gives, worked out from the calculation of the values before an
 * edit: only the formulas downstream of the `changed` codes are evaluated again, in dependency order.
 * `changed` must name every code whose value differs from the values `previous` was worked out from.
 */
export function recalculate(
  template: CompiledTemplate,
  previous: Calculation,
  values: IndicatorValues,
  changed: Iterable<string>,
): Calculation {
  const affected = new Set<string>()
  const walk = (code: string) => {
    for (const d of template.dependents.get(code) ?? []) {
      if (affected.has(d)) continue
      affected.add(d)
      walk(d)
    }
  }
  for (const code of changed) walk(code)
  const out: IndicatorValues = { ...values }
  // The formulas not reached keep their results; a calculated value is never the one typed.
  for (const code of template.order) out[code] = previous.values[code] ?? null
  if (affected.size === 0) return { values: out, failed: previous.failed, results: previous.results }
  const failed = new Map(previous.failed)
  const results = new Map(previous.results)
  // Formulas read formulas' unrounded results and the other numbers as entered.
  const read = {
    get: (code: string) => (template.rank.has(code) ? results.get(code) : entered(values[code])),
  }
  const due = [...affected].sort((a, b) => template.rank.get(a)! - template.rank.get(b)!)
  for (const code of due) {
    const r = evaluateFormula(template.formulas.get(code)!, read)
    out[code] = r.ok ? roundTo(r.value, template.decimals.get(code) ?? null) : null
    results.set(code, r.ok ? r.value : null)
    const why = failure(r)
    if (why === null) failed.delete(code)
    else failed.set(code, why)
  }
  return { values: out, failed, results }
}

/** A number kept to `decimals` places (none: as it is). */
export function roundTo(v: number, decimals: number | null): number {
  if (decimals === null) return v
  return Number(`${Math.round(Number(`${v}e${decimals}`))}e-${decimals}`)
}

/** 'low' or 'high' when a number falls outside the indicator's norm; null inside it or without one. */
export function normFlag(i: TemplateIndicator, v: IndicatorValue): 'low' | 'high' | null {
  if (typeof v !== 'number') return null
  if (i.normMin !== null && v < i.normMin) return 'low'
  if (i.normMax !== null && v > i.normMax) return 'high'
  return null
}

const empty = (v: IndicatorValue | undefined): boolean =>
  v === null || v === undefined || v === '' || (Array.isArray(v) && v.length === 0)

/** Why `v` does not suit indicator `i`, or null. */
export function valueProblem(i: TemplateIndicator, v: IndicatorValue | undefined): string | null {
  if (empty(v)) return i.required && !isCalculated(i) ? valueMessages.required : null
  const text = (max: number) =>
    typeof v !== 'string' ? valueMessages.notText : v.length > max ? valueMessages.tooLong(max) : null
  switch (i.widget) {
    case 'number':
      return typeof v === 'number' && Number.isFinite(v) ? null : valueMessages.notNumber
    case 'checkbox':
      return typeof v === 'boolean' ? null : valueMessages.notYesNo
    case 'date':
      return typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v))
        ? null
        : valueMessages.date
    case 'time':
      return typeof v === 'string' && /^([01]\d|2[0-3]):[0-5]\d$/.test(v) ? null : valueMessages.time
    case 'textarea':
      return text(TEXTAREA_MAX)
    case 'input':
      return text(INPUT_MAX)
    default:
      break
  }
  const choices = indicatorChoices(i)
  if (multiWidgets.has(i.widget)) {
    if (!Array.isArray(v) || v.length > LIST_MAX) return valueMessages.notList
    if (v.some((p) => typeof p !== 'string' || p.length > LIST_ITEM_MAX)) return valueMessages.notList
    if (i.widget === 'multiple-select' && v.some((p) => !choices.includes(p))) return valueMessages.notAChoice
    return null
  }
  if (listWidgets.has(i.widget))
    return typeof v === 'string' && choices.includes(v) ? null : valueMessages.notAChoice
  return text(INPUT_MAX)
}

/** Code → message for every value that keeps the protocol from being saved (unknown codes included). */
export function valuesProblems(
  indicators: readonly TemplateIndicator[],
  values: IndicatorValues,
): Record<string, string> {
  const out: Record<string, string> = {}
  // A section is a heading: a value sent for it is as unknown as one for a code the template lacks.
  const valued = indicators.filter((i) => !isSection(i))
  const known = new Set(valued.map((i) => i.code))
  for (const code of Object.keys(values)) if (!known.has(code)) out[code] = valueMessages.unknown
  for (const i of valued) {
    const p = valueProblem(i, values[i.code])
    if (p) out[i.code] = p
  }
  return out
}

/** Whether any indicator of the templates is calculated (such protocols are never approved by themselves). */
export const hasCalculated = (indicators: readonly TemplateIndicator[]): boolean =>
  indicators.some(isCalculated)
